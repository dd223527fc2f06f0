import { describe, expect, it } from "vitest";
import { formatSignedMoney } from "./format-signed-money.js";
import { money } from "./money.js";

describe("formatSignedMoney", () => {
  it("writes a deduction with the minus sign before the digits, in an isolate that keeps it there in RTL", () => {
    expect(formatSignedMoney(money(-635, "KWD"), "en")).toBe("\u2066\u22120.635\u2069 KWD");
    expect(formatSignedMoney(money(-635, "KWD"), "ar")).toBe("\u2066\u22120.635\u2069 د.ك.");
    expect(formatSignedMoney(money(-2, "CHF"), "de")).toBe("\u2066\u22120,02\u2069 CHF");
  });

  it("writes an addition with a plus only when asked, and zero without a sign", () => {
    expect(formatSignedMoney(money(2, "CHF"), "en", { plus: true })).toBe("\u2066+0.02\u2069 CHF");
    expect(formatSignedMoney(money(2, "CHF"), "en")).toBe("0.02 CHF");
    expect(formatSignedMoney(money(0, "JPY"), "fa", { plus: true })).toMatch(/^0 /);
  });

  it("keeps the sign before the digits in every right-to-left language", () => {
    for (const language of ["ar", "fa", "ur"]) {
      const text = formatSignedMoney(money(-1500, "AED"), language);
      expect(text.startsWith("\u2066\u221215.00\u2069 ")).toBe(true);
    }
  });
});
