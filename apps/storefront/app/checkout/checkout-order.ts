import type { CheckoutContext, CheckoutOrder } from "./checkout-shapes";
import { isShippingOrder } from "./is-shipping-order";

/**
 * What the order says, from the checkout's context: only the choices its selling type asks for
 * (a car saved on an earlier visit is not sent with a delivery), the shipping country only for a
 * shipping order, and the gift only where the business enables gifts for delivery.
 * `checkoutOrder(dineInContext).pin` is null.
 */
export function checkoutOrder(context: CheckoutContext): CheckoutOrder {
  const delivery = context.sellingType === "delivery";
  const shipping = isShippingOrder(context);
  const gifts = delivery && context.settings.delivery.enable_gift;
  return {
    sellingType: context.sellingType,
    area: delivery && !shipping ? context.area : null,
    country: shipping ? context.country : null,
    pin: delivery ? context.pin : null,
    address: delivery ? context.address : null,
    tableId: context.sellingType === "dine_in" ? context.tableId : null,
    car:
      context.sellingType === "car_pickup" && context.settings.car_pickup.show_car_info
        ? context.car
        : null,
    details: gifts ? context.details : { ...context.details, gift: null },
  };
}
