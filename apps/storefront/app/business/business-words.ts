import { primarySubtag } from "@storefront/domain";
import type { TFunction } from "i18next";

/**
 * The words a business's type calls for (spec 3: `business_type`), as an i18next context: a shop
 * or a service business is not a kitchen. Restaurants, and types without words of their own, use
 * the plain keys. `wordsContext("shop") === "shop"`
 */
export function wordsContext(businessType: string): "shop" | "service" | undefined {
  return businessType === "shop" || businessType === "service" ? businessType : undefined;
}

/**
 * The label of an item's note: the business's own `kitchen_label` when it has one in the
 * interface language, else its type's words ("Note for the kitchen", "Note for the shop").
 * `noteLabel({ businessType: "shop", kitchenLabel: null }, "en", t) === "Note for the shop"`
 */
export function noteLabel(
  business: { businessType: string; kitchenLabel: Readonly<Record<string, string>> | null },
  language: string,
  t: TFunction,
): string {
  const own = business.kitchenLabel?.[primarySubtag(language)];
  return own || t("itemForm.comment", { context: wordsContext(business.businessType) });
}

const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/**
 * How long an item takes, in the largest unit that reads naturally, to the half: 45 minutes,
 * 4 hours, 1.5 days; a service "takes" it, anything else is "ready in" it.
 * `readyIn(240, "restaurant", "en", t) === "Ready in about 4 hours"`
 */
export function readyIn(
  minutes: number,
  businessType: string,
  language: string,
  t: TFunction,
): string {
  const [value, unit] =
    minutes >= minutesPerDay
      ? [Math.round((minutes * 2) / minutesPerDay) / 2, "day"]
      : minutes >= minutesPerHour
        ? [Math.round((minutes * 2) / minutesPerHour) / 2, "hour"]
        : [minutes, "minute"];
  const duration = new Intl.NumberFormat(language, {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(value);
  return t("item.readyIn", { duration, context: wordsContext(businessType) });
}
