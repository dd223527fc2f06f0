import { chooseScheduleType, isSellingTypeOpen, type ScheduleType } from "@storefront/domain";
import type { ScheduleContext } from "./checkout-shapes";
import { isShippingOrder } from "./is-shipping-order";

/**
 * The schedule type of spec 4 for this checkout: "now" when the selling type is open (a shipping
 * order always is) and not schedule-only; "later" when closed or schedule-only.
 * `preferredScheduleType({ ...context, shifts: closedToday })` is "later".
 */
export function preferredScheduleType(context: ScheduleContext): ScheduleType {
  const open = isSellingTypeOpen({
    sellingType: context.sellingType,
    shifts: context.shifts,
    shipping: isShippingOrder(context),
  });
  return chooseScheduleType({
    open,
    scheduledOrders: context.settings[context.sellingType].scheduled_orders,
  });
}
