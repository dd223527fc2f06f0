import { shapeContains } from "./shape-contains.js";
import { visibleZones } from "./visible-zones.js";
import type { DeliveryZone, LngLat } from "./zone-shapes.js";

/**
 * The visible zone that delivers to a location, or undefined when no visible zone contains it.
 * Where visible zones overlap, the lowest fee wins, then the lowest id, so the answer does not
 * depend on the order the zones arrive in.
 * `findDeliveryZone([47.98, 29.37], zones)?.id === 3`
 */
export function findDeliveryZone<Z extends DeliveryZone>(
  point: LngLat,
  zones: readonly Z[],
): Z | undefined {
  let best: Z | undefined;
  for (const zone of visibleZones(zones)) {
    if (!shapeContains(zone.shape, point)) continue;
    if (
      best === undefined ||
      zone.fees < best.fees ||
      (zone.fees === best.fees && zone.id < best.id)
    ) {
      best = zone;
    }
  }
  return best;
}
