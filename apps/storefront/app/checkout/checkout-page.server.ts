import type { CalcOrderAnswer, CartDto, Restaurant } from "@storefront/api-client";
import {
  buildOrderRequest,
  checkoutAsks,
  type SellingType,
  type SellingTypeString,
  sellingTypeStrings,
  type Shifts,
} from "@storefront/domain";
import { redirect } from "@remix-run/node";
import { apiFor, customerApiFor } from "../api/api-client.server";
import { signedInCustomer, withSignIn } from "../account/guards.server";
import { withQueryCoupon } from "../cart/cart-page.server";
import { loadCart } from "../cart/cart-store.server";
import { type CheckoutContact, checkoutContact } from "./checkout-contact.server";
import { type CheckoutWallet, checkoutWallet } from "./checkout-wallet.server";

/** What the checkout page is built from, read once per request. */
export interface CheckoutData {
  cart: CartDto;
  sellingType: SellingType;
  /** A reservation type's order: it comes with a booking that holds its table (ADR 030). */
  reservation: boolean;
  priced: CalcOrderAnswer;
  shifts: Shifts | null;
  timeZone: string;
  tables: Awaited<ReturnType<ReturnType<typeof apiFor>["getTables"]>> | null;
  zones: Awaited<ReturnType<ReturnType<typeof apiFor>["getZones"]>> | null;
  /** The wallet choice (spec 6), or null when it is not offered. */
  wallet: CheckoutWallet | null;
  /** A signed-in customer's profile name and phone, while the cart holds none (spec 5). */
  contact: CheckoutContact | null;
}

/**
 * The can-checkout and fast-checkout guards (docs/decisions/012-orders.md), then what the page
 * needs. can-checkout: a cart with items, for a selling type the business takes, else back to the
 * cart. fast-checkout: a delivery knows where it goes before the checkout opens, else the delivery
 * steps (the area sheet, then the map and the address form).
 */
export async function loadCheckout(
  request: Request,
  business: Restaurant,
  type: SellingTypeString,
  language: string,
): Promise<CheckoutData> {
  const { cart: saved } = await loadCart(request, business, language);
  const cart = withQueryCoupon(saved, request.url);
  const base = `/${business.reference_id}/${type}`;
  const { sellingType, itemType } = sellingTypeStrings[type];
  const reservation = itemType === "reservation";
  const asks = checkoutAsks(sellingType, business.checkout[sellingType]);
  if (cart.lines.length === 0 || !business.checkout[sellingType].enabled) {
    throw redirect(`${base}/cart`);
  }
  if (asks.includes("place") && cart.shipping_country_id === null) {
    if (cart.delivery === null) throw redirect(`${base}/address`);
  }
  const api = apiFor(language);
  const [wallet, contact] = await Promise.all([
    checkoutWallet(request, business, language),
    checkoutContact(request, business, language, cart),
  ]);
  const withTables = asks.includes("table") && !reservation;
  const [priced, shiftsAnswer, tables, zones] = await Promise.all([
    // Signed in, the price is a signed-in customer's (coupons for auth_users; spec 5).
    withSignIn(request, business.reference_id, () =>
      customerApiFor(language, signedInCustomer(request, business)?.token).calcOrder({
        params: { branchId: business.branch_id },
        body: buildOrderRequest(cart, type, undefined, wallet?.chosen ?? false),
      }),
    ),
    api
      .getShifts({
        params: { reference_id: business.reference_id },
        query: { type, branch_id: business.branch_id },
      })
      .catch(() => null),
    withTables ? api.getTables({ params: { id: business.branch_id } }) : null,
    asks.includes("place")
      ? api.getZones({ params: { businessId: business.reference_id }, query: { shipping: "true" } })
      : null,
  ]);
  return {
    cart,
    sellingType,
    reservation,
    priced,
    shifts: shiftsAnswer && (shiftsAnswer as unknown as Shifts),
    timeZone: shiftsAnswer?.time_zone ?? business.time_zone,
    tables,
    zones,
    wallet,
    contact,
  };
}
