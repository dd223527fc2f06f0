import type { Restaurant } from "@storefront/api-client";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { businesses } from "./businesses.js";
import { id, ownedBy } from "./columns.js";

/** The restaurant fields a saved theme may set. */
export type ThemeFields = Partial<
  Pick<
    Restaurant,
    | "theme_color"
    | "theme_accent_color"
    | "theme_background_color"
    | "dark_mode"
    | "theme_background_option"
    | "gradient"
    | "font_family"
    | "menu_button"
    | "menu_layout"
    | "welcome_bg"
    | "header_bg"
    | "desktop_bg"
    | "logo"
    | "navigation_style"
    | "aspect_ratio"
    | "image_bg_color"
  >
>;

/**
 * A theme a business saved beside its own (a season, an event), previewed with
 * `GET webapp/v5/restaurant/{reference_id}?theme_id=`: its fields replace the business's.
 */
export const themes = pgTable(
  "themes",
  {
    id: id(),
    businessId: ownedBy("business_id", () => businesses.id),
    name: text("name").notNull(),
    fields: jsonb("fields").$type<ThemeFields>().notNull(),
  },
  (table) => [index("themes_business_id_index").on(table.businessId)],
);
