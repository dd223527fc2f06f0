import type { SellingTypeString } from "../selling-types/selling-type-table.js";
import type { SavedCart } from "../cart/saved-cart.js";
import type { ExpectedAmounts, OrderRequest } from "./order-request-shapes.js";
import { mayAsk, sellingTypeRoute } from "../selling-types/selling-type-rules.js";

/**
 * The order request for a cart (spec 3: order request and order lines), for a route's `{type}`.
 * `expected` adds the amounts the customer saw, which the server checks (ADR 012); `useWallet`
 * asks the server to pay what it can from the customer's wallet (spec 6; ADR 029). The delivery
 * place, the table and the car go only with the selling types that ask them (ADR 044, ADR 051).
 * `buildOrderRequest(cart, "delivery").priority === "later"` for a cart with a chosen slot
 */
export function buildOrderRequest<C extends SavedCart>(
  cart: C,
  type: SellingTypeString,
  expected?: ExpectedAmounts,
  useWallet = false,
): OrderRequest<C> {
  const { sellingType, order: selling_types, reservation } = sellingTypeRoute(type);
  const toAPlace = mayAsk(sellingType, "place");
  return {
    priority: cart.scheduled_at ? "later" : "now",
    comment: cart.note,
    branch_id: cart.branch_id,
    order_lines: cart.lines.map((line, index) => {
      const seen = expected?.lines[index];
      return {
        item_id: line.item_id,
        quantity: line.quantity,
        price_label_id: line.price_label_id,
        modifiers: line.modifiers.map(({ id }) => id).join(","),
        modifiers_details: line.modifiers.map(({ id, quantity }) => ({ id, quantity })),
        comment: line.comment,
        ...(seen ? { total_price: seen.net, unit_price: seen.unit_price } : {}),
      };
    }),
    name: cart.name,
    phone: cart.phone,
    dial_code: cart.dial_code,
    coupon_code: cart.coupon_code,
    notes: "",
    ...(expected ? { fees: expected.fees } : {}),
    payment_type: cart.payment_type,
    use_wallet: useWallet,
    selling_types,
    reservation,
    scheduled_at: cart.scheduled_at,
    delivery: toAPlace ? cart.delivery : null,
    shipping_country_id: toAPlace ? cart.shipping_country_id : null,
    table_id: mayAsk(sellingType, "table") ? cart.table_id : null,
    car: mayAsk(sellingType, "car") ? cart.car : null,
    gift: mayAsk(sellingType, "gift") ? cart.gift : null,
  };
}
