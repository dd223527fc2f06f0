/**
 * The body of `POST webapp/order` as the spec names its fields (section 3, "Order request" and
 * "Order line"). Amounts are integer minor units of the business's currency (ADR 001), exactly as
 * `priceCart` computed them; weights are grams. The API recomputes every amount from the ids,
 * counts and codes and never trusts these.
 */

/** One chosen modifier of an order line. */
export interface OrderLineModifier {
  readonly id: number;
  /** How many of this modifier go on one unit. */
  readonly quantity: number;
  /** Price of one modifier, minor units. */
  readonly price: number;
  readonly provider: string | null;
  readonly provider_id: string | null;
}

/** An order line (spec 3). */
export interface OrderLine {
  readonly item_id: number;
  readonly quantity: number;
  readonly price_label_id: number;
  /** The chosen modifiers' ids, comma-separated: `"31,32"`, `""` for none. */
  readonly modifiers: string;
  readonly modifiers_details: readonly OrderLineModifier[];
  /** What the line costs after its menu discount and coupon share, before exclusive taxes. */
  readonly total_price: number;
  /** The menu discount the line got, if any. */
  readonly discount_id: number | null;
  /** Weight of one unit in grams. */
  readonly weight: number | null;
  /** Shipping weight of one unit in grams. */
  readonly shippingWeight: number | null;
  readonly comment: string;
  readonly isQty: boolean;
  readonly provider: string | null;
  readonly provider_id: string | null;
  /** One unit before any discount: its price label's price plus its modifiers. */
  readonly unit_price: number;
}

/** The selling-type strings of an order (spec 9: "Strings: delivery, dinein, car_pickup"). */
export type OrderSellingTypeString = "delivery" | "dinein" | "car_pickup" | "product_service";

/** An order request (spec 3). */
export interface OrderRequest {
  /** "now" for as soon as possible, "later" for a scheduled order (spec 4 schedule type). */
  readonly priority: "now" | "later";
  readonly comment: string;
  readonly branch_id: number;
  readonly order_lines: readonly OrderLine[];
  readonly name: string;
  readonly phone: string;
  readonly dial_code: string;
  /** The coupon's code when it applies; a coupon that does not apply is not sent. */
  readonly coupon_code: string | null;
  readonly notes: string;
  /** The delivery fee, minor units. */
  readonly fees: number;
  /** Payment method code (spec 9; default 2, cash). */
  readonly payment_type: number;
  readonly use_wallet: boolean;
  readonly selling_types: OrderSellingTypeString;
  /** Whether the order comes with a table reservation. */
  readonly reservation: boolean;
}
