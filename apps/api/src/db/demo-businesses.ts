import type { LocalizedText } from "@storefront/api-client";
import type { OpeningHours, SellingType } from "@storefront/domain";
import { closed, open, week } from "./demo-hours.js";
import { baitAlKuwaitPolicies } from "./demo-policies.js";
import { demoWalletPolicies } from "./demo-wallet-policies.js";
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
import { nouraCakeAtelierMenu } from "./demo-menus/noura-cake-atelier.js";
import { nouraCakeAtelierOrdering } from "./demo-ordering/noura-cake-atelier.js";
import type { Point } from "geojson";
import type { banners, businesses, businessHosts, themes } from "./schema/index.js";
import { withDemoImages } from "../demo-media/with-demo-images.js";

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
    address?: LocalizedText;
    location?: Point;
    /** E.164. */
    phone?: string;
  }[];
  menu?: DemoMenu;
  /** Checkout settings, zones, shipping, tables, coupons and discounts; coupons name menu keys. */
  ordering?: DemoOrdering;
  /** Host names the business is reached on (GET webapp/v5/restaurant-domain/{domain}). */
  hosts?: Omit<typeof businessHosts.$inferInsert, "businessId">[];
  /** Saved themes, previewed with `?theme_id=`; ids follow this order across the demo. */
  themes?: Omit<typeof themes.$inferInsert, "id" | "businessId">[];
  banners?: DemoBanner[];
}

/** A banner, its branch by reference (none: every branch) and its link by menu key. */
export interface DemoBanner extends Pick<
  typeof banners.$inferInsert,
  "title" | "text" | "image" | "startsOn" | "endsOn" | "active"
> {
  branch?: string;
  link?: { item: string } | { category: string } | { url: string };
}

/**
 * The demo data: a Kuwaiti restaurant with two branches in Arabic and English (KWD, 3 decimals),
 * a shop in a 2-decimal currency, a café in CHF (cash rounding to 0.05), a product-service salon
 * and a cake atelier that hides its prices and takes car pickups only. Between them their display
 * settings differ from the defaults in every setting; their logos, backgrounds and dish pictures
 * are drawn by `demo-media` (docs/decisions/022-images.md).
 */
