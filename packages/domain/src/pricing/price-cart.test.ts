import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { priceCartInput } from "../../test/cart-arbitraries.js";
import { cartLine, modifier, vat } from "../../test/cart-line-builder.js";
import { yenDineIn } from "../../test/example-carts.js";
import { compareCartLines } from "./compare-cart-lines.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import type { PricedCart } from "./priced-cart.js";
import type { PriceCartInput } from "./pricing-input.js";
import { unitDiscount } from "./unit-discount.js";

const includedVat = { id: 3, name: "VAT included", rateBasisPoints: 500 };

/** The worked example of the package README: a Kuwaiti delivery order, priced by hand. */
const worked: PriceCartInput<"KWD"> = {
  currency: "KWD",
  sellingType: "delivery",
  signedIn: true,
  lines: [
    cartLine({
      itemId: 1,
      categoryId: 10,
      priceLabel: { price: 2500 },
      count: 2,
      taxes: [vat],
      modifiers: [modifier({ id: 31, price: 250, quantity: 2, taxes: [vat] })],
    }),
    cartLine({ itemId: 2, categoryId: 20, priceLabel: { price: 1000 }, count: 3, taxes: [vat] }),
    cartLine({
      itemId: 3,
      categoryId: 20,
      priceLabel: { price: 1750 },
      inclusiveTaxes: [includedVat],
    }),
  ],
  discounts: {
    delivery: {
      allMenuDiscount: { id: 503, type: "percent", value: 500 },
      itemsDiscounts: { 1: { id: 501, type: "percent", value: 1000 } },
      categoriesDiscounts: { 20: { id: 502, type: "fixed", value: 200 } },
    },
  },
  coupon: {
    code: "KW10",
    discountType: "percent",
    discountValue: 1000,
    allMenu: true,
    maxAllowedItems: 3,
  },
  exclusiveTaxRateBasisPoints: 200,
  delivery: { kind: "zone", zoneId: 7, fee: 750 },
  walletBalance: 1000,
};

