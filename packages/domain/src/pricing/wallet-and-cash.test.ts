import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { swissCashPickup } from "../../test/example-carts.js";
import { cashRoundingAdjustment } from "./cash-rounding-adjustment.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import { walletDiscount } from "./wallet-discount.js";

describe("walletDiscount", () => {
  it('spec 3 Cart: the "wallet balance discount amount" is never more than what is payable', () => {
    expect(walletDiscount(5000, 3250)).toBe(3250);
    expect(walletDiscount(1000, 3250)).toBe(1000);
    expect(walletDiscount(0, 3250)).toBe(0);
  });

  it("comes off after taxes and the delivery fee, so a full wallet makes the total 0", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "delivery",
      signedIn: true,
      delivery: { kind: "zone", zoneId: 1, fee: 500 },
      walletBalance: 100_000,
      lines: [cartLine({ priceLabel: { price: 1250 } })],
    });
    expect([priced.payableBeforeWallet, priced.wallet, priced.total]).toEqual([1750, 1750, 0]);
  });

  it("refuses a negative balance as broken data", () => {
    expect(() => walletDiscount(-1, 100)).toThrow(PRICING_INVARIANT.NOT_AN_AMOUNT);
  });
});

describe("cashRoundingAdjustment", () => {
  it('spec 9: "Swiss franc rounding is 0.05": a cash payment in CHF gets a visible rounding line', () => {
    expect(cashRoundingAdjustment(1023, "CHF", 2)).toBe(2);
    expect(cashRoundingAdjustment(1022, "CHF", 2)).toBe(-2);
    expect(cashRoundingAdjustment(1025, "CHF", 2)).toBe(0);
    const priced = priceCart(swissCashPickup);
    expect([priced.cashRounding, priced.total]).toEqual([2, 1025]);
  });

  it('ADR 006: only cash is rounded; "Default payment_type is 2" (cash), card and online pay to the centime', () => {
    expect(cashRoundingAdjustment(1023, "CHF", 1)).toBe(0);
    expect(cashRoundingAdjustment(1023, "CHF", 8)).toBe(0);
    expect(priceCart({ ...swissCashPickup, paymentType: 1 }).total).toBe(1023);
    expect(priceCart(swissCashPickup).total).toBe(1025);
  });

  it("currencies without a cash step are never rounded", () => {
    expect(cashRoundingAdjustment(1023, "KWD", 2)).toBe(0);
    expect(cashRoundingAdjustment(1023, "USD", 2)).toBe(0);
  });

  it("ADR 006: the cash step applies to what is left to pay after the wallet", () => {
    const priced = priceCart({
      currency: "CHF",
      sellingType: "car_pickup",
      signedIn: true,
      walletBalance: 1000,
      lines: [cartLine({ priceLabel: { price: 1523 } })],
    });
    expect([priced.wallet, priced.cashRounding, priced.total]).toEqual([1000, 2, 525]);
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(1, 2, 3, 8)], { numRuns: 1000 })(
      "a CHF cash total lands on 0.05, at most 2 centimes away, never below zero",
      (payable, paymentType) => {
        const adjustment = cashRoundingAdjustment(payable, "CHF", paymentType);
        expect(Math.abs(adjustment)).toBeLessThanOrEqual(2);
        expect(payable + adjustment).toBeGreaterThanOrEqual(0);
        if (paymentType === 2) expect((payable + adjustment) % 5).toBe(0);
        else expect(adjustment).toBe(0);
      },
    );
  });
});
