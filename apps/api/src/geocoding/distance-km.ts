/**
 * Kilometres between two points, on a flat earth: within a city the error is far below a metre
 * per kilometre. `distanceKm({ lat: 29.33, lng: 48.07 }, { lat: 29.34, lng: 48.07 })` is about 1.1
 */
export function distanceKm(
  from: { readonly lat: number; readonly lng: number },
  to: { readonly lat: number; readonly lng: number },
): number {
  const kmPerDegree = 111.32;
  const dLat = (to.lat - from.lat) * kmPerDegree;
  const dLng = (to.lng - from.lng) * kmPerDegree * Math.cos((from.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}
