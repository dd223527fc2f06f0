import {
  clearStaleArea,
  clearStaleShipping,
  defaultPaymentType,
  type DeliverySelection,
} from "@storefront/domain";
import type { CheckoutContext, CheckoutInput } from "./checkout-shapes";
import { initialSchedule } from "./initial-schedule";

const nothingSelected: DeliverySelection = {
  area: null,
  deliveryForm: null,
  location: null,
  zone: null,
  shipping: null,
};

/**
 * The machine's first context. The area sheet offers only areas of the serving branch whose zone
 * is visible, and the branch's countries while shipping is on (spec 4, "Delivery selection", the
 * domain's `clearStaleArea` and `clearStaleShipping`); a saved choice outside them is dropped. The
 * details start from the customer's saved name, phone and coupon, the schedule of spec 4, and cash
 * (spec 9: default payment_type 2) when the business takes it, else its first method.
 */
export function initialContext(input: CheckoutInput): CheckoutContext {
  const { saved, customer, ...given } = input;
  const areas = input.areas.filter(
    (area) =>
      clearStaleArea(
        { ...nothingSelected, area },
        { currentBranchId: input.branchId, zones: input.zones },
      ).area !== null,
  );
  const countries = input.countries.filter(
    (shipping) =>
      clearStaleShipping(
        { ...nothingSelected, shipping },
        { shippingEnabled: input.settings.delivery.shipping, currentBranchId: input.branchId },
      ).shipping !== null,
  );
  const country = countries.find((each) => each.id === saved?.countryId) ?? null;
  const payments = input.settings.payment_methods;
  return {
    ...given,
    areas,
    countries,
    area: areas.find((each) => each.id === saved?.areaId) ?? null,
    country,
    pin: null,
    zone: null,
    address: saved?.address ?? null,
    tableId: null,
    car: saved?.car ?? null,
    customerPhone: customer?.phone ?? "",
    details: {
      name: customer?.name ?? "",
      phone: customer?.phone ?? "",
      schedule: initialSchedule({ ...given, country }),
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
    error: null,
    failedStep: null,
  };
}
