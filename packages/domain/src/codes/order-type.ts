import {
  sellingTypeTable,
  type OrderSellingTypeString,
} from "../selling-types/selling-type-table.js";

/**
 * Order types (spec section 9: "delivery 0, dine in 1, pickup 2, product service 3. Strings:
 * delivery, dinein, car_pickup"), read from the selling-type table, in
 * code order. Product service, for which the
 * spec gives no string, takes `product_service`, the spelling of the business's dine_in_label.
 */
export const orderTypes: Readonly<Record<OrderSellingTypeString, number>> = Object.freeze(
  Object.fromEntries(
    Object.values(sellingTypeTable)
      .flatMap((row) => Object.entries(row.orders))
      .sort(([, a], [, b]) => a - b),
  ) as Record<OrderSellingTypeString, number>,
);
