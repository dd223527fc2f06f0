import { defaultDeliveryFormType, type addressTypes } from "./address-type.js";

/**
 * The address type a delivery form starts with (spec section 3: "Residency defaults to house"): a
 * residency form (the default form type) starts on `house`; any other form type has no default and
 * the customer picks one.
 * `defaultAddressType("residency")` is `"house"`.
 */
export function defaultAddressType(
  formType: string = defaultDeliveryFormType,
): keyof typeof addressTypes | undefined {
  return formType === defaultDeliveryFormType ? "house" : undefined;
}
