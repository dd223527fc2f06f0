import type { SavedCart } from "./saved-cart.js";

/**
 * Spec 4: "Reset clears items, note, order type, coupon, table and queried address"; the delivery
 * place and the schedule choice go with them. Who the customer is (name, phone, car) and how they
 * pay stay for the next order.
 * `resetCart(cart).lines.length === 0`
 */
export function resetCart<C extends SavedCart>(cart: C): C {
  return {
    ...cart,
    lines: [],
    note: "",
    coupon_code: null,
    table_id: null,
    delivery: null,
    shipping_country_id: null,
    gift: null,
    scheduled_at: null,
  };
}
