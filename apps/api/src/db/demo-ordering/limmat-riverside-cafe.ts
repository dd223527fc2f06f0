import { addressFieldsOf, type ScheduledOrdersDto } from "@storefront/api-client";
import { checkoutSettings } from "../../checkout/checkout-settings.js";
import { type DemoOrdering, point, polygon } from "./demo-ordering.js";

const zurich = { de: "Zürich", en: "Zurich", fr: "Zurich" };

/** Now while open, or for later: from an hour ahead (the bikes are planned) up to a week ahead. */
const scheduledOrders: ScheduledOrdersDto = {
  on: true,
  only_schedule: false,
  min_advance: { interval: 1, scale: "hour" },
  max_advance: { interval: 7, scale: "day" },
};

/**
 * Limmat Riverside Café (CHF, 2 decimals: 500 Rappen is 5.00 CHF). Bikes deliver in the old town
 * and to Enge; guests sit in the dining room or on the terrace, or pick up by car. Deliveries and
 * pickups can be ordered for later.
 */
export const limmatRiversideCafeOrdering: DemoOrdering = {
  checkout: checkoutSettings({
    // Cash, card (spec 9).
    payment_methods: [2, 8],
    // A Swiss address: street and house number, postcode and town (ADR 044).
    delivery: {
      enabled: true,
      min_order: 2000,
      scheduled_orders: scheduledOrders,
      fields: addressFieldsOf("CH"),
    },
    dine_in: { enabled: true, label: "dinein", table_label: "Tisch", floor_label: "Raum" },
    car_pickup: { enabled: true, show_car_info: true, scheduled_orders: scheduledOrders },
  }),

  zones: [
    {
      branch: "demo-zurich-niederdorf",
      name: { de: "Altstadt", en: "Old Town", fr: "Vieille ville" },
      fee: 500,
      minOrder: 2000,
      deliveryTime: 30,
      color: "#d52b1e",
      shape: polygon([8.536, 47.366], [8.55, 47.366], [8.551, 47.379], [8.537, 47.379]),
      areas: [
        {
          name: { de: "Niederdorf", en: "Niederdorf", fr: "Niederdorf" },
          parentName: zurich,
          osmId: null,
          shape: point(8.544, 47.3735),
        },
        {
          name: { de: "Lindenhof", en: "Lindenhof", fr: "Lindenhof" },
          parentName: zurich,
          osmId: null,
          shape: polygon([8.5395, 47.3715], [8.542, 47.3715], [8.542, 47.3735], [8.5395, 47.3735]),
        },
      ],
    },
    {
      branch: "demo-zurich-niederdorf",
      name: { de: "Enge", en: "Enge", fr: "Enge" },
      fee: 800,
      minOrder: 3000,
      deliveryTime: 45,
      color: "#1f3a5f",
      shape: polygon([8.52, 47.354], [8.538, 47.354], [8.538, 47.365], [8.52, 47.368]),
      areas: [
        {
          name: { de: "Enge", en: "Enge", fr: "Enge" },
          parentName: zurich,
          osmId: null,
          shape: point(8.53, 47.362),
        },
        {
          name: { de: "Rieterpark", en: "Rieter Park", fr: "Parc Rieter" },
          parentName: zurich,
          osmId: null,
          shape: polygon([8.528, 47.358], [8.531, 47.358], [8.531, 47.36], [8.528, 47.36]),
        },
      ],
    },
  ],

  floors: [
    {
      branch: "demo-zurich-niederdorf",
      name: { de: "Gaststube", en: "Dining room", fr: "Salle" },
      tables: [
        { name: "1", seats: 2 },
        { name: "2", seats: 2 },
        { name: "3", seats: 4 },
        { name: "4", seats: 6 },
      ],
    },
    {
      branch: "demo-zurich-niederdorf",
      name: { de: "Terrasse", en: "Terrace", fr: "Terrasse" },
      tables: [
        { name: "T1", seats: 2 },
        { name: "T2", seats: 4 },
      ],
    },
  ],

  coupons: [
    { code: "GRUEZI5", discountType: "fixed", discountValue: 500 },
    {
      code: "ZMORGE15",
      discountType: "percent",
      discountValue: 1500,
      itemKeys: ["zopf-zmorge", "limmat-zmorge"],
    },
  ],

  menuDiscounts: [{ sellingType: "dinein", discountType: "percent", discountValue: 500 }],
};
