import type { DeliverySelection } from "./zone-shapes.js";

/**
 * Spec section 4: "Shipping selection is reset when shipping is disabled or the country's branch
 * differs from the current branch." Everything else is kept.
 * `clearStaleShipping(selection, { shippingEnabled: false, currentBranchId: 1 }).shipping === null`
 */
export function clearStaleShipping<S extends DeliverySelection>(
  selection: S,
  current: { readonly shippingEnabled: boolean; readonly currentBranchId: number },
): S {
  const { shipping } = selection;
  if (shipping === null) return selection;
  const stale = !current.shippingEnabled || shipping.branch_id !== current.currentBranchId;
  return stale ? { ...selection, shipping: null } : selection;
}
