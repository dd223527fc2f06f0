// A cart line for example tests: a 1.000 KWD burger (item 1, category 10, label 11) unless told.
import type { CartLine, ChosenModifier, PriceLabel, Tax } from "../src/cart/cart-line.js";

export const vat: Tax = { id: 1, name: "VAT", rateBasisPoints: 500 };
export const cityTax: Tax = { id: 2, name: "City tax", rateBasisPoints: 1000 };

export function cartLine(
  overrides: Partial<Omit<CartLine, "priceLabel">> & { priceLabel?: Partial<PriceLabel> } = {},
): CartLine {
  const { priceLabel, ...rest } = overrides;
  return {
    itemId: 1,
    categoryId: 10,
    modifiers: [],
    comment: "",
    count: 1,
    taxes: [],
    inclusiveTaxes: [],
    ...rest,
    priceLabel: { id: (rest.itemId ?? 1) * 10 + 1, price: 1000, ...priceLabel },
  };
}

export function modifier(overrides: Partial<ChosenModifier> = {}): ChosenModifier {
  return { id: 31, quantity: 1, price: 250, taxes: [], ...overrides };
}
