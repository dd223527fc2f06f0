import {
  type Area,
  checkDeliveryLocation,
  type DeliveryZone,
  pickText,
  shapeContains,
} from "@storefront/domain";
import { and, eq, type SQL } from "drizzle-orm";
import { toDeliveryZone } from "./to-delivery-zone.js";
import type { Database } from "../db/database.js";
import { areas, zones } from "../db/schema/index.js";
import { areaIdOfPlace } from "../geocoding/database-geocoder.js";
import { distanceKm } from "../geocoding/distance-km.js";

/** Where a chosen place stands for delivery: its area, the zone that delivers there, if any. */
export interface PlaceDelivery {
  area_id: number | null;
  zone_id: number | null;
  deliverable: boolean;
}

/**
 * Resolves a chosen place against the delivery zones (of one branch when `branchId` is given,
 * else of every branch the server knows) with the domain's checkDeliveryLocation: only visible
 * zones deliver, and an area chosen by its place id counts while its zone is visible. The area
 * answered is one of the delivering zone: the chosen one, else the drawn area containing the
 * place, else the zone's nearest pinned area, so the storefront can preselect it.
 * `await settlePlace(db, { lat: 29.335, lng: 48.08, placeId: "area:1" })` is deliverable.
 */
export async function settlePlace(
  db: Database,
  place: { lat: number; lng: number; placeId: string; branchId?: number | undefined },
): Promise<PlaceDelivery> {
  const inBranch = (column: typeof zones.branchId | typeof areas.branchId): SQL | undefined =>
    place.branchId === undefined ? undefined : eq(column, place.branchId);

  const zoneRows = await db.select().from(zones).where(inBranch(zones.branchId));
  const candidates: DeliveryZone[] = zoneRows.map(toDeliveryZone);

  const chosenAreaId = areaIdOfPlace(place.placeId);
  const [chosen] =
    chosenAreaId === null
      ? []
      : await db
          .select()
          .from(areas)
          .where(and(eq(areas.id, chosenAreaId), inBranch(areas.branchId)));
  const selectedArea: Area | null = chosen
    ? {
        id: chosen.id,
        name: pickText(chosen.name, "en"),
        shape: chosen.shape,
        zone_id: chosen.zoneId,
        branch: chosen.branchId,
      }
    : null;

  const check = checkDeliveryLocation({
    point: [place.lng, place.lat],
    selectedArea,
    zones: candidates,
  });
  if (!check.ok) return { area_id: null, zone_id: null, deliverable: false };

  if (selectedArea?.zone_id === check.zone.id) {
    return { area_id: selectedArea.id, zone_id: check.zone.id, deliverable: true };
  }
  const zoneAreas = await db.select().from(areas).where(eq(areas.zoneId, check.zone.id));
  const drawn = zoneAreas.find((area) => shapeContains(area.shape, [place.lng, place.lat]));
  let nearest: { id: number; km: number } | undefined;
  for (const area of zoneAreas) {
    if (area.shape.type !== "Point") continue;
    const [lng = 0, lat = 0] = area.shape.coordinates;
    const km = distanceKm(place, { lat, lng });
    if (!nearest || km < nearest.km) nearest = { id: area.id, km };
  }
  return { area_id: drawn?.id ?? nearest?.id ?? null, zone_id: check.zone.id, deliverable: true };
}
