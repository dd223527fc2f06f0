import { describe, expect, it } from "vitest";
import type { Breakdown } from "../contract/orders.js";
import { receipt, receiptForPayment } from "./receipt.js";

const line = (position: number, gross: number, couponShare: number) => ({
  position,
  item_id: position + 1,
  price_label_id: position + 10,
  quantity: 1,
  modifiers: [],
  comment: "",
  label_price: gross,
  modifiers_price: 0,
  unit_price: gross,
  gross,
  discount_id: null,
  item_discount: 0,
  coupon_units: 1,
  coupon_share: couponShare,
  net: gross - couponShare,
  tax_total: 0,
});

// WELCOME10 on three lines: 3.140 + 2.700 + 0.860 = 6.700, 10 % off the dishes is 0.635.
const welcome: Breakdown = {
  currency: "KWD",
  payment_type: 2,
  lines: [line(0, 3_140, 315), line(1, 2_700, 270), line(2, 860, 50)],
  subtotal: 6_700,
  discount_total: 0,
  coupon: { code: "WELCOME10", applied: true, reason: null, amount: 635, free_delivery: false },
  coupon_total: 635,
  net_subtotal: 6_065,
  tax_rows: [],
  tax_total: 0,
  exclusive_tax: { rate_basis_points: 0, base: 6_065, amount: 0 },
  inclusive_tax_rows: [],
  inclusive_tax_total: 0,
  delivery_fee: {
    kind: "zone",
    fee: 500,
    waived_by_coupon: null,
    zone_id: 1,
    country_id: null,
    weight_grams: null,
    amount: 500,
  },
  payable_before_wallet: 6_565,
  wallet: 0,
  cash_rounding: 0,
  total: 6_565,
};

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe("receipt (ADR 040)", () => {
  it("adds up as written: the lines before the coupon make the subtotal, the coupon comes off once", () => {
    const shown = receipt(welcome);
    expect(shown.lines.map(({ amount }) => amount)).toEqual([3_140, 2_700, 860]);
    expect(shown.rows.map(({ kind, amount }) => [kind, amount])).toEqual([
      ["subtotal", 6_700],
      ["coupon", -635],
      ["fee", 500],
    ]);
    expect(sum(shown.lines.map(({ amount }) => amount))).toBe(shown.rows[0]?.amount);
    expect(sum(shown.rows.map(({ amount }) => amount))).toBe(shown.total);
  });

  it("puts the menu discount in the line, the original beside it, never as a second deduction", () => {
    const grills: Breakdown = {
      ...welcome,
      lines: [{ ...line(0, 4_950, 0), item_discount: 495, net: 4_455 }],
      subtotal: 4_950,
      discount_total: 495,
      coupon: null,
      coupon_total: 0,
      net_subtotal: 4_455,
      payable_before_wallet: 4_955,
      total: 4_955,
    };
    const shown = receipt(grills);
    expect(shown.lines).toEqual([{ position: 0, original: 4_950, amount: 4_455 }]);
    expect(shown.rows.map(({ kind, amount }) => [kind, amount])).toEqual([
      ["subtotal", 4_455],
      ["fee", 500],
    ]);
  });

  it("gives each payment method its own cash rounding and total", () => {
    const chf: Breakdown = { ...welcome, currency: "CHF", cash_rounding: 0, total: 6_565 };
    const answer = {
      breakdown: chf,
      payment_totals: [
        { payment_type: 2, cash_rounding: 0, total: 6_565 },
        { payment_type: 8, cash_rounding: 0, total: 6_565 },
      ],
    };
    expect(receiptForPayment(answer, 8).total).toBe(6_565);
    const rounded = {
      breakdown: { ...chf, payable_before_wallet: 437, total: 437 },
      payment_totals: [
        { payment_type: 2, cash_rounding: -2, total: 435 },
        { payment_type: 8, cash_rounding: 0, total: 437 },
      ],
    };
    expect(receiptForPayment(rounded, 2).rows.at(-1)).toEqual({
      key: "rounding",
      kind: "cashRounding",
      amount: -2,
    });
    expect(receiptForPayment(rounded, 8).rows.some(({ kind }) => kind === "cashRounding")).toBe(
      false,
    );
  });
});
