// QUALITY.md "Pricing": price a 20-line cart with modifiers, item discounts, a coupon and taxes,
// beside a plain integer loop over the same lines; target at most 10x the loop's time. Run with
// `pnpm --filter domain bench`; `pnpm --filter domain bench:report` prints the ratio.
import { bench, describe } from "vitest";
import {
  plainLoopTotal,
  twentyLineCart,
  twentyLines,
} from "../../bench/fixtures/twenty-line-cart.js";
import { priceCart } from "./price-cart.js";

// Results go somewhere, so the engine cannot drop the work.
let sink = 0;

describe("pricing a 20-line cart", () => {
  bench("priceCart (full breakdown)", () => {
    sink += priceCart(twentyLineCart).total;
  });
  bench("plain integer loop over the same lines", () => {
    sink += plainLoopTotal(twentyLines);
  });
});

export { sink };
