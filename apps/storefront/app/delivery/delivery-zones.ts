import type { AreaDto, ZoneDto } from "@storefront/api-client";
import type { Area, DeliveryZone } from "@storefront/domain";

/**
 * A zone of the zones answer as the domain's rules read it: the areas by id, no colour when none
 * is set. Names play no part in where a business delivers.
 */
export function toDeliveryZone(zone: ZoneDto): DeliveryZone {
  return {
    id: zone.id,
    visible: zone.visible,
    fees: zone.fees,
    min_order: zone.min_order,
    delivery_time: zone.delivery_time,
    unit: zone.unit,
    branch: zone.branch,
    name: "",
    color: zone.color ?? undefined,
    shape: zone.shape,
    areas: zone.areas.map((area) => area.id),
  };
}

/** An area of the zones answer as the domain's rules read it. */
export function toArea(area: AreaDto): Area {
  return {
    id: area.id,
    name: "",
    parent_name: null,
    osm_id: area.osm_id,
    shape: area.shape,
    zone_id: area.zone_id,
    branch: area.branch,
  };
}

/**
 * The zones that deliver for a branch: its own, and only the visible ones (spec 5: "Only visible
 * zones count").
 * `branchZones(zones, 1).every((zone) => zone.branch === 1 && zone.visible)`
 */
export function branchZones(zones: readonly ZoneDto[], branchId: number): ZoneDto[] {
  return zones.filter((zone) => zone.visible && zone.branch === branchId);
}

/** The area with this id among the visible zones of a branch, or null (a stale choice, spec 4). */
export function findBranchArea(
  zones: readonly ZoneDto[],
  branchId: number,
  areaId: number | null | undefined,
): AreaDto | null {
  if (areaId == null) return null;
  for (const zone of branchZones(zones, branchId)) {
    const area = zone.areas.find((candidate) => candidate.id === areaId);
    if (area) return area;
  }
  return null;
}
