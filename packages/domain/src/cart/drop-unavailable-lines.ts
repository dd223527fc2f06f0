import type { SellingType } from "../codes/selling-type.js";
import type { CartLine } from "./cart-line.js";
import type { CartState } from "./cart-state.js";

/**
 * Spec section 4: "On business load, cart items not available at the new branch are dropped." A
 * line is available when its item is sold at the branch (`branchIds`) and, when a selling type is
 * given, for that selling type (`types`); a line that lists no branches or no types is not
 * restricted by them. The dropped lines are returned so the customer can be told.
 * `dropUnavailableLines(cart, { branchId: 2 }).dropped` lists the lines branch 2 does not sell
 */
export function dropUnavailableLines<S extends CartState>(
  cart: S,
  branch: { readonly branchId: number; readonly sellingType?: SellingType | undefined },
): { readonly cart: S; readonly dropped: readonly CartLine[] } {
  const kept: CartLine[] = [];
  const dropped: CartLine[] = [];
  for (const line of cart.items) {
    const atBranch = line.branchIds === undefined || line.branchIds.includes(branch.branchId);
    const forType =
      branch.sellingType === undefined ||
      line.types === undefined ||
      line.types.includes(branch.sellingType);
    (atBranch && forType ? kept : dropped).push(line);
  }
  return { cart: dropped.length === 0 ? cart : { ...cart, items: kept }, dropped };
}
