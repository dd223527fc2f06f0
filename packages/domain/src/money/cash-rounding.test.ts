import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { roundForCash } from "./cash-rounding.js";
import { money } from "./money.js";

describe("roundForCash", () => {
  it("spec 9: Swiss franc rounding is 0.05", () => {
    expect(roundForCash(money(1022, "CHF"))).toEqual(money(1020, "CHF"));
    expect(roundForCash(money(1023, "CHF"))).toEqual(money(1025, "CHF"));
    expect(roundForCash(money(1027, "CHF"))).toEqual(money(1025, "CHF"));
    expect(roundForCash(money(1028, "CHF"))).toEqual(money(1030, "CHF"));
  });

  it("leaves currencies without a cash step unchanged", () => {
    expect(roundForCash(money(1253, "KWD"))).toEqual(money(1253, "KWD"));
    expect(roundForCash(money(1999, "USD"))).toEqual(money(1999, "USD"));
  });

  describe("properties", () => {
    const francs = fc.integer({ min: -1e9, max: 1e9 });

    test.prop([francs])("a CHF total lands on a multiple of 5 centimes", (amount) => {
      expect(Math.abs(roundForCash(money(amount, "CHF")).amount) % 5).toBe(0);
    });

    test.prop([francs])("the rounding step is at most 2 centimes", (amount) => {
      expect(Math.abs(roundForCash(money(amount, "CHF")).amount - amount)).toBeLessThanOrEqual(2);
    });

    test.prop([francs])("rounding twice changes nothing", (amount) => {
      const once = roundForCash(money(amount, "CHF"));
      expect(roundForCash(once)).toEqual(once);
    });
  });
});
