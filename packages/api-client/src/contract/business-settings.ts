import { trackingProviders } from "@storefront/domain";
import { z } from "zod";
import { advanceIntervalSchema } from "./checkout-settings.js";
import { cssColorSchema } from "./css-color.js";
import { localizedTextSchema } from "./localized-text.js";

/**
 * The business's settings that change what a customer sees (spec section 3, Business), beside its
 * checkout settings. Names are the spec's. Defaults live in `default-business-settings.ts`;
 * docs/decisions/018-browse-calls.md says what each value means.
 */

/** An image or page the business points to: an absolute http(s) URL. */
export const webUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

/** A phone number in E.164 form: `+96522345678`. */
export const e164PhoneSchema = z.string().regex(/^\+[1-9][0-9]{6,14}$/);

/** What the page background is: the background colour, the gradient, or the background images. */
export const backgroundOptions = ["color", "gradient", "image"] as const;
/** How the menu lists items: one per row with its text, cards in a grid, or short rows without images. */
export const menuLayouts = ["list", "grid", "compact"] as const;
/** Type faces the storefront serves itself; `system` is the device's own and downloads nothing. */
export const fontFamilies = [
  "system",
  "Cairo",
  "Tajawal",
  "Almarai",
  "IBM Plex Sans Arabic",
  "Noto Kufi Arabic",
] as const;
/** Bottom navigation drawn as a curved bar with the cart raised (`curved`) or a plain menu bar. */
export const navigationStyles = ["curved", "menu"] as const;
/** Width to height of item images. */
export const aspectRatios = ["1:1", "4:3", "3:4", "16:9"] as const;
export const socialNetworks = [
  "instagram",
  "x",
  "facebook",
  "tiktok",
  "snapchat",
  "youtube",
  "linkedin",
  "website",
] as const;

/** A linear gradient behind the pages, when `theme_background_option` is `gradient`. */
export const gradientSchema = z
  .object({
    from: cssColorSchema,
    to: cssColorSchema,
    /** CSS degrees: 0 runs bottom to top, 90 left to right. */
    angle: z.number().int().min(0).max(360),
  })
  .strict();

export const socialLinkSchema = z
  .object({ network: z.enum(socialNetworks), url: webUrlSchema })
  .strict();

/**
 * A marketing pixel (spec 9, tracking providers: meta pixel 1 … snapchat events api 7) and the id
 * the provider gave the business. Ids only: no provider secret ever travels to a browser.
 */
export const pixelSchema = z
  .object({
    provider: z
      .number()
      .int()
      .refine((code) => Object.values<number>(trackingProviders).includes(code), {
        message: "a tracking provider code of spec 9 (1 to 7)",
      }),
    id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  })
  .strict();

/**
 * Table reservations (spec 3: reservation enabled, with_table, type where 2 means with order,
 * max_users, min_advance; spec 9: max_users default 1; docs/decisions/028-reservations.md).
 */
export const reservationSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** The customer picks one of the branch's tables that seats the party; one party per table and slot. */
    with_table: z.boolean(),
    /** 1: a table only; 2: the reservation comes with an order from the reservation menu. */
    type: z.union([z.literal(1), z.literal(2)]),
    /** The largest party one reservation takes. */
    max_users: z.number().int().min(1).max(1000),
    /** Shortest time between now and a reserved slot, like scheduled orders' (the 15-minute margin still applies). */
    min_advance: advanceIntervalSchema.nullable(),
    /** Without tables: the seats one slot of a branch takes in all. */
    seats_per_slot: z.number().int().min(1).max(10_000),
  })
  .strict();

