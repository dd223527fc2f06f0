// `pnpm --filter @storefront/domain test:deep`: prices many generated carts (100,000 unless
// DEEP_RUNS says otherwise) with the domain's priceCart and with the plain reference
// implementation, and prints every cart on which they disagree (none, or it exits 1). Every
// currency's digits (JPY 0, USD and CHF 2, KWD 3), coupons, menu discounts, inclusive and
// exclusive taxes, delivery fees, the wallet and cash rounding are generated; the run prints how
// many carts exercised each, and its seed, so that any disagreement can be run again.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { priceCart } from "../src/pricing/price-cart.js";
import type { PricedCart } from "../src/pricing/priced-cart.js";
import { priceCartInput } from "./cart-arbitraries.js";
import { plainBreakdown } from "./plain-breakdown.js";
import { referencePricing } from "./reference-pricing.js";

const runs = Number(process.env.DEEP_RUNS ?? 100_000);
const seed = Number(process.env.DEEP_SEED ?? Math.floor(Math.random() * 2 ** 31));
const batch = 2_000;
const shownAtMost = 5;

const exercised = new Map<string, number>();
const count = (what: string, when: boolean) => {
  if (when) exercised.set(what, (exercised.get(what) ?? 0) + 1);
};

const started = performance.now();
let priced = 0;
const disagreements: { input: unknown; domain: unknown; reference: unknown }[] = [];
for (let offset = 0; offset < runs; offset += batch) {
  const inputs = fc.sample(priceCartInput(), {
    numRuns: Math.min(batch, runs - offset),
    seed: seed + offset,
  });
  for (const input of inputs) {
    let result: PricedCart | undefined;
    let domain: unknown;
    let reference: unknown;
    try {
      result = priceCart(input);
      domain = plainBreakdown(result);
    } catch (error) {
      domain = { threw: String(error) };
    }
    try {
      reference = referencePricing(input);
    } catch (error) {
      reference = { threw: String(error) };
    }
    priced += 1;
    if (!isDeepStrictEqual(domain, reference)) disagreements.push({ input, domain, reference });
    count(`currency ${input.currency}`, true);
    if (result === undefined) continue;
    count("a coupon that applies", result.couponTotal > 0);
    count("a coupon refused", result.coupon !== null && !result.coupon.ok);
    count("a menu discount", result.discountTotal > 0);
    count("inclusive taxes", result.inclusiveTaxTotal > 0);
    count("exclusive taxes", result.taxTotal > 0 || result.exclusiveTax.amount > 0);
    count("a delivery fee", result.deliveryFee.amount > 0);
    count("the wallet", result.wallet > 0);
    count("cash rounding", result.cashRounding !== 0);
    count("an empty cart", input.lines.length === 0);
  }
}
const seconds = (performance.now() - started) / 1000;

console.log(`Deep money run: ${priced} carts, seed ${seed}, ${seconds.toFixed(1)} s`);
for (const [what, carts] of [...exercised].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${what.padEnd(24)} ${String(carts).padStart(7)} carts`);
}
console.log(`Discrepancies against the reference: ${disagreements.length}`);
for (const { input, domain, reference } of disagreements.slice(0, shownAtMost)) {
  console.log(JSON.stringify({ input, domain, reference }, null, 2));
}
if (disagreements.length > 0) {
  console.log(`Run again with DEEP_SEED=${seed}.`);
  process.exitCode = 1;
}
