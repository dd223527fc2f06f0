import { type SellingTypeString, sellingTypeStrings } from "../codes/selling-type.js";
import type { OrderSellingTypeString } from "./order-request-shapes.js";

/**
 * The order's selling-type string (spec 9) for a route's `{type}`, and whether the order comes
 * with a reservation (spec 4: the reservation routes order from the reservation menu).
 * `orderSellingType("reserv_service")` is `{ selling_types: "product_service", reservation: true }`
 */
export function orderSellingType(type: SellingTypeString): {
  readonly selling_types: OrderSellingTypeString;
  readonly reservation: boolean;
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
