import { useTranslation } from "../language/use-translation";

/** What a wallet page says at a business that does not offer the wallet (ADR 029). */
export function WalletOff() {
  const { t } = useTranslation();
  return (
    <p role="status" className="wallet__off">
      {t("wallet.off")}
    </p>
  );
}
