import type { SavedLine } from "./saved-cart.js";

/** A cart with nothing chosen yet, at a business's branch, for lines of the caller's kind. */
export interface EmptyCart<Line extends SavedLine = SavedLine> {
  readonly reference_id: string;
  readonly branch_id: number;
  readonly lines: Line[];
  readonly note: "";
  readonly coupon_code: null;
  readonly name: "";
  readonly phone: "";
  readonly dial_code: string;
  readonly payment_type: number;
  readonly table_id: null;
  readonly car: null;
  readonly delivery: null;
  readonly shipping_country_id: null;
  readonly gift: null;
  readonly scheduled_at: null;
}

/**
 * The cart a customer starts with at a business's branch: no lines, no coupon, Kuwait's dial code
 * and cash (spec 9: "Default payment_type is 2").
 * `emptyCart({ reference_id: "demo", branch_id: 1 }).payment_type === 2`
 */
export function emptyCart<Line extends SavedLine = SavedLine>(business: {
  readonly reference_id: string;
  readonly branch_id: number;
}): EmptyCart<Line> {
  return {
    reference_id: business.reference_id,
    branch_id: business.branch_id,
    lines: [],
    note: "",
    coupon_code: null,
    name: "",
    phone: "",
    dial_code: "+965",
    payment_type: 2,
    table_id: null,
    car: null,
    delivery: null,
    shipping_country_id: null,
    gift: null,
    scheduled_at: null,
  };
}