export const businessSettingsSchema = z
  .object({
    theme_background_option: z.enum(backgroundOptions),
    /** Null: no gradient set (a `gradient` background then falls back to the background colour). */
    gradient: gradientSchema.nullable(),
    font_family: z.enum(fontFamilies),
    /** The floating menu button; spec 9: opacity 0.43 unless the business sets one. */
    menu_button: z.object({ opacity: z.number().min(0).max(1) }).strict(),
    menu_layout: z.enum(menuLayouts),
    /** Background of the welcome (home) page on phones. */
    welcome_bg: webUrlSchema.nullable(),
    /** The picture across the top of the menu. */
    header_bg: webUrlSchema.nullable(),
    /** Background beside the page on wide screens. */
    desktop_bg: webUrlSchema.nullable(),
    logo: webUrlSchema.nullable(),
    /** The menu opens on the smart categories (the "standard" menu), merged in at the top (spec 9). */
    is_standard_menu: z.boolean(),
    /** Prices are not shown; adding from a list opens the item page (spec 5). */
    hide_price: z.boolean(),
    /** A multi-price item lists each option with its price; off shows its lowest ("from") price only. */
    multiple_price_option: z.boolean(),
    /** Show each item's calories. */
    calories: z.boolean(),
    /** Show each item's ingredients, and filter the menu by them. */
    ingredients: z.boolean(),
    /** Modifiers are offered (spec 5: "if modifiers are enabled"). */
    modifiers: z.boolean(),
    /** Show each item's preparation time. */
    preparation_time: z.boolean(),
    /** Show the stickers on item cards ("new", "popular"…). */
    stickers: z.boolean(),
    /** Suggest an item's suggested items on its page and in the cart. */
    suggested_items: z.boolean(),
    /** Shuffle the menu's categories (spec 9); smart categories stay on top in their order. */
    randomize: z.boolean(),
    /** The home page shows no dine-in button (dine-in is reached from a table's link only). */
    hide_dine_btn: z.boolean(),
    /** The home page's dine-in button text; null: the storefront's own words. */
    dinein_btn_label: localizedTextSchema.nullable(),
    /** The heading of the note to the kitchen on the item page; null: the storefront's own words. */
    kitchen_label: localizedTextSchema.nullable(),
    social_links: z.array(socialLinkSchema).max(10),
    whatsapp_phone: e164PhoneSchema.nullable(),
    email: z.email().max(254).nullable(),
    phone: e164PhoneSchema.nullable(),
    /**
     * Show the business's rating (`rate` in the restaurant answer) and let signed-in customers
     * rate it (POST users/rate; docs/decisions/032-ratings-and-feedback.md).
     */
    show_rating: z.boolean(),
    /** The Feedback page and its survey are offered. */
    feedback: z.boolean(),
    /** Sign-up offers the business's newsletter. */
    newsletter: z.boolean(),
    /** The wallet pages and paying with the wallet are offered (spec 6). */
    enable_wallet: z.boolean(),
    /** The wallet's terms (spec 3, Wallet: policy), in the business's languages; null: none. */
    wallet_policy: localizedTextSchema.nullable(),
    /**
     * The checkout does not ask guests to sign in or verify their phone by a code before they
     * order. Signing in always takes a code: a sign-in without one would open anyone's account
     * and wallet to whoever types their number (ADR 025).
     */
    disable_otp: z.boolean(),
    /** The checkout starts on cash (spec 9: default payment_type 2). */
    default_cash: z.boolean(),
    /** The delivery form asks for a free-text description of the address ("third floor, green door"). */
    enabled_detailed_address: z.boolean(),
    /** That field's rule. */
    detailed_address: z
      .object({ required: z.boolean(), max_length: z.number().int().min(1).max(500) })
      .strict(),
    pixels: z.array(pixelSchema).max(14),
    navigation_style: z.enum(navigationStyles),
    aspect_ratio: z.enum(aspectRatios),
    /** Colour behind item images that do not fill their frame; null: the page's background. */
    image_bg_color: cssColorSchema.nullable(),
    reservation: reservationSettingsSchema,
  })
  .strict();

export type Gradient = z.infer<typeof gradientSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Pixel = z.infer<typeof pixelSchema>;
export type MenuLayout = (typeof menuLayouts)[number];
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
