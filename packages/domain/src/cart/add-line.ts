import { changeCount } from "./change-count.js";
import { lineKey } from "./line-key.js";
import type { SavedCart } from "./saved-cart.js";

/**
 * Adds a line, its comment trimmed (spec 4: "Adding an identical item (same id, price label,
 * modifiers and comment) raises its count; otherwise a new line is added").
 * `addLine(addLine(cart, shawarma), shawarma).lines[0].quantity === 2`
 */
export function addLine<C extends SavedCart>(cart: C, line: C["lines"][number]): C {
  const added = { ...line, comment: line.comment.trim() };
  const key = lineKey(added);
  if (cart.lines.some((kept) => lineKey(kept) === key)) {
    return changeCount(cart, key, added.quantity);
  }
  return { ...cart, lines: [...cart.lines, added] };
}
