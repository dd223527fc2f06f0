import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { allocateAmounts } from "./allocate-amounts.js";
import { allocate } from "./allocate.js";
import { MONEY_INVARIANT } from "./invariants.js";
import { money } from "./money.js";

const amounts = (parts: { amount: number }[]) => parts.map((part) => part.amount);

describe("allocate", () => {
  it("splits so that the parts add up to the whole, the left-over unit to the earliest tie", () => {
    expect(amounts(allocate(money(1000, "KWD"), [1, 1, 1]))).toEqual([334, 333, 333]);
    expect(amounts(allocate(money(100, "USD"), [1, 3]))).toEqual([25, 75]);
  });

  it("gives left-over units to the largest dropped fraction first", () => {
    // 11 × [3, 3, 4] / 10 is 3.3, 3.3, 4.4: the floors 3, 3, 4 leave one unit for the .4.
    expect(amounts(allocate(money(11, "KWD"), [3, 3, 4]))).toEqual([3, 3, 5]);
    expect(amounts(allocate(money(5, "KWD"), [1, 2]))).toEqual([2, 3]);
  });

  it("gives nothing to a zero ratio and splits a negative whole symmetrically", () => {
    expect(amounts(allocate(money(7, "KWD"), [0, 1, 0, 1]))).toEqual([0, 4, 0, 3]);
    expect(amounts(allocate(money(-1000, "KWD"), [1, 1, 1]))).toEqual([-334, -333, -333]);
  });

  it("stays exact beyond safe products (1e12 over ratios of 1e10)", () => {
    const parts = amounts(allocate(money(1e12, "KWD"), [1e10, 2e10, 3e10 + 1]));
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(1e12);
    expect(parts).toEqual([166_666_666_664, 333_333_333_328, 500_000_000_008]);
  });

  it("refuses negative, fractional and all-zero ratios", () => {
    for (const ratios of [[-1, 2], [0.5, 1], [0, 0], []]) {
      expect(() => allocate(money(10, "KWD"), ratios)).toThrow(
        MONEY_INVARIANT.BAD_ALLOCATION_RATIOS,
      );
    }
  });

  describe("properties", () => {
    const whole = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -30, max: 30 }),
    );
    const ratios = fc
      .array(fc.oneof(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 5 })), {
        minLength: 1,
        maxLength: 20,
      })
      .filter((list) => list.some((ratio) => ratio > 0));

    test.prop([whole, ratios], { numRuns: 1000 })(
      "the parts add up exactly to the whole",
      (amount, list) => {
        const parts = amounts(allocate(money(amount, "KWD"), list));
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
      },
    );

    test.prop([whole, ratios], { numRuns: 1000 })(
      "each part is within one unit of its exact share, and a zero ratio gets 0",
      (amount, list) => {
        const parts = amounts(allocate(money(amount, "KWD"), list));
        const total = BigInt(list.reduce((sum, ratio) => sum + ratio, 0));
        list.forEach((ratio, index) => {
          const part = BigInt(parts[index] ?? 0);
          const exact = BigInt(amount) * BigInt(ratio);
          const gap = part * total - exact;
          expect(gap < 0n ? -gap < total : gap < total).toBe(true);
          if (ratio === 0) expect(parts[index]).toBe(0);
        });
      },
    );

    test.prop([fc.integer({ min: 0, max: 1e9 }), ratios], { numRuns: 1000 })(
      "a larger ratio never gets a smaller part",
      (amount, list) => {
        const parts = amounts(allocate(money(amount, "KWD"), list));
        list.forEach((ratio, index) =>
          list.forEach((other, otherIndex) => {
            if (ratio > other) expect(parts[index]).toBeGreaterThanOrEqual(parts[otherIndex] ?? 0);
          }),
        );
      },
    );
  });
});

describe("allocateAmounts", () => {
  /** Largest remainder, the plain way: hand each left-over unit to the best remaining part. */
  function plainAllocate(whole: number, ratios: number[]): number[] {
    const total = BigInt(ratios.reduce((sum, ratio) => sum + ratio, 0));
    const magnitude = BigInt(Math.abs(whole));
    const parts = ratios.map((ratio) => (magnitude * BigInt(ratio)) / total);
    const rests = ratios.map((ratio) => (magnitude * BigInt(ratio)) % total);
    let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
    while (left > 0n) {
      let best = 0;
      rests.forEach((rest, index) => {
        if (rest > (rests[best] ?? 0n)) best = index;
      });
      parts[best] = (parts[best] ?? 0n) + 1n;
      rests[best] = -1n;
      left -= 1n;
    }
    return parts.map((part) => (whole < 0 ? -Number(part) : Number(part)) + 0);
  }

  it("is allocate on plain minor units", () => {
    expect(allocateAmounts(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocateAmounts(-7, [0, 1, 0, 1])).toEqual([0, -4, 0, -3]);
  });

  test.prop(
    [
      fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -100, max: 100 })),
      fc
        .array(fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 80,
        })
        .filter((list) => list.some((ratio) => ratio > 0)),
    ],
    { numRuns: 1000 },
  )(
    "agrees with a plain largest-remainder split for short and long ratio lists",
    (whole, ratios) => {
      expect(allocateAmounts(whole, ratios)).toEqual(plainAllocate(whole, ratios));
    },
  );
});
