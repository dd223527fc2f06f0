import type { CalcOrderAnswer } from "@storefront/api-client";
import { type PricedCart, paymentTotals } from "@storefront/domain";

/**
 * What each payment method would be charged for a priced cart (ADR 039): the business's methods,
 * and the one the cart was priced for when the business no longer takes it, each by the domain's
 * `paymentTotals` on the amount left after the wallet.
 */
export function toPaymentTotals(
  priced: PricedCart,
  paymentMethods: readonly number[],
): CalcOrderAnswer["payment_totals"] {
  const methods = paymentMethods.includes(priced.paymentType)
    ? paymentMethods
    : [...paymentMethods, priced.paymentType];
  return paymentTotals(priced.payableBeforeWallet - priced.wallet, priced.currency, methods).map(
    ({ paymentType, cashRounding, total }) => ({
      payment_type: paymentType,
      cash_rounding: cashRounding,
      total,
    }),
  );
}
