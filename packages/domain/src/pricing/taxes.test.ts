import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine, cityTax, modifier, vat } from "../../test/cart-line-builder.js";
import { exclusiveTax } from "./exclusive-tax.js";
import { includedTax } from "./included-tax.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import { summarizeInclusiveTaxes } from "./summarize-inclusive-taxes.js";
import { summarizeTaxes } from "./summarize-taxes.js";

describe("summarizeTaxes", () => {
  it('spec 3: "Tax summary row: taxId, taxName, rate, taxValue, modifiersTaxValue, totalTaxValue"', () => {
    const line = cartLine({
      count: 2,
      taxes: [vat],
      modifiers: [modifier({ price: 250, quantity: 2, taxes: [vat, cityTax] })],
    });
    const summary = summarizeTaxes([{ line, itemNet: 2000 }]);
    expect(summary.rows).toEqual([
      {
        taxId: 1,
        taxName: "VAT",
        rate: 500,
        taxValue: 100,
        modifiersTaxValue: 50,
        totalTaxValue: 150,
      },
      {
        taxId: 2,
        taxName: "City tax",
        rate: 1000,
        taxValue: 0,
        modifiersTaxValue: 100,
        totalTaxValue: 100,
      },
    ]);
    expect(Object.keys(summary.rows[0] ?? {})).toEqual([
      "taxId",
      "taxName",
      "rate",
      "taxValue",
      "modifiersTaxValue",
      "totalTaxValue",
    ]);
    expect(summary.total).toBe(250);
  });

  it("spec 3: item taxes apply to the item's price after discount and coupon; modifier taxes to the modifiers' full price", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "delivery",
      signedIn: false,
      discounts: { delivery: { allMenuDiscount: { id: 5, type: "percent", value: 5000 } } },
      coupon: {
        code: "TEN",
        discountType: "fixed",
        discountValue: 100,
        allMenu: false,
        itemIds: [1],
      },
      lines: [
        cartLine({
          priceLabel: { price: 2000 },
          taxes: [vat],
          modifiers: [modifier({ price: 400, taxes: [vat] })],
        }),
      ],
    });
    // 2.000 − 50 % = 1.000, − 0.100 coupon = 0.900 taxed at 5 %; the 0.400 modifier is taxed in full.
    expect(priced.taxRows).toEqual([
      {
        taxId: 1,
        taxName: "VAT",
        rate: 500,
        taxValue: 45,
        modifiersTaxValue: 20,
        totalTaxValue: 65,
      },
    ]);
  });

  it("ADR 006: each tax row is rounded once, half-even, on the summed base of its tax, then allocated to the lines", () => {
    const lines = [1, 2, 3].map((itemId) => ({
      line: cartLine({ itemId, taxes: [vat] }),
      itemNet: 10,
    }));
    // 5 % of 10 fils is 0.5 fils per line (0 each, rounded per line) but 1.5 on the row: 2 fils.
    const summary = summarizeTaxes(lines);
    expect(summary.rows[0]?.taxValue).toBe(2);
    expect(summary.lineTaxes.map((taxes) => taxes[0]?.taxValue)).toEqual([1, 1, 0]);
    expect(
      summarizeTaxes([{ line: cartLine({ taxes: [vat] }), itemNet: 50 }]).rows[0]?.taxValue,
    ).toBe(2); // 2.5 -> 2
    expect(
      summarizeTaxes([{ line: cartLine({ taxes: [vat] }), itemNet: 70 }]).rows[0]?.taxValue,
    ).toBe(4); // 3.5 -> 4
  });

  it("rows come by tax id; a line lists only the taxes it carries", () => {
    const summary = summarizeTaxes([
      { line: cartLine({ itemId: 1, taxes: [cityTax] }), itemNet: 1000 },
      { line: cartLine({ itemId: 2, taxes: [vat] }), itemNet: 1000 },
    ]);
    expect(summary.rows.map((row) => row.taxId)).toEqual([1, 2]);
    expect(summary.lineTaxes).toEqual([
      [{ taxId: 2, taxValue: 100, modifiersTaxValue: 0 }],
      [{ taxId: 1, taxValue: 50, modifiersTaxValue: 0 }],
    ]);
  });

  it("refuses one tax id with two rates as broken catalogue data", () => {
    const lines = [
      { line: cartLine({ itemId: 1, taxes: [vat] }), itemNet: 100 },
      { line: cartLine({ itemId: 2, taxes: [{ ...vat, rateBasisPoints: 600 }] }), itemNet: 100 },
    ];
    expect(() => summarizeTaxes(lines)).toThrow(PRICING_INVARIANT.TAX_RATE_CONFLICT);
    expect(() =>
      summarizeInclusiveTaxes(
        lines.map(({ line, itemNet }) => ({
          line: { ...line, inclusiveTaxes: line.taxes },
          itemNet,
        })),
      ),
    ).toThrow(PRICING_INVARIANT.TAX_RATE_CONFLICT);
  });
});

