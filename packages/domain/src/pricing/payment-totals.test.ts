import { describe, expect, it } from "vitest";
import { paymentTotals } from "./payment-totals.js";

describe("paymentTotals", () => {
  it("ADR 006 step 5: at 4.37 CHF cash is rounded to 4.35, a card is charged 4.37", () => {
    expect(paymentTotals(437, "CHF", [2, 8])).toEqual([
      { paymentType: 2, cashRounding: -2, total: 435 },
      { paymentType: 8, cashRounding: 0, total: 437 },
    ]);
  });

  it("spec 9: only the Swiss franc has a cash step; every method pays the same in KWD, AED, USD and JPY", () => {
    for (const currency of ["KWD", "AED", "USD", "JPY"]) {
      const totals = paymentTotals(1237, currency, [1, 2, 4, 8]);
      expect(totals.map(({ total }) => total)).toEqual([1237, 1237, 1237, 1237]);
    }
  });
});
