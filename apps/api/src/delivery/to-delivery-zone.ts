import { type DeliveryZone, pickText } from "@storefront/domain";
import type { zones } from "../db/schema/index.js";

/** A zone row as the domain's zone rules read it (its name in English: the rules never show it). */
export function toDeliveryZone(zone: typeof zones.$inferSelect): DeliveryZone {
  return {
    id: zone.id,
    visible: zone.visible,
    fees: zone.fee,
    min_order: zone.minOrder,
    delivery_time: zone.deliveryTime,
    unit: zone.unit,
    branch: zone.branchId,
    name: pickText(zone.name, "en"),
    shape: zone.shape,
  };
}
