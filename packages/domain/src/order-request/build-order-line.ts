import type { PricedLine } from "../pricing/priced-cart.js";
import type { OrderLine } from "./order-request-shapes.js";

/**
 * The order line of a priced cart line (spec 3: item_id, quantity, price_label_id, modifiers as a
 * comma-separated id list, modifiers_details, total_price, discount_id, weight, shippingWeight,
 * comment, isQty, provider, provider_id, unit_price), with the amounts the domain computed.
 * `buildOrderLine(priced.lines[0]).modifiers === "31,32"`
 */
export function buildOrderLine(priced: PricedLine): OrderLine {
  const { line } = priced;
  return {
    item_id: line.itemId,
    quantity: line.count,
    price_label_id: line.priceLabel.id,
    modifiers: line.modifiers.map((modifier) => modifier.id).join(","),
    modifiers_details: line.modifiers.map((modifier) => ({
      id: modifier.id,
      quantity: modifier.quantity,
      price: modifier.price,
      provider: modifier.provider ?? null,
      provider_id: modifier.providerId ?? null,
    })),
    total_price: priced.net,
    discount_id: priced.discount?.discountId ?? null,
    weight: line.priceLabel.weightGrams ?? null,
    shippingWeight: line.priceLabel.shippingWeightGrams ?? null,
    comment: line.comment,
    isQty: line.priceLabel.isQty === true,
    provider: null,
    provider_id: null,
    unit_price: priced.unitPrice,
  };
}
