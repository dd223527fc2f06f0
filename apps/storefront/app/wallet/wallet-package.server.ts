import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import {
  idempotencyKeySchema,
  isApiError,
  purchaseIdSchema,
  type WalletPurchase,
} from "@storefront/api-client";
import { randomBytes } from "node:crypto";
import { withSignIn } from "../account/guards.server";
import { notFound } from "../http/not-found";
import { writePrologue } from "../http/write-prologue.server";
import { balanceOf, loadWalletPage, packageOnSale, walletPageOf } from "./wallet-page.server";
import { reportError } from "../errors/report-error.server";

// A wallet package's loader and action (docs/decisions/029-wallet-pages.md): the package on sale,
// or the purchase the gateway sent the customer back with as the server's check says it stands;
// "Buy" asks the API for a purchase under the form's idempotency key and goes to the gateway.

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
    reportError(error, "server", { what: "Buying a wallet package failed" });
    return data({ error: t("wallet.buyFailed") }, { status: 502 });
  }
}
