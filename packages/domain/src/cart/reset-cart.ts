import type { CartState } from "./cart-state.js";

/**
 * Spec section 4: "Reset clears items, note, order type, coupon, table and queried address."
 * Exactly those: the car, name, phone, payment type, queried coupon code and area id stay.
 * `resetCart(cart).items.length === 0`
 */
export function resetCart<S extends CartState>(cart: S): S {
  return {
    ...cart,
    items: [],
    note: "",
    orderType: null,
    coupon: null,
    table: null,
    queriedAddress: null,
  };
}
