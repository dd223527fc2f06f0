import { addressFieldsOf } from "@storefront/api-client";
import { checkoutSettings } from "../../checkout/checkout-settings.js";
import { type DemoOrdering, point, polygon } from "./demo-ordering.js";

const dubai = { en: "Dubai", ar: "دبي" };

/**
 * Al Fahidi Spice House (AED, 2 decimals: 1500 fils is 15.00 AED). Its couriers cover both banks
 * of Dubai Creek; everywhere else in the Gulf it ships, priced by weight plus a fixed fee.
 */
export const alFahidiSpiceHouseOrdering: DemoOrdering = {
  checkout: checkoutSettings({
    // Online, cash (spec 9).
    payment_methods: [1, 2],
    exclusive_tax_basis_points: 0,
    // Addressed in Dubai by area, street and building (ADR 044); a shipment in its destination's form.
    delivery: { enabled: true, min_order: 5000, shipping: true, fields: addressFieldsOf("AE") },
    // A shop: no tables to sit at.
    dine_in: { enabled: false },
    car_pickup: { enabled: true, show_car_info: true },
  }),

  zones: [
    {
      branch: "demo-shop-fahidi",
      name: { en: "Bur Dubai", ar: "بر دبي" },
      fee: 1000,
      minOrder: 5000,
      deliveryTime: 60,
      color: "#b5541c",
      shape: polygon(
        [55.275, 25.24],
        [55.305, 25.24],
        [55.315, 25.248],
        [55.301, 25.268],
        [55.28, 25.264],
      ),
      areas: [
        {
          name: { en: "Al Fahidi", ar: "الفهيدي" },
          parentName: dubai,
          osmId: null,
          shape: point(55.2996, 25.2637),
        },
        {
          name: { en: "Al Souk Al Kabeer", ar: "السوق الكبير" },
          parentName: dubai,
          osmId: null,
          shape: polygon([55.293, 25.259], [55.299, 25.259], [55.3, 25.265], [55.294, 25.265]),
        },
        {
          name: { en: "Al Mankhool", ar: "المنخول" },
          parentName: dubai,
          osmId: null,
          shape: point(55.292, 25.249),
        },
      ],
    },
    {
      branch: "demo-shop-fahidi",
      name: { en: "Deira", ar: "ديرة" },
      fee: 1500,
      minOrder: 7500,
      deliveryTime: 2,
      unit: "hour",
      color: "#2f6b4f",
      shape: polygon(
        [55.305, 25.265],
        [55.32, 25.252],
        [55.34, 25.258],
        [55.335, 25.28],
        [55.31, 25.283],
        [55.3, 25.274],
      ),
      areas: [
        {
          name: { en: "Al Rigga", ar: "الرقة" },
          parentName: dubai,
          osmId: null,
          shape: point(55.322, 25.263),
        },
        {
          name: { en: "Al Muraqqabat", ar: "المرقبات" },
          parentName: dubai,
          osmId: null,
          shape: polygon([55.325, 25.258], [55.335, 25.26], [55.333, 25.27], [55.324, 25.269]),
        },
        {
          name: { en: "Naif", ar: "نايف" },
          parentName: dubai,
          osmId: null,
          shape: point(55.308, 25.272),
        },
      ],
    },
  ],

  // Fees in fils of a dirham: 1500 per kilogram is 15.00 AED/kg.
  shippingCountries: [
    {
      branch: "demo-shop-fahidi",
      country: { en: "Saudi Arabia", ar: "السعودية" },
      countryIso: "SA",
      icon: "🇸🇦",
      feesPerKg: 1500,
      fixedFees: 2500,
      minOrder: 10000,
    },
    {
      branch: "demo-shop-fahidi",
      country: { en: "Oman", ar: "عُمان" },
      countryIso: "OM",
      icon: "🇴🇲",
      feesPerKg: 2000,
      fixedFees: 3000,
      minOrder: 10000,
    },
    {
      branch: "demo-shop-fahidi",
      country: { en: "Kuwait", ar: "الكويت" },
      countryIso: "KW",
      icon: "🇰🇼",
      feesPerKg: 2500,
      fixedFees: 3500,
      minOrder: 15000,
    },
    {
      branch: "demo-shop-fahidi",
      country: { en: "Bahrain", ar: "البحرين" },
      countryIso: "BH",
      icon: "🇧🇭",
      feesPerKg: 2000,
      fixedFees: 3000,
      minOrder: 10000,
    },
  ],

  coupons: [
    { code: "SPICE10", discountType: "percent", discountValue: 1000 },
    {
      code: "SAFFRON20",
      discountType: "fixed",
      discountValue: 2000,
      itemKeys: ["saffron", "saffron-gift-tin"],
      maxAllowedItems: 1,
    },
    { code: "FREESHIP", discountType: "percent", discountValue: 0, freeDelivery: true },
  ],
};
