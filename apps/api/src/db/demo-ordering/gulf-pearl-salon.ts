import { checkoutSettings } from "../../checkout/checkout-settings.js";
import type { DemoOrdering } from "./demo-ordering.js";

/**
 * Gulf Pearl Salon (KWD): services booked at the salon only (product service), no delivery and no
 * car pickup. Its "tables" are the chairs and stations a customer is served at.
 */
export const gulfPearlSalonOrdering: DemoOrdering = {
  checkout: checkoutSettings({
    // Cash, KNET (spec 9).
    payment_methods: [2, 4],
    delivery: { enabled: false },
    dine_in: {
      enabled: true,
      label: "product_service",
      table_label: "كرسي",
      floor_label: "الغرفة",
      // Services are booked: from an hour ahead up to a week ahead, or now while open.
      scheduled_orders: {
        on: true,
        only_schedule: false,
        min_advance: { interval: 1, scale: "hour" },
        max_advance: { interval: 7, scale: "day" },
      },
    },
    car_pickup: { enabled: false },
  }),

  floors: [
    {
      branch: "demo-salon-jabriya",
      name: { en: "Hair salon", ar: "صالون الشعر" },
      tables: [
        { name: "Chair 1", seats: 1 },
        { name: "Chair 2", seats: 1 },
        { name: "Chair 3", seats: 1 },
        { name: "Chair 4", seats: 1 },
      ],
    },
    {
      branch: "demo-salon-jabriya",
      name: { en: "Nail bar", ar: "ركن الأظافر" },
      tables: [
        { name: "Station 1", seats: 1 },
        { name: "Station 2", seats: 2 },
      ],
    },
  ],
};
