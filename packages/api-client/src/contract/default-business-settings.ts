import { defaultTheme } from "@storefront/domain";
import type { BusinessSettings } from "./business-settings.js";

/**
 * The settings a business has where it set none: the spec's defaults (section 9: menu button
 * opacity 0.43; cash is the default payment type), prices, calories and every menu detail shown,
 * no wallet, the curved navigation, square images. The API fills a business's answer from these,
 * so every field always travels.
 */
export const defaultBusinessSettings: BusinessSettings = {
  theme_background_option: "color",
  gradient: null,
  font_family: "system",
  menu_button: { opacity: defaultTheme.menuButtonOpacity },
  menu_layout: "list",
  welcome_bg: null,
  header_bg: null,
  desktop_bg: null,
  logo: null,
  is_standard_menu: false,
  hide_price: false,
  multiple_price_option: true,
  calories: true,
  ingredients: true,
  modifiers: true,
  preparation_time: true,
  stickers: true,
  suggested_items: true,
  randomize: false,
  hide_dine_btn: false,
  dinein_btn_label: null,
  kitchen_label: null,
  social_links: [],
  whatsapp_phone: null,
  email: null,
  phone: null,
  show_rating: false,
  feedback: false,
  newsletter: false,
  enable_wallet: false,
  wallet_policy: null,
  disable_otp: false,
  default_cash: true,
  enabled_detailed_address: false,
  detailed_address: { required: false, max_length: 200 },
  pixels: [],
  navigation_style: "curved",
  aspect_ratio: "1:1",
  image_bg_color: null,
  // Spec 9: "Reservation max_users default 1".
  reservation: {
    enabled: false,
    with_table: false,
    type: 1,
    max_users: 1,
    min_advance: null,
    seats_per_slot: 20,
  },
};

/** The names of the settings, in the contract's order. */
export const businessSettingNames = Object.keys(
  defaultBusinessSettings,
) as (keyof BusinessSettings)[];

/**
 * A business's settings: the ones it set over the defaults. Reads a restaurant answer as well as
 * a stored row, so a client holding an answer without a setting still gets the default.
 * `businessSettingsOf({ hide_price: true }).menu_button.opacity === 0.43`
 */
export function businessSettingsOf(
  stored: Partial<BusinessSettings> | null | undefined,
): BusinessSettings {
  const settings = { ...defaultBusinessSettings };
  for (const name of businessSettingNames) {
    const value = stored?.[name];
    if (value !== undefined) Object.assign(settings, { [name]: value });
  }
  return settings;
}
