import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import { balanceOf, loadWalletPage } from "../wallet/wallet-page.server";
import { WalletOff } from "../wallet/WalletOff";

// `/{referenceId}/wallet/walletPackage` (signed in; docs/decisions/029-wallet-pages.md): the
// packages on sale, each "pay X, receive Y", each opening its own page to buy it.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, wallet, t, format, text, home, base } = await loadWalletPage(
    request,
    params.referenceId,
  );
  return {
    home,
    base,
    title: t("wallet.packages"),
    enabled: wallet.wallet_feature_enabled,
    balance: format(balanceOf(wallet, business.currency)),
    packages: wallet.availablePackages.map((offer) => ({
      id: offer.id,
      name: text(offer.name),
      price: format(offer.price),
      amount: format(offer.amount),
      bonus: offer.bonus > 0 ? format(offer.bonus) : null,
    })),
  };
}

export default function WalletPackagesPage() {
  const { home, base, title, enabled, balance, packages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: `${base}/home`, label: t("wallet.title") }}>
      <h2 className="menu__title">{title}</h2>
      {!enabled ? (
        <WalletOff />
      ) : (
        <>
          <p>{t("wallet.currentBalance", { amount: balance })}</p>
          {packages.length === 0 ? (
            <p>{t("wallet.noPackages")}</p>
          ) : (
            <ul className="cart-lines">
              {packages.map((offer) => (
                <li key={offer.id} className="cart-line">
                  <div className="cart-line__text">
                    <Link to={`${base}/${offer.id}`} className="cart-line__name">
                      {offer.name}
                    </Link>
                    <span className="cart-line__detail">
                      {t("wallet.payReceive", { price: offer.price, amount: offer.amount })}
                    </span>
                    {offer.bonus && (
                      <span className="cart-line__detail">
                        {t("wallet.bonus", { amount: offer.bonus })}
                      </span>
                    )}
                  </div>
                  <bdi className="cart-line__amount">{offer.price}</bdi>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
