import type { CartLine } from "../cart/cart-line.js";
import { couponCoversItem } from "./coupon-covers-item.js";
import type { CouponRejection } from "./priced-cart.js";
import type { Coupon } from "./pricing-input.js";

/**
 * Whether a coupon applies to this customer and cart (spec 5: "user_type guests does not apply to a
 * signed-in user; auth_users does not apply to guests"); a coupon for items none of which is in
 * the cart does not apply either. This is the part of `checkCoupon` that needs no moment, which
 * pricing runs to show a refused coupon on the receipt. The answer is data, translated at the edge.
 * `couponApplies({ ...coupon, userType: "guests" }, { signedIn: true, lines })` is
 * `{ ok: false, code: "COUPON_GUESTS_ONLY" }`.
 */
export function couponApplies(
  coupon: Coupon,
  cart: { readonly signedIn: boolean; readonly lines: readonly Pick<CartLine, "itemId">[] },
): { readonly ok: true } | { readonly ok: false; readonly code: CouponRejection } {
  if (coupon.userType === "guests" && cart.signedIn)
    return { ok: false, code: "COUPON_GUESTS_ONLY" };
  if (coupon.userType === "auth_users" && !cart.signedIn)
    return { ok: false, code: "COUPON_SIGNED_IN_ONLY" };
  if (!coupon.allMenu && !cart.lines.some((line) => couponCoversItem(coupon, line.itemId))) {
    return { ok: false, code: "COUPON_NOT_FOR_THESE_ITEMS" };
  }
  return { ok: true };
}
