import { assert } from "../shared/assert.js";
import { ZONE_INVARIANT } from "./invariants.js";
import {
  defaultDeliveryTime,
  defaultDeliveryTimeUnit,
  type DeliveryTimeUnit,
  type DeliveryZone,
} from "./zone-shapes.js";

/** What delivering to a zone costs and takes. Amounts are minor units. */
export interface ZoneDeliveryTerms {
  readonly zoneId: number;
  /** Spec section 9: "Local fee: the zone's fee." */
  readonly fee: number;
  readonly minimumOrder: number;
  readonly deliveryTime: number;
  readonly unit: DeliveryTimeUnit;
  /** The delivery time in minutes (hour 60, day 1440). */
  readonly deliveryMinutes: number;
}

const minutesPerUnit: Readonly<Record<DeliveryTimeUnit, number>> = {
  minute: 1,
  hour: 60,
  day: 1440,
};

/**
 * A zone's fee, minimum order and delivery time, with the spec's defaults (section 9: "Default
 * delivery time 30, unit minute").
 * `zoneDeliveryTerms({ ...zone, fees: 500, delivery_time: null })` has `fee: 500, deliveryTime: 30, unit: "minute"`
 */
export function zoneDeliveryTerms(zone: DeliveryZone): ZoneDeliveryTerms {
  assert(
    Number.isSafeInteger(zone.fees) && Number.isSafeInteger(zone.min_order),
    ZONE_INVARIANT.AMOUNT_NOT_AN_INTEGER,
  );
  const deliveryTime = zone.delivery_time ?? defaultDeliveryTime;
  const unit = zone.unit ?? defaultDeliveryTimeUnit;
  return {
    zoneId: zone.id,
    fee: zone.fees,
    minimumOrder: zone.min_order,
    deliveryTime,
    unit,
    deliveryMinutes: deliveryTime * minutesPerUnit[unit],
  };
}
