/**
 * Order types (spec section 9: "delivery 0, dine in 1, pickup 2, product service 3. Strings:
 * delivery, dinein, car_pickup"). Each is named by its string; product service, for which the spec
 * gives no string, takes `product_service`, the spelling of the business's dine_in_label.
 */
export const orderTypes = Object.freeze({
  delivery: 0,
  dinein: 1,
  car_pickup: 2,
  product_service: 3,
} as const);
