import type { DeliverySelection } from "./zone-shapes.js";

/**
 * Spec section 4: "Reset clears area, delivery form, location, zone and shipping." Anything else
 * the state holds (saved locations, orders) stays.
 * `resetDeliverySelection(selection).zone === null`
 */
export function resetDeliverySelection<S extends DeliverySelection>(selection: S): S {
  return {
    ...selection,
    area: null,
    deliveryForm: null,
    location: null,
    zone: null,
    shipping: null,
  };
}
