import type { CalcOrderAnswer, CartDto, Restaurant } from "@storefront/api-client";
import { applyUrlQuery, buildOrderRequest, type SellingTypeString } from "@storefront/domain";
import { customerApiFor } from "../api/api-client.server";
import { signedInCustomer, withSignIn } from "../account/guards.server";

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
