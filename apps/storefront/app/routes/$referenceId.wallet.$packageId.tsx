import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../language/use-translation";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import type { action, loader } from "../wallet/wallet-package.server";
import { WalletOff } from "../wallet/WalletOff";

// `/{referenceId}/wallet/{packageId}` (signed in; docs/decisions/029-wallet-pages.md): one
// package and a "Buy" form. The action asks the API for a purchase and sends the customer to the
// gateway's page; the gateway sends them back here with `?purchase=`, and the page shows what the
// server's own check with the gateway says: paid (and the new balance), pending, or failed with a
// new attempt. An unknown or hidden package is 404. Each page view's form carries its own
// idempotency key: a double "Buy" is one purchase and one payment page.

export { action, loader } from "../wallet/wallet-package.server";

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export default function WalletPackagePage() {
  const { home, base, title, enabled, offer, purchase, balance, idempotencyKey } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  return (
    <BusinessPage home={home} back={{ to: `${base}/walletPackage`, label: t("wallet.packages") }}>
      <h2 className="menu__title">{title}</h2>
      {purchase?.status === "paid" && (
        <section role="status" className="form-success wallet__result">
          <p>{t("wallet.paid", { amount: purchase.amount })}</p>
          <p>
            {t("wallet.newBalance", { amount: balance })}{" "}
            <Link to={`${base}/home`}>{t("wallet.title")}</Link>
          </p>
        </section>
      )}
      {purchase?.status === "pending" && (
        <p role="status" className="wallet__result">
          {t("wallet.pending")} <Link to={purchase.path}>{t("wallet.checkAgain")}</Link>
        </p>
      )}
      {purchase?.status === "failed" && (
        <p role="alert" className="form-error wallet__result">
          {t("wallet.failed")}
        </p>
      )}
      {failed?.error && (
        <p role="alert" className="form-error">
          {failed.error}
        </p>
      )}
      {!enabled && <WalletOff />}
      {offer && purchase?.status !== "paid" && (
        <section className="settings-section" aria-labelledby="package-terms">
          <h3 id="package-terms">{t("wallet.payReceive", offer)}</h3>
          {offer.bonus && <p>{t("wallet.bonus", { amount: offer.bonus })}</p>}
          <p>{t("wallet.currentBalance", { amount: balance })}</p>
          <Form method="post">
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {purchase?.status === "failed"
                ? t("wallet.tryAgain", { price: offer.price })
                : t("wallet.buy", { price: offer.price })}
            </button>
          </Form>
        </section>
      )}
    </BusinessPage>
  );
}

export const ErrorBoundary = ErrorScreen;
