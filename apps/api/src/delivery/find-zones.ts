import type { AreaDto, CheckoutSettings, ZoneDto } from "@storefront/api-client";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.js";
import { areas, branches, businesses, zones } from "../db/schema/index.js";

/** A business as the delivery calls need it. */
export interface DeliveryBusiness {
  id: number;
  checkout: CheckoutSettings | null;
}

/** The business with this reference, or undefined. `(await findDeliveryBusiness(db, "demo"))?.id` */
export async function findDeliveryBusiness(
  db: Database,
  referenceId: string,
): Promise<DeliveryBusiness | undefined> {
  const [business] = await db
    .select({ id: businesses.id, checkout: businesses.checkout })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  return business;
}

/**
 * Every delivery zone of a business's branches with its areas, shaped as the spec's section 3
 * gives them: branch by branch in the business's order, zones and areas in the order drawn.
 * Hidden zones are included with `visible: false`, so a storefront can clear a stale selection.
 * `(await findZones(db, businessId))[0]?.areas.length`
 */
export async function findZones(db: Database, businessId: number): Promise<ZoneDto[]> {
  const zoneRows = await db
    .select({
      id: zones.id,
      visible: zones.visible,
      fee: zones.fee,
      minOrder: zones.minOrder,
      deliveryTime: zones.deliveryTime,
      unit: zones.unit,
      branchId: zones.branchId,
      name: zones.name,
      color: zones.color,
      shape: zones.shape,
    })
    .from(zones)
    .innerJoin(branches, eq(branches.id, zones.branchId))
    .where(eq(branches.businessId, businessId))
    .orderBy(asc(branches.position), asc(branches.id), asc(zones.id));
  if (zoneRows.length === 0) return [];

  const areaRows = await db
    .select()
    .from(areas)
    .where(
      inArray(
        areas.zoneId,
        zoneRows.map((zone) => zone.id),
      ),
    )
    .orderBy(asc(areas.id));
  const areasByZone = new Map<number, AreaDto[]>();
  for (const area of areaRows) {
    const list = areasByZone.get(area.zoneId) ?? [];
    list.push({
      id: area.id,
      name: area.name,
      parent_name: area.parentName,
      osm_id: area.osmId,
      shape: area.shape,
      zone_id: area.zoneId,
      branch: area.branchId,
    });
    areasByZone.set(area.zoneId, list);
  }

  return zoneRows.map((zone) => ({
    id: zone.id,
    visible: zone.visible,
    fees: zone.fee,
    min_order: zone.minOrder,
    delivery_time: zone.deliveryTime,
    unit: zone.unit,
    branch: zone.branchId,
    name: zone.name,
    color: zone.color,
    shape: zone.shape,
    areas: areasByZone.get(zone.id) ?? [],
  }));
}
