import type { CartState } from "./cart-state.js";

/**
 * Records the address, coupon code and area id a URL query carries. Spec section 4: "A coupon
 * code in the URL query becomes the coupon." A value the query does not carry (absent or blank)
 * leaves the cart's as it was.
 * `applyUrlQuery(cart, { couponCode: "EID25" }).coupon` is `{ code: "EID25" }`
 */
export function applyUrlQuery<S extends CartState>(
  cart: S,
  query: {
    readonly address?: string | null | undefined;
    readonly couponCode?: string | null | undefined;
    readonly areaId?: number | null | undefined;
  },
): S {
  const address = query.address?.trim();
  const couponCode = query.couponCode?.trim();
  return {
    ...cart,
    ...(address ? { queriedAddress: address } : {}),
    ...(couponCode ? { queriedCouponCode: couponCode, coupon: { code: couponCode } } : {}),
    ...(query.areaId != null ? { queriedAreaId: query.areaId } : {}),
  };
}
