import type {
  OrderSellingTypeString,
  SellingTypeString,
} from "../selling-types/selling-type-table.js";
import { sellingTypeRoute } from "../selling-types/selling-type-rules.js";

/**
 * The order's selling-type string (spec 9) for a route's `{type}`, and whether the order comes
 * with a reservation (spec 4: the reservation routes order from the reservation menu), as the
 * selling-type table says.
 * `orderSellingType("reserv_service")` is `{ selling_types: "product_service", reservation: true }`
 */
export function orderSellingType(type: SellingTypeString): {
  readonly selling_types: OrderSellingTypeString;
  readonly reservation: boolean;
} {
  const { order, reservation } = sellingTypeRoute(type);
  return { selling_types: order, reservation };
}
