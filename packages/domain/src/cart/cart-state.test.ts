import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { SellingType } from "../codes/selling-type.js";
import { addLine } from "./add-line.js";
import { applyUrlQuery } from "./apply-url-query.js";
import type { CartLine, PriceLabel } from "./cart-line.js";
import { emptyCart, type CartState } from "./cart-state.js";
import { decideAddFromList, type ListItem, type ListSettings } from "./decide-add-from-list.js";
import { dropUnavailableLines } from "./drop-unavailable-lines.js";
import { resetCart } from "./reset-cart.js";

const regular: PriceLabel = { id: 31, price: 1250 };

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    itemId: 12,
    categoryId: 4,
    priceLabel: regular,
    modifiers: [],
    comment: "",
    count: 1,
    taxes: [],
    inclusiveTaxes: [],
    ...overrides,
  };
}

const filled: CartState = {
  items: [line({ count: 2 })],
  note: "Ring the bell",
  orderType: "delivery",
  coupon: { code: "EID25" },
  table: 14,
  car: { model: "Land Cruiser", color: "White", plateNumber: "12/34567" },
  name: "Fatima",
  phone: "99999999",
  paymentType: 8,
  queriedAddress: "Block 3, Sharq",
  queriedCouponCode: "EID25",
  queriedAreaId: 10,
};

describe("resetCart", () => {
  it('spec 4: "Reset clears items, note, order type, coupon, table and queried address."', () => {
    expect(resetCart(filled)).toMatchObject({
      items: [],
      note: "",
      orderType: null,
      coupon: null,
      table: null,
      queriedAddress: null,
    });
  });

  it("reset keeps everything else: car, name, phone, payment type, queried coupon code and area id", () => {
    const reset = resetCart(filled);
    expect(reset).toEqual({
      ...emptyCart,
      car: filled.car,
      name: "Fatima",
      phone: "99999999",
      paymentType: 8,
      queriedCouponCode: "EID25",
      queriedAreaId: 10,
    });
  });

  it("a cart state that holds more (gift data, schedule) keeps it", () => {
    const withGift = { ...filled, gift: { to: "Noura" } };
    expect(resetCart(withGift).gift).toEqual({ to: "Noura" });
  });
});

describe("dropUnavailableLines", () => {
  const atBothBranches = line({ itemId: 1, branchIds: [1, 2] });
  const atBranchOne = line({ itemId: 2, branchIds: [1] });
  const dineInOnly = line({ itemId: 3, branchIds: [2], types: ["dine_in"] });
  const unrestricted = line({ itemId: 4 });
  const cart: CartState = {
    ...filled,
    items: [atBothBranches, atBranchOne, dineInOnly, unrestricted],
  };

  it('spec 4: "On business load, cart items not available at the new branch are dropped"', () => {
    const result = dropUnavailableLines(cart, { branchId: 2 });
    expect(result.cart.items).toEqual([atBothBranches, dineInOnly, unrestricted]);
    expect(result.dropped).toEqual([atBranchOne]);
    expect(result.cart).toEqual({ ...filled, items: [atBothBranches, dineInOnly, unrestricted] });
  });

  it("spec 3: an item not sold for the current selling type (its types) is dropped too", () => {
    const result = dropUnavailableLines(cart, { branchId: 2, sellingType: "delivery" });
    expect(result.cart.items).toEqual([atBothBranches, unrestricted]);
    expect(result.dropped).toEqual([atBranchOne, dineInOnly]);
  });

  it("nothing to drop gives back the same cart", () => {
    expect(
      dropUnavailableLines(cart, { branchId: 1, sellingType: "dine_in" }).cart.items,
    ).toHaveLength(3);
    const available = { ...cart, items: [atBothBranches, unrestricted] };
    expect(dropUnavailableLines(available, { branchId: 2 })).toEqual({
      cart: available,
      dropped: [],
    });
    expect(dropUnavailableLines(available, { branchId: 2 }).cart).toBe(available);
  });
});

describe("applyUrlQuery", () => {
  it('spec 4: "A coupon code in the URL query becomes the coupon."', () => {
    const cart = applyUrlQuery(
      { ...emptyCart, coupon: { code: "OLD" } },
      { couponCode: " RAMADAN10 " },
    );
    expect(cart.coupon).toEqual({ code: "RAMADAN10" });
    expect(cart.queriedCouponCode).toBe("RAMADAN10");
  });

  it("spec 3: the queried address, coupon code and area id are kept from the URL query", () => {
    expect(applyUrlQuery(emptyCart, { address: "Block 3, Sharq", areaId: 10 })).toEqual({
      ...emptyCart,
      queriedAddress: "Block 3, Sharq",
      queriedAreaId: 10,
    });
  });

  it("a query without a coupon code leaves the coupon as it was", () => {
    expect(applyUrlQuery(filled, { couponCode: "  " })).toEqual(filled);
    expect(applyUrlQuery(filled, {})).toEqual(filled);
  });
});

