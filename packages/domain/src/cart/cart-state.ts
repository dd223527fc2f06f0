import type { SellingType } from "../codes/selling-type.js";
import type { CartLine } from "./cart-line.js";

/** The coupon of a cart, by code; what it is worth is for pricing to decide. */
export interface CartCoupon {
  readonly code: string;
}

/** The car a car-pickup order is brought to. */
export interface CarDetails {
  readonly model: string;
  readonly color: string;
  readonly plateNumber: string;
}

/**
 * The customer's cart (spec section 3, "Cart"): its lines and what goes with them. Amounts are
 * priced elsewhere; the cart holds choices.
 */
export interface CartState {
  readonly items: readonly CartLine[];
  readonly note: string;
  readonly orderType: SellingType | null;
  readonly coupon: CartCoupon | null;
  /** The dine-in table's id. */
  readonly table: number | null;
  readonly car: CarDetails | null;
  readonly name: string;
  readonly phone: string;
  /** Spec section 9: "Default payment_type is 2" (cash). */
  readonly paymentType: number;
  /** The address, coupon code and area id the URL query carried. */
  readonly queriedAddress: string | null;
  readonly queriedCouponCode: string | null;
  readonly queriedAreaId: number | null;
}

/** A cart with nothing chosen yet. */
export const emptyCart: CartState = {
  items: [],
  note: "",
  orderType: null,
  coupon: null,
  table: null,
  car: null,
  name: "",
  phone: "",
  paymentType: 2,
  queriedAddress: null,
  queriedCouponCode: null,
  queriedAreaId: null,
};
