import { addressFieldsOf, type ParsedOrderRequest } from "@storefront/api-client";
import type { OrderContext } from "./load-order-context.js";
import { type OrderProblem, problem } from "./order-failure.js";
import type { OrderRows } from "./read-order-rows.js";

// The fields that belong to one address type only (ADR 017); the others are asked whatever the type.
const fieldsOfType: Readonly<Record<0 | 1 | 2, readonly string[]>> = {
  0: ["building", "floor", "office_number"],
  1: ["house_number"],
  2: ["building", "floor", "apartment"],
};
const typeSpecific = new Set(Object.values(fieldsOfType).flat());

/**
 * A delivery's address holds what its form requires (ADR 044): the business's own fields for a
 * delivery at home, the destination country's for a shipment abroad, each required field that is
 * on and belongs to the address's type filled. A shipment without an address is incomplete too.
 * Null when the address is complete. The caller asks it only of an order that goes to a place.
 */
export function checkDeliveryAddress(
  rows: OrderRows,
  context: OrderContext,
  request: ParsedOrderRequest,
): OrderProblem | null {
  let fields = context.settings.delivery.fields;
  if (request.shipping_country_id != null) {
    const country = rows.shippingCountry;
    // An unknown country is refused as such by the delivery terms.
    if (!country) return null;
    fields = addressFieldsOf(country.countryIso);
    if (!request.delivery) {
      return problem(422, "ADDRESS_INCOMPLETE", "A shipment needs the address to send it to");
    }
  }
  const address = request.delivery;
  if (!address) return null;
  const missing = Object.entries(fields)
    .filter(
      ([name, setting]) =>
        setting.on &&
        setting.required &&
        (!typeSpecific.has(name) || fieldsOfType[address.type].includes(name)) &&
        !String(address[name as keyof typeof address] ?? "").trim(),
    )
    .map(([name]) => name);
  return missing.length > 0
    ? problem(422, "ADDRESS_INCOMPLETE", `The address needs: ${missing.join(", ")}`)
    : null;
}