describe("decideAddFromList", () => {
  const falafel: ListItem = {
    itemId: 7,
    categoryId: 2,
    priceLabels: [regular],
    hasModifiers: false,
    commentIsRequired: false,
    taxes: [],
    inclusiveTaxes: [],
    types: ["delivery", "car_pickup"],
    branchIds: [1],
  };
  const settings: ListSettings = { modifiersEnabled: true, pricesHidden: false, cartHidden: false };

  it("a plain item with one price is added from the list", () => {
    expect(decideAddFromList(falafel, settings)).toEqual({
      action: "add",
      line: {
        itemId: 7,
        categoryId: 2,
        priceLabel: regular,
        modifiers: [],
        comment: "",
        count: 1,
        taxes: [],
        inclusiveTaxes: [],
        types: ["delivery", "car_pickup"],
        branchIds: [1],
      },
    });
  });

  it('spec 5: "The minimum quantity of a price label sets the initial quantity."', () => {
    const dozen = { ...falafel, priceLabels: [{ ...regular, minimum: 12 }] };
    const decision = decideAddFromList(dozen, settings);
    expect(decision.action === "add" && decision.line.count).toBe(12);
    expect(decision.action === "add" && addLine(emptyCart, decision.line).ok).toBe(true);
  });

  it('spec 5: "Adding from a list is blocked, and the item page opened instead, when the item has modifiers (if modifiers are enabled)"', () => {
    expect(decideAddFromList({ ...falafel, hasModifiers: true }, settings)).toEqual({
      action: "open-item-page",
      reason: "HAS_MODIFIERS",
    });
    expect(
      decideAddFromList(
        { ...falafel, hasModifiers: true },
        { ...settings, modifiersEnabled: false },
      ).action,
    ).toBe("add");
  });

  it('spec 5: "... needs a comment"', () => {
    expect(decideAddFromList({ ...falafel, commentIsRequired: true }, settings)).toEqual({
      action: "open-item-page",
      reason: "COMMENT_REQUIRED",
    });
  });

  it('spec 5: "... or prices or cart are hidden"', () => {
    expect(decideAddFromList(falafel, { ...settings, pricesHidden: true })).toEqual({
      action: "open-item-page",
      reason: "PRICES_HIDDEN",
    });
    expect(decideAddFromList(falafel, { ...settings, cartHidden: true })).toEqual({
      action: "open-item-page",
      reason: "CART_HIDDEN",
    });
  });

  it('spec 5: "A multi-price item opens a price choice."', () => {
    const sizes = { ...falafel, priceLabels: [regular, { id: 32, price: 1750 }] };
    expect(decideAddFromList(sizes, settings)).toEqual({ action: "choose-price" });
  });

  it("the item page wins over the price choice: it offers the prices too", () => {
    const sizes = {
      ...falafel,
      priceLabels: [regular, { id: 32, price: 1750 }],
      commentIsRequired: true,
    };
    expect(decideAddFromList(sizes, settings).action).toBe("open-item-page");
  });

  it("refuses an item without a price label (programmer error)", () => {
    expect(() => decideAddFromList({ ...falafel, priceLabels: [] }, settings)).toThrow();
  });
});

describe("properties", () => {
  const sellingType = fc.constantFrom<SellingType>("delivery", "dine_in", "car_pickup");
  const cartLine = fc
    .record({
      itemId: fc.integer({ min: 1, max: 50 }),
      count: fc.integer({ min: 1, max: 9 }),
      branchIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }), {
        nil: undefined,
      }),
      types: fc.option(fc.uniqueArray(sellingType, { maxLength: 3 }), { nil: undefined }),
    })
    .map((fields) => line(fields));
  const cartArb = fc.record({
    items: fc.array(cartLine, { maxLength: 8 }),
    note: fc.string({ maxLength: 10 }),
    orderType: fc.option(sellingType, { nil: null }),
    coupon: fc.option(fc.record({ code: fc.string({ minLength: 1, maxLength: 8 }) }), {
      nil: null,
    }),
    table: fc.option(fc.nat(40), { nil: null }),
    car: fc.constant(null),
    name: fc.string({ maxLength: 10 }),
    phone: fc.string({ maxLength: 10 }),
    paymentType: fc.constantFrom(1, 2, 3, 8),
    queriedAddress: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
    queriedCouponCode: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
    queriedAreaId: fc.option(fc.nat(100), { nil: null }),
  });
  const branchArb = fc.record({
    branchId: fc.integer({ min: 1, max: 4 }),
    sellingType: fc.option(sellingType, { nil: undefined }),
  });

  test.prop([cartArb], { numRuns: 1000 })("reset twice equals reset once", (cart) => {
    const once = resetCart(cart);
    expect(resetCart(once)).toEqual(once);
  });

  test.prop([cartArb, branchArb], { numRuns: 1000 })(
    "dropping is idempotent, keeps only available lines, and loses none",
    (cart, branch) => {
      const once = dropUnavailableLines(cart, branch);
      const twice = dropUnavailableLines(once.cart, branch);
      expect(twice.cart).toEqual(once.cart);
      expect(twice.dropped).toEqual([]);
      expect(once.cart.items.length + once.dropped.length).toBe(cart.items.length);
      for (const kept of once.cart.items) {
        expect(kept.branchIds === undefined || kept.branchIds.includes(branch.branchId)).toBe(true);
        expect(
          branch.sellingType === undefined ||
            kept.types === undefined ||
            kept.types.includes(branch.sellingType),
        ).toBe(true);
      }
      expect({ ...once.cart, items: [] }).toEqual({ ...cart, items: [] });
    },
  );

  test.prop([cartArb, fc.string({ maxLength: 12 })], { numRuns: 1000 })(
    "a non-blank coupon code in the query is always the coupon afterwards, and applying it twice changes nothing",
    (cart, couponCode) => {
      const once = applyUrlQuery(cart, { couponCode });
      expect(applyUrlQuery(once, { couponCode })).toEqual(once);
      expect(once.coupon).toEqual(couponCode.trim() ? { code: couponCode.trim() } : cart.coupon);
    },
  );
});
