import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { couponApplies } from "./coupon-applies.js";
import { couponCoversItem } from "./coupon-covers-item.js";
import { PRICING_INVARIANT } from "./invariants.js";
import { priceCart } from "./price-cart.js";
import type { Coupon, PriceCartInput } from "./pricing-input.js";
import { spreadCoupon, type CouponCandidate } from "./spread-coupon.js";

const percent = (value: number, more: Partial<Coupon> = {}): Coupon => ({
  code: "SAVE",
  discountType: "percent",
  discountValue: value,
  allMenu: true,
  ...more,
});
const fixed = (value: number, more: Partial<Coupon> = {}): Coupon => ({
  code: "MINUS",
  discountType: "fixed",
  discountValue: value,
  allMenu: true,
  ...more,
});
const unit = (unitBase: number, count = 1, covered = true): CouponCandidate => ({
  unitBase,
  count,
  covered,
});

describe("couponApplies", () => {
  const lines = [cartLine({ itemId: 1 }), cartLine({ itemId: 2 })];

  it('spec 5: "user_type guests does not apply to a signed-in user"', () => {
    expect(couponApplies(percent(1000, { userType: "guests" }), { signedIn: true, lines })).toEqual(
      {
        ok: false,
        code: "COUPON_GUESTS_ONLY",
      },
    );
    expect(
      couponApplies(percent(1000, { userType: "guests" }), { signedIn: false, lines }),
    ).toEqual({
      ok: true,
    });
  });

  it('spec 5: "auth_users does not apply to guests"', () => {
    expect(
      couponApplies(percent(1000, { userType: "auth_users" }), { signedIn: false, lines }),
    ).toEqual({ ok: false, code: "COUPON_SIGNED_IN_ONLY" });
    expect(
      couponApplies(percent(1000, { userType: "auth_users" }), { signedIn: true, lines }),
    ).toEqual({ ok: true });
  });

  it("a coupon without user_type applies to everyone", () => {
    expect(couponApplies(percent(1000, { userType: null }), { signedIn: true, lines })).toEqual({
      ok: true,
    });
    expect(couponApplies(percent(1000), { signedIn: false, lines })).toEqual({ ok: true });
  });

  it('spec 3 Coupon "all_menu ... item_ids": a coupon for items of which none is in the cart does not apply', () => {
    expect(
      couponApplies(percent(1000, { allMenu: false, itemIds: [7, 8] }), { signedIn: false, lines }),
    ).toEqual({ ok: false, code: "COUPON_NOT_FOR_THESE_ITEMS" });
    expect(
      couponApplies(percent(1000, { allMenu: false, itemIds: [2, 8] }), { signedIn: false, lines }),
    ).toEqual({ ok: true });
    expect(couponCoversItem({ allMenu: false, itemIds: [2] }, 1)).toBe(false);
    expect(couponCoversItem({ allMenu: true, itemIds: [2] }, 1)).toBe(true);
  });

  it("a rejected coupon prices the cart without it and says why, as data", () => {
    const priced = priceCart({
      currency: "KWD",
      sellingType: "delivery",
      lines,
      signedIn: true,
      coupon: percent(1000, { userType: "guests" }),
    });
    expect(priced.coupon).toEqual({ ok: false, couponCode: "SAVE", code: "COUPON_GUESTS_ONLY" });
    expect(priced.couponTotal).toBe(0);
  });
});

