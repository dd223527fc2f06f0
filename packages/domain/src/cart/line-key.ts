import type { SavedLine } from "./saved-cart.js";

/**
 * The identity of a cart line (spec 4: "same id, price label, modifiers and comment"): the item
 * id, the price label id, the modifier ids with their quantities in id order (a modifier listed
 * twice counts once with both quantities) and the comment without surrounding spaces. Cart forms
 * name a line by it.
 * `lineKey(line) === '[12,3,[[5,1],[9,2]],"no onions"]'`
 */
export function lineKey(
  line: Pick<SavedLine, "item_id" | "price_label_id" | "modifiers" | "comment">,
): string {
  const quantities = new Map<number, number>();
  for (const modifier of line.modifiers) {
    quantities.set(modifier.id, (quantities.get(modifier.id) ?? 0) + modifier.quantity);
  }
  const modifiers = [...quantities].sort(([a], [b]) => a - b);
  return JSON.stringify([line.item_id, line.price_label_id, modifiers, line.comment.trim()]);
}
