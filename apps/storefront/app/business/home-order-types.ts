import { businessSettingsOf, type Restaurant } from "@storefront/api-client";
import { pickText } from "@storefront/domain";
import { orderTypesOf } from "./business-home";

/** A selling type the home page offers: its route type and the business's own words for it, if any. */
export interface OrderTypeButton {
  type: string;
  /** The business's label (`dinein_btn_label` on dine-in), or null for the storefront's words. */
  label: string | null;
}

/**
 * The selling types the home page offers, each opening its menu: dine-in is left out when the
 * business hides its button (`hide_dine_btn`: dine-in is then reached from a table's link) and
 * worded by `dinein_btn_label` when the business wrote one.
 */
export function homeOrderTypes(restaurant: Restaurant, language: string): OrderTypeButton[] {
  const settings = businessSettingsOf(restaurant);
  const dineIn = restaurant.checkout.dine_in.label;
  return orderTypesOf(restaurant.checkout)
    .filter((type) => !(type === dineIn && settings.hide_dine_btn))
    .map((type) => ({
      type,
      label:
        type === dineIn && settings.dinein_btn_label
          ? pickText(settings.dinein_btn_label, language, restaurant.locales)
          : null,
    }));
}

/**
 * The check-one-type guard of the home page: a business that takes exactly one selling type has
 * nothing to choose there, so its home opens that type's menu, keeping the query (a coupon code,
 * a theme preview). Null when the home has a choice to offer.
 * `onlyOrderTypePath(cakes, new URL("http://x/demo-cakes?theme_id=2")) === "/demo-cakes/car_pickup?theme_id=2"`
 */
export function onlyOrderTypePath(restaurant: Restaurant, url: URL): string | null {
  const types = orderTypesOf(restaurant.checkout);
  // Reservations are a choice too: such a business's home offers them beside its one type.
  if (types.length !== 1 || businessSettingsOf(restaurant).reservation.enabled) return null;
  return `/${restaurant.reference_id}/${types[0]}${url.search}`;
}
