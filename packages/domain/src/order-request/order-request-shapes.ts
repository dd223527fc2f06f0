import type { SavedCart } from "../cart/saved-cart.js";
import type { OrderSellingTypeString } from "../selling-types/selling-type-table.js";

/**
 * The body of `POST webapp/order` and calc-order as the spec names its fields (section 3, "Order
 * request" and "Order line"): ids, counts, codes and texts. The server prices every order again
 * (ADR 012); the amounts a customer saw may go with it, for the server to check.
 */

/** One chosen modifier of an order line, with how many go on one unit. */
export interface OrderLineModifier {
  readonly id: number;
  readonly quantity: number;
}

/** An order line (spec 3). */
export interface OrderLine {
  readonly item_id: number;
  readonly quantity: number;
  readonly price_label_id: number;
  /** The chosen modifiers' ids, comma-separated: `"31,32"`, `""` for none. */
  readonly modifiers: string;
  readonly modifiers_details: OrderLineModifier[];
  readonly comment: string;
  /** What the customer saw the line cost, when it goes with the request. */
  readonly total_price?: number;
  /** What the customer saw one unit cost, when it goes with the request. */
  readonly unit_price?: number;
}

/** The amounts the customer saw, from the server's last price: the fee and each line's. */
export interface ExpectedAmounts {
  readonly fees: number;
  readonly lines: readonly { readonly net: number; readonly unit_price: number }[];
}

/**
 * An order request (spec 3) for a cart `C`: the delivery place, the car and the gift go as the
 * cart holds them, and only with the selling type they belong to.
 */
export interface OrderRequest<C extends SavedCart = SavedCart> {
  /** "now" for as soon as possible, "later" for a scheduled order (spec 4 schedule type). */
  readonly priority: "now" | "later";
  /** The cart's note. */
  readonly comment: string;
  readonly branch_id: number;
  readonly order_lines: OrderLine[];
  readonly name: string;
  readonly phone: string;
  readonly dial_code: string;
  readonly coupon_code: string | null;
  readonly notes: string;
  /** The delivery fee the customer saw, when it goes with the request. */
  readonly fees?: number;
  /** Payment method code (spec 9; default 2, cash). */
  readonly payment_type: number;
  readonly use_wallet: boolean;
  readonly selling_types: OrderSellingTypeString;
  /** Whether the order comes with a table reservation. */
  readonly reservation: boolean;
  readonly scheduled_at: string | null;
  readonly delivery: C["delivery"] | null;
  readonly shipping_country_id: number | null;
  readonly table_id: number | null;
  readonly car: C["car"] | null;
  readonly gift: C["gift"] | null;
}
