import { formatMoney, money } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { signedAmount } from "./signed-amount";

const kwd = (language: string) => (amount: number) => formatMoney(money(amount, "KWD"), language);

describe("signedAmount (the wallet history's amounts)", () => {
  it("marks credits with plus and debits with a minus sign, KWD with its 3 decimals", () => {
    expect(signedAmount(5_500, kwd("en"))).toBe(`+${kwd("en")(5_500)}`);
    expect(signedAmount(-2_000, kwd("en"))).toBe(`\u2212${kwd("en")(2_000)}`);
    expect(kwd("en")(2_000)).toContain("2.000");
  });

  it("writes zero without a sign", () => {
    expect(signedAmount(0, kwd("en"))).toBe(kwd("en")(0));
  });
});
