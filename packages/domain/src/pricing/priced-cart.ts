import type { CartLine } from "../cart/cart-line.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import type { CurrencyCode } from "../money/money.js";
import type { DiscountType } from "./pricing-input.js";

/** Which menu discount a line got, and at which level it was found. */
export interface DiscountSource {
  readonly discountId: number;
  readonly level: "item" | "category" | "allMenu";
  readonly type: DiscountType;
  readonly value: number;
}

/** A line's part of one tax row (exclusive taxes only; the rows are the sums of these). */
export interface LineTax {
  readonly taxId: number;
  readonly taxValue: number;
  readonly modifiersTaxValue: number;
}

/** One priced cart line; amounts in minor units, `net = gross − itemDiscount − couponShare`. */
export interface PricedLine {
  readonly line: CartLine;
  /** The price label's price of one unit. */
  readonly labelPrice: number;
  /** Σ modifier price × quantity, for one unit. */
  readonly modifiersPrice: number;
  /** labelPrice + modifiersPrice. */
  readonly unitPrice: number;
  readonly count: number;
  /** unitPrice × count. */
  readonly gross: number;
  readonly discount: DiscountSource | null;
  /** What the menu discount takes off one unit's label price. */
  readonly unitDiscount: number;
  /** The label price after the menu discount (spec cart item: discountedPrice). */
  readonly discountedLabelPrice: number;
  /** unitDiscount × count. */
  readonly itemDiscount: number;
  /** How many units got the coupon (spec cart item: couponDiscountCount). */
  readonly couponUnits: number;
  /** The coupon's discount on this line (spec cart item: couponDiscountAmount). */
  readonly couponShare: number;
  /** gross − itemDiscount − couponShare: what the line costs before exclusive taxes. */
  readonly net: number;
  /** This line's part of each exclusive tax row, by tax id. */
  readonly taxes: readonly LineTax[];
  readonly taxTotal: number;
}

/** Why a coupon does not apply (spec 5). */
export type CouponRejection =
  "COUPON_GUESTS_ONLY" | "COUPON_SIGNED_IN_ONLY" | "COUPON_NOT_FOR_THESE_ITEMS";

/** Why a code is no coupon at all (ADR 012): none such or switched off, expired, used up. */
export type CouponNotInForce = "COUPON_UNKNOWN" | "COUPON_EXPIRED" | "COUPON_USED_UP";

/** What became of the cart's coupon. */
export type CouponOutcome =
  | {
      readonly ok: true;
      readonly couponCode: string;
      readonly total: number;
      readonly units: number;
      readonly freeDelivery: boolean;
    }
  | { readonly ok: false; readonly couponCode: string; readonly code: CouponRejection };

/** A tax summary row, with exactly the spec's fields; `rate` is in basis points. */
export interface TaxSummaryRow {
  readonly taxId: number;
  readonly taxName: string;
  readonly rate: number;
  readonly taxValue: number;
  readonly modifiersTaxValue: number;
  /** taxValue + modifiersTaxValue. */
  readonly totalTaxValue: number;
}

/** The business's exclusive tax (cart field exclusiveTaxes), added on top of the net subtotal. */
export interface ExclusiveTax {
  readonly rateBasisPoints: number;
  readonly base: number;
  readonly amount: number;
}

/** The delivery fee, how it was made, and the coupon that waived it, if any. */
export type DeliveryFeeLine =
  | { readonly kind: "none"; readonly amount: 0 }
  | {
      readonly kind: "zone";
      readonly zoneId: number;
      readonly fee: number;
      readonly waivedByCoupon: string | null;
      readonly amount: number;
    }
  | {
      readonly kind: "shipping";
      readonly countryId: number;
      readonly weightGrams: number;
      readonly feesPerKg: number;
      readonly fixedFees: number;
      readonly fee: number;
      readonly waivedByCoupon: string | null;
      readonly amount: number;
    };

/**
 * A priced cart: its breakdown adds up exactly to the total,
 * `total = subtotal − discountTotal − couponTotal + taxTotal + exclusiveTax.amount
 *  + deliveryFee.amount − wallet + cashRounding`. Every amount is minor units of `currency`.
 */
export interface PricedCart<C extends CurrencyCode = CurrencyCode> {
  readonly currency: C;
  readonly sellingType: SellingType;
  /** The payment method code the cart was priced for (cash rounding depends on it). */
  readonly paymentType: number;
  /** The lines in the order they were given. */
  readonly lines: readonly PricedLine[];
  /** Σ gross. */
  readonly subtotal: number;
  /** Σ itemDiscount (menu discounts). */
  readonly discountTotal: number;
  readonly coupon: CouponOutcome | null;
  /** Σ couponShare. */
  readonly couponTotal: number;
  /** subtotal − discountTotal − couponTotal = Σ net. */
  readonly netSubtotal: number;
  /** Exclusive item and modifier taxes, one row per tax id, by tax id. */
  readonly taxRows: readonly TaxSummaryRow[];
  /** Σ totalTaxValue of taxRows. */
  readonly taxTotal: number;
  readonly exclusiveTax: ExclusiveTax;
  /** Taxes already inside the prices, for information; not added to the total. */
  readonly inclusiveTaxRows: readonly TaxSummaryRow[];
  readonly inclusiveTaxTotal: number;
  readonly deliveryFee: DeliveryFeeLine;
  /** netSubtotal + taxTotal + exclusiveTax.amount + deliveryFee.amount. */
  readonly payableBeforeWallet: number;
  /** The wallet discount, never more than what is payable. */
  readonly wallet: number;
  /** The CHF cash step (cash payments only), plus or minus up to 2 centimes. */
  readonly cashRounding: number;
  readonly total: number;
}
