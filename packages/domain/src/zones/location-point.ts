import type { LngLat } from "./zone-shapes.js";

/**
 * A location's `lat` and `lng` as a GeoJSON point, longitude first, so that no caller has to
 * remember the order. `locationPoint({ lat: 29.37, lng: 47.98 })` is `[47.98, 29.37]`
 */
export function locationPoint(location: { readonly lat: number; readonly lng: number }): LngLat {
  return [location.lng, location.lat];
}
