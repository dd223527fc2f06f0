import type { GetItemAnswer } from "@storefront/api-client";
import { formatMoney, money, pickText, pricingTypes, type PricingType } from "@storefront/domain";
import type { TFunction } from "i18next";
import { priceLines, priceTexts } from "./menu-view";
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
    price: string;
    amount: number;
    minimum: number;
    maximum: number;
  }[];
  name: string;
  description: string | null;
  /** The price line, or null when the options below show every price (MULTIPLE_OPTIONS). */
  price: string | null;
  calories: number | null;
  /** Its picture in the business's frame. */
  image: FramedImage | null;
  preparationMinutes: number | null;
  commentRequired: boolean;
  groups: {
    id: number;
    name: string;
    /** "Required · Choose 1", "Optional · Choose up to 4". */
    rule: string;
    minimum: number;
    maximum: number;
    modifiers: { id: number; name: string; price: string; amount: number; maxQuantity: number }[];
  }[];
}

/**
 * What the item page shows: texts in the interface language, the price line of its pricing type,
 * every option with its price, and each modifier group with its choice rule and modifier prices
 * ("+0.250 KWD", or "Free").
 */
export function itemView(
  item: GetItemAnswer,
  language: string,
  businessLocales: readonly string[],
  t: TFunction,
  imageFrame: ImageFrame = { width: 1, height: 1, background: null },
): ItemView {
  const text = (value: Record<string, string>) => pickText(value, language, businessLocales);
  const format = (amount: number) => formatMoney(money(amount, item.currency), language);
  return {
    id: item.id,
    categoryId: item.category_id,
    currency: item.currency,
    labels: item.price_labels.map((label) => ({
      id: label.id,
      label: text(label.label),
      price: format(label.price.amount),
      amount: label.price.amount,
      minimum: label.minimum,
      maximum: label.maximum,
    })),
    name: text(item.name),
    description: item.description && text(item.description),
    price:
      item.pricing_type === pricingTypes.MULTIPLE_OPTIONS
        ? null
        : (priceLines(
            item.pricing_type as PricingType,
            item.price_labels,
            language,
            text,
            priceTexts(t),
          )[0] ?? null),
    calories: item.calories,
    image: item.image ? { src: item.image, ...imageFrame } : null,
    preparationMinutes: item.preparation_time,
    commentRequired: item.comment_is_required,
    groups: item.modifier_groups.map((group) => ({
      id: group.id,
      name: text(group.name),
      rule: choiceRule(group.minimum, group.maximum, t),
      minimum: group.minimum,
      maximum: group.maximum,
      modifiers: group.modifiers.map((modifier) => ({
        id: modifier.id,
        name: text(modifier.name),
        price: modifier.price.amount === 0 ? t("item.free") : `+${format(modifier.price.amount)}`,
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
