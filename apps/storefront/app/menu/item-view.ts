import type { GetItemAnswer } from "@storefront/api-client";
import { formatMoney, money, pickText, pricingTypes, type PricingType } from "@storefront/domain";
import type { TFunction } from "i18next";
import { priceLines, priceTexts } from "./menu-view";
import { defaultMenuSettings, type MenuSettings } from "./menu-settings";
import { discountBadge, pagePrice, type PageDiscounts } from "../pricing/page-discounts";
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
    /** The option's price after the menu discount; null when the business hides prices or the options' prices. */
    price: string | null;
    /** The option's price before the menu discount, struck beside it; null without one. */
    original: string | null;
    amount: number;
    minimum: number;
    maximum: number;
  }[];
  name: string;
  description: string | null;
  /** The price line, or null when the options below show every price (MULTIPLE_OPTIONS) or prices are hidden. */
  price: string | null;
  /** The price line before the menu discount, struck beside it; null without one. */
  originalPrice: string | null;
  /** The menu discount's badge ("10 % off"); null without one. */
  badge: string | null;
  /** How a screen reader names a struck price: "Original price". */
  originalLabel: string;
  /** The menu discounts the order form prices with, as the cart will (null: none). */
  discounts: PageDiscounts | null;
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
  discounts: PageDiscounts | null = null,
): ItemView {
  const text = (value: Record<string, string>) => pickText(value, language, businessLocales);
  const format = (amount: number) => formatMoney(money(amount, item.currency), language);
  const optionPrices = !settings.hidePrice && settings.multiplePriceOption;
  const multiple = item.pricing_type === pricingTypes.MULTIPLE_OPTIONS;
  const pay = (price: number) => pagePrice(price, item, discounts).discounted;
  const discount = item.price_labels
    .map((label) => pagePrice(label.price.amount, item, discounts).discount)
    .find((found) => found !== null);
  const priceLine = (withDiscount: boolean) =>
    settings.hidePrice || (multiple && settings.multiplePriceOption)
      ? null
      : (priceLines(
          item.pricing_type as PricingType,
          item.price_labels,
          language,
          text,
          priceTexts(t),
          settings.multiplePriceOption,
          withDiscount ? pay : undefined,
        )[0] ?? null);
  return {
    id: item.id,
    categoryId: item.category_id,
    currency: item.currency,
    labels: item.price_labels.map((label) => ({
      id: label.id,
      label: text(label.label),
      price: optionPrices ? format(pay(label.price.amount)) : null,
      original:
        optionPrices && pay(label.price.amount) !== label.price.amount
          ? format(label.price.amount)
          : null,
      amount: label.price.amount,
      minimum: label.minimum,
      maximum: label.maximum,
    })),
    name: text(item.name),
    description: item.description && text(item.description),
    price: priceLine(true),
    originalPrice: discount ? priceLine(false) : null,
    badge:
      discount && !settings.hidePrice ? discountBadge(discount, item.currency, language, t) : null,
    originalLabel: t("price.original"),
    discounts,
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
