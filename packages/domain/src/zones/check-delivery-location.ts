import { findDeliveryZone } from "./find-delivery-zone.js";
import { shapeContains } from "./shape-contains.js";
import { visibleZones } from "./visible-zones.js";
import type { Area, DeliveryZone, LngLat } from "./zone-shapes.js";

/** Whether a location can be delivered to, and by which zone. */
export type DeliveryLocationCheck<Z extends DeliveryZone = DeliveryZone> =
  | { readonly ok: true; readonly zone: Z; readonly matchedBy: "area" | "zone" }
  | { readonly ok: false; readonly code: "OUTSIDE_DELIVERY_ZONES" };

/**
 * Spec section 5: "A location must lie inside the selected area's polygon or inside a visible
 * zone. Only visible zones count." The selected area counts only while its own zone is visible,
 * and then delivers through that zone; otherwise the visible zone found for the location does.
 * `checkDeliveryLocation({ point: [47.98, 29.37], selectedArea: null, zones }).ok === true`
 */
export function checkDeliveryLocation<Z extends DeliveryZone>(input: {
  readonly point: LngLat;
  readonly selectedArea: Area | null | undefined;
  readonly zones: readonly Z[];
}): DeliveryLocationCheck<Z> {
  const { point, selectedArea, zones } = input;
  if (selectedArea) {
    const areaZone = visibleZones(zones).find((zone) => zone.id === selectedArea.zone_id);
    if (areaZone && shapeContains(selectedArea.shape, point)) {
      return { ok: true, zone: areaZone, matchedBy: "area" };
    }
  }
  const zone = findDeliveryZone(point, zones);
  return zone
    ? { ok: true, zone, matchedBy: "zone" }
    : { ok: false, code: "OUTSIDE_DELIVERY_ZONES" };
}
