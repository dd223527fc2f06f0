import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { currencyDigits, specCurrencyDigits, unknownCurrencyDigits } from "./currency-digits.js";

describe("currencyDigits", () => {
  it.each([
    ["KWD", 3],
    ["BHD", 3],
    ["JOD", 3],
    ["OMR", 3],
    ["TND", 3],
    ["LYD", 3],
  ])("spec 9: 3 for KWD, BHD, JOD, OMR, TND, LYD (%s)", (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });

  it.each([
    ["USD", 2],
    ["EUR", 2],
  ])("spec 9: 2 for USD and EUR (%s)", (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });

  it.each([
    ["JPY", 0],
    ["KRW", 0],
  ])("spec 9: 0 for JPY and KRW (%s)", (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });

  it("falls back to ISO 4217 for a code outside the spec's table (CHF 2, SAR 2, CLP 0, IQD 3)", () => {
    expect([
      currencyDigits("CHF"),
      currencyDigits("SAR"),
      currencyDigits("CLP"),
      currencyDigits("IQD"),
    ]).toEqual([2, 2, 0, 3]);
  });

  it("spec 9: default 3 if unknown", () => {
    expect(currencyDigits("XYZ")).toBe(3);
    expect(unknownCurrencyDigits).toBe(3);
  });

  it("reads the code in any case", () => {
    expect(currencyDigits("kwd")).toBe(3);
  });

  describe("properties", () => {
    test.prop([fc.string({ minLength: 0, maxLength: 6 })])(
      "always a whole number of digits between 0 and 4",
      (code) => {
        const digits = currencyDigits(code);
        expect(Number.isInteger(digits) && digits >= 0 && digits <= 4).toBe(true);
      },
    );

    test.prop([fc.constantFrom(...Object.keys(specCurrencyDigits))])(
      "the spec's table wins over ISO 4217",
      (code) => {
        expect(currencyDigits(code)).toBe(specCurrencyDigits[code]);
      },
    );
  });
});
