import type { AreaDto } from "@storefront/api-client";
import { shapeContains } from "@storefront/domain";

/** A GeoJSON position: longitude, latitude. */
type Position = readonly number[];

/** A point as the cart keeps it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Where the pin starts for an area (docs/decisions/017-delivery-steps.md): its point, or the
 * centre of its outline (of its largest outline when it has several). A centre that falls outside
 * an odd-shaped outline gives way to the outline's first corner, which is on it.
 * `areaPoint({ type: "Point", coordinates: [48.096, 29.35] })` is `{ lat: 29.35, lng: 48.096 }`
 */
export function areaPoint(shape: AreaDto["shape"]): LatLng {
  if (shape.type === "Point") return toLatLng(shape.coordinates);
  const polygons = shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
  const rings = polygons.map((rings) => rings[0] ?? []).filter((ring) => ring.length > 0);
  const outline = rings.reduce<Position[]>(
    (largest, ring) => (Math.abs(ringArea(ring)) > Math.abs(ringArea(largest)) ? ring : largest),
    rings[0] ?? [],
  );
  const centre = ringCentre(outline);
  if (shapeContains(shape, [centre.lng, centre.lat])) return centre;
  return toLatLng(outline[0] ?? [0, 0]);
}

function toLatLng(position: Position): LatLng {
  return { lat: position[1] ?? 0, lng: position[0] ?? 0 };
}

/** Twice the signed area of a ring (the shoelace sum). */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The centroid of a ring's surface; the mean of its corners when it has none. */
function ringCentre(ring: Position[]): LatLng {
  const area = ringArea(ring);
  if (Math.abs(area) < 1e-12) {
    const corners = ring.length || 1;
    const lng = ring.reduce((sum, [x = 0]) => sum + x, 0) / corners;
    const lat = ring.reduce((sum, [, y = 0]) => sum + y, 0) / corners;
    return { lat, lng };
  }
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? [];
    const cross = x1 * y2 - x2 * y1;
    x += (x1 + x2) * cross;
    y += (y1 + y2) * cross;
  }
  return { lat: y / (3 * area), lng: x / (3 * area) };
}
