import type { CarDetails, CheckoutDetails } from "./checkout-shapes";

/**
 * What the customer does on the checkout page (docs/decisions/050-checkout-machine-page-steps.md).
 * With JavaScript, a submit sends the form's fields as one event per step, from the first.
 */
export type CheckoutEvent =
  /** The table step: the table chosen, or null when the customer chose none. */
  | { readonly type: "CHOOSE_TABLE"; readonly tableId: number | null }
  | { readonly type: "SUBMIT_CAR"; readonly car: CarDetails }
  | { readonly type: "SUBMIT_DETAILS"; readonly details: CheckoutDetails }
  /** The review step: place the order as reviewed. */
  | { readonly type: "PLACE" }
  /** The details, review or failure step: change the page's fields, from its first step. */
  | { readonly type: "EDIT" }
  /** The failure step: repeat the call that failed. */
  | { readonly type: "RETRY" };
