import { currencyDigits, toDecimalString, money } from "@storefront/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPriceInput } from "./price-input";

describe("a price typed by staff", () => {
  it("reads KWD to the fil, in Latin or Arabic digits", () => {
    expect(readPriceInput("1.250", "KWD")).toEqual({ ok: true, minor: 1250 });
    expect(readPriceInput(" 1.25 ", "KWD")).toEqual({ ok: true, minor: 1250 });
    expect(readPriceInput("١٫٢٥٠", "KWD")).toEqual({ ok: true, minor: 1250 });
    expect(readPriceInput("۳", "KWD")).toEqual({ ok: true, minor: 3000 });
    expect(readPriceInput("0", "KWD")).toEqual({ ok: true, minor: 0 });
  });

  it("refuses more digits than the currency has, never rounding", () => {
    expect(readPriceInput("1.2505", "KWD")).toEqual({ ok: false, problem: "TOO_MANY_DIGITS" });
    expect(readPriceInput("12.345", "AED")).toEqual({ ok: false, problem: "TOO_MANY_DIGITS" });
  });

  it("refuses what is not a price", () => {
    for (const text of ["", "abc", "-1", "1.2.3", "1e3", "١-"]) {
      expect(readPriceInput(text, "KWD").ok, text).toBe(false);
    }
    expect(readPriceInput("100001", "KWD")).toEqual({ ok: false, problem: "TOO_HIGH" });
  });

  it("reads back every price it shows, in KWD, AED and CHF", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("KWD", "AED", "CHF"),
        fc.integer({ min: 0, max: 100_000_000 }),
        (currency, minor) => {
          const shown = toDecimalString(money(minor, currency));
          expect(shown.split(".")[1]?.length ?? 0).toBe(currencyDigits(currency));
          expect(readPriceInput(shown, currency)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});
