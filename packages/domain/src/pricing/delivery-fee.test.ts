import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { deliveryFee } from "./delivery-fee.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import type { DeliveryFeeRule } from "./pricing-input.js";
import { shippingFee } from "./shipping-fee.js";
import { shippingWeight } from "./shipping-weight.js";

const zone: DeliveryFeeRule = { kind: "zone", zoneId: 3, fee: 750 };
const kuwaitToBahrain: DeliveryFeeRule = {
  kind: "shipping",
  countryId: 2,
  feesPerKg: 2000,
  fixedFees: 500,
};
const parcels = [
  cartLine({ itemId: 1, count: 2, priceLabel: { weightGrams: 500 } }),
  cartLine({ itemId: 2, count: 1, priceLabel: { weightGrams: 300, shippingWeightGrams: 250 } }),
];

describe("deliveryFee", () => {
  it('spec 9: "Local fee: the zone\'s fee"', () => {
    expect(
      deliveryFee({
        sellingType: "delivery",
        rule: zone,
        lines: parcels,
        freeDeliveryCoupon: null,
      }),
    ).toEqual({
      kind: "zone",
      zoneId: 3,
      fee: 750,
      waivedByCoupon: null,
      amount: 750,
    });
  });

  it('spec 9: "Shipping fee: sum of item weight times count times the country\'s per-kg fee, plus a fixed fee"', () => {
    expect(shippingWeight(parcels)).toBe(1250);
    expect(shippingFee(1250, kuwaitToBahrain)).toBe(3000);
    expect(
      deliveryFee({
        sellingType: "delivery",
        rule: kuwaitToBahrain,
        lines: parcels,
        freeDeliveryCoupon: null,
      }),
    ).toEqual({
      kind: "shipping",
      countryId: 2,
      weightGrams: 1250,
      feesPerKg: 2000,
      fixedFees: 500,
      fee: 3000,
      waivedByCoupon: null,
      amount: 3000,
    });
  });

  it("ADR 006: an item ships at its shipping weight, else its weight, else 0 g; modifiers weigh nothing", () => {
    expect(
      shippingWeight([cartLine({ priceLabel: { weightGrams: 300, shippingWeightGrams: 250 } })]),
    ).toBe(250);
    expect(shippingWeight([cartLine({ priceLabel: { weightGrams: 300 } })])).toBe(300);
    expect(shippingWeight([cartLine({ count: 4 })])).toBe(0);
  });

  it("ADR 006: the shipping fee's weight × per-kg fee is rounded once, half-even, before the fixed fee is added", () => {
    expect(shippingFee(500, { feesPerKg: 1005, fixedFees: 0 })).toBe(502); // 502.5 -> 502
    expect(shippingFee(1500, { feesPerKg: 1005, fixedFees: 0 })).toBe(1508); // 1507.5 -> 1508
    expect(shippingFee(1, { feesPerKg: 333, fixedFees: 100 })).toBe(100); // 0.333 -> 0
  });

  it('spec 9: "The fee is 0 if the coupon grants free delivery"', () => {
    for (const rule of [zone, kuwaitToBahrain]) {
      const fee = deliveryFee({
        sellingType: "delivery",
        rule,
        lines: parcels,
        freeDeliveryCoupon: "FREESHIP",
      });
      expect(fee).toMatchObject({ waivedByCoupon: "FREESHIP", amount: 0 });
    }
  });

  it("a free-delivery coupon that does not apply leaves the fee", () => {
    const freeShipping = {
      code: "FREESHIP",
      discountType: "fixed",
      discountValue: 0,
      allMenu: true,
      freeDelivery: true,
    } as const;
    const base = {
      currency: "KWD",
      sellingType: "delivery",
      delivery: zone,
      lines: parcels,
    } as const;
    const signedIn = priceCart({
      ...base,
      signedIn: true,
      coupon: { ...freeShipping, userType: "guests" },
    });
    expect(signedIn.deliveryFee).toMatchObject({ waivedByCoupon: null, amount: 750 });
    const guest = priceCart({
      ...base,
      signedIn: false,
      coupon: { ...freeShipping, userType: "guests" },
    });
    expect(guest.deliveryFee).toMatchObject({ waivedByCoupon: "FREESHIP", amount: 0 });
  });

  it("ADR 006: dine-in and car pickup pay no delivery fee", () => {
    for (const sellingType of ["dine_in", "car_pickup"] as const) {
      expect(
        deliveryFee({ sellingType, rule: zone, lines: parcels, freeDeliveryCoupon: null }),
      ).toEqual({ kind: "none", amount: 0 });
    }
    expect(
      deliveryFee({
        sellingType: "delivery",
        rule: null,
        lines: parcels,
        freeDeliveryCoupon: null,
      }),
    ).toEqual({ kind: "none", amount: 0 });
  });

  it("refuses a negative fee or weight as broken data", () => {
    expect(() =>
      deliveryFee({
        sellingType: "delivery",
        rule: { ...zone, fee: -1 },
        lines: parcels,
        freeDeliveryCoupon: null,
      }),
    ).toThrow(PRICING_INVARIANT.NOT_AN_AMOUNT);
    expect(() => shippingFee(10, { feesPerKg: -1, fixedFees: 0 })).toThrow(
      PRICING_INVARIANT.NOT_AN_AMOUNT,
    );
    expect(() => shippingWeight([cartLine({ priceLabel: { weightGrams: -5 } })])).toThrow(
      PRICING_INVARIANT.NOT_A_WEIGHT,
    );
  });

  describe("properties", () => {
    const weight = fc.integer({ min: 0, max: 1e6 });
    const country = fc.record({
      feesPerKg: fc.integer({ min: 0, max: 1e6 }),
      fixedFees: fc.integer({ min: 0, max: 1e6 }),
    });

    test.prop([weight, weight, country], { numRuns: 1000 })(
      "a shipping fee is never below its fixed fee and never falls as the weight grows",
      (grams, more, rule) => {
        expect(shippingFee(grams, rule)).toBeGreaterThanOrEqual(rule.fixedFees);
        expect(shippingFee(grams + more, rule)).toBeGreaterThanOrEqual(shippingFee(grams, rule));
      },
    );
  });
});
