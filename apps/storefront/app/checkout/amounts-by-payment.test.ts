import { describe, expect, it } from "vitest";
import { translate } from "../language/translate";
import { breakdown, quote } from "./checkout.fixtures";
import { amountsByPayment } from "./checkout-view";

// The café's espresso, dine-in, after its 5 % discount: 4.37 CHF, priced for cash (the cart's).
const espresso = quote({
  breakdown: {
    ...breakdown(437),
    currency: "CHF",
    delivery_fee: {
      ...breakdown(437).delivery_fee,
      kind: "none",
      fee: 0,
      zone_id: null,
      amount: 0,
    },
    subtotal: 437,
    net_subtotal: 437,
    lines: [
      { ...breakdown(437).lines[0]!, gross: 437, net: 437, unit_price: 437, label_price: 437 },
    ],
    payable_before_wallet: 437,
    cash_rounding: -2,
    total: 435,
  },
  payment_totals: [
    { payment_type: 2, cash_rounding: -2, total: 435 },
    { payment_type: 8, cash_rounding: 0, total: 437 },
  ],
});

describe("the checkout's amounts for each payment method (ADR 039)", () => {
  it("shows a card 4.37 CHF without a rounding row, cash 4.35 CHF with it, whichever was priced", () => {
    const amounts = amountsByPayment(espresso, [2, 8], 8, "en", translate("en"));
    expect(amounts.total).toBe("4.37 CHF");
    expect(amounts.rows.map(({ key, amount }) => [key, amount])).toEqual([
      ["subtotal", "4.37 CHF"],
    ]);
    expect(amounts.byPayment).toEqual([
      {
        paymentTypes: [2],
        rows: [
          {
            key: "rounding",
            label: "Cash rounding",
            amount: "\u2066\u22120.02\u2069 CHF",
            deduction: true,
          },
        ],
        total: "4.35 CHF",
      },
      { paymentTypes: [8], rows: [], total: "4.37 CHF" },
    ]);
  });

  it("draws one total when every method pays the same (KWD)", () => {
    const amounts = amountsByPayment(quote(), [2, 4, 8], 2, "ar", translate("ar"));
    expect(amounts.byPayment).toBeNull();
    expect(amounts.total).toBe(`${(breakdown().total / 1000).toFixed(3)} د.ك.`);
  });
});
