import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { currencyDigits } from "./currency-digits.js";
import { currencyLabel, formatMoney } from "./format-money.js";
import { money } from "./money.js";

describe("formatMoney", () => {
  it("spec 9: the business's decimal digits followed by the translated currency (English)", () => {
    expect(formatMoney(money(1250, "KWD"), "en")).toBe("1.250 KWD");
    expect(formatMoney(money(1999, "USD"), "en")).toBe("19.99 $");
    expect(formatMoney(money(1500, "JPY"), "en")).toBe("1,500 ¥");
  });

  it("spec 9: the currency is translated for Arabic and the digits stay Latin", () => {
    expect(formatMoney(money(1250, "KWD"), "ar")).toBe("1.250 د.ك.");
    expect(formatMoney(money(1234500, "KWD"), "ar")).toBe("1,234.500 د.ك.");
  });

  it("keeps trailing zeros so every KWD price shows its 3 digits", () => {
    expect(formatMoney(money(500, "KWD"), "en")).toBe("0.500 KWD");
    expect(formatMoney(money(0, "KWD"), "en")).toBe("0.000 KWD");
  });

  it("spec 9: an unknown currency is printed with 3 digits and its own code", () => {
    expect(formatMoney(money(1250, "XYZ"), "en")).toBe("1.250 XYZ");
  });

  it("shows an invalid currency code as it is", () => {
    expect(currencyLabel("K$", "en")).toBe("K$");
  });

  describe("properties", () => {
    test.prop([
      fc.integer({ min: 0, max: 1e12 }),
      fc.constantFrom("KWD", "USD", "JPY", "BHD", "CHF"),
      fc.constantFrom("en", "ar", "fr", "fa", "ur"),
    ])(
      "prints exactly the currency's digits after the decimal separator, in Latin digits",
      (minor, code, language) => {
        const text = formatMoney(money(minor, code), language);
        const number = text.slice(0, text.lastIndexOf(" "));
        const digits = currencyDigits(code);
        const fraction = digits === 0 ? "" : (number.match(/[^0-9](\d+)$/)?.[1] ?? "");
        expect(fraction.length).toBe(digits);
        expect(number).toMatch(/^[0-9][0-9.,\s\u00a0\u202f\u066b\u066c'’]*$/);
      },
    );
  });
});
