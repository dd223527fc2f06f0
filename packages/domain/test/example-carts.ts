// Carts that more than one test prices: the pricing tests check their amounts, the breakdown
// tests how those amounts print.
import type { PriceCartInput } from "../src/pricing/pricing-input.js";
import { cartLine } from "./cart-line-builder.js";

/** A guest's 10.23 CHF car pickup, paid cash (the default payment type): it rounds to 10.25 CHF. */
export const swissCashPickup: PriceCartInput = {
  currency: "CHF",
  sellingType: "car_pickup",
  signedIn: false,
  lines: [cartLine({ priceLabel: { price: 1023 } })],
};

/** A guest's 1275 JPY dine-in with the business's 10 % exclusive tax: 127.5 JPY of tax, 128. */
export const yenDineIn: PriceCartInput = {
  currency: "JPY",
  sellingType: "dine_in",
  signedIn: false,
  exclusiveTaxRateBasisPoints: 1000,
  lines: [cartLine({ priceLabel: { price: 1275 } })],
};
