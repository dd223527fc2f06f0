import { appliesShipping, mayAsk } from "@storefront/domain";
import type { CheckoutContext } from "./checkout-shapes";

/**
 * Whether the checkout is a shipping order: an order to a place in a chosen country other than the
 * business's, with shipping on (spec 5, the domain's `appliesShipping`).
 * `isShippingOrder({ ...context, country: saudiArabia })` is true for a Kuwaiti business that ships.
 */
export function isShippingOrder(
  context: Pick<CheckoutContext, "sellingType" | "settings" | "country" | "businessCountry">,
): boolean {
  return (
    mayAsk(context.sellingType, "place") &&
    appliesShipping({
      shippingEnabled: context.settings.delivery.shipping,
      country: context.country,
      businessCountry: context.businessCountry,
    })
  );
}
