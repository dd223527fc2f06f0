import type { Breakdown } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { breakdownRows, includedTaxLines, otherMethodTotals } from "./breakdown-rows";

const nothing = {
  fee: 0,
  waived_by_coupon: null,
  zone_id: null,
  country_id: null,
  weight_grams: null,
};
const breakdown: Breakdown = {
  currency: "KWD",
  payment_type: 2,
  lines: [],
  subtotal: 11_850,
  discount_total: 1_185,
  coupon: { code: "MACHBOOS50", applied: true, reason: null, amount: 3_950, free_delivery: false },
  coupon_total: 3_950,
  net_subtotal: 6_715,
  tax_rows: [
    {
      taxId: 1,
      taxName: "Service",
      rate: 500,
      taxValue: 300,
      modifiersTaxValue: 36,
      totalTaxValue: 336,
    },
  ],
  tax_total: 336,
  exclusive_tax: { rate_basis_points: 0, base: 6_715, amount: 0 },
  inclusive_tax_rows: [],
  inclusive_tax_total: 0,
  delivery_fee: { ...nothing, kind: "zone", fee: 500, zone_id: 1, amount: 500 },
  payable_before_wallet: 7_551,
  wallet: 0,
  cash_rounding: 0,
  total: 7_551,
};

describe("the breakdown as the customer reads it", () => {
  it("lists the receipt's rows, which add up as written: the subtotal after menu discounts, then the coupon, taxes and fee", () => {
    const rows = breakdownRows(breakdown, "en", translate("en"));
    expect(rows).toEqual([
      { key: "subtotal", label: "Subtotal", amount: "10.665 KWD", deduction: false },
      {
        key: "coupon",
        label: "Coupon MACHBOOS50",
        amount: "\u2066−3.950\u2069 KWD",
        deduction: true,
      },
      { key: "tax-1", label: "Service 5 %", amount: "0.336 KWD", deduction: false },
      { key: "fee", label: "Delivery fee", amount: "0.500 KWD", deduction: false },
    ]);
    // 10.665 − 3.950 + 0.336 + 0.500 = 7.551, the total.
    expect(10_665 - 3_950 + 336 + 500).toBe(breakdown.total);
  });

  it("keeps the minus before the digits in Arabic, Persian and Urdu", () => {
    for (const language of ["ar", "fa", "ur"]) {
      const coupon = breakdownRows(breakdown, language, translate(language)).find(
        ({ key }) => key === "coupon",
      );
      expect(coupon?.amount.startsWith("\u2066−3.950\u2069 ")).toBe(true);
    }
  });

  it("says a waived fee is free with its coupon, a shipping fee by weight, and CHF cash rounding", () => {
    const waived = breakdownRows(
      {
        ...breakdown,
        delivery_fee: { ...breakdown.delivery_fee, amount: 0, waived_by_coupon: "FREEDEL" },
      },
      "en",
      translate("en"),
    );
    expect(waived.find(({ key }) => key === "fee")?.amount).toBe("Free with FREEDEL");
    const shipped = breakdownRows(
      {
        ...breakdown,
        delivery_fee: {
          ...nothing,
          kind: "shipping",
          fee: 6_250,
          country_id: 1,
          weight_grams: 2_500,
          amount: 6_250,
        },
      },
      "en",
      translate("en"),
    );
    expect(shipped.find(({ key }) => key === "fee")?.label).toBe("Shipping (2.5 kg)");
    const chf = breakdownRows(
      { ...breakdown, currency: "CHF", cash_rounding: -2 },
      "en",
      translate("en"),
    );
    expect(chf.at(-1)).toMatchObject({
      key: "rounding",
      amount: "\u2066−0.02\u2069 CHF",
      deduction: true,
    });
  });

  it("tells the taxes already inside the prices apart, in Arabic too", () => {
    const included = {
      ...breakdown,
      inclusive_tax_rows: [
        {
          taxId: 2,
          taxName: "VAT",
          rate: 500,
          taxValue: 476,
          modifiersTaxValue: 0,
          totalTaxValue: 476,
        },
      ],
    };
    expect(includedTaxLines(included, "en", translate("en"))).toEqual([
      "Includes VAT 5 %: 0.476 KWD",
    ]);
    expect(breakdownRows(breakdown, "ar", translate("ar"))[0]?.amount).toBe("10.665 د.ك.");
  });
});

describe("the totals of the other payment methods (ADR 039)", () => {
  const chf = { ...breakdown, currency: "CHF", cash_rounding: -2, total: 435 };
  const byMethod = (totals: [number, number][]) =>
    totals.map(([payment_type, total]) => ({
      payment_type,
      cash_rounding: total === 435 ? -2 : 0,
      total,
    }));

  it("names what card and online payment come to beside a cart priced for rounded cash", () => {
    const priced = {
      breakdown: chf,
      payment_totals: byMethod([
        [2, 435],
        [1, 437],
        [8, 437],
      ]),
    };
    expect(otherMethodTotals(priced, "en", translate("en"))).toEqual([
      "Online payment, Card: \u20684.37 CHF\u2069",
    ]);
  });

  it("says nothing where every method pays the same", () => {
    const priced = {
      breakdown,
      payment_totals: byMethod([
        [2, 7_551],
        [4, 7_551],
      ]),
    };
    expect(otherMethodTotals(priced, "en", translate("en"))).toEqual([]);
  });
});
