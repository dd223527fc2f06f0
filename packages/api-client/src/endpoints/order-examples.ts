import type { OrderRequestBody } from "../contract/orders.js";

/**
 * One order request per selling type, on the seeded demo (a fresh seed gives these ids): Falafel
 * (item 24, price 25, 0.900 KWD) at Bait Al Kuwait's Salmiya branch (1), and a classic manicure
 * (item 224, price 300) at the salon's branch (5). The OpenAPI document shows them; a test posts
 * each one and expects an order.
 */
const falafel = { item_id: 24, price_label_id: 25, modifiers: "", comment: "" };
const customer = { name: "Fatma", phone: "51234567", dial_code: "+965", priority: "now" } as const;

export const orderExamples: Record<OrderRequestBody["selling_types"], OrderRequestBody> = {
  delivery: {
    ...customer,
    branch_id: 1,
    order_lines: [{ ...falafel, quantity: 4 }],
    payment_type: 2,
    selling_types: "delivery",
    // Ras Salmiya, inside the Salmiya zone (minimum order 3.000 KWD).
    delivery: {
      area_id: 2,
      lat: 29.35,
      lng: 48.096,
      type: 1,
      block: "10",
      street: "Salem Al Mubarak St",
      house_number: "12",
    },
  },
  dinein: {
    ...customer,
    branch_id: 1,
    order_lines: [{ ...falafel, quantity: 2 }],
    payment_type: 2,
    selling_types: "dinein",
    table_id: 1,
  },
  car_pickup: {
    ...customer,
    branch_id: 1,
    order_lines: [{ ...falafel, quantity: 1 }],
    payment_type: 2,
    selling_types: "car_pickup",
    car: { model: "Nissan Patrol", color: "White", plate_number: "12 34567" },
  },
  product_service: {
    ...customer,
    branch_id: 5,
    order_lines: [{ item_id: 224, price_label_id: 300, modifiers: "", comment: "", quantity: 1 }],
    payment_type: 2,
    selling_types: "product_service",
  },
};
