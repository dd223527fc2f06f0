import type { CartDto, CartLineDto, Restaurant } from "@storefront/api-client";
import { lineKey } from "@storefront/domain";

/** An empty cart of a business at its current branch (spec 9: default payment_type 2). */
export function emptyCart(business: Pick<Restaurant, "reference_id" | "branch_id">): CartDto {
  return {
    reference_id: business.reference_id,
    branch_id: business.branch_id,
    lines: [],
    note: "",
    coupon_code: null,
    name: "",
    phone: "",
    dial_code: "+965",
    payment_type: 2,
    table_id: null,
    car: null,
    delivery: null,
    shipping_country_id: null,
    gift: null,
    scheduled_at: null,
  };
}

/** The identity of a cart line (spec 4: same id, price label, modifiers and comment). */
export function cartLineKey(line: CartLineDto): string {
  return lineKey({
    itemId: line.item_id,
    priceLabel: { id: line.price_label_id, price: 0 },
    modifiers: line.modifiers.map(({ id, quantity }) => ({ id, quantity, price: 0, taxes: [] })),
    comment: line.comment,
  });
}

/** How many units the cart holds, for the badge. */
export function cartCount(cart: CartDto): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Adds a line (spec 4: "Adding an identical item (same id, price label, modifiers and comment)
 * raises its count; otherwise a new line is added"), the comment trimmed.
 */
export function addCartLine(cart: CartDto, line: CartLineDto): CartDto {
  const added = { ...line, comment: line.comment.trim() };
  const key = cartLineKey(added);
  const index = cart.lines.findIndex((candidate) => cartLineKey(candidate) === key);
  if (index === -1) return { ...cart, lines: [...cart.lines, added] };
  return changeQuantity(cart, key, added.quantity);
}

/** Raises or lowers a line's count; a line lowered to nothing is removed. */
export function changeQuantity(cart: CartDto, key: string, delta: number): CartDto {
  return {
    ...cart,
    lines: cart.lines.flatMap((line) => {
      if (cartLineKey(line) !== key) return [line];
      const quantity = line.quantity + delta;
      return quantity >= 1 ? [{ ...line, quantity }] : [];
    }),
  };
}

/** Removes a line. */
export function removeCartLine(cart: CartDto, key: string): CartDto {
  return { ...cart, lines: cart.lines.filter((line) => cartLineKey(line) !== key) };
}

/**
 * Spec 4: "Reset clears items, note, order type, coupon, table and queried address"; the schedule
 * choice is cleared with it. Who the customer is (name, phone, car) stays for the next order.
 */
export function resetCart(cart: CartDto): CartDto {
  return {
    ...cart,
    lines: [],
    note: "",
    coupon_code: null,
    table_id: null,
    delivery: null,
    shipping_country_id: null,
    gift: null,
    scheduled_at: null,
  };
}

/**
 * Spec 4: "On business load, cart items not available at the new branch are dropped and delivery
 * and wallet state reset." `soldAtBranch` are the item ids the new branch sells.
 */
export function moveToBranch(
  cart: CartDto,
  branchId: number,
  soldAtBranch: ReadonlySet<number>,
): CartDto {
  if (cart.branch_id === branchId) return cart;
  return {
    ...cart,
    branch_id: branchId,
    lines: cart.lines.filter((line) => soldAtBranch.has(line.item_id)),
    delivery: null,
    shipping_country_id: null,
    table_id: null,
  };
}