describe("includedTax and summarizeInclusiveTaxes", () => {
  it('spec 3: "inclusive_taxes (with rate)": the tax inside a price is price × rate / (100 % + rate)', () => {
    expect(includedTax(1050, 500)).toBe(50);
    expect(includedTax(1000, 500)).toBe(48); // 47.619...
    expect(includedTax(1150, 1500)).toBe(150);
    expect(includedTax(1000, 0)).toBe(0);
  });

  it("ADR 006: inclusive taxes are reported on the item's price after discount and coupon, and never added to the total", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "dine_in",
      signedIn: false,
      lines: [cartLine({ priceLabel: { price: 1050 }, count: 2, inclusiveTaxes: [vat] })],
    });
    expect(priced.inclusiveTaxRows).toEqual([
      {
        taxId: 1,
        taxName: "VAT",
        rate: 500,
        taxValue: 100,
        modifiersTaxValue: 0,
        totalTaxValue: 100,
      },
    ]);
    expect(priced.inclusiveTaxTotal).toBe(100);
    expect(priced.total).toBe(2100);
  });

  it("ADR 006: an inclusive row is rounded once on the summed base of its tax", () => {
    // 5 % inside 7 fils is 0.33 fils per line (0 each, rounded per line), but 1 fil in 21 fils.
    const lines = [1, 2, 3].map(() => ({ line: cartLine({ inclusiveTaxes: [vat] }), itemNet: 7 }));
    expect(summarizeInclusiveTaxes(lines).total).toBe(1);
  });
});

describe("inclusive taxes on options", () => {
  const mwst = { id: 7, name: "VAT", rateBasisPoints: 810 };

  it("ADR 006: an option of a business whose prices include VAT is charged its menu price, its VAT reported inside", () => {
    // The café: a 5.80 CHF cappuccino with a +0.50 CHF oat milk, both with 8.1 % VAT inside.
    const priced = priceCart({
      currency: "CHF",
      sellingType: "delivery",
      signedIn: false,
      paymentType: 8,
      lines: [
        cartLine({
          priceLabel: { price: 580 },
          inclusiveTaxes: [mwst],
          modifiers: [modifier({ price: 50, inclusiveTaxes: [mwst] })],
        }),
      ],
    });
    expect(priced.taxRows).toEqual([]);
    expect(priced.taxTotal).toBe(0);
    expect(priced.total).toBe(630);
    expect(priced.inclusiveTaxRows).toEqual([
      {
        taxId: 7,
        taxName: "VAT",
        rate: 810,
        taxValue: 43, // 580 × 8.1 / 108.1 = 43.46
        modifiersTaxValue: 4, // 50 × 8.1 / 108.1 = 3.75
        totalTaxValue: 47,
      },
    ]);
  });

  test.prop([
    fc.integer({ min: 0, max: 100_000 }),
    fc.integer({ min: 0, max: 100_000 }),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 5 }),
  ])(
    "property: with every tax inclusive, the total is exactly the menu prices of items and options",
    (price, optionPrice, count, optionQuantity) => {
      const priced = priceCart({
        currency: "CHF",
        sellingType: "dine_in",
        signedIn: false,
        paymentType: 8,
        lines: [
          cartLine({
            priceLabel: { price },
            count,
            inclusiveTaxes: [mwst],
            modifiers: [
              modifier({ price: optionPrice, quantity: optionQuantity, inclusiveTaxes: [mwst] }),
            ],
          }),
        ],
      });
      expect(priced.total).toBe((price + optionPrice * optionQuantity) * count);
      expect(priced.inclusiveTaxTotal).toBeLessThanOrEqual(priced.total);
    },
  );
});

describe("exclusiveTax", () => {
  it('spec 3 Cart: "exclusiveTaxes (rate)" is added on top of the net subtotal, rounded once half-even', () => {
    expect(exclusiveTax(10000, 1000)).toEqual({ rateBasisPoints: 1000, base: 10000, amount: 1000 });
    expect(exclusiveTax(8845, 200).amount).toBe(177); // 176.9
    expect(exclusiveTax(25, 1000).amount).toBe(2); // 2.5 -> 2
    expect(exclusiveTax(5000, 0).amount).toBe(0);
  });

  it("ADR 006: the business's exclusive tax is on the net after discounts and coupon, modifiers included", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "delivery",
      signedIn: false,
      exclusiveTaxRateBasisPoints: 1000,
      discounts: { delivery: { allMenuDiscount: { id: 5, type: "fixed", value: 500 } } },
      lines: [cartLine({ priceLabel: { price: 2000 }, modifiers: [modifier({ price: 500 })] })],
    });
    expect(priced.exclusiveTax).toEqual({ rateBasisPoints: 1000, base: 2000, amount: 200 });
    expect(priced.total).toBe(2200);
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10000 })], {
      numRuns: 1000,
    })(
      "an exclusive tax is the rate of its base within half a minor unit; an included tax is below the price",
      (base, rate) => {
        const amount = exclusiveTax(base, rate).amount;
        expect(Math.abs(amount * 10000 - base * rate)).toBeLessThanOrEqual(5000);
        const inside = includedTax(base, rate);
        expect(inside >= 0 && inside <= base).toBe(true);
      },
    );
  });
});
