import { sellingTypeRow } from "../selling-types/selling-type-rules.js";
import type { SellingType } from "../selling-types/selling-type-table.js";
import type { ScheduledOrders } from "./shift-shapes.js";

/**
 * Tells whether a customer can order with a selling type (spec section 4, "Shop open state":
 * "Ordering is available when open or when scheduled orders are enabled; dine-in also needs the
 * business cart flag").
 * `isOrderingAvailable({ sellingType: "car_pickup", open: false, scheduledOrders: { on: true, only_schedule: false } })` is true.
 */
export function isOrderingAvailable(state: {
  sellingType: SellingType;
  /** The result of `isSellingTypeOpen`. */
  open: boolean;
  /** The selling type's scheduled-order settings; dine-in has none. */
  scheduledOrders?: ScheduledOrders | null | undefined;
  /** The business's cart flag, which dine-in needs. */
  cartEnabled?: boolean | undefined;
}): boolean {
  const openOrScheduled = state.open || state.scheduledOrders?.on === true;
  if (sellingTypeRow(state.sellingType).needsCartFlag) {
    return openOrScheduled && state.cartEnabled === true;
  }
  return openOrScheduled;
}
