import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addLine } from "./add-line.js";
import { applyCoupon } from "./apply-coupon.js";
import { applyUrlQuery } from "./apply-url-query.js";
import { cartCount } from "./cart-count.js";
import { changeCount } from "./change-count.js";
import { emptyCart } from "./empty-cart.js";
import { lineKey } from "./line-key.js";
import { moveToBranch } from "./move-to-branch.js";
import { removeLine } from "./remove-line.js";
import { resetCart } from "./reset-cart.js";
import type { SavedCart, SavedLine } from "./saved-cart.js";
import { writeNote } from "./write-note.js";

const business = { reference_id: "demo", branch_id: 1 };
const machboos: SavedLine = {
  item_id: 43,
  category_id: 6,
  price_label_id: 50,
  quantity: 1,
  modifiers: [
    { id: 7, quantity: 1 },
    { id: 3, quantity: 2 },
  ],
  comment: "no onions",
};

describe("the cart's lines (spec 4)", () => {
  it('"Adding an identical item (same id, price label, modifiers and comment) raises its count"', () => {
    const once = addLine(emptyCart(business), machboos);
    // The same choices in another order, the comment with spaces around it: the same line.
    const twice = addLine(once, {
      ...machboos,
      quantity: 2,
      modifiers: [...machboos.modifiers].reverse(),
      comment: "  no onions ",
    });
    expect(twice.lines).toEqual([{ ...machboos, quantity: 3 }]);
    expect(cartCount(twice)).toBe(3);
  });

  it('"otherwise a new line is added" when the price, a modifier or the comment differs', () => {
    let cart = addLine(emptyCart(business), machboos);
    cart = addLine(cart, { ...machboos, price_label_id: 51 });
    cart = addLine(cart, { ...machboos, modifiers: [{ id: 7, quantity: 1 }] });
    cart = addLine(cart, { ...machboos, comment: "extra spicy" });
    expect(cart.lines).toHaveLength(4);
  });

  it("a new line keeps its comment without the spaces around it", () => {
    expect(
      addLine(emptyCart(business), { ...machboos, comment: " mild  " }).lines[0]?.comment,
    ).toBe("mild");
  });

  it("the key names the same choices alike: modifiers in any order, one listed twice, the comment trimmed", () => {
    const key = lineKey(machboos);
    expect(key).toBe('[43,50,[[3,2],[7,1]],"no onions"]');
    const split = [
      { id: 3, quantity: 1 },
      { id: 7, quantity: 1 },
      { id: 3, quantity: 1 },
    ];
    expect(lineKey({ ...machboos, modifiers: split, comment: " no onions" })).toBe(key);
    expect(lineKey({ ...machboos, comment: '1,"x"' })).not.toBe(
      lineKey({ ...machboos, comment: "1" }),
    );
  });

  it('"Counts can be raised, lowered", and a line lowered to nothing leaves the cart', () => {
    const cart = addLine(emptyCart(business), machboos);
    const key = lineKey(machboos);
    expect(changeCount(cart, key, 1).lines[0]?.quantity).toBe(2);
    expect(changeCount(cart, key, -1).lines).toEqual([]);
    expect(removeLine(addLine(cart, { ...machboos, item_id: 44 }), key).lines).toHaveLength(1);
  });

  it('"Reset clears items, note, order type, coupon, table and queried address", keeping who orders', () => {
    const cart = {
      ...addLine(emptyCart(business), machboos),
      note: "ring twice",
      coupon_code: "WELCOME10",
      table_id: 3,
      name: "Fatma",
      phone: "51234567",
      car: { model: "Patrol", color: "White", plate_number: "12345" },
      scheduled_at: "2026-11-23T13:30:00.000+03:00",
    };
    expect(resetCart(cart)).toEqual({
      ...emptyCart(business),
      name: "Fatma",
      phone: "51234567",
      car: cart.car,
    });
  });

  it('"On business load, cart items not available at the new branch are dropped and delivery … reset"', () => {
    const cart = {
      ...addLine(addLine(emptyCart(business), machboos), { ...machboos, item_id: 90 }),
      delivery: { area_id: 1, lat: 29.33, lng: 48.08, type: 1 as const },
      table_id: 4,
    };
    const moved = moveToBranch(cart, 2, new Set([90]));
    expect(moved.branch_id).toBe(2);
    expect(moved.lines.map((line) => line.item_id)).toEqual([90]);
    expect(moved.delivery).toBeNull();
    expect(moved.table_id).toBeNull();
    // The same branch changes nothing.
    expect(moveToBranch(cart, 1, new Set())).toBe(cart);
  });
});

describe("the cart's coupon and note", () => {
  const cart = emptyCart(business);

  it('spec 4: "A coupon code in the URL query becomes the coupon"; a query without one changes nothing', () => {
    expect(applyUrlQuery(cart, { coupon: " EID25 " }).coupon_code).toBe("EID25");
    const withCoupon = applyCoupon(cart, "WELCOME10");
    expect(applyUrlQuery(withCoupon, { coupon: null })).toBe(withCoupon);
    expect(applyUrlQuery(withCoupon, { coupon: "  " })).toBe(withCoupon);
  });

  it("a typed coupon is kept trimmed and cut to 40 characters; a blank one takes the coupon off", () => {
    expect(applyCoupon(cart, ` ${"A".repeat(45)}`).coupon_code).toBe("A".repeat(40));
    expect(applyCoupon(applyCoupon(cart, "EID25"), "   ").coupon_code).toBeNull();
  });

  it("the note is cut to 500 characters", () => {
    expect(writeNote(cart, "x".repeat(600)).note).toHaveLength(500);
    expect(writeNote(cart, "Ring twice").note).toBe("Ring twice");
  });
});

