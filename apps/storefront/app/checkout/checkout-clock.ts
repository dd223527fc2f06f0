import { inBusinessZone, type BusinessTime } from "@storefront/domain";
import type { CheckoutContext } from "./checkout-shapes";

/**
 * The checkout's `now` in the business's time zone, for the domain's schedule rules.
 * `checkoutClock({ now: "2026-11-23T07:00:00Z", timeZone: "Asia/Kuwait" }).hour` is 10.
 */
export function checkoutClock(context: Pick<CheckoutContext, "now" | "timeZone">): BusinessTime {
  return inBusinessZone(Date.parse(context.now), context.timeZone);
}
