import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { CalcOrderAnswer, CartDto, Restaurant } from "@storefront/api-client";
import {
  applyUrlQuery,
  buildOrderRequest,
  type SellingTypeString,
  sellingTypeStrings,
} from "@storefront/domain";
import { apiFor, customerApiFor } from "../api/api-client.server";
import { refusedFields } from "../api/refused-input";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { requireSellingType } from "../business/require-selling-type";
import { pagePrologue } from "../http/page-prologue.server";
import { writePrologue } from "../http/write-prologue.server";
import { pageDiscounts } from "../pricing/page-discounts";
import { sameOriginPath } from "../security/same-origin";
import { addToCart } from "./add-to-cart.server";
import { applyCartIntent } from "./cart-intents.server";
import { loadCart, saveCart } from "./cart-store.server";
import { cartView } from "./cart-view";

// The cart page's loader and action: the cart priced by the server (ADR 011), and its posts (an
// item added from the menu, + and −, the note and the coupon), each back to the page it came from.

/**
 * The server's price of a cart (calc-order), or null for an empty cart. A coupon code in the URL
 * query (spec 4: "A coupon code in the URL query becomes the coupon") is priced in place of the
 * saved one until the customer applies or removes a coupon.
 */
export async function priceCartOnServer(
  request: Request,
  cart: CartDto,
  business: Restaurant,
  type: SellingTypeString,
  language: string,
): Promise<CalcOrderAnswer | null> {
  if (cart.lines.length === 0) return null;
  // Signed in, the price is a signed-in customer's (coupons for auth_users; spec 5).
  const token = signedInCustomer(request, business)?.token;
  return withSignIn(request, business.reference_id, () =>
    customerApiFor(language, token).calcOrder({
      params: { branchId: business.branch_id },
      body: buildOrderRequest(cart, type),
    }),
  );
}

/** The cart with the URL's `?coupon=` as its coupon, when the URL has one. */
export function withQueryCoupon(cart: CartDto, requestUrl: string): CartDto {
  return applyUrlQuery(cart, { coupon: new URL(requestUrl).searchParams.get("coupon") });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { business, language, t, home } = await pagePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  const { cart: saved } = await loadCart(request, business, language);
  const cart = withQueryCoupon(saved, request.url);
  const [priced, menu] = await Promise.all([
    priceCartOnServer(request, cart, business, type, language),
    cart.lines.length > 0 ? apiFor(language).getMenu({ params: { id: business.branch_id } }) : null,
  ]);
  const menuPath = `/${business.reference_id}/${type}`;
  return {
    language,
    home,
    menuPath,
    checkoutPath: `${menuPath}/checkout${cart.coupon_code && cart.coupon_code !== saved.coupon_code ? `?coupon=${encodeURIComponent(cart.coupon_code)}` : ""}`,
    title: t("cart.title"),
    note: cart.note,
    couponCode: cart.coupon_code ?? "",
    view: cartView(
      cart,
      priced,
      menu?.menu.items ?? [],
      language,
      business.locales,
      t,
      pageDiscounts(business, sellingTypeStrings[type].itemType),
    ),
    canCheckout: cart.lines.length > 0 && (priced?.refusals.length ?? 0) === 0,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { business, language, t } = await writePrologue(request, params.referenceId);
  const type = requireSellingType(params.type);
  const form = await request.formData();
  // A menu card's form says where to come back to in its address, beside its one button.
  const returnTo = form.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo");
  const back = sameOriginPath(
    String(returnTo ?? `/${business.reference_id}/${type}/cart`),
    request.url,
  );
  if (form.get("intent") === "add" || form.has("add")) {
    const added = await addToCart(request, business, type, form, language);
    if (!added.ok) {
      return data(
        { error: t(`orderErrors.${added.code}`, { defaultValue: added.message }) },
        { status: 422 },
      );
    }
    return redirect(back, { status: 303, headers: added.headers });
  }
  const loaded = await loadCart(request, business, language);
  try {
    const headers = await saveCart(request, loaded, applyCartIntent(loaded.cart, form), language);
    return redirect(back, { status: 303, headers });
  } catch (error) {
    // A note or coupon the API cannot take (a control character): said on the page.
    if (!refusedFields(error)) throw error;
    return data({ error: t("orderErrors.BAD_REQUEST") }, { status: 400 });
  }
}
