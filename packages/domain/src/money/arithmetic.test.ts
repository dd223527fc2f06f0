import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { add } from "./add.js";
import { MONEY_INVARIANT } from "./invariants.js";
import { isNegative } from "./is-negative.js";
import { isZero } from "./is-zero.js";
import { maximum } from "./maximum.js";
import { minimum } from "./minimum.js";
import { money, type Money } from "./money.js";
import { multiply } from "./multiply.js";
import { subtract } from "./subtract.js";

/** Amounts whose currency the compiler only knows as `string`, as they come from data. */
const fromData = (amount: number, currency: string): Money => money(amount, currency);

describe("add and subtract", () => {
  it("add and subtract minor units of one currency", () => {
    expect(add(money(1250, "KWD"), money(5, "KWD"))).toEqual(money(1255, "KWD"));
    expect(subtract(money(1250, "KWD"), money(1255, "KWD"))).toEqual(money(-5, "KWD"));
  });

  it("throw on a currency mismatch the compiler could not see", () => {
    expect(() => add(fromData(1, "KWD"), fromData(1, "USD"))).toThrow(
      MONEY_INVARIANT.CURRENCY_MISMATCH,
    );
    expect(() => subtract(fromData(1, "CHF"), fromData(1, "JPY"))).toThrow(
      MONEY_INVARIANT.CURRENCY_MISMATCH,
    );
  });
});

describe("multiply", () => {
  it("multiplies a unit price by a whole count", () => {
    expect(multiply(money(1250, "KWD"), 3)).toEqual(money(3750, "KWD"));
    expect(multiply(money(1250, "KWD"), 0)).toEqual(money(0, "KWD"));
  });

  it("refuses a fractional count and an unsafe product", () => {
    expect(() => multiply(money(1250, "KWD"), 1.5)).toThrow(MONEY_INVARIANT.NOT_A_COUNT);
    expect(() => multiply(money(2 ** 40, "KWD"), 2 ** 20)).toThrow(MONEY_INVARIANT.UNSAFE_RESULT);
  });
});

describe("minimum and maximum", () => {
  it("pick the smallest and the largest amount", () => {
    const amounts = [money(500, "KWD"), money(300, "KWD"), money(700, "KWD")] as const;
    expect(minimum(amounts)).toEqual(money(300, "KWD"));
    expect(maximum(amounts)).toEqual(money(700, "KWD"));
  });

  it("throw on a currency mismatch the compiler could not see", () => {
    expect(() => minimum([fromData(1, "KWD"), fromData(2, "USD")])).toThrow(
      MONEY_INVARIANT.CURRENCY_MISMATCH,
    );
    expect(() => maximum([fromData(1, "KWD"), fromData(2, "USD")])).toThrow(
      MONEY_INVARIANT.CURRENCY_MISMATCH,
    );
  });
});

describe("isZero and isNegative", () => {
  it("tell zero and negative amounts", () => {
    expect([isZero(money(0, "KWD")), isZero(money(1, "KWD")), isZero(money(-1, "KWD"))]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      isNegative(money(-1, "KWD")),
      isNegative(money(0, "KWD")),
      isNegative(money(1, "KWD")),
    ]).toEqual([true, false, false]);
  });
});

describe("properties", () => {
  const amount = fc.integer({ min: -1e12, max: 1e12 });
  const currency = fc.constantFrom("KWD", "USD", "JPY", "CHF");

  test.prop([amount, amount, currency], { numRuns: 1000 })(
    "subtracting what was added gives back the amount",
    (a, b, code) => {
      expect(subtract(add(money(a, code), money(b, code)), money(b, code))).toEqual(money(a, code));
    },
  );

  test.prop([amount, fc.integer({ min: 0, max: 1000 }), currency], { numRuns: 1000 })(
    "multiplying by a count is adding the amount count times",
    (a, count, code) => {
      let sum = money(0, code);
      for (let index = 0; index < count; index++) sum = add(sum, money(a, code));
      expect(multiply(money(a, code), count)).toEqual(sum);
    },
  );

  test.prop([fc.array(amount, { minLength: 1, maxLength: 20 })], { numRuns: 1000 })(
    "the minimum is at most and the maximum at least every amount",
    (list) => {
      const [first, ...rest] = list.map((value) => money(value, "KWD"));
      if (first === undefined) return;
      const smallest = minimum([first, ...rest]).amount;
      const largest = maximum([first, ...rest]).amount;
      for (const value of list) expect(smallest <= value && value <= largest).toBe(true);
    },
  );
});
