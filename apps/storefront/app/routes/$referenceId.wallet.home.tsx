import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { AccountPage } from "../account/AccountPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { balanceOf, loadWalletPage } from "../wallet/wallet-page.server";
import { WalletOff } from "../wallet/WalletOff";

// `/{referenceId}/wallet/home` (signed in; docs/decisions/029-wallet-pages.md): the balance the
// customer can spend, what is on hold for orders still being paid, the business's wallet terms,
// and links to the packages and the history. A business without the wallet says so.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, wallet, t, format, text, home, base } = await loadWalletPage(
    request,
    params.referenceId,
  );
  const balance = balanceOf(wallet, business.currency);
  const onHold = balanceOf({ balance: wallet.onHoldBalance }, business.currency);
  return {
    home,
    base,
    title: t("wallet.title"),
    enabled: wallet.wallet_feature_enabled,
    balance: format(balance),
    hasBalance: balance > 0,
    onHold: onHold > 0 ? format(onHold) : null,
    policy: wallet.policy ? text(wallet.policy) : null,
    packages: wallet.availablePackages.length,
  };
}

export default function WalletHomePage() {
  const { home, base, title, enabled, balance, hasBalance, onHold, policy, packages } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AccountPage home={home} title={title}>
      {!enabled && <WalletOff />}
      {(enabled || hasBalance) && (
        <section className="wallet__balance" aria-labelledby="wallet-balance">
          <h3 id="wallet-balance">{t("wallet.balance")}</h3>
          <p className="wallet__amount">
            <bdi>{balance}</bdi>
          </p>
          {onHold && <p>{t("wallet.onHold", { amount: onHold })}</p>}
        </section>
      )}
      {enabled && policy && (
        <section className="settings-section" aria-labelledby="wallet-policy">
          <h3 id="wallet-policy">{t("wallet.policy")}</h3>
          <p className="wallet__policy">{policy}</p>
        </section>
      )}
      <nav className="settings-section" aria-label={t("wallet.title")}>
        <ul className="settings-links">
          {enabled && packages > 0 && (
            <li>
              <Link to={`${base}/walletPackage`}>{t("wallet.packagesLink")}</Link>
            </li>
          )}
          <li>
            <Link to={`${base}/history`}>{t("wallet.historyLink")}</Link>
          </li>
        </ul>
      </nav>
    </AccountPage>
  );
}

export const ErrorBoundary = ErrorScreen;
