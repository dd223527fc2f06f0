import type { CartDto, OrderRequestBody } from "@storefront/api-client";
import { type SellingTypeString, sellingTypeStrings } from "@storefront/domain";

/** The order's selling-type string (spec 9) for a route's `{type}`, and whether it is a reservation. */
export function orderSellingType(type: SellingTypeString): {
  selling_types: OrderRequestBody["selling_types"];
  reservation: boolean;
} {
  const { sellingType, itemType } = sellingTypeStrings[type];
  const reservation = itemType === "reservation";
  if (sellingType === "delivery") return { selling_types: "delivery", reservation };
  if (sellingType === "car_pickup") return { selling_types: "car_pickup", reservation };
  return {
    selling_types:
      type === "product_service" || type === "reserv_service" ? "product_service" : "dinein",
    reservation,
  };
}

/**
 * The order request for a cart (spec 3: order request and order lines): ids, counts, codes and
 * texts only. `expected` adds the amounts the customer saw, which the server checks (ADR 012);
 * `useWallet` asks the server to pay what it can from the customer's wallet (spec 6; ADR 029).
 */
export function orderBody(
  cart: CartDto,
  type: SellingTypeString,
  expected?: { fees: number; lines: { net: number; unit_price: number }[] },
  useWallet = false,
): OrderRequestBody {
  const { selling_types, reservation } = orderSellingType(type);
  const delivery = selling_types === "delivery";
  return {
    priority: cart.scheduled_at ? "later" : "now",
    comment: cart.note,
    branch_id: cart.branch_id,
    order_lines: cart.lines.map((line, index) => ({
      item_id: line.item_id,
      quantity: line.quantity,
      price_label_id: line.price_label_id,
      modifiers: line.modifiers.map(({ id }) => id).join(","),
      modifiers_details: line.modifiers.map(({ id, quantity }) => ({ id, quantity })),
      comment: line.comment,
      ...(expected?.lines[index]
        ? { total_price: expected.lines[index].net, unit_price: expected.lines[index].unit_price }
        : {}),
    })),
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
    // A shipment carries its address too (the destination's form, ADR 044), without a pin.
    delivery: delivery ? cart.delivery : null,
    shipping_country_id: delivery ? cart.shipping_country_id : null,
    table_id:
      selling_types === "dinein" || selling_types === "product_service" ? cart.table_id : null,
    car: selling_types === "car_pickup" ? cart.car : null,
    gift: delivery ? cart.gift : null,
  };
}
