import type { CartLineDto } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import {
  addCartLine,
  cartCount,
  cartLineKey,
  changeQuantity,
  emptyCart,
  moveToBranch,
  removeCartLine,
  resetCart,
} from "./cart-changes";

const business = { reference_id: "demo", branch_id: 1 };
const machboos: CartLineDto = {
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
    const once = addCartLine(emptyCart(business), machboos);
    // The same choices in another order, the comment with spaces around it: the same line.
    const twice = addCartLine(once, {
      ...machboos,
      quantity: 2,
      modifiers: [...machboos.modifiers].reverse(),
      comment: "  no onions ",
    });
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]?.quantity).toBe(3);
    expect(cartCount(twice)).toBe(3);
  });

  it("adds another line when the price, a modifier or the comment differs", () => {
    let cart = addCartLine(emptyCart(business), machboos);
    cart = addCartLine(cart, { ...machboos, price_label_id: 51 });
    cart = addCartLine(cart, { ...machboos, modifiers: [{ id: 7, quantity: 1 }] });
    cart = addCartLine(cart, { ...machboos, comment: "extra spicy" });
    expect(cart.lines).toHaveLength(4);
  });

  it("raises and lowers a count, and a line lowered to nothing leaves the cart", () => {
    const cart = addCartLine(emptyCart(business), machboos);
    const key = cartLineKey(machboos);
    expect(changeQuantity(cart, key, 1).lines[0]?.quantity).toBe(2);
    expect(changeQuantity(cart, key, -1).lines).toEqual([]);
    expect(removeCartLine(addCartLine(cart, { ...machboos, item_id: 44 }), key).lines).toHaveLength(
      1,
    );
  });

  it('"Reset clears items, note, order type, coupon, table and queried address", keeping who orders', () => {
    const cart = {
      ...addCartLine(emptyCart(business), machboos),
      note: "ring twice",
      coupon_code: "WELCOME10",
      table_id: 3,
      name: "Fatma",
      phone: "51234567",
      scheduled_at: "2026-11-23T13:30:00.000+03:00",
    };
    expect(resetCart(cart)).toMatchObject({
      lines: [],
      note: "",
      coupon_code: null,
      table_id: null,
      delivery: null,
      scheduled_at: null,
      name: "Fatma",
      phone: "51234567",
    });
  });

  it('"On business load, cart items not available at the new branch are dropped and delivery … reset"', () => {
    const cart = {
      ...addCartLine(addCartLine(emptyCart(business), machboos), { ...machboos, item_id: 90 }),
      delivery: { area_id: 1, lat: 29.33, lng: 48.08, type: 1 as const },
    };
    const moved = moveToBranch(cart, 2, new Set([90]));
    expect(moved.branch_id).toBe(2);
    expect(moved.lines.map((line) => line.item_id)).toEqual([90]);
    expect(moved.delivery).toBeNull();
    // The same branch changes nothing.
    expect(moveToBranch(cart, 1, new Set())).toBe(cart);
  });
});
