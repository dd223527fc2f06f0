import type { CartLine } from "./cart-line.js";

/**
 * The identity of a cart line (spec section 4: "same id, price label, modifiers and comment"):
 * the item id, the price label id, the modifier ids with their quantities in id order (a modifier
 * listed twice counts once with both quantities) and the comment without surrounding spaces.
 * `lineKey(line) === '[12,3,[[5,1],[9,2]],"no onions"]'`
 */
export function lineKey(
  line: Pick<CartLine, "itemId" | "priceLabel" | "modifiers" | "comment">,
): string {
  const quantities = new Map<number, number>();
  for (const modifier of line.modifiers) {
    quantities.set(modifier.id, (quantities.get(modifier.id) ?? 0) + modifier.quantity);
  }
  const modifiers = [...quantities].sort(([a], [b]) => a - b);
  return JSON.stringify([line.itemId, line.priceLabel.id, modifiers, line.comment.trim()]);
}
