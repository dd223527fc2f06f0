import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  idempotencyKeySchema,
  isApiError,
  purchaseIdSchema,
  type WalletPurchase,
} from "@storefront/api-client";
import { randomBytes } from "node:crypto";
import { useTranslation } from "react-i18next";
import { withSignIn } from "../account/guards.server";
import { BusinessPage } from "../business/BusinessPage";
import { privatePageMeta } from "../errors/error-meta";
import { ErrorScreen } from "../errors/ErrorScreen";
import {
  balanceOf,
  loadWalletPage,
  packageOnSale,
  walletPageOf,
} from "../wallet/wallet-page.server";
import { WalletOff } from "../wallet/WalletOff";
import { writePrologue } from "../http/write-prologue.server";
import { notFound } from "../http/not-found";

// `/{referenceId}/wallet/{packageId}` (signed in; docs/decisions/029-wallet-pages.md): one
// package and a "Buy" form. The action asks the API for a purchase and sends the customer to the
// gateway's page; the gateway sends them back here with `?purchase=`, and the page shows what the
// server's own check with the gateway says: paid (and the new balance), pending, or failed with a
// new attempt. An unknown or hidden package is 404. Each page view's form carries its own
// idempotency key: a double "Buy" is one purchase and one payment page.

export const meta: MetaFunction<typeof loader> = privatePageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, wallet, signedIn, t, format, text, home, base } = await loadWalletPage(
    request,
    params.referenceId,
  );
  const asked = new URL(request.url).searchParams.get("purchase");
  let purchase: WalletPurchase | null = null;
  if (asked !== null) {
    if (!purchaseIdSchema.safeParse(asked).success) throw notFound();
    try {
      ({ purchase } = await withSignIn(request, business.reference_id, () =>
        signedIn.api.getWalletPurchase({ params: { purchaseId: asked } }),
      ));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  }
  const offer = packageOnSale(wallet, params.packageId);
  if (wallet.wallet_feature_enabled && !offer && !purchase) throw notFound();
  return {
    home,
    base,
    title: offer ? text(offer.name) : t("wallet.packages"),
    enabled: wallet.wallet_feature_enabled,
    offer: offer && {
      id: offer.id,
      price: format(offer.price),
      amount: format(offer.amount),
      bonus: offer.bonus > 0 ? format(offer.bonus) : null,
    },
    purchase: purchase && {
      status: purchase.status,
      path: `${base}/${params.packageId ?? ""}?purchase=${purchase.id}`,
      amount: format(purchase.amount),
      price: format(purchase.price),
    },
    balance: format(balanceOf(wallet, business.currency)),
    idempotencyKey: randomBytes(16).toString("base64url"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, t } = await writePrologue(request, params.referenceId);
  const { wallet, signedIn } = await walletPageOf(request, business, language);
  const offer = packageOnSale(wallet, params.packageId);
  if (!wallet.wallet_feature_enabled || !offer) throw notFound();
  const key = idempotencyKeySchema.safeParse((await request.formData()).get("idempotency_key"));
  if (!key.success) throw new Response(null, { status: 400, statusText: "Bad Request" });
  const origin = new URL(request.url).origin;
  try {
    const bought = await withSignIn(request, business.reference_id, () =>
      signedIn.api.buyWalletPackage({
        params: { packageId: offer.id },
        body: {
          return_url: `${origin}/${business.reference_id}/wallet/${offer.id}?purchase={purchase}`,
          payment_type: 1,
        },
        idempotencyKey: key.data,
      }),
    );
    return redirect(bought.payment_url, { status: 303 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return data(
        { error: t(`orderErrors.${error.code}`, { defaultValue: t("wallet.buyFailed") }) },
        { status: error.status },
      );
    }
    console.error("Buying a wallet package failed:", error);
    return data({ error: t("wallet.buyFailed") }, { status: 502 });
  }
}

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
