import type { SavedCart } from "./saved-cart.js";

/** The longest note a cart keeps (the contract's limit). */
export const noteMaxLength = 500;

/**
 * The cart's note for the kitchen (spec 3, Cart: note), cut to 500 characters.
 * `writeNote(cart, "Ring twice").note === "Ring twice"`
 */
export function writeNote<C extends SavedCart>(cart: C, note: string): C {
  return { ...cart, note: note.slice(0, noteMaxLength) };
}
