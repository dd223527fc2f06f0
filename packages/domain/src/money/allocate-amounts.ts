import { assert, INVARIANT } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";

/**
 * Splits a whole number of minor units by whole-number ratios so that the parts add up exactly to
 * the whole (largest remainder: each part gets its share rounded down, the units left over go one
 * each to the parts with the largest dropped fraction, the earlier ratio first on a tie). A zero
 * ratio gets 0. This is `allocate` without the currency, for loops over plain amounts.
 * `allocateAmounts(1000, [1, 1, 1])` is `[334, 333, 333]`.
 */
export function allocateAmounts(whole: number, ratios: readonly number[]): number[] {
  assert(Number.isSafeInteger(whole), INVARIANT.NOT_AN_INTEGER);
  let ratioSum = 0;
  let wholeRatios = true;
  for (const ratio of ratios) {
    wholeRatios = wholeRatios && Number.isSafeInteger(ratio) && ratio >= 0;
    ratioSum += ratio;
  }
  assert(
    wholeRatios && Number.isSafeInteger(ratioSum) && ratioSum > 0,
    MONEY_INVARIANT.BAD_ALLOCATION_RATIOS,
  );
  const sign = whole < 0 ? -1 : 1;
  const magnitude = Math.abs(whole);
  const parts: number[] = [];
  const remainders: number[] = [];
  let given = 0;
  if (Number.isSafeInteger(magnitude * ratioSum)) {
    for (const ratio of ratios) {
      const product = magnitude * ratio;
      const remainder = product % ratioSum;
      const part = (product - remainder) / ratioSum;
      parts.push(part);
      remainders.push(remainder);
      given += part;
    }
  } else {
    const bigMagnitude = BigInt(magnitude);
    const bigSum = BigInt(ratioSum);
    for (const ratio of ratios) {
      const product = bigMagnitude * BigInt(ratio);
      const remainder = product % bigSum;
      const part = Number((product - remainder) / bigSum);
      parts.push(part);
      // Remainders are below ratioSum, a safe integer, so comparing them as numbers is exact.
      remainders.push(Number(remainder));
      given += part;
    }
  }
  giveLeftover(parts, remainders, magnitude - given);
  if (sign < 0)
    for (let index = 0; index < parts.length; index++) parts[index] = -(parts[index] ?? 0) + 0;
  return parts;
}

/** Above this many parts, the left-over units are handed out by sorting instead of scanning. */
const scanLimit = 32;

/**
 * Gives the left-over units, one each, to the parts with the largest remainder, the earlier part on
 * a tie. There are fewer left-over units than parts with a remainder, so each finds one.
 */
function giveLeftover(parts: number[], remainders: number[], leftover: number): void {
  if (leftover === 0) return;
  if (parts.length <= scanLimit) {
    for (let unit = 0; unit < leftover; unit++) {
      let best = 0;
      for (let index = 1; index < remainders.length; index++) {
        if ((remainders[index] ?? 0) > (remainders[best] ?? 0)) best = index;
      }
      parts[best] = (parts[best] ?? 0) + 1;
      remainders[best] = 0;
    }
    return;
  }
  const order = remainders.map((_, index) => index);
  order.sort((left, right) => (remainders[right] ?? 0) - (remainders[left] ?? 0) || left - right);
  for (let unit = 0; unit < leftover; unit++) {
    const index = order[unit] ?? 0;
    parts[index] = (parts[index] ?? 0) + 1;
  }
}
