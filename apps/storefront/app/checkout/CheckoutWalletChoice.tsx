import { Link } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import type { CheckoutView } from "./checkout-view";

/**
 * "Pay with wallet balance" (spec 6): the balance and a plain link that prices the page with the
 * wallet or without it (docs/decisions/029-wallet-pages.md). The amount taken is the server's.
 */
export function CheckoutWalletChoice({ wallet }: { wallet: NonNullable<CheckoutView["wallet"]> }) {
  const { t } = useTranslation();
  return (
    <section id="wallet" className="checkout__section" aria-labelledby="wallet-title">
      <h3 id="wallet-title">{t("wallet.payWith")}</h3>
      <p>{t("wallet.currentBalance", { amount: wallet.balance })}</p>
      {wallet.chosen ? (
        <p>
          <span role="status">{t("wallet.using", { amount: wallet.used })}</span>{" "}
          <Link to={wallet.offPath} replace>
            {t("wallet.dontUse")}
          </Link>
        </p>
      ) : (
        <p>
          <Link to={wallet.onPath} replace className="button">
            {t("wallet.use")}
          </Link>
        </p>
      )}
    </section>
  );
}
