import type { ScheduledOrdersDto } from "@storefront/api-client";
import { checkoutSettings } from "../../checkout/checkout-settings.js";
import { type DemoOrdering, point, polygon } from "./demo-ordering.js";

const hawalliGovernorate = { en: "Hawalli Governorate", ar: "محافظة حولي" };
const capitalGovernorate = { en: "Capital Governorate", ar: "محافظة العاصمة" };

/** Order from an hour ahead up to three days ahead, or now while open. */
const scheduledOrders: ScheduledOrdersDto = {
  on: true,
  only_schedule: false,
  min_advance: { interval: 1, scale: "hour" },
  max_advance: { interval: 3, scale: "day" },
};

/**
 * Bait Al Kuwait (KWD, 3 decimals: 500 fils is 0.500 KWD). The Salmiya branch delivers to Salmiya,
 * Hawalli with Jabriya, and Rumaithiya; the Sharq branch to Kuwait City and Sharq, and (paused, so
 * hidden) to Dasman and Bneid Al Gar. Zones carry the minimum orders. The outlines follow the real
 * districts roughly: the Gulf coast to the north, the Fifth Ring Road between Salmiya and Rumaithiya.
 */
export const baitAlKuwaitOrdering: DemoOrdering = {
  checkout: checkoutSettings({
    // Cash, KNET, card, Apple Pay, pay later (spec 9).
    payment_methods: [2, 4, 8, 6, 3],
    delivery: {
      enabled: true,
      min_order: 0,
      shipping: false,
      scheduled_orders: scheduledOrders,
      enable_gift: true,
    },
    dine_in: {
      enabled: true,
      label: "dinein",
      table_label: "طاولة",
      floor_label: "القسم",
      // A table's order can be placed ahead, to be served on arrival.
      scheduled_orders: scheduledOrders,
    },
    car_pickup: { enabled: true, show_car_info: true, scheduled_orders: scheduledOrders },
  }),

  zones: [
    {
      branch: "demo-salmiya",
      name: { en: "Salmiya", ar: "السالمية" },
      fee: 500,
      minOrder: 3000,
      deliveryTime: 30,
      color: "#8a1c2b",
      shape: polygon(
        [48.056, 29.326],
        [48.09, 29.319],
        [48.104, 29.333],
        [48.099, 29.353],
        [48.072, 29.352],
        [48.056, 29.342],
      ),
      areas: [
        {
          name: { en: "Salmiya", ar: "السالمية" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: polygon(
            [48.062, 29.329],
            [48.088, 29.324],
            [48.098, 29.335],
            [48.094, 29.348],
            [48.072, 29.347],
            [48.062, 29.34],
          ),
        },
        {
          name: { en: "Ras Salmiya", ar: "رأس السالمية" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: point(48.096, 29.35),
        },
      ],
    },
    {
      branch: "demo-salmiya",
      name: { en: "Hawalli & Jabriya", ar: "حولي والجابرية" },
      fee: 750,
      minOrder: 5000,
      deliveryTime: 45,
      color: "#c9a227",
      shape: polygon(
        [48.006, 29.306],
        [48.054, 29.306],
        [48.056, 29.342],
        [48.04, 29.352],
        [48.006, 29.348],
      ),
      areas: [
        {
          name: { en: "Hawalli", ar: "حولي" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: polygon([48.012, 29.328], [48.045, 29.328], [48.046, 29.344], [48.015, 29.345]),
        },
        {
          name: { en: "Jabriya", ar: "الجابرية" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: point(48.025, 29.318),
        },
      ],
    },
    {
      branch: "demo-salmiya",
      name: { en: "Rumaithiya", ar: "الرميثية" },
      fee: 1000,
      minOrder: 3000,
      // None set: the client shows the spec's default of 30 minutes.
      deliveryTime: null,
      color: "#2f6b4f",
      shape: polygon([48.056, 29.304], [48.087, 29.304], [48.09, 29.319], [48.056, 29.326]),
      areas: [
        {
          name: { en: "Rumaithiya", ar: "الرميثية" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: polygon([48.06, 29.308], [48.084, 29.308], [48.086, 29.318], [48.06, 29.3235]),
        },
        {
          name: { en: "Rumaithiya, Block 7", ar: "الرميثية، قطعة 7" },
          parentName: hawalliGovernorate,
          osmId: null,
          shape: point(48.072, 29.312),
        },
      ],
    },
    {
      branch: "demo-sharq",
      name: { en: "Kuwait City & Sharq", ar: "مدينة الكويت وشرق" },
      fee: 500,
      minOrder: 3000,
      deliveryTime: 30,
      color: "#1f3a5f",
      shape: polygon(
        [47.96, 29.362],
        [47.999, 29.36],
        [48.0, 29.388],
        [47.99, 29.387],
        [47.975, 29.382],
        [47.96, 29.377],
      ),
      areas: [
        {
          name: { en: "Sharq", ar: "شرق" },
          parentName: capitalGovernorate,
          osmId: null,
          shape: polygon(
            [47.985, 29.368],
            [47.9985, 29.368],
            [47.999, 29.387],
            [47.99, 29.386],
            [47.985, 29.384],
          ),
        },
        {
          name: { en: "Qibla", ar: "القبلة" },
          parentName: capitalGovernorate,
          osmId: null,
          shape: point(47.972, 29.372),
        },
        {
          name: { en: "Mirqab", ar: "المرقاب" },
          parentName: capitalGovernorate,
          osmId: null,
          shape: point(47.98, 29.366),
        },
      ],
    },
    {
      branch: "demo-sharq",
      name: { en: "Dasman & Bneid Al Gar", ar: "دسمان وبنيد القار" },
      fee: 750,
      minOrder: 4000,
      deliveryTime: 45,
      // Deliveries paused: the zone stays drawn but delivers nowhere (spec 5: only visible zones count).
      visible: false,
      color: "#6d557c",
      shape: polygon(
        [48.0, 29.36],
        [48.023, 29.361],
        [48.026, 29.372],
        [48.012, 29.385],
        [48.004, 29.3915],
        [48.0, 29.388],
      ),
      areas: [
        {
          name: { en: "Dasman", ar: "دسمان" },
          parentName: capitalGovernorate,
          osmId: null,
          shape: point(48.0045, 29.3855),
        },
        {
          name: { en: "Bneid Al Gar", ar: "بنيد القار" },
          parentName: capitalGovernorate,
          osmId: null,
          shape: polygon(
            [48.005, 29.365],
            [48.02, 29.365],
            [48.022, 29.372],
            [48.011, 29.382],
            [48.005, 29.38],
          ),
        },
      ],
    },
  ],

  floors: [
    {
      branch: "demo-salmiya",
      name: { en: "Ground floor", ar: "الدور الأرضي" },
      tables: [
        { name: "1", seats: 2 },
        { name: "2", seats: 2 },
        { name: "3", seats: 4 },
        { name: "4", seats: 4 },
        { name: "5", seats: 6 },
        { name: "6", seats: 8 },
      ],
    },
    {
      branch: "demo-salmiya",
      name: { en: "Family section", ar: "قسم العائلات" },
      tables: [
        { name: "F1", seats: 4 },
        { name: "F2", seats: 4 },
        { name: "F3", seats: 6 },
        { name: "F4", seats: 10 },
      ],
    },
    {
      branch: "demo-sharq",
      name: { en: "Ground floor", ar: "الدور الأرضي" },
      tables: [
        { name: "1", seats: 2 },
        { name: "2", seats: 4 },
        { name: "3", seats: 4 },
        { name: "4", seats: 6 },
      ],
    },
    {
      branch: "demo-sharq",
      name: { en: "Family section", ar: "قسم العائلات" },
      tables: [
        { name: "F1", seats: 6 },
        { name: "F2", seats: 8 },
      ],
    },
  ],

  // Percent values in basis points (1000 is 10 %), fixed values in fils.
  coupons: [
    { code: "WELCOME10", discountType: "percent", discountValue: 1000 },
    { code: "SAVE2", discountType: "fixed", discountValue: 2000 },
    {
      code: "MACHBOOS50",
      discountType: "percent",
      discountValue: 5000,
      itemKeys: ["machboos-dajaj", "machboos-laham"],
      maxAllowedItems: 2,
    },
    { code: "GUEST15", discountType: "percent", discountValue: 1500, userType: "guests" },
    { code: "MEMBER20", discountType: "percent", discountValue: 2000, userType: "auth_users" },
    { code: "FREEDEL", discountType: "percent", discountValue: 0, freeDelivery: true },
    { code: "ONCE", discountType: "fixed", discountValue: 500, usageLimit: 1 },
    {
      code: "OLD5",
      discountType: "percent",
      discountValue: 500,
      expiresAt: new Date("2025-01-01T00:00:00+03:00"),
    },
  ],

  menuDiscounts: [
    {
      sellingType: "delivery",
      categoryKey: "grills",
      discountType: "percent",
      discountValue: 1000,
    },
    { sellingType: "pickup", itemKey: "machboos-laham", discountType: "fixed", discountValue: 250 },
  ],
};
