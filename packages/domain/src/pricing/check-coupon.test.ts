import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cartLine } from "../../test/cart-line-builder.js";
import { checkCoupon } from "./check-coupon.js";
import { couponApplies } from "./coupon-applies.js";
import type { Coupon, CouponTerms } from "./pricing-input.js";

const eidEnds = new Date("2026-04-01T00:00:00+03:00");
const eidCoupon: Coupon = {
  code: "EID25",
  discountType: "percent",
  discountValue: 2500,
  allMenu: true,
};
const eidTerms: CouponTerms = { active: true, endsAt: eidEnds, usageLimit: 100, usedCount: 0 };
/** The EID25 coupon with other terms or other rules. */
const eid = (terms: Partial<CouponTerms> = {}, coupon: Partial<Coupon> = {}) => ({
  coupon: { ...eidCoupon, ...coupon },
  terms: { ...eidTerms, ...terms },
});
const lines = [cartLine({ itemId: 1 }), cartLine({ itemId: 2 })];
const before = new Date("2026-03-31T20:59:59.999Z");
const guest = { now: before, signedIn: false, lines };

describe("checkCoupon", () => {
  it("a coupon in force that applies is priced", () => {
    expect(checkCoupon(eid(), guest)).toEqual({ ok: true, coupon: eidCoupon });
  });

  it("ADR 012: no coupon by that code, or one switched off, is COUPON_UNKNOWN", () => {
    expect(checkCoupon(null, guest)).toEqual({ ok: false, code: "COUPON_UNKNOWN", coupon: null });
    expect(checkCoupon(eid({ active: false }), guest)).toMatchObject({
      code: "COUPON_UNKNOWN",
    });
  });

  it("ADR 012: a coupon is expired from its end on, to the millisecond", () => {
    expect(checkCoupon(eid(), { ...guest, now: eidEnds })).toEqual({
      ok: false,
      code: "COUPON_EXPIRED",
      coupon: null,
    });
    expect(checkCoupon(eid({ endsAt: null }), { ...guest, now: new Date("2099-01-01") }).ok).toBe(
      true,
    );
  });

  it("ADR 012: a coupon its usage limit has been reached for is COUPON_USED_UP", () => {
    expect(checkCoupon(eid({ usedCount: 100 }), guest)).toEqual({
      ok: false,
      code: "COUPON_USED_UP",
      coupon: null,
    });
    expect(checkCoupon(eid({ usedCount: 99 }), guest).ok).toBe(true);
    expect(checkCoupon(eid({ usageLimit: null, usedCount: 10_000 }), guest).ok).toBe(true);
  });

  it('spec 5: "user_type guests does not apply to a signed-in user", and is still priced, as refused', () => {
    const forGuests = eid({}, { userType: "guests" });
    expect(checkCoupon(forGuests, { ...guest, signedIn: true })).toEqual({
      ok: false,
      code: "COUPON_GUESTS_ONLY",
      coupon: forGuests.coupon,
    });
    expect(checkCoupon(forGuests, guest).ok).toBe(true);
  });

  it('spec 5: "auth_users does not apply to guests"', () => {
    const forMembers = eid({}, { userType: "auth_users" });
    expect(checkCoupon(forMembers, guest)).toMatchObject({ code: "COUPON_SIGNED_IN_ONLY" });
    expect(checkCoupon(forMembers, { ...guest, signedIn: true }).ok).toBe(true);
  });

  it('spec 3 Coupon: "all_menu, ... item_ids": a coupon for none of the cart\'s items does not apply', () => {
    expect(checkCoupon(eid({}, { allMenu: false, itemIds: [7] }), guest)).toMatchObject({
      code: "COUPON_NOT_FOR_THESE_ITEMS",
    });
    expect(checkCoupon(eid({}, { allMenu: false, itemIds: [2, 7] }), guest).ok).toBe(true);
  });

  it("ADR 012's order: a coupon that is off, expired and used up is COUPON_UNKNOWN; expired and used up is COUPON_EXPIRED", () => {
    const spent = eid({ usedCount: 100 }, { userType: "auth_users" });
    const late = { ...guest, now: eidEnds };
    expect(checkCoupon({ ...spent, terms: { ...spent.terms, active: false } }, late)).toMatchObject(
      {
        code: "COUPON_UNKNOWN",
      },
    );
    expect(checkCoupon(spent, late)).toMatchObject({ code: "COUPON_EXPIRED" });
    expect(checkCoupon(spent, guest)).toMatchObject({ code: "COUPON_USED_UP" });
  });
});

