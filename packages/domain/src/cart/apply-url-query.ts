import { applyCoupon } from "./apply-coupon.js";
import type { SavedCart } from "./saved-cart.js";

/**
 * Spec 4: "A coupon code in the URL query becomes the coupon." A query without one, or with a
 * blank one, leaves the cart as it was.
 * `applyUrlQuery(cart, { coupon: "EID25" }).coupon_code === "EID25"`
 */
export function applyUrlQuery<C extends SavedCart>(
  cart: C,
  query: { readonly coupon: string | null | undefined },
): C {
  return query.coupon?.trim() ? applyCoupon(cart, query.coupon) : cart;
}
