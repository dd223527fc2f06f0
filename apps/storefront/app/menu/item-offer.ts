import type { PriceLabelDto } from "@storefront/api-client";
import { displayPrice, money, toDecimalString, type PricingType } from "@storefront/domain";

/**
 * What an item costs, for search engines (schema.org offers): amounts as decimal strings in major
 * units ("1.250" KWD from 1250 fils), with the currency.
 */
export type ItemOffer =
  | { currency: string; price: string }
  | { currency: string; lowest: string; highest: string }
  | { currency: string; options: { name: string; price: string }[] };

/**
 * The offer of an item under its pricing type (spec section 3): one price; the lowest and highest
 * of several ("from", or a range); a price per option; or none when the price is only known once
 * the customer chooses (PRICE_ON_SELECTION). With `everyOption` off (the business's
 * `multiple_price_option`), a multi-price item offers its lowest to highest price, as its card shows "from".
 * `itemOffer(0, [{ price: { amount: 1250, currency: "KWD" }, … }], text)` gives `{ currency: "KWD", price: "1.250" }`.
 */
export function itemOffer(
  pricingType: PricingType,
  labels: readonly PriceLabelDto[],
  text: (value: Record<string, string>) => string,
  everyOption = true,
): ItemOffer | null {
  const currency = labels[0]?.price.currency;
  if (!currency) return null;
  const decimal = (amount: number) => toDecimalString(money(amount, currency));
  const display = displayPrice(
    pricingType,
    labels.map((label) => ({ id: label.id, price: label.price.amount })),
  );
  switch (display.kind) {
    case "options":
      if (!everyOption) return spread(currency, labels, decimal);
      return {
        currency,
        options: labels.map((label) => ({
          name: text(label.label),
          price: decimal(label.price.amount),
        })),
      };
    case "from":
    case "range":
      return spread(currency, labels, decimal);
    case "selected":
    case "onSelection":
    case "none":
      return null;
  }
}

/** One price, or the lowest and highest of several. */
function spread(
  currency: string,
  labels: readonly PriceLabelDto[],
  decimal: (amount: number) => string,
): ItemOffer {
  const amounts = labels.map((label) => label.price.amount);
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  return lowest === highest
    ? { currency, price: decimal(lowest) }
    : { currency, lowest: decimal(lowest), highest: decimal(highest) };
}
