import { allocateAmounts } from "../money/allocate-amounts.js";
import { assert } from "../shared/assert.js";
import { PRICING_INVARIANT } from "./invariants.js";
import type { Coupon } from "./pricing-input.js";
import { unitDiscount } from "./unit-discount.js";

/** A line as the coupon sees it: the price of one unit after the menu discount, and the count. */
export interface CouponCandidate {
  /** The label price after the menu discount: what the coupon applies to. */
  readonly unitBase: number;
  readonly count: number;
  /** Whether the coupon covers the line's item. */
  readonly covered: boolean;
}

/** How much of the coupon each candidate gets, in the candidates' order. */
export interface CouponSpread {
  /** Units of each line that got the coupon (spec: couponDiscountCount). */
  readonly units: number[];
  /** The coupon's discount on each line (spec: couponDiscountAmount). */
  readonly shares: number[];
  readonly total: number;
}

/**
 * Spreads an accepted coupon over the cart (spec 5). Covered units with a price get it, at most
 * `max_allowed_items` of them (absent, null or 0: unlimited), the most expensive first and, on a
 * tie, the earlier candidate (give candidates in a fixed order, see `compareCartLines`).
 * A percent coupon takes its rate off each such unit, half-even, never below zero; a fixed coupon
 * on items takes its value off each unit, floored at 0; a fixed coupon on the whole menu is spread
 * as a percentage of the net subtotal of those units (an allocation, so the parts add up) and
 * its total is capped at its value.
 * `spreadCoupon(tenPercent, [{ unitBase: 1000, count: 2, covered: true }]).shares` is `[200]`.
 */
export function spreadCoupon(coupon: Coupon, candidates: readonly CouponCandidate[]): CouponSpread {
  const limit = coupon.maxAllowedItems ?? 0;
  assert(Number.isSafeInteger(limit) && limit >= 0, PRICING_INVARIANT.NOT_AN_ITEM_LIMIT);
  const { discountValue } = coupon;
  assert(
    Number.isSafeInteger(discountValue) && discountValue >= 0,
    PRICING_INVARIANT.NOT_A_DISCOUNT,
  );
  const units = new Array<number>(candidates.length).fill(0);
  const shares = new Array<number>(candidates.length).fill(0);
  const order: number[] = [];
  let coveredUnits = 0;
  for (let index = 0; index < candidates.length; index++) {
    const candidate = candidates[index];
    if (candidate && candidate.covered && candidate.unitBase > 0) {
      order.push(index);
      coveredUnits += candidate.count;
    }
  }
  // Who comes first matters only when the limit leaves some covered units out.
  if (limit > 0 && coveredUnits > limit) byUnitBaseDescending(order, candidates);
  // The lines that got units are the first `grantedLines` of the order; the others keep 0.
  let allowance = limit === 0 ? Number.POSITIVE_INFINITY : limit;
  let grantedLines = 0;
  for (; grantedLines < order.length && allowance > 0; grantedLines++) {
    const index = order[grantedLines] as number;
    const count = (candidates[index] as CouponCandidate).count;
    const granted = count < allowance ? count : allowance;
    units[index] = granted;
    allowance -= granted;
  }
  if (!(coupon.allMenu && coupon.discountType === "fixed")) {
    const rule = { type: coupon.discountType, value: discountValue };
    let total = 0;
    for (let position = 0; position < grantedLines; position++) {
      const index = order[position] as number;
      const share =
        (units[index] as number) *
        unitDiscount((candidates[index] as CouponCandidate).unitBase, rule);
      shares[index] = share;
      total += share;
    }
    assert(Number.isSafeInteger(total), PRICING_INVARIANT.UNSAFE_AMOUNT);
    return { units, shares, total };
  }
  const bases: number[] = [];
  let eligibleNet = 0;
  for (let index = 0; index < candidates.length; index++) {
    const base = unitBaseOf(candidates, index) * (units[index] ?? 0);
    bases.push(base);
    eligibleNet += base;
  }
  assert(Number.isSafeInteger(eligibleNet), PRICING_INVARIANT.UNSAFE_AMOUNT);
  const total = discountValue < eligibleNet ? discountValue : eligibleNet;
  return { units, shares: total > 0 ? allocateAmounts(total, bases) : shares, total };
}

/**
 * Sorts candidate indices by unit base, highest first, keeping the given order on a tie: an
 * insertion sort, stable and allocation-free, which is the fastest for the tens of lines of a cart.
 */
function byUnitBaseDescending(order: number[], candidates: readonly CouponCandidate[]): void {
  for (let next = 1; next < order.length; next++) {
    const index = order[next] as number;
    const base = (candidates[index] as CouponCandidate).unitBase;
    let slot = next;
    for (; slot > 0; slot--) {
      const before = order[slot - 1] as number;
      if ((candidates[before] as CouponCandidate).unitBase >= base) break;
      order[slot] = before;
    }
    order[slot] = index;
  }
}

function unitBaseOf(candidates: readonly CouponCandidate[], index: number): number {
  return candidates[index]?.unitBase ?? 0;
}
