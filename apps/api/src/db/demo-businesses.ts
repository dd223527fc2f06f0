import type { LocalizedText } from "@storefront/api-client";
import type { OpeningHours, SellingType } from "@storefront/domain";
import { closed, open, week } from "./demo-hours.js";
import { baitAlKuwaitPolicies } from "./demo-policies.js";
import { alFahidiSpiceHouseMenu } from "./demo-menus/al-fahidi-spice-house.js";
import { baitAlKuwaitMenu } from "./demo-menus/bait-al-kuwait.js";
import type { DemoMenu } from "./demo-menus/demo-menu.js";
import { alFahidiSpiceHouseOrdering } from "./demo-ordering/al-fahidi-spice-house.js";
import { baitAlKuwaitOrdering } from "./demo-ordering/bait-al-kuwait.js";
import type { DemoOrdering } from "./demo-ordering/demo-ordering.js";
import { gulfPearlSalonOrdering } from "./demo-ordering/gulf-pearl-salon.js";
import { limmatRiversideCafeOrdering } from "./demo-ordering/limmat-riverside-cafe.js";
import { gulfPearlSalonMenu } from "./demo-menus/gulf-pearl-salon.js";
import { limmatRiversideCafeMenu } from "./demo-menus/limmat-riverside-cafe.js";
import type { businesses } from "./schema/index.js";

/** A business of the demo data with its branches; the first branch becomes its default. */
export interface DemoBusiness {
  // Checkout settings come with the ordering data.
  business: Omit<
    typeof businesses.$inferInsert,
    "id" | "defaultBranchId" | "createdAt" | "checkout"
  >;
  branches: {
    referenceId: string;
    name: LocalizedText;
    /** Weekly hours per selling type; a selling type left out has none known (always open). */
    hours?: Partial<Record<SellingType, OpeningHours>>;
  }[];
  menu?: DemoMenu;
  /** Checkout settings, zones, shipping, tables, coupons and discounts; coupons name menu keys. */
  ordering?: DemoOrdering;
}

/**
 * The demo data: a Kuwaiti restaurant with two branches in Arabic and English (KWD, 3 decimals),
 * a shop in a 2-decimal currency, a café in CHF (cash rounding to 0.05) and a product-service salon.
 */
export const demoBusinesses: readonly DemoBusiness[] = [
  {
    business: {
      referenceId: "demo",
      ownerUserId: 1,
      name: { ar: "مطبخ بيت الكويت", en: "Bait Al Kuwait Kitchen" },
      businessType: "restaurant",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      timeZone: "Asia/Kuwait",
      themeColor: "#8a1c2b",
      themeAccentColor: "#c9a227",
      themeBackgroundColor: "#fdf8f0",
      darkMode: "auto",
      policies: baitAlKuwaitPolicies,
    },
    branches: [
      {
        referenceId: "demo-salmiya",
        name: { ar: "السالمية", en: "Salmiya" },
        // Late delivery past midnight; Friday starts after the prayer.
        hours: {
          delivery: week(open("06:00", "01:00"), { 4: open("13:00", "01:00") }),
          dine_in: week(open("06:00", "23:30"), { 4: open("13:00", "23:30") }),
          car_pickup: week(open("06:00", "23:00"), { 4: open("13:00", "23:00") }),
        },
      },
      {
        referenceId: "demo-sharq",
        name: { ar: "مدينة الكويت - شرق", en: "Kuwait City - Sharq" },
        hours: {
          delivery: week(open("11:00", "23:00"), { 4: closed }),
          dine_in: week(open("11:00", "23:00"), { 4: closed }),
          car_pickup: week(open("11:00", "22:00"), { 4: closed }),
        },
      },
    ],
    menu: baitAlKuwaitMenu,
    ordering: baitAlKuwaitOrdering,
  },
  {
    business: {
      referenceId: "demo-shop",
      ownerUserId: 2,
      name: { en: "Al Fahidi Spice House", ar: "بيت البهارات الفهيدي" },
      businessType: "shop",
      currency: "AED",
      locales: ["en", "ar"],
      country: "AE",
      timeZone: "Asia/Dubai",
      themeColor: "#b5541c",
      themeAccentColor: "#2f6b4f",
      themeBackgroundColor: "#ffffff",
      darkMode: "off",
    },
    branches: [
      {
        referenceId: "demo-shop-fahidi",
        name: { en: "Al Fahidi, Bur Dubai", ar: "الفهيدي، بر دبي" },
      },
    ],
    menu: alFahidiSpiceHouseMenu,
    ordering: alFahidiSpiceHouseOrdering,
  },
  {
    business: {
      referenceId: "demo-zurich",
      ownerUserId: 3,
      name: {
        de: "Café an der Limmat",
        en: "Limmat Riverside Café",
        fr: "Café au bord de la Limmat",
      },
      businessType: "restaurant",
      currency: "CHF",
      locales: ["de", "en", "fr"],
      country: "CH",
      timeZone: "Europe/Zurich",
      themeColor: "#d52b1e",
      themeAccentColor: "#1f3a5f",
      themeBackgroundColor: "#f7f7f5",
      darkMode: "auto",
    },
    branches: [
      {
        referenceId: "demo-zurich-niederdorf",
        name: { de: "Niederdorf", en: "Niederdorf", fr: "Niederdorf" },
      },
    ],
    menu: limmatRiversideCafeMenu,
    ordering: limmatRiversideCafeOrdering,
  },
  {
    business: {
      referenceId: "demo-salon",
      ownerUserId: 4,
      name: { ar: "صالون لؤلؤة الخليج", en: "Gulf Pearl Salon" },
      businessType: "service",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      timeZone: "Asia/Kuwait",
      themeColor: "#5b3a6e",
      themeAccentColor: "#e0a899",
      themeBackgroundColor: null,
      darkMode: "on",
    },
    branches: [
      {
        referenceId: "demo-salon-jabriya",
        name: { ar: "الجابرية", en: "Jabriya" },
        hours: { dine_in: week(open("10:00", "21:00"), { 4: closed }) },
      },
    ],
    menu: gulfPearlSalonMenu,
    ordering: gulfPearlSalonOrdering,
  },
];
