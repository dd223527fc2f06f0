import type { GetItemAnswer } from "@storefront/api-client";
import { formatMoney, money, pickText, pricingTypes, type PricingType } from "@storefront/domain";
import type { TFunction } from "i18next";
import { priceLines, priceTexts } from "./menu-view";
import { defaultMenuSettings, type MenuSettings } from "./menu-settings";
import type { FramedImage, ImageFrame } from "../images/image-frame";

/** An item's page, in the interface language. */
export interface ItemView {
  id: number;
  categoryId: number;
  currency: string;
  /** Every price of the item with its limits, for the order form (the first is chosen first). */
  labels: {
    id: number;
    label: string;
    /** The option's price; null when the business hides prices or the options' prices. */
    price: string | null;
    amount: number;
    minimum: number;
    maximum: number;
  }[];
  name: string;
  description: string | null;
  /** The price line, or null when the options below show every price (MULTIPLE_OPTIONS) or prices are hidden. */
  price: string | null;
  /** `hide_price`: no price on the page, not even on the add button. */
  pricesHidden: boolean;
  /** Null when unknown or when the business hides calories. */
  calories: number | null;
  /** The names of its ingredients in the interface language; empty when the business hides them. */
  ingredients: string[];
  /** Its picture in the business's frame. */
  image: FramedImage | null;
  /** Null when unknown or when the business hides preparation times. */
  preparationMinutes: number | null;
  commentRequired: boolean;
  /** Its modifier groups; none when the business offers no modifiers. */
  groups: {
    id: number;
    name: string;
    /** "Required · Choose 1", "Optional · Choose up to 4". */
    rule: string;
    minimum: number;
    maximum: number;
    modifiers: {
      id: number;
      name: string;
      /** "+0.250 KWD", "Free"; null when prices are hidden. */
      price: string | null;
      amount: number;
      maxQuantity: number;
    }[];
  }[];
}

/**
 * What the item page shows: texts in the interface language, the price line of its pricing type,
 * every option with its price, and each modifier group with its choice rule and modifier prices
 * ("+0.250 KWD", or "Free"), each shown only as the business's settings allow: no price with
 * `hide_price`, one "from" price for a multi-price item without `multiple_price_option`, no
 * calories, preparation time, ingredients or modifiers when their setting is off.
 * `ingredientNames` names the ingredients (`GET tags-ingredients`) by id.
 */
export function itemView(
  item: GetItemAnswer,
  language: string,
  businessLocales: readonly string[],
  t: TFunction,
  imageFrame: ImageFrame = { width: 1, height: 1, background: null },
  settings: MenuSettings = defaultMenuSettings,
  ingredientNames: ReadonlyMap<number, Record<string, string>> = new Map(),
): ItemView {
  const text = (value: Record<string, string>) => pickText(value, language, businessLocales);
  const format = (amount: number) => formatMoney(money(amount, item.currency), language);
  const optionPrices = !settings.hidePrice && settings.multiplePriceOption;
  const multiple = item.pricing_type === pricingTypes.MULTIPLE_OPTIONS;
  return {
    id: item.id,
    categoryId: item.category_id,
    currency: item.currency,
    labels: item.price_labels.map((label) => ({
      id: label.id,
      label: text(label.label),
      price: optionPrices ? format(label.price.amount) : null,
      amount: label.price.amount,
      minimum: label.minimum,
      maximum: label.maximum,
    })),
    name: text(item.name),
    description: item.description && text(item.description),
    price:
      settings.hidePrice || (multiple && settings.multiplePriceOption)
        ? null
        : (priceLines(
            item.pricing_type as PricingType,
            item.price_labels,
            language,
            text,
            priceTexts(t),
            settings.multiplePriceOption,
          )[0] ?? null),
    pricesHidden: settings.hidePrice,
    calories: settings.calories ? item.calories : null,
    ingredients: settings.ingredients
      ? (item.ingredient_ids ?? []).flatMap((id) => {
          const name = ingredientNames.get(id);
          return name ? [text(name)] : [];
        })
      : [],
    image: item.image ? { src: item.image, ...imageFrame } : null,
    preparationMinutes: settings.preparationTime ? item.preparation_time : null,
    commentRequired: item.comment_is_required,
    groups: (settings.modifiers ? item.modifier_groups : []).map((group) => ({
      id: group.id,
      name: text(group.name),
      rule: choiceRule(group.minimum, group.maximum, t),
      minimum: group.minimum,
      maximum: group.maximum,
      modifiers: group.modifiers.map((modifier) => ({
        id: modifier.id,
        name: text(modifier.name),
        price: settings.hidePrice
          ? null
          : modifier.price.amount === 0
            ? t("item.free")
            : `+${format(modifier.price.amount)}`,
        amount: modifier.price.amount,
        maxQuantity: modifier.maximum_quantity,
      })),
    })),
  };
}

/** How many modifiers of a group the customer must and may choose, in words. */
export function choiceRule(minimum: number, maximum: number, t: TFunction): string {
  const need = minimum > 0 ? t("item.required") : t("item.optional");
  const count =
    minimum === maximum
      ? t("item.chooseExactly", { value: maximum })
      : minimum > 0
        ? t("item.chooseBetween", { minimum, maximum })
        : t("item.chooseUpTo", { value: maximum });
  return `${need} · ${count}`;
}