describe("properties", () => {
  const moment = fc.date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-01-01T00:00:00Z"),
    noInvalidDate: true,
  });
  const coupon = fc.record({
    code: fc.constantFrom("EID25", "WELCOME", "FREESHIP"),
    discountType: fc.constantFrom("percent" as const, "fixed" as const),
    discountValue: fc.integer({ min: 0, max: 10_000 }),
    allMenu: fc.boolean(),
    userType: fc.constantFrom(null, "guests" as const, "auth_users" as const),
    itemIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }), {
      nil: null,
    }),
  });
  const terms = fc.record({
    active: fc.boolean(),
    endsAt: fc.option(moment, { nil: null }),
    usageLimit: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    usedCount: fc.integer({ min: 0, max: 25 }),
  });
  const found = fc.record({ coupon, terms });
  const order = fc.record({
    now: moment,
    signedIn: fc.boolean(),
    lines: fc.array(
      fc.integer({ min: 1, max: 6 }).map((itemId) => cartLine({ itemId })),
      { minLength: 1, maxLength: 4 },
    ),
  });

  test.prop([found, order, fc.integer({ min: 0, max: 10 * 365 * 86_400_000 })], {
    numRuns: 1000,
  })(
    "a switched-on coupon past its end is refused as expired at every moment after it, and never before",
    (given, ordering, later) => {
      const ends = ordering.now;
      const on = { ...given, terms: { ...given.terms, active: true, endsAt: ends } };
      const after = new Date(ends.getTime() + later);
      expect(checkCoupon(on, { ...ordering, now: after })).toEqual({
        ok: false,
        code: "COUPON_EXPIRED",
        coupon: null,
      });
      const earlier = new Date(ends.getTime() - 1 - later);
      expect(checkCoupon(on, { ...ordering, now: earlier })).not.toMatchObject({
        code: "COUPON_EXPIRED",
      });
    },
  );

  test.prop([found, order], { numRuns: 1000 })(
    "usage: a coupon in force is used up exactly when its uses reached its limit",
    (given, ordering) => {
      const inForce = { ...given, terms: { ...given.terms, active: true, endsAt: null } };
      const { usageLimit, usedCount } = inForce.terms;
      const verdict = checkCoupon(inForce, ordering);
      if (usageLimit !== null && usedCount >= usageLimit) {
        expect(verdict).toEqual({ ok: false, code: "COUPON_USED_UP", coupon: null });
      } else expect(verdict).not.toMatchObject({ code: "COUPON_USED_UP" });
    },
  );

  test.prop([coupon, order], { numRuns: 1000 })(
    "a coupon in force gets the same verdict as pricing's couponApplies, and is priced as given",
    (given, ordering) => {
      const inForce = { active: true, endsAt: null, usageLimit: null, usedCount: 0 };
      const verdict = checkCoupon({ coupon: given, terms: inForce }, ordering);
      const applies = couponApplies(given, ordering);
      expect(verdict.ok).toBe(applies.ok);
      if (!applies.ok) expect(verdict).toMatchObject({ code: applies.code });
      expect(verdict.coupon).toBe(given);
    },
  );

  test.prop([found, order], { numRuns: 1000 })(
    "a coupon not in force is priced as none, one in force is priced as given, and one switched off is unknown",
    (given, ordering) => {
      const verdict = checkCoupon(given, ordering);
      const notInForce = ["COUPON_UNKNOWN", "COUPON_EXPIRED", "COUPON_USED_UP"];
      if (!verdict.ok && notInForce.includes(verdict.code)) expect(verdict.coupon).toBeNull();
      else expect(verdict.coupon).toBe(given.coupon);
      if (!given.terms.active) expect(verdict).toMatchObject({ code: "COUPON_UNKNOWN" });
    },
  );
});