describe("spreadCoupon", () => {
  it("spec 3 Coupon: a percent coupon takes its rate off each covered unit", () => {
    expect(spreadCoupon(percent(1000), [unit(1000, 2), unit(500, 1)])).toEqual({
      units: [2, 1],
      shares: [200, 50],
      total: 250,
    });
  });

  it('spec 5: "Percent discounts never reduce a price below zero"', () => {
    expect(spreadCoupon(percent(15000), [unit(1000, 2)])).toEqual({
      units: [2],
      shares: [2000],
      total: 2000,
    });
  });

  it('spec 5: "max_allowed_items limits how many units get the discount (default unlimited)"', () => {
    expect(spreadCoupon(percent(1000, { maxAllowedItems: 2 }), [unit(1000, 5)]).units).toEqual([2]);
    expect(spreadCoupon(percent(1000), [unit(1000, 5)]).units).toEqual([5]);
    expect(spreadCoupon(percent(1000, { maxAllowedItems: null }), [unit(1000, 5)]).units).toEqual([
      5,
    ]);
  });

  it("ADR 006: max_allowed_items 0 means unlimited, like an absent value", () => {
    expect(spreadCoupon(percent(1000, { maxAllowedItems: 0 }), [unit(1000, 5)]).units).toEqual([5]);
  });

  it("ADR 006: the most expensive units get the coupon first; on a tie, the earlier line in the cart's fixed order", () => {
    const spread = spreadCoupon(percent(1000, { maxAllowedItems: 3 }), [
      unit(500, 2),
      unit(900, 2),
      unit(900, 1),
    ]);
    expect(spread.units).toEqual([0, 2, 1]);
    const tie = spreadCoupon(percent(1000, { maxAllowedItems: 1 }), [unit(900, 2), unit(900, 2)]);
    expect(tie.units).toEqual([1, 0]);
  });

  it("ADR 006: units priced 0 after the menu discount do not use up max_allowed_items", () => {
    expect(
      spreadCoupon(percent(1000, { maxAllowedItems: 1 }), [unit(0, 3), unit(400, 1)]).units,
    ).toEqual([0, 1]);
  });

  it("ADR 006: a fixed coupon on items takes its value off each covered unit, floored at 0", () => {
    const coupon = fixed(300, { allMenu: false, itemIds: [1] });
    expect(spreadCoupon(coupon, [unit(1000, 2), unit(200, 1), unit(1000, 1, false)])).toEqual({
      units: [2, 1, 0],
      shares: [600, 200, 0],
      total: 800,
    });
  });

  it('spec 5: "A fixed coupon on the whole menu is spread as a percentage of the net subtotal, and its total discount is capped at its value"', () => {
    // 1.000 KWD off 1.500 + 3.000 + 0.500: 2/9, 6/9 and 1/9 of it, the parts adding up to 1.000.
    expect(spreadCoupon(fixed(1000), [unit(1500), unit(1000, 3), unit(500)])).toEqual({
      units: [1, 3, 1],
      shares: [300, 600, 100],
      total: 1000,
    });
    expect(spreadCoupon(fixed(1000), [unit(100), unit(100), unit(100)])).toEqual({
      units: [1, 1, 1],
      shares: [100, 100, 100],
      total: 300,
    });
  });

  it("ADR 006: a fixed all-menu coupon's shares are an allocation; the left-over fils go to the largest remainders", () => {
    expect(spreadCoupon(fixed(100), [unit(1000), unit(1000), unit(1000)]).shares).toEqual([
      34, 33, 33,
    ]);
  });

  it("refuses a negative max_allowed_items as broken data", () => {
    expect(() => spreadCoupon(percent(1000, { maxAllowedItems: -1 }), [unit(1)])).toThrow(
      PRICING_INVARIANT.NOT_AN_ITEM_LIMIT,
    );
  });
});

