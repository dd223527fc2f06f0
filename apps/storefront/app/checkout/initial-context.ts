import { defaultPaymentType } from "@storefront/domain";
import type { CheckoutContext, CheckoutInput } from "./checkout-shapes";
import { initialSchedule } from "./initial-schedule";

const noPlace = { area: null, country: null, pin: null, address: null };

/**
 * The machine's first context: the delivery's place as chosen, the cart's table and car, and
 * details that start from the customer's saved name, phone and coupon, the schedule of spec 4,
 * and cash (spec 9: default payment_type 2) when the business takes it, else its first method.
 */
export function initialContext(input: CheckoutInput): CheckoutContext {
  const { place, saved, customer, ...given } = input;
  const chosen = place ?? noPlace;
  const payments = input.settings.payment_methods;
  return {
    ...given,
    ...chosen,
    tableId: saved?.tableId ?? null,
    car: saved?.car ?? null,
    customerPhone: customer?.phone ?? "",
    details: {
      name: customer?.name ?? "",
      phone: customer?.phone ?? "",
      schedule: initialSchedule({ ...given, country: chosen.country }),
      paymentType: payments.includes(defaultPaymentType)
        ? defaultPaymentType
        : (payments[0] ?? defaultPaymentType),
      couponCode: saved?.couponCode ?? "",
      note: "",
      gift: null,
    },
    quote: null,
    priceChanged: false,
    placed: null,
    refusal: null,
    error: null,
    failedStep: null,
  };
}
