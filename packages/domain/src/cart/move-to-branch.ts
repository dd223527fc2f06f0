import type { SavedCart } from "./saved-cart.js";

/**
 * Spec 4: "On business load, cart items not available at the new branch are dropped and delivery
 * and wallet state reset." `soldAtBranch` are the item ids the new branch sells; the table goes
 * too, as tables belong to a branch. The cart of the same branch is given back as it is.
 * `moveToBranch(cart, 2, new Set([90])).lines` keeps only item 90's lines
 */
export function moveToBranch<C extends SavedCart>(
  cart: C,
  branchId: number,
  soldAtBranch: ReadonlySet<number>,
): C {
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
