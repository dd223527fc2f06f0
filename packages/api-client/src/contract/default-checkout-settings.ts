import { sellingTypes } from "@storefront/domain";
import { addressFieldsOf } from "./address-formats.js";
import { type CheckoutSettings, type ScheduledOrdersDto } from "./checkout-settings.js";

/** Spec 9: "Default payment_type is 2" (cash). */
const cashPaymentType = 2;

const noSchedule: ScheduledOrdersDto = {
  on: false,
  only_schedule: false,
  min_advance: null,
  max_advance: null,
};

/**
 * The checkout settings a business has when it set none: cash only (spec 9: default payment_type 2),
 * every selling type enabled, no scheduled orders, no minimum, the residency form.
 */
export const defaultCheckoutSettings: CheckoutSettings = {
  payment_methods: [cashPaymentType],
  exclusive_tax_basis_points: 0,
  delivery: {
    enabled: true,
    min_order: 0,
    shipping: false,
    scheduled_orders: noSchedule,
    form_type: "residency",
    // Spec 3: residency defaults to house, in the Kuwaiti form (ADR 044).
    fields: addressFieldsOf("KW"),
    drop_pin: true,
    enable_gift: false,
  },
  dine_in: {
    enabled: true,
    label: "dinein",
    table_label: null,
    floor_label: null,
    scheduled_orders: noSchedule,
  },
  car_pickup: { enabled: true, show_car_info: true, scheduled_orders: noSchedule },
};

/**
 * Builds settings from the defaults with the parts a business changes: each selling type's
 * settings over its defaults, so a type the business never set keeps them.
 */
export function checkoutSettings(overrides: {
  [K in keyof CheckoutSettings]?: CheckoutSettings[K] extends object
    ? Partial<CheckoutSettings[K]>
    : CheckoutSettings[K];
}): CheckoutSettings {
  const base = defaultCheckoutSettings;
  return {
    ...base,
    ...overrides,
    payment_methods: overrides.payment_methods ?? base.payment_methods,
    ...Object.fromEntries(
      sellingTypes.map((type) => [type, { ...base[type], ...overrides[type] }]),
    ),
  } as CheckoutSettings;
}
