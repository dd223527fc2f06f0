import type { AreaDto, ZoneDto } from "@storefront/api-client";
import { checkDeliveryLocation, findDeliveryZone, shapeContains } from "@storefront/domain";
import { areaPoint, type LatLng } from "./area-point";
import { branchZones, findBranchArea, toArea, toDeliveryZone } from "./delivery-zones";

/** What the map step makes of a pin. */
export type PinVerdict =
  | { ok: true; zoneId: number; areaId: number | null }
  | {
      ok: false;
      code: "OUTSIDE_DELIVERY_ZONES";
      /** A branch of the business with a visible zone there, to suggest; null when none. */
      otherBranchId: number | null;
    };

/**
 * Whether the branch delivers to a pin (spec 5: "A location must lie inside the selected area's
 * polygon or inside a visible zone. Only visible zones count."), by the domain's
 * `checkDeliveryLocation` on the branch's own zones. The area kept with a delivered pin is the
 * drawn area that contains it, else the chosen area when its zone delivers, else the nearest area
 * of the delivering zone. Outside them all, a visible zone of another branch may deliver there.
 * `judgePin({ lat: 29.34, lng: 48.08 }, { zones, branchId: 1, chosenAreaId: 2 })` is `{ ok: true, zoneId: 1, areaId: 1 }`
 */
export function judgePin(
  pin: LatLng,
  input: { zones: readonly ZoneDto[]; branchId: number; chosenAreaId: number | null },
): PinVerdict {
  const point = [pin.lng, pin.lat] as const;
  const own = branchZones(input.zones, input.branchId);
  const chosen = findBranchArea(input.zones, input.branchId, input.chosenAreaId);
  const check = checkDeliveryLocation({
    point,
    selectedArea: chosen && toArea(chosen),
    zones: own.map(toDeliveryZone),
  });
  if (check.ok) {
    const zone = own.find((candidate) => candidate.id === check.zone.id);
    return { ok: true, zoneId: check.zone.id, areaId: keptArea(pin, zone, own, chosen) };
  }
  const elsewhere = findDeliveryZone(
    point,
    input.zones.filter((zone) => zone.branch !== input.branchId).map(toDeliveryZone),
  );
  return { ok: false, code: "OUTSIDE_DELIVERY_ZONES", otherBranchId: elsewhere?.branch ?? null };
}

function keptArea(
  pin: LatLng,
  zone: ZoneDto | undefined,
  own: readonly ZoneDto[],
  chosen: AreaDto | null,
): number | null {
  const drawn = own
    .flatMap((candidate) => candidate.areas)
    .find((area) => shapeContains(area.shape, [pin.lng, pin.lat]));
  if (drawn) return drawn.id;
  if (!zone) return null;
  if (chosen && chosen.zone_id === zone.id) return chosen.id;
  let nearest: { id: number; distance: number } | null = null;
  for (const area of zone.areas) {
    const centre = areaPoint(area.shape);
    // Degrees are close enough to compare distances inside one zone.
    const distance = Math.hypot(
      (centre.lng - pin.lng) * Math.cos((pin.lat * Math.PI) / 180),
      centre.lat - pin.lat,
    );
    if (!nearest || distance < nearest.distance) nearest = { id: area.id, distance };
  }
  return nearest?.id ?? null;
}