describe("coupons in a priced cart", () => {
  const base: PriceCartInput<"KWD"> = {
    currency: "KWD",
    sellingType: "delivery",
    signedIn: false,
    lines: [
      cartLine({
        itemId: 1,
        priceLabel: { price: 2000 },
        count: 2,
        modifiers: [{ id: 31, quantity: 1, price: 500, taxes: [] }],
      }),
      cartLine({ itemId: 2, priceLabel: { price: 1000 } }),
    ],
  };

  it("ADR 006: a coupon applies on top of the menu discount, to the discounted label price", () => {
    const priced = priceCart({
      ...base,
      discounts: { delivery: { itemsDiscounts: { 1: { id: 9, type: "percent", value: 5000 } } } },
      coupon: percent(1000),
    });
    expect(priced.lines.map((line) => [line.itemDiscount, line.couponShare, line.net])).toEqual([
      [2000, 200, 2800],
      [0, 100, 900],
    ]);
    expect(priced.coupon).toEqual({
      ok: true,
      couponCode: "SAVE",
      total: 300,
      units: 3,
      freeDelivery: false,
    });
  });

  it("ADR 006: a coupon, like a menu discount, leaves modifiers at full price", () => {
    const priced = priceCart({ ...base, coupon: percent(10000) });
    expect(priced.netSubtotal).toBe(1000);
    expect(priced.lines[0]?.net).toBe(1000);
  });

  it("spec 3 Coupon item_ids: a coupon for some items leaves the other lines alone", () => {
    const priced = priceCart({ ...base, coupon: fixed(300, { allMenu: false, itemIds: [2] }) });
    expect(priced.lines.map((line) => line.couponShare)).toEqual([0, 300]);
  });

  describe("properties", () => {
    const candidates = fc.array(
      fc.record({
        unitBase: fc.integer({ min: 0, max: 1e6 }),
        count: fc.integer({ min: 1, max: 50 }),
        covered: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    const anyCoupon = fc.record({
      code: fc.constant("C"),
      discountType: fc.constantFrom("percent" as const, "fixed" as const),
      discountValue: fc.integer({ min: 0, max: 2e6 }),
      allMenu: fc.boolean(),
      maxAllowedItems: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    });

    test.prop([anyCoupon, candidates], { numRuns: 1000 })(
      "max_allowed_items is never exceeded, no line gets more units than its count, and uncovered lines get nothing",
      (coupon, list) => {
        const spread = spreadCoupon(coupon, list);
        const units = spread.units.reduce((sum, value) => sum + value, 0);
        if (coupon.maxAllowedItems) expect(units).toBeLessThanOrEqual(coupon.maxAllowedItems);
        list.forEach((candidate, index) => {
          expect(spread.units[index]).toBeLessThanOrEqual(
            candidate.covered || coupon.allMenu ? candidate.count : 0,
          );
        });
      },
    );

    test.prop([anyCoupon, candidates], { numRuns: 1000 })(
      "a share never takes a unit below zero, and the total never exceeds the cap or the discounted subtotal",
      (coupon, list) => {
        const spread = spreadCoupon(coupon, list);
        let covered = 0;
        list.forEach((candidate, index) => {
          const share = spread.shares[index] ?? 0;
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(candidate.unitBase * (spread.units[index] ?? 0));
          covered += candidate.unitBase * (spread.units[index] ?? 0);
        });
        expect(spread.total).toBe(spread.shares.reduce((sum, value) => sum + value, 0));
        expect(spread.total).toBeLessThanOrEqual(covered);
        if (coupon.discountType === "fixed" && coupon.allMenu)
          expect(spread.total).toBeLessThanOrEqual(coupon.discountValue);
        if (coupon.discountType === "fixed") {
          spread.shares.forEach((share, index) =>
            expect(share).toBeLessThanOrEqual(
              coupon.allMenu
                ? coupon.discountValue
                : coupon.discountValue * (spread.units[index] ?? 0),
            ),
          );
        }
      },
    );

    test.prop([fc.integer({ min: 0, max: 1e7 }), candidates], { numRuns: 1000 })(
      "a fixed all-menu coupon gives min(value, covered subtotal), spread in proportion to each line",
      (value, drawn) => {
        const list = drawn.map((candidate) => ({ ...candidate, covered: true }));
        const spread = spreadCoupon(fixed(value), list);
        const bases = list.map((candidate) => candidate.unitBase * candidate.count);
        const eligible = bases.reduce((sum, amount) => sum + amount, 0);
        expect(spread.total).toBe(Math.min(value, eligible));
        bases.forEach((amount, index) => {
          const exact = eligible === 0 ? 0 : (spread.total * amount) / eligible;
          expect(Math.abs((spread.shares[index] ?? 0) - exact)).toBeLessThan(1);
        });
      },
    );
  });
});
