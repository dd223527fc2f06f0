import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { latinDigits } from "./latin-digits.js";

const arabicIndic = "٠١٢٣٤٥٦٧٨٩";
const persian = "۰۱۲۳۴۵۶۷۸۹";

describe("latinDigits", () => {
  it("reads every Arabic-Indic and Persian digit as its Latin digit", () => {
    expect(latinDigits(arabicIndic)).toBe("0123456789");
    expect(latinDigits(persian)).toBe("0123456789");
    expect(latinDigits("٣٤-12 ۵ abc")).toBe("34-12 5 abc");
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 9 })), fc.boolean()])(
    "a number typed in Arabic or Persian digits reads as the same number in Latin ones",
    (digits, inPersian) => {
      const typed = digits.map((digit) => (inPersian ? persian : arabicIndic)[digit]).join("");
      expect(latinDigits(typed)).toBe(digits.join(""));
    },
  );

  test.prop([fc.string()])("leaves a text without those digits as it was", (text) => {
    fc.pre(!/[\u0660-\u0669\u06F0-\u06F9]/.test(text));
    expect(latinDigits(text)).toBe(text);
  });
});
