import type { CartLine, ChosenModifier } from "../cart/cart-line.js";

/**
 * A fixed order of cart lines that does not depend on the order they were added in: by item id,
 * price label id, modifiers (id then quantity, one by one), comment (code units) and count. Lines
 * equal in all of these are the same line to the cart (spec 4 merges them), so any tie-break that
 * goes by this order gives the same prices whatever the order of the lines.
 * `[...lines].sort(compareCartLines)`
 */
export function compareCartLines(
  left: Pick<CartLine, "itemId" | "priceLabel" | "modifiers" | "comment" | "count">,
  right: Pick<CartLine, "itemId" | "priceLabel" | "modifiers" | "comment" | "count">,
): number {
  return (
    left.itemId - right.itemId ||
    left.priceLabel.id - right.priceLabel.id ||
    compareModifiers(left.modifiers, right.modifiers) ||
    (left.comment < right.comment ? -1 : left.comment > right.comment ? 1 : 0) ||
    left.count - right.count
  );
}

function compareModifiers(
  left: readonly ChosenModifier[],
  right: readonly ChosenModifier[],
): number {
  const shared = left.length < right.length ? left.length : right.length;
  for (let index = 0; index < shared; index++) {
    const a = left[index];
    const b = right[index];
    if (a === undefined || b === undefined) break;
    const difference = a.id - b.id || a.quantity - b.quantity;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}
