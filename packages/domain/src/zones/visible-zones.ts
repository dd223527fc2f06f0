import type { DeliveryZone } from "./zone-shapes.js";

/**
 * The zones that count for delivery (spec section 5: "Only visible zones count.").
 * `visibleZones([{ ...a, visible: true }, { ...b, visible: false }])` is `[a]`
 */
export function visibleZones<Z extends DeliveryZone>(zones: readonly Z[]): Z[] {
  return zones.filter((zone) => zone.visible);
}
