import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Point, Polygon, Position } from "geojson";
import { assert } from "../shared/assert.js";
import { ZONE_INVARIANT } from "./invariants.js";
import type { LngLat } from "./zone-shapes.js";

/**
 * Whether a location lies inside a zone's or an area's shape; a point on the border counts as
 * inside. A Point shape has no inside. Open rings are closed first and a ring of fewer than three
 * corners contains nothing, so a badly drawn zone rejects locations instead of failing the check.
 * `shapeContains(square, [47.98, 29.37]) === true`
 */
export function shapeContains(shape: Point | Polygon | MultiPolygon, point: LngLat): boolean {
  assert(Number.isFinite(point[0]) && Number.isFinite(point[1]), ZONE_INVARIANT.POINT_NOT_FINITE);
  if (shape.type === "Point") return false;
  const polygons = shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
  const drawn = polygons.map((rings) => rings.map(closeRing)).filter(hasInside);
  if (drawn.length === 0) return false;
  // A fresh geometry: a stale `bbox` on the API's shape must not decide containment.
  return booleanPointInPolygon([point[0], point[1]], { type: "MultiPolygon", coordinates: drawn });
}

function closeRing(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first === undefined || last === undefined) return ring;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

function hasInside(rings: Position[][]): boolean {
  return (rings[0]?.length ?? 0) >= 4;
}
