import type { CartState } from "./cart-state.js";

/**
 * What a change of count did. Every answer carries the cart to keep: the changed one, or the
 * same one when the change was refused.
 */
export type CountResult<S extends CartState = CartState> =
  | {
      readonly ok: true;
      readonly code: "UPDATED";
      readonly cart: S;
      readonly key: string;
      readonly count: number;
    }
  | {
      readonly ok: true;
      readonly code: "CAPPED_AT_MAXIMUM";
      readonly cart: S;
      readonly key: string;
      readonly count: number;
      readonly maximum: number;
    }
  | {
      readonly ok: false;
      readonly code: "BELOW_MINIMUM";
      readonly cart: S;
      readonly key: string;
      readonly minimum: number;
    }
  | {
      readonly ok: false;
      readonly code: "ABOVE_MAXIMUM";
      readonly cart: S;
      readonly key: string;
      readonly maximum: number;
    }
  | { readonly ok: false; readonly code: "LINE_NOT_FOUND"; readonly cart: S; readonly key: string };
