import type { DeliveryAddress, LocationBody, SavedLocation } from "@storefront/api-client";
import { addressFieldOrder } from "../delivery/address-field-rules";

/**
 * A saved location as the cart's delivery (docs/decisions/031-saved-locations.md): its area, point,
 * type and address fields. The order is still checked against the zones by the server.
 * `locationDelivery(home).area_id === home.area_id`
 */
export function locationDelivery(location: SavedLocation): DeliveryAddress {
  const delivery: DeliveryAddress = {
    area_id: location.area_id,
    lat: location.lat,
    lng: location.lng,
    type: location.type,
  };
  for (const name of addressFieldOrder) {
    const value = location[name];
    if (value) delivery[name] = value;
  }
  return delivery;
}

/** The cart's delivery as a new location's body, named `title`. */
export function deliveryLocationBody(delivery: DeliveryAddress, title: string): LocationBody {
  const { area_id: _area, ...rest } = delivery;
  return { ...rest, title };
}

/** Whether the cart's delivery is already one of the saved locations: the same point. */
export function isSavedDelivery(
  delivery: Pick<DeliveryAddress, "lat" | "lng">,
  locations: readonly Pick<SavedLocation, "lat" | "lng">[],
): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return locations.some(
    (location) => near(location.lat, delivery.lat) && near(location.lng, delivery.lng),
  );
}
