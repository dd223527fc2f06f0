import { checkoutSettings } from "../../checkout/checkout-settings.js";
import type { DemoOrdering } from "./demo-ordering.js";

/**
 * Noura Cake Atelier (KWD): one selling type, car pickup, cakes ordered at least a day ahead and
 * handed to the car; cash or KNET; 10 % off the whole menu.
 */
export const nouraCakeAtelierOrdering: DemoOrdering = {
  checkout: checkoutSettings({
    payment_methods: [2, 4],
    delivery: { enabled: false },
    dine_in: { enabled: false },
    car_pickup: {
      enabled: true,
      show_car_info: true,
      scheduled_orders: {
        on: true,
        only_schedule: true,
        min_advance: { interval: 1, scale: "day" },
        max_advance: { interval: 14, scale: "day" },
      },
    },
  }),
  menuDiscounts: [{ sellingType: "pickup", discountType: "percent", discountValue: 1000 }],
};