export const demoBusinesses: readonly DemoBusiness[] = withDemoImages([
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
      settings: {
        // Guests order without a code (ADR 038); the salon asks one for a first booking.
        disable_otp: true,
        font_family: "Cairo",
        menu_button: { opacity: 0.6 },
        is_standard_menu: true,
        social_links: [
          { network: "instagram", url: "https://www.instagram.com/bait.al.kuwait.demo/" },
          { network: "x", url: "https://x.com/baitalkuwaitdemo" },
          { network: "tiktok", url: "https://www.tiktok.com/@bait.al.kuwait.demo" },
        ],
        whatsapp_phone: "+96560001234",
        email: "orders@bait-al-kuwait.example",
        phone: "+96522250000",
        show_rating: true,
        feedback: true,
        enable_wallet: true,
        wallet_policy: demoWalletPolicies.demo,
        enabled_detailed_address: true,
        pixels: [
          { provider: 1, id: "1094827361502938" },
          { provider: 2, id: "G-BAK2026DEMO" },
        ],
        aspect_ratio: "4:3",
        image_bg_color: "#f3e9dc",
        // At a table of the branch, with an order from the reservation set menus.
        reservation: {
          enabled: true,
          with_table: true,
          type: 2,
          max_users: 8,
          min_advance: { interval: 2, scale: "hour" },
          seats_per_slot: 40,
        },
      },
      showStandardSubCats: true,
    },
    branches: [
      {
        referenceId: "demo-salmiya",
        name: { ar: "السالمية", en: "Salmiya" },
        address: {
          ar: "شارع سالم المبارك، قطعة 10، السالمية",
          en: "Salem Al Mubarak Street, Block 10, Salmiya",
        },
        location: { type: "Point", coordinates: [48.0797, 29.3336] },
        phone: "+96522250000",
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
        address: {
          ar: "شارع جابر المبارك، شرق، مدينة الكويت",
          en: "Jaber Al Mubarak Street, Sharq, Kuwait City",
        },
        location: { type: "Point", coordinates: [47.9925, 29.3785] },
        phone: "+96522250001",
        hours: {
          delivery: week(open("11:00", "23:00"), { 4: closed }),
          dine_in: week(open("11:00", "23:00"), { 4: closed }),
          car_pickup: week(open("11:00", "22:00"), { 4: closed }),
        },
      },
    ],
    menu: baitAlKuwaitMenu,
    ordering: baitAlKuwaitOrdering,
    // *.localhost reaches this machine in browsers without any DNS set-up.
    hosts: [
      { host: "bait-al-kuwait.localhost", primary: true, https: false },
      { host: "www.bait-al-kuwait.localhost", https: false },
    ],
    banners: [
      {
        title: { ar: "مجبوس الدجاج، طبق الكويت", en: "Chicken machboos, Kuwait's own dish" },
        text: {
          ar: "بالزعفران واللومي كما في البيت",
          en: "With saffron and dried lime, as at home",
        },
        link: { item: "machboos-dajaj" },
        startsOn: "2026-01-01",
        endsOn: "2027-12-31",
      },
      {
        title: { ar: "فطور كويتي حتى 11:30", en: "Kuwaiti breakfast until 11:30" },
        link: { category: "breakfast" },
        startsOn: "2026-01-01",
        endsOn: "2027-12-31",
      },
      {
        branch: "demo-sharq",
        title: { ar: "هامور طازج من سوق شرق", en: "Fresh hamour from the Sharq market" },
        link: { item: "hamour-by-weight" },
        startsOn: "2026-11-01",
        endsOn: "2027-03-31",
      },
      {
        title: { ar: "العيد الوطني: خصم 20%", en: "National Day: 20 % off" },
        text: { ar: "25 و26 فبراير", en: "25 and 26 February" },
        link: { url: "https://bait-al-kuwait.example/national-day" },
        startsOn: "2027-02-25",
        endsOn: "2027-02-26",
      },
      {
        title: { ar: "قائمة رمضان", en: "Ramadan menu" },
        startsOn: "2026-02-18",
        endsOn: "2026-03-19",
      },
      {
        title: { ar: "عرض متوقف", en: "A paused offer" },
        startsOn: "2026-01-01",
        endsOn: "2027-12-31",
        active: false,
      },
    ],
    themes: [
      {
        name: "Ramadan nights",
        fields: {
          theme_color: "#e9c46a",
          theme_accent_color: "#f4a261",
          theme_background_color: "#0b132b",
          dark_mode: "on",
          theme_background_option: "gradient",
          gradient: { from: "#0b132b", to: "#1d3557", angle: 180 },
          font_family: "Almarai",
        },
      },
    ],
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
      settings: {
        // Guests order without a code (ADR 038); the salon asks one for a first booking.
        disable_otp: true,
        font_family: "Almarai",
        menu_layout: "grid",
        preparation_time: false,
        hide_dine_btn: true,
        social_links: [
          { network: "website", url: "https://al-fahidi-spice-house.example/" },
          { network: "instagram", url: "https://www.instagram.com/alfahidi.spices.demo/" },
        ],
        whatsapp_phone: "+971501234567",
        email: "hello@al-fahidi-spice-house.example",
        phone: "+97143530000",
        enable_wallet: true,
        wallet_policy: demoWalletPolicies["demo-shop"],
        pixels: [
          { provider: 4, id: "C9SPICEHOUSEDEMO" },
          { provider: 6, id: "C9SPICEHOUSEDEMO" },
        ],
        image_bg_color: "#ffffff",
      },
    },
    branches: [
      {
        referenceId: "demo-shop-fahidi",
        name: { en: "Al Fahidi, Bur Dubai", ar: "الفهيدي، بر دبي" },
        address: { en: "Al Fahidi Street, Bur Dubai, Dubai", ar: "شارع الفهيدي، بر دبي، دبي" },
        location: { type: "Point", coordinates: [55.2976, 25.2637] },
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
      settings: {
        // Guests order without a code (ADR 038); the salon asks one for a first booking.
        disable_otp: true,
        theme_background_option: "gradient",
        gradient: { from: "#f7f7f5", to: "#dfe6ee", angle: 135 },
        menu_layout: "compact",
        multiple_price_option: false,
        randomize: true,
        dinein_btn_label: { de: "Im Café essen", en: "Eat in the café", fr: "Manger au café" },
        kitchen_label: {
          de: "Wünsche an die Küche",
          en: "Wishes for the kitchen",
          fr: "Souhaits pour la cuisine",
        },
        social_links: [
          { network: "instagram", url: "https://www.instagram.com/limmat.cafe.demo/" },
          { network: "facebook", url: "https://www.facebook.com/limmat.cafe.demo" },
        ],
        email: "grueezi@limmat-cafe.example",
        phone: "+41442520000",
        enable_wallet: true,
        wallet_policy: demoWalletPolicies["demo-zurich"],
        newsletter: true,
        default_cash: false,
        enabled_detailed_address: true,
        detailed_address: { required: true, max_length: 300 },
        pixels: [{ provider: 5, id: "2038475619283746" }],
        aspect_ratio: "16:9",
        // A table only, by seats: the café does not assign tables ahead.
        reservation: {
          enabled: true,
          with_table: false,
          type: 1,
          max_users: 6,
          min_advance: { interval: 1, scale: "hour" },
          seats_per_slot: 12,
        },
      },
    },
    branches: [
      {
        referenceId: "demo-zurich-niederdorf",
        name: { de: "Niederdorf", en: "Niederdorf", fr: "Niederdorf" },
        address: {
          de: "Niederdorfstrasse 10, 8001 Zürich",
          en: "Niederdorfstrasse 10, 8001 Zurich",
          fr: "Niederdorfstrasse 10, 8001 Zurich",
        },
        location: { type: "Point", coordinates: [8.544, 47.3727] },
        phone: "+41442520000",
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
      settings: {
        font_family: "Tajawal",
        menu_button: { opacity: 0.8 },
        calories: false,
        ingredients: false,
        stickers: false,
        suggested_items: false,
        social_links: [
          { network: "instagram", url: "https://www.instagram.com/gulf.pearl.salon.demo/" },
          { network: "snapchat", url: "https://www.snapchat.com/add/gulfpearldemo" },
        ],
        whatsapp_phone: "+96565550123",
        feedback: true,
        pixels: [
          { provider: 3, id: "5d2f0c1e-7a4b-4c9e-9f3a-2b8d6e1c0a47" },
          { provider: 7, id: "5d2f0c1e-7a4b-4c9e-9f3a-2b8d6e1c0a47" },
        ],
        aspect_ratio: "3:4",
      },
    },
    branches: [
      {
        referenceId: "demo-salon-jabriya",
        name: { ar: "الجابرية", en: "Jabriya" },
        address: { ar: "قطعة 1، شارع 3، الجابرية", en: "Block 1, Street 3, Jabriya" },
        location: { type: "Point", coordinates: [48.0245, 29.325] },
        hours: { dine_in: week(open("10:00", "21:00"), { 4: closed }) },
      },
    ],
    menu: gulfPearlSalonMenu,
    ordering: gulfPearlSalonOrdering,
  },
  {
    business: {
      referenceId: "demo-cakes",
      ownerUserId: 5,
      name: { ar: "أتيليه نورة للكيك", en: "Noura Cake Atelier" },
      businessType: "shop",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      timeZone: "Asia/Kuwait",
      themeColor: "#d4a373",
      themeAccentColor: "#e5989b",
      themeBackgroundColor: "#1c1412",
      darkMode: "on",
      settings: {
        font_family: "IBM Plex Sans Arabic",
        menu_layout: "grid",
        hide_price: true,
        modifiers: false,
        calories: false,
        disable_otp: true,
        social_links: [
          { network: "instagram", url: "https://www.instagram.com/noura.cakes.demo/" },
        ],
        whatsapp_phone: "+96599001122",
        pixels: [{ provider: 1, id: "3948572610394857" }],
        navigation_style: "menu",
        image_bg_color: "#2a1f1b",
      },
    },
    branches: [
      {
        referenceId: "demo-cakes-shuwaikh",
        name: { ar: "الشويخ", en: "Shuwaikh" },
        address: { ar: "الشويخ الصناعية، شارع 23", en: "Shuwaikh Industrial, Street 23" },
        location: { type: "Point", coordinates: [47.94, 29.347] },
        hours: { car_pickup: week(open("09:00", "21:00"), { 4: open("16:00", "21:00") }) },
      },
    ],
    menu: nouraCakeAtelierMenu,
    ordering: nouraCakeAtelierOrdering,
    hosts: [{ host: "noura-cakes.localhost", primary: true, https: false }],
  },
]);
