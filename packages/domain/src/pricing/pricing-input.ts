import type { CartLine } from "../cart/cart-line.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import type { CurrencyCode } from "../money/money.js";

/** How a discount or a coupon is expressed (spec 3: "percent or fixed"). */
export type DiscountType = "percent" | "fixed";

/**
 * A menu discount (spec 3, "each discount has a type (percent or fixed) and a value"): a percent
 * value is in basis points (1000 is 10 %), a fixed value in minor units off one unit.
 */
export interface Discount {
  readonly id: number;
  readonly type: DiscountType;
  readonly value: number;
}

/**
 * The discounts of one selling type (spec 3): `allMenuDiscount`, `itemsDiscounts` by item id and
 * `categoriesDiscounts` by category id.
 */
export interface SellingTypeDiscounts {
  readonly allMenuDiscount?: Discount | null | undefined;
  readonly itemsDiscounts?: Readonly<Record<number, Discount | undefined>> | null | undefined;
  readonly categoriesDiscounts?: Readonly<Record<number, Discount | undefined>> | null | undefined;
}

/** The menu's discounts per selling type, keyed as the spec names them: pickup, delivery, dinein. */
export interface MenuDiscounts {
  readonly pickup?: SellingTypeDiscounts | null | undefined;
  readonly delivery?: SellingTypeDiscounts | null | undefined;
  readonly dinein?: SellingTypeDiscounts | null | undefined;
}

/** Who may use a coupon (spec 3 `user_type`); absent means everyone. */
export type CouponUserType = "guests" | "auth_users";

/**
 * A coupon (spec 3: code, discount_type, discount_value, all_menu, user_type, max_allowed_items,
 * item_ids, free_delivery). A percent value is in basis points, a fixed value in minor units.
 * `maxAllowedItems` absent, null or 0 means unlimited.
 */
export interface Coupon {
  readonly code: string;
  readonly discountType: DiscountType;
  readonly discountValue: number;
  readonly allMenu: boolean;
  readonly userType?: CouponUserType | null | undefined;
  readonly maxAllowedItems?: number | null | undefined;
  readonly itemIds?: readonly number[] | null | undefined;
  readonly freeDelivery?: boolean | undefined;
}

/**
 * What keeps a coupon in force, as the business set it (ADR 012): switched on or off, an end, and
 * how many orders may use it. `usageLimit` null means no limit. Pricing never reads these.
 */
export interface CouponTerms {
  readonly active: boolean;
  /** The moment it stops: from then on it has expired; null for never. */
  readonly endsAt: Date | null;
  readonly usageLimit: number | null;
  /** How many placed orders used it. */
  readonly usedCount: number;
}

/**
 * How the delivery fee is made (spec 9): a local delivery pays its zone's fee; a shipping order
 * pays its country's `fees_per_kg` (minor units per kilogram) and `fixed_fees`.
 */
export type DeliveryFeeRule =
  | { readonly kind: "zone"; readonly zoneId: number; readonly fee: number }
  | {
      readonly kind: "shipping";
      readonly countryId: number;
      readonly feesPerKg: number;
      readonly fixedFees: number;
    };

/** Everything a cart is priced from; every amount in the currency's minor units. */
export interface PriceCartInput<C extends CurrencyCode = CurrencyCode> {
  readonly currency: C;
  readonly sellingType: SellingType;
  readonly lines: readonly CartLine[];
  readonly discounts?: MenuDiscounts | null | undefined;
  readonly coupon?: Coupon | null | undefined;
  /** Whether the customer is signed in, for the coupon's user_type. */
  readonly signedIn: boolean;
  /** The business's exclusive tax rate (cart field `exclusiveTaxes`), in basis points. */
  readonly exclusiveTaxRateBasisPoints?: number | undefined;
  readonly delivery?: DeliveryFeeRule | null | undefined;
  /** How much of the wallet the customer chose to use (cart: wallet balance discount amount). */
  readonly walletBalance?: number | undefined;
  /** The payment method code (spec 9: cash 2, the default). */
  readonly paymentType?: number | undefined;
}
