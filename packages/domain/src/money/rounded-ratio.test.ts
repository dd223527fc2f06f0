import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { INVARIANT } from "../shared/assert.js";
import { MONEY_INVARIANT } from "./invariants.js";
import { money } from "./money.js";
import { percentage } from "./percentage.js";
import { roundedRatio } from "./rounded-ratio.js";
import { roundingModes, type RoundingMode } from "./rounding-mode.js";

/** The same rounding with BigInt and nothing clever, to check the fast path against. */
function plainRoundedRatio(
  amount: number,
  numerator: number,
  denominator: number,
  mode: RoundingMode,
): number {
  const exact = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  let floor = exact / d;
  if (exact % d !== 0n && exact < 0n) floor -= 1n;
  const rest = exact - floor * d; // 0 <= rest < d
  if (rest === 0n) return Number(floor);
  const ceil = floor + 1n;
  const half = rest * 2n === d ? 0 : rest * 2n < d ? -1 : 1;
  const pick = (useCeil: boolean) => Number(useCeil ? ceil : floor);
  if (mode === "up") return pick(true);
  if (mode === "down") return pick(false);
  if (half !== 0) return pick(half > 0);
  const floorIsTowardsZero = exact > 0n;
  switch (mode) {
    case "halfUp":
      return pick(true);
    case "halfDown":
      return pick(false);
    case "halfEven":
      return pick(floor % 2n !== 0n);
    case "halfOdd":
      return pick(floor % 2n === 0n);
    case "halfTowardsZero":
      return pick(!floorIsTowardsZero);
    default:
      return pick(floorIsTowardsZero);
  }
}

describe("roundedRatio", () => {
  it("rounds 2.5, -2.5, 3.5 and 2.4 as each mode's name says", () => {
    const cases: [RoundingMode, number[]][] = [
      ["up", [3, -2, 4, 3]],
      ["down", [2, -3, 3, 2]],
      ["halfUp", [3, -2, 4, 2]],
      ["halfDown", [2, -3, 3, 2]],
      ["halfEven", [2, -2, 4, 2]],
      ["halfOdd", [3, -3, 3, 2]],
      ["halfTowardsZero", [2, -2, 3, 2]],
      ["halfAwayFromZero", [3, -3, 4, 2]],
    ];
    for (const [mode, expected] of cases) {
      expect([
        roundedRatio(25, 1, 10, mode),
        roundedRatio(-25, 1, 10, mode),
        roundedRatio(35, 1, 10, mode),
        roundedRatio(24, 1, 10, mode),
      ]).toEqual(expected);
    }
  });

  it("spec 9: KWD has 3 decimals — 5 % of 1.005 KWD is 50.25 fils, 50 fils half-even", () => {
    expect(roundedRatio(1005, 500, 10000, "halfEven")).toBe(50);
    expect(roundedRatio(1010, 500, 10000, "halfEven")).toBe(50); // 50.5 -> 50 (even)
    expect(roundedRatio(1030, 500, 10000, "halfEven")).toBe(52); // 51.5 -> 52 (even)
  });

  it("stays exact where the product leaves safe integers (1e12 minor units × 10000 bp)", () => {
    expect(roundedRatio(1e12, 10000, 10000, "halfEven")).toBe(1e12);
    // (1e12 - 1) × 9999 / 10000 is 999 899 999 999.0001
    expect(roundedRatio(999_999_999_999, 9_999, 10000, "halfEven")).toBe(999_899_999_999);
    expect(roundedRatio(999_999_999_999, 9_999, 10000, "up")).toBe(999_900_000_000);
    expect(roundedRatio(-999_999_999_999, 5_000, 10000, "halfEven")).toBe(-500_000_000_000);
  });

  it("refuses a result beyond safe integers instead of losing precision", () => {
    expect(() => roundedRatio(-940_405_017_200, 9578, 1, "up")).toThrow(
      MONEY_INVARIANT.UNSAFE_RESULT,
    );
    expect(() => roundedRatio(2 ** 52, 3, 1, "halfEven")).toThrow(MONEY_INVARIANT.UNSAFE_RESULT);
  });

  it("refuses a fraction, a zero denominator and an unknown mode as broken invariants", () => {
    expect(() => roundedRatio(1.5, 1, 2, "halfEven")).toThrow(MONEY_INVARIANT.NOT_A_RATIO);
    expect(() => roundedRatio(1, 1, 0, "halfEven")).toThrow(MONEY_INVARIANT.NOT_A_RATIO);
    expect(() => roundedRatio(1, 1, 3, "nearest" as RoundingMode)).toThrow(
      INVARIANT.UNKNOWN_ROUNDING,
    );
  });

  describe("properties", () => {
    const amount = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -50, max: 50 }),
    );
    const rate = fc.oneof(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 20 }));
    const denominator = fc.oneof(fc.constant(10000), fc.integer({ min: 1, max: 20000 }));
    const mode = fc.constantFrom(...roundingModes);

    /** Draws whose exact result is a safe integer; beyond it, roundedRatio refuses (tested above). */
    const safe = (value: number, numerator: number, divisor: number) =>
      fc.pre(Math.abs((value * numerator) / divisor) < Number.MAX_SAFE_INTEGER - 1);

    test.prop([amount, rate, denominator, mode], { numRuns: 2000 })(
      "agrees with a plain BigInt rounding for every mode",
      (value, numerator, divisor, rounding) => {
        safe(value, numerator, divisor);
        expect(roundedRatio(value, numerator, divisor, rounding)).toBe(
          plainRoundedRatio(value, numerator, divisor, rounding),
        );
      },
    );

    test.prop([amount, rate, denominator, mode], { numRuns: 1000 })(
      "is within one minor unit of the exact value",
      (value, numerator, divisor, rounding) => {
        safe(value, numerator, divisor);
        const rounded = BigInt(roundedRatio(value, numerator, divisor, rounding)) * BigInt(divisor);
        const exact = BigInt(value) * BigInt(numerator);
        const gap = rounded > exact ? rounded - exact : exact - rounded;
        expect(gap < BigInt(divisor)).toBe(true);
      },
    );
  });
});

describe("percentage", () => {
  it("takes a rate in basis points and names its rounding", () => {
    expect(percentage(money(1005, "KWD"), 500, "halfEven")).toEqual(money(50, "KWD"));
    expect(percentage(money(1005, "KWD"), 500, "up")).toEqual(money(51, "KWD"));
    expect(percentage(money(1999, "USD"), 10000, "halfEven")).toEqual(money(1999, "USD"));
  });

  it("refuses a fractional rate", () => {
    expect(() => percentage(money(100, "KWD"), 2.5, "halfEven")).toThrow(
      MONEY_INVARIANT.NOT_A_RATE,
    );
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10000 })], {
      numRuns: 1000,
    })(
      "a percentage of up to 100 % of a non-negative amount lies between 0 and the amount",
      (amount, basisPoints) => {
        const part = percentage(money(amount, "KWD"), basisPoints, "halfEven").amount;
        expect(part >= 0 && part <= amount).toBe(true);
      },
    );
  });
});
