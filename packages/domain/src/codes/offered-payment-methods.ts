import { paymentMethods } from "./payment-method.js";

/**
 * The business's payment methods an order may use: all of them, but cash for an order shipped to
 * another country, where nobody of the business hands it over to take the money.
 * `offeredPaymentMethods({ methods: [2, 4], shipping: true })` is `[4]`.
 */
export function offeredPaymentMethods({
  methods,
  shipping,
}: {
  /** The business's payment method codes (spec 9), in its order. */
  readonly methods: readonly number[];
  /** Whether the order ships abroad (the domain's `appliesShipping`). */
  readonly shipping: boolean;
}): number[] {
  return shipping ? methods.filter((method) => method !== paymentMethods.cash) : [...methods];
}
