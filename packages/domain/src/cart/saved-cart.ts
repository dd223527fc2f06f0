/**
 * The customer's cart as it is kept between pages (spec 3, "Cart" and "Cart item"; ADR 011):
 * choices only, never an amount, since the server prices every cart again. The fields carry the
 * contract's names, so the API's cart answer is a saved cart as it stands and the storefront
 * changes it with the functions of this folder without a translation on either side.
 */

/** A modifier chosen for one unit of a line, with how many of it. */
export interface SavedModifier {
  readonly id: number;
  readonly quantity: number;
}

/** One line: an item at one price label, with its modifiers, a comment and a count. */
export interface SavedLine {
  readonly item_id: number;
  readonly category_id: number;
  readonly price_label_id: number;
  readonly modifiers: readonly SavedModifier[];
  readonly comment: string;
  readonly quantity: number;
}

/**
 * The cart of one business at one branch. The car, the delivery address and the gift are passed
 * on as the customer gave them: the cart's rules never look inside them.
 */
export interface SavedCart<Line extends SavedLine = SavedLine> {
  readonly reference_id: string;
  readonly branch_id: number;
  readonly lines: readonly Line[];
  readonly note: string;
  readonly coupon_code: string | null;
  readonly name: string;
  readonly phone: string;
  readonly dial_code: string;
  /** Spec 9: "Default payment_type is 2" (cash). */
  readonly payment_type: number;
  readonly table_id: number | null;
  readonly car: unknown;
  readonly delivery: unknown;
  readonly shipping_country_id: number | null;
  readonly gift: unknown;
  /** The chosen slot's start for a later order (ISO 8601), null for now. */
  readonly scheduled_at: string | null;
}