describe("priceCart", () => {
  it("prices a whole KWD cart to the fils, with every amount explained", () => {
    const priced = priceCart(worked);
    expect(
      priced.lines.map((line) => [
        line.unitPrice,
        line.gross,
        line.discount?.discountId,
        line.itemDiscount,
        line.couponUnits,
        line.couponShare,
        line.net,
        line.taxes,
      ]),
    ).toEqual([
      // 2.500 + 2 × 0.250 cheese; item discount 10 % of 2.500; coupon 10 % of 2.250 on both units.
      [3000, 6000, 501, 500, 2, 450, 5050, [{ taxId: 1, taxValue: 202, modifiersTaxValue: 50 }]],
      // category discount 0.200 off 1.000; the cheapest units, so no coupon (max 3 units).
      [1000, 3000, 502, 600, 0, 0, 2400, [{ taxId: 1, taxValue: 120, modifiersTaxValue: 0 }]],
      // category discount 0.200 off 1.750; coupon 10 % of 1.550.
      [1750, 1750, 502, 200, 1, 155, 1395, []],
    ]);
    expect(priced).toMatchObject({
      subtotal: 10750,
      discountTotal: 1300,
      coupon: { ok: true, couponCode: "KW10", total: 605, units: 3, freeDelivery: false },
      couponTotal: 605,
      netSubtotal: 8845,
      // VAT: 5 % of 4.050 + 2.400 is 322.5 fils, 322 half-even; 5 % of the 1.000 of cheese is 50.
      taxRows: [
        {
          taxId: 1,
          taxName: "VAT",
          rate: 500,
          taxValue: 322,
          modifiersTaxValue: 50,
          totalTaxValue: 372,
        },
      ],
      taxTotal: 372,
      exclusiveTax: { rateBasisPoints: 200, base: 8845, amount: 177 },
      inclusiveTaxRows: [
        {
          taxId: 3,
          taxName: "VAT included",
          rate: 500,
          taxValue: 66,
          modifiersTaxValue: 0,
          totalTaxValue: 66,
        },
      ],
      deliveryFee: { kind: "zone", zoneId: 7, fee: 750, waivedByCoupon: null, amount: 750 },
      payableBeforeWallet: 10144,
      wallet: 1000,
      cashRounding: 0,
      total: 9144,
    });
  });

  it("an empty cart costs nothing but its delivery fee", () => {
    const priced = priceCart({
      currency: "USD",
      sellingType: "delivery",
      signedIn: false,
      lines: [],
      delivery: { kind: "zone", zoneId: 1, fee: 300 },
    });
    expect([priced.subtotal, priced.taxRows, priced.total]).toEqual([0, [], 300]);
  });

  it("JPY has no minor digits: the same integer rules, in yen", () => {
    const priced = priceCart(yenDineIn);
    expect([priced.exclusiveTax.amount, priced.total]).toEqual([128, 1403]); // 127.5 -> 128 (half-even)
  });

  it("ADR 006: the order of the lines changes nothing, ties included", () => {
    const twins = [
      cartLine({ itemId: 2, priceLabel: { price: 900 }, taxes: [vat] }),
      cartLine({ itemId: 1, priceLabel: { price: 900 }, taxes: [vat] }),
    ];
    const input: PriceCartInput = {
      currency: "KWD",
      sellingType: "dine_in",
      signedIn: false,
      lines: twins,
      coupon: {
        code: "ONE",
        discountType: "percent",
        discountValue: 5000,
        allMenu: true,
        maxAllowedItems: 1,
      },
    };
    const forward = priceCart(input);
    const backward = priceCart({ ...input, lines: [...twins].reverse() });
    // Both cost 0.900: the unit of the lower item id gets the coupon, whichever line comes first.
    expect(forward.lines.map((line) => [line.line.itemId, line.couponUnits])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(backward.lines.map((line) => [line.line.itemId, line.couponUnits])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(backward.total).toBe(forward.total);
  });

  it("orders lines by the cart's identity: item, price label, modifiers, comment, count", () => {
    const lines = [
      cartLine({ itemId: 2 }),
      cartLine({ itemId: 1, comment: "b" }),
      cartLine({ itemId: 1, modifiers: [modifier({ id: 32 })] }),
      cartLine({ itemId: 1, comment: "a", count: 2 }),
      cartLine({ itemId: 1, comment: "a" }),
    ];
    const sorted = [...lines].sort(compareCartLines);
    expect(sorted).toEqual([lines[4], lines[3], lines[1], lines[2], lines[0]]);
  });

  it("refuses a count below 1 or a fractional count as a broken invariant", () => {
    for (const count of [0, -1, 1.5]) {
      expect(() =>
        priceCart({
          currency: "KWD",
          sellingType: "dine_in",
          signedIn: false,
          lines: [cartLine({ count })],
        }),
      ).toThrow(PRICING_INVARIANT.NOT_A_COUNT);
    }
  });

  describe("properties", () => {
    const carts = priceCartInput();
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

    test.prop([carts], { numRuns: 1000 })("the breakdown adds up exactly to the total", (input) => {
      const priced = priceCart(input);
      expect(priced.subtotal).toBe(sum(priced.lines.map((line) => line.gross)));
      expect(priced.discountTotal).toBe(sum(priced.lines.map((line) => line.itemDiscount)));
      expect(priced.couponTotal).toBe(sum(priced.lines.map((line) => line.couponShare)));
      expect(priced.netSubtotal).toBe(sum(priced.lines.map((line) => line.net)));
      for (const line of priced.lines) {
        expect(line.gross).toBe(line.unitPrice * line.count);
        expect(line.unitPrice).toBe(line.labelPrice + line.modifiersPrice);
        expect(line.net).toBe(line.gross - line.itemDiscount - line.couponShare);
      }
      expect(priced.payableBeforeWallet).toBe(
        priced.netSubtotal +
          priced.taxTotal +
          priced.exclusiveTax.amount +
          priced.deliveryFee.amount,
      );
      expect(priced.total).toBe(
        priced.subtotal -
          priced.discountTotal -
          priced.couponTotal +
          priced.taxTotal +
          priced.exclusiveTax.amount +
          priced.deliveryFee.amount -
          priced.wallet +
          priced.cashRounding,
      );
    });

    test.prop([carts], { numRuns: 1000 })("no total, line or fee is negative", (input) => {
      const priced = priceCart(input);
      for (const line of priced.lines) {
        for (const amount of [
          line.gross,
          line.itemDiscount,
          line.couponShare,
          line.net,
          line.taxTotal,
          line.discountedLabelPrice,
        ]) {
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        for (const tax of line.taxes)
          expect(Math.min(tax.taxValue, tax.modifiersTaxValue)).toBeGreaterThanOrEqual(0);
      }
      for (const amount of [
        priced.total,
        priced.netSubtotal,
        priced.taxTotal,
        priced.exclusiveTax.amount,
        priced.inclusiveTaxTotal,
        priced.deliveryFee.amount,
        priced.wallet,
      ]) {
        expect(amount).toBeGreaterThanOrEqual(0);
      }
    });

    test.prop([carts], { numRuns: 1000 })(
      "a coupon's discount never exceeds its cap or the subtotal",
      (input) => {
        const priced = priceCart(input);
        const { coupon } = input;
        expect(priced.couponTotal).toBeLessThanOrEqual(priced.subtotal - priced.discountTotal);
        if (!coupon || !priced.coupon?.ok) {
          expect(priced.couponTotal).toBe(0);
          return;
        }
        expect(priced.coupon.total).toBe(priced.couponTotal);
        if (coupon.discountType === "fixed" && coupon.allMenu)
          expect(priced.couponTotal).toBeLessThanOrEqual(coupon.discountValue);
        for (const line of priced.lines) {
          expect(line.couponShare).toBeLessThanOrEqual(
            line.discountedLabelPrice * line.couponUnits,
          );
          if (coupon.discountType === "fixed" && !coupon.allMenu)
            expect(line.couponShare).toBeLessThanOrEqual(coupon.discountValue * line.couponUnits);
          if (coupon.discountType === "percent") {
            expect(line.couponShare * 10000).toBeLessThanOrEqual(
              line.discountedLabelPrice * line.couponUnits * coupon.discountValue +
                5000 * line.couponUnits,
            );
          }
        }
      },
    );

    test.prop([carts], { numRuns: 1000 })(
      "a percent discount never takes a price below zero",
      (input) => {
        const priced = priceCart(input);
        for (const line of priced.lines) {
          expect(line.discountedLabelPrice).toBeGreaterThanOrEqual(0);
          expect(line.itemDiscount + line.couponShare).toBeLessThanOrEqual(
            line.labelPrice * line.count,
          );
          if (line.discount)
            expect(line.unitDiscount).toBe(unitDiscount(line.labelPrice, line.discount));
        }
      },
    );

    test.prop([carts], { numRuns: 1000 })("max_allowed_items is never exceeded", (input) => {
      const priced = priceCart(input);
      const units = sum(priced.lines.map((line) => line.couponUnits));
      if (input.coupon?.maxAllowedItems)
        expect(units).toBeLessThanOrEqual(input.coupon.maxAllowedItems);
      for (const line of priced.lines) expect(line.couponUnits).toBeLessThanOrEqual(line.count);
      if (priced.coupon?.ok) expect(priced.coupon.units).toBe(units);
    });

    test.prop([carts], { numRuns: 1000 })(
      "tax rows add up to the tax total, and the lines' taxes to the rows",
      (input) => {
        const priced = priceCart(input);
        expect(priced.taxTotal).toBe(sum(priced.taxRows.map((row) => row.totalTaxValue)));
        expect(priced.taxTotal).toBe(sum(priced.lines.map((line) => line.taxTotal)));
        for (const row of priced.taxRows) {
          expect(row.totalTaxValue).toBe(row.taxValue + row.modifiersTaxValue);
          const parts = priced.lines.flatMap((line) =>
            line.taxes.filter((tax) => tax.taxId === row.taxId),
          );
          expect(sum(parts.map((tax) => tax.taxValue))).toBe(row.taxValue);
          expect(sum(parts.map((tax) => tax.modifiersTaxValue))).toBe(row.modifiersTaxValue);
        }
        expect(priced.inclusiveTaxTotal).toBe(
          sum(priced.inclusiveTaxRows.map((row) => row.totalTaxValue)),
        );
      },
    );

    const shuffled = carts.chain((input) =>
      fc.tuple(
        fc.constant(input),
        fc.shuffledSubarray([...input.lines.keys()], {
          minLength: input.lines.length,
          maxLength: input.lines.length,
        }),
      ),
    );
    const withoutLines = ({ lines: _lines, ...rest }: PricedCart) => rest;
    const lineKeys = (priced: PricedCart) =>
      priced.lines.map((line) => JSON.stringify(line)).sort();

    test.prop([shuffled], { numRuns: 1000 })(
      "reordering lines changes nothing",
      ([input, order]) => {
        const priced = priceCart(input);
        const reordered = priceCart({
          ...input,
          lines: order.map((index) => input.lines[index] as (typeof input.lines)[number]),
        });
        expect(withoutLines(reordered)).toEqual(withoutLines(priced));
        expect(lineKeys(reordered)).toEqual(lineKeys(priced));
      },
    );

    test.prop([carts], { numRuns: 1000 })("pricing twice gives the same result", (input) => {
      expect(priceCart(input)).toEqual(priceCart(input));
    });

    test.prop([carts], { numRuns: 1000 })(
      "the wallet never takes more than what is payable, and a CHF cash total lands on 0.05",
      (input) => {
        const priced = priceCart(input);
        expect(priced.wallet).toBeLessThanOrEqual(priced.payableBeforeWallet);
        expect(priced.wallet).toBeLessThanOrEqual(input.walletBalance ?? 0);
        if (input.currency === "CHF" && (input.paymentType ?? 2) === 2)
          expect(priced.total % 5).toBe(0);
        else expect(priced.cashRounding).toBe(0);
      },
    );

    test.prop([carts], { numRuns: 1000 })(
      "a free-delivery coupon that applies makes the fee 0; dine-in and car pickup pay none",
      (input) => {
        const priced = priceCart(input);
        if (input.sellingType !== "delivery") expect(priced.deliveryFee.kind).toBe("none");
        if (priced.coupon?.ok && priced.coupon.freeDelivery)
          expect(priced.deliveryFee.amount).toBe(0);
      },
    );
  });
});
