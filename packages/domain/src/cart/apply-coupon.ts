import type { SavedCart } from "./saved-cart.js";

/** The longest coupon code a cart keeps (the contract's limit). */
export const couponCodeMaxLength = 40;

/**
 * Makes the code the customer typed the cart's coupon, without surrounding spaces and cut to 40
 * characters; a blank code takes the coupon off. Whether it applies is for the server to say when
 * it prices the cart (spec 5).
 * `applyCoupon(cart, " eid25 ").coupon_code === "eid25"`
 */
export function applyCoupon<C extends SavedCart>(cart: C, typed: string): C {
  const code = typed.trim().slice(0, couponCodeMaxLength);
  return { ...cart, coupon_code: code || null };
}
