import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { currencyDigits } from "./currency-digits.js";
import { parseDecimal, toDecimalString } from "./decimal.js";
import { money } from "./money.js";

describe("toDecimalString", () => {
  it("prints fils with KWD's 3 digits", () => {
    expect(toDecimalString(money(1250, "KWD"))).toBe("1.250");
    expect(toDecimalString(money(5, "KWD"))).toBe("0.005");
    expect(toDecimalString(money(-1005, "KWD"))).toBe("-1.005");
  });

  it("prints cents with USD's 2 digits and yen with none", () => {
    expect(toDecimalString(money(1999, "USD"))).toBe("19.99");
    expect(toDecimalString(money(1500, "JPY"))).toBe("1500");
  });
});

describe("parseDecimal", () => {
  it("reads a decimal string into minor units without floating point", () => {
    expect(parseDecimal("1.25", "KWD")).toEqual({ ok: true, money: money(1250, "KWD") });
    expect(parseDecimal("0.1", "USD")).toEqual({ ok: true, money: money(10, "USD") });
    expect(parseDecimal("7", "JPY")).toEqual({ ok: true, money: money(7, "JPY") });
  });

  it("refuses more digits than the currency has instead of rounding", () => {
    expect(parseDecimal("1.2345", "KWD")).toEqual({ ok: false, code: "TOO_MANY_DIGITS" });
    expect(parseDecimal("1.5", "JPY")).toEqual({ ok: false, code: "TOO_MANY_DIGITS" });
  });

  it("refuses what is not a plain decimal", () => {
    for (const text of ["", "1e3", "1,5", "abc", "1.", ".5", "NaN", "Infinity", "--1"]) {
      expect(parseDecimal(text, "KWD")).toEqual({ ok: false, code: "NOT_A_DECIMAL" });
    }
  });

  it("refuses amounts beyond safe integers", () => {
    expect(parseDecimal("99999999999999999", "KWD")).toEqual({ ok: false, code: "OUT_OF_RANGE" });
  });

  describe("properties", () => {
    const currency = fc.constantFrom("KWD", "USD", "JPY", "CHF", "XYZ");
    const amount = fc.integer({ min: -1e12, max: 1e12 });

    test.prop([amount, currency])(
      "printing then parsing gives back the same money",
      (minor, code) => {
        expect(parseDecimal(toDecimalString(money(minor, code)), code)).toEqual({
          ok: true,
          money: money(minor, code),
        });
      },
    );

    test.prop([amount, currency])(
      "the printed string has exactly the currency's digits after the point",
      (minor, code) => {
        const [, fraction = ""] = toDecimalString(money(minor, code)).split(".");
        expect(fraction.length).toBe(currencyDigits(code));
      },
    );
  });
});
