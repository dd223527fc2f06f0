import type { CartState } from "./cart-state.js";

/** The cart with the line at `index` set to `count` (an internal step of the count operations). */
export function withCount<S extends CartState>(cart: S, index: number, count: number): S {
  return {
    ...cart,
    items: cart.items.map((line, at) => (at === index ? { ...line, count } : line)),
  };
}
