import { describe, expect, it } from "vitest";
import { INVARIANT } from "../shared/assert.js";
import { money } from "./money.js";

describe("money", () => {
  it("keeps integer minor units and the currency", () => {
    expect(money(1250, "KWD")).toEqual({ amount: 1250, currency: "KWD" });
  });

  it("refuses a fraction of a minor unit, NaN and unsafe integers as a broken invariant", () => {
    for (const amount of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => money(amount, "KWD")).toThrow(INVARIANT.NOT_AN_INTEGER);
    }
  });
});
