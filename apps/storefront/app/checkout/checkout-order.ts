import { checkoutAsks, mayAsk } from "@storefront/domain";
import type { CheckoutContext, CheckoutOrder } from "./checkout-shapes";
import { isShippingOrder } from "./is-shipping-order";

/**
 * What the order says, from the checkout's context: only the choices its selling type asks for
 * (the domain's `checkoutAsks`: a car saved on an earlier visit is not sent with a delivery, a
 * gift only where the business enables gifts), the shipping country only for a shipping order.
 * `checkoutOrder(dineInContext).pin` is null.
 */
export function checkoutOrder(context: CheckoutContext): CheckoutOrder {
  const { sellingType } = context;
  const asks = checkoutAsks(sellingType, context.settings[sellingType]);
  const place = asks.includes("place");
  const shipping = isShippingOrder(context);
  return {
    sellingType,
    area: place && !shipping ? context.area : null,
    country: shipping ? context.country : null,
    pin: place ? context.pin : null,
    address: place ? context.address : null,
    tableId: mayAsk(sellingType, "table") ? context.tableId : null,
    car: asks.includes("car") ? context.car : null,
    details: asks.includes("gift") ? context.details : { ...context.details, gift: null },
  };
}
