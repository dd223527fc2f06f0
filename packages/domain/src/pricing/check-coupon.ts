import type { CartLine } from "../cart/cart-line.js";
import { couponApplies } from "./coupon-applies.js";
import type { CouponNotInForce, CouponRejection } from "./priced-cart.js";
import type { Coupon, CouponTerms } from "./pricing-input.js";

/**
 * What the coupon rule says of a code on an order: the coupon to price the order with, and why it
 * is refused if it is. A coupon that does not apply to this customer or cart is still priced, as
 * refused, so the receipt can say why; a coupon not in force is priced as no coupon.
 */
export type CouponVerdict =
  | { readonly ok: true; readonly coupon: Coupon }
  | { readonly ok: false; readonly code: CouponRejection; readonly coupon: Coupon }
  | { readonly ok: false; readonly code: CouponNotInForce; readonly coupon: null };

/**
 * Whether a customer may use a coupon on an order at the moment `now`, checked in ADR 012's order:
 * it exists and is switched on (COUPON_UNKNOWN), has not reached its end (COUPON_EXPIRED), is not
 * used up (COUPON_USED_UP), and applies to this customer and cart (spec 5, see `couponApplies`).
 * `found` is null when the business has no coupon by that code.
 * `checkCoupon({ coupon: eid, terms: { ...eidTerms, endsAt: now } }, { now, signedIn, lines })` is
 * `{ ok: false, code: "COUPON_EXPIRED", coupon: null }`
 */
export function checkCoupon(
  found: { readonly coupon: Coupon; readonly terms: CouponTerms } | null,
  order: {
    readonly now: Date;
    readonly signedIn: boolean;
    readonly lines: readonly Pick<CartLine, "itemId">[];
  },
): CouponVerdict {
  if (found === null || !found.terms.active) {
    return { ok: false, code: "COUPON_UNKNOWN", coupon: null };
  }
  const { coupon, terms } = found;
  if (terms.endsAt !== null && terms.endsAt.getTime() <= order.now.getTime()) {
    return { ok: false, code: "COUPON_EXPIRED", coupon: null };
  }
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) {
    return { ok: false, code: "COUPON_USED_UP", coupon: null };
  }
  const applies = couponApplies(coupon, order);
  return applies.ok ? { ok: true, coupon } : { ok: false, code: applies.code, coupon };
}