describe("properties", () => {
  const modifier = fc.record({
    id: fc.integer({ min: 1, max: 5 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  });
  const line: fc.Arbitrary<SavedLine> = fc.record({
    item_id: fc.integer({ min: 1, max: 6 }),
    category_id: fc.constant(1),
    price_label_id: fc.integer({ min: 1, max: 3 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    modifiers: fc.array(modifier, { maxLength: 3 }),
    comment: fc.constantFrom("", "mild", " mild ", "no onions"),
  });
  const cartArb: fc.Arbitrary<SavedCart> = fc
    .record({
      branch_id: fc.integer({ min: 1, max: 3 }),
      lines: fc.array(line, { maxLength: 6 }),
      note: fc.string({ maxLength: 20 }),
      coupon_code: fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: null }),
      table_id: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      scheduled_at: fc.option(fc.constant("2026-11-23T13:30:00.000+03:00"), { nil: null }),
      name: fc.string({ maxLength: 10 }),
    })
    // A saved cart holds each line once, under its trimmed comment: it is made by adding.
    .map(({ lines, ...fields }) =>
      lines.reduce<SavedCart>((cart, added) => addLine(cart, added), {
        ...emptyCart(business),
        ...fields,
      }),
    );

  test.prop([cartArb, line], { numRuns: 1000 })(
    "adding raises the count by the line's count, grows the cart by at most one line, and no two lines share a key",
    (cart, added) => {
      const after = addLine(cart, added);
      expect(cartCount(after)).toBe(cartCount(cart) + added.quantity);
      expect(after.lines.length - cart.lines.length).toBeGreaterThanOrEqual(0);
      expect(after.lines.length - cart.lines.length).toBeLessThanOrEqual(1);
      const keys = after.lines.map(lineKey);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  test.prop([cartArb, line], { numRuns: 1000 })(
    "adding a line then lowering it by its count gives back the cart's units, in the same lines",
    (cart, added) => {
      const round = changeCount(addLine(cart, added), lineKey(added), -added.quantity);
      expect(round.lines).toEqual(cart.lines);
    },
  );

  test.prop([cartArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: -30, max: 30 })], {
    numRuns: 1000,
  })(
    "changing a count touches that line only, and never leaves a line below 1",
    (cart, position, by) => {
      const key = cart.lines[position] ? lineKey(cart.lines[position]) : "no such line";
      const after = changeCount(cart, key, by);
      expect(after.lines.every((kept) => kept.quantity >= 1)).toBe(true);
      expect(after.lines.filter((kept) => lineKey(kept) !== key)).toEqual(
        cart.lines.filter((kept) => lineKey(kept) !== key),
      );
    },
  );

  test.prop([cartArb, fc.integer({ min: 0, max: 5 })], { numRuns: 1000 })(
    "removing a line takes exactly that line, and removing it twice changes nothing more",
    (cart, position) => {
      const key = cart.lines[position] ? lineKey(cart.lines[position]) : "no such line";
      const once = removeLine(cart, key);
      expect(once.lines.map(lineKey)).toEqual(
        cart.lines.map(lineKey).filter((kept) => kept !== key),
      );
      expect(removeLine(once, key)).toEqual(once);
    },
  );

  test.prop([cartArb], { numRuns: 1000 })(
    "reset twice equals reset once, and the customer, their car and payment stay",
    (cart) => {
      const once = resetCart(cart);
      expect(resetCart(once)).toEqual(once);
      expect(cartCount(once)).toBe(0);
      const { name, phone, dial_code, car, payment_type, branch_id } = cart;
      expect(once).toMatchObject({ name, phone, dial_code, car, payment_type, branch_id });
    },
  );

  test.prop(
    [cartArb, fc.integer({ min: 1, max: 3 }), fc.uniqueArray(fc.integer({ min: 1, max: 6 }))],
    {
      numRuns: 1000,
    },
  )(
    "moving keeps only what the branch sells, loses nothing it sells, and moving again changes nothing",
    (cart, branchId, sold) => {
      const soldAtBranch = new Set(sold);
      const moved = moveToBranch(cart, branchId, soldAtBranch);
      expect(moved.branch_id).toBe(branchId);
      if (branchId !== cart.branch_id) {
        expect(moved.lines).toEqual(cart.lines.filter((kept) => soldAtBranch.has(kept.item_id)));
      }
      expect(moveToBranch(moved, branchId, new Set())).toBe(moved);
    },
  );

  test.prop([cartArb, fc.string({ maxLength: 50 })], { numRuns: 1000 })(
    "a non-blank coupon code in the query is the coupon afterwards, and applying it twice changes nothing",
    (cart, coupon) => {
      const once = applyUrlQuery(cart, { coupon });
      expect(applyUrlQuery(once, { coupon })).toEqual(once);
      expect(once.coupon_code).toBe(coupon.trim() ? coupon.trim().slice(0, 40) : cart.coupon_code);
    },
  );
});
