import type { LocalizedText } from "@storefront/api-client";
import { normalizeSearchText, pickText, shapeContains } from "@storefront/domain";
import { asc } from "drizzle-orm";
import type { MultiPolygon, Point, Polygon } from "geojson";
import type { Database } from "../db/database.js";
import { areas } from "../db/schema/index.js";
import { distanceKm } from "./distance-km.js";
import type { Geocoder, Place } from "./geocoder.js";
import { listSeparator } from "./list-separator.js";

/** How many places a search answers at most. */
const searchLimit = 10;
/** A pin farther than this from the point does not name it: better no name than a wrong one. */
const nearestPinLimitKm = 10;

interface AreaRow {
  id: number;
  name: LocalizedText;
  parentName: LocalizedText | null;
  shape: Point | Polygon | MultiPolygon;
}

/** The place id of an area: `area:12`. setAddress reads it back to know the area chosen. */
export function areaPlaceId(areaId: number): string {
  return `area:${areaId}`;
}

/** The area id in a place id of this geocoder, or null for any other place id. */
export function areaIdOfPlace(placeId: string): number | null {
  const match = /^area:([1-9]\d{0,9})$/.exec(placeId);
  return match ? Number(match[1]) : null;
}

/**
 * The geocoder port answered from the database's delivery areas, so the product runs with no map
 * service. Search matches an area's name in any of its languages, or its governorate for `city`,
 * ignoring case, accents and Arabic spelling variants (the domain's normalizeSearchText); the
 * same place kept by two businesses is answered once. Reverse names a point by the drawn area
 * containing it, else by the nearest pinned area within 10 km.
 * `await databaseGeocoder(db).reverse({ lat: 29.335, lng: 48.08, language: "en" })` names Salmiya.
 */
export function databaseGeocoder(db: Database): Geocoder {
  // Areas are few (tens per business), so they are compared in memory with the domain's rules.
  const loadAreas = (): Promise<AreaRow[]> =>
    db
      .select({ id: areas.id, name: areas.name, parentName: areas.parentName, shape: areas.shape })
      .from(areas)
      .orderBy(asc(areas.id));

  return {
    async search({ q, city, language }) {
      const byName = normalizeSearchText(q ?? "");
      // Areas know their governorate but not their country: a country alone matches nothing.
      const byParent = normalizeSearchText(q ? "" : (city ?? ""));
      if (byName === "" && byParent === "") return [];
      const matches = (await loadAreas()).filter((area) =>
        byName !== ""
          ? someText(area.name, byName)
          : area.parentName !== null && someText(area.parentName, byParent),
      );
      const startsFirst = (area: AreaRow) =>
        Object.values(area.name).some((text) => normalizeSearchText(text).startsWith(byName))
          ? 0
          : 1;
      const places = new Map<string, Place>();
      for (const area of [...matches].sort((a, b) => startsFirst(a) - startsFirst(b))) {
        const place = areaPlace(area, language, representativePoint(area.shape));
        if (!places.has(place.display_name)) places.set(place.display_name, place);
      }
      return [...places.values()].slice(0, searchLimit);
    },

    async reverse({ lat, lng, language }) {
      const rows = await loadAreas();
      const drawn = rows.find((area) => shapeContains(area.shape, [lng, lat]));
      if (drawn) return areaPlace(drawn, language, { lat, lng });
      let nearest: { area: AreaRow; km: number } | undefined;
      for (const area of rows) {
        if (area.shape.type !== "Point") continue;
        const [pinLng = 0, pinLat = 0] = area.shape.coordinates;
        const km = distanceKm({ lat, lng }, { lat: pinLat, lng: pinLng });
        if (km <= nearestPinLimitKm && (!nearest || km < nearest.km)) nearest = { area, km };
      }
      return nearest ? areaPlace(nearest.area, language, { lat, lng }) : null;
    },
  };
}

function someText(text: LocalizedText, normalizedQuery: string): boolean {
  return Object.values(text).some((value) => normalizeSearchText(value).includes(normalizedQuery));
}

function areaPlace(area: AreaRow, language: string, at: { lat: number; lng: number }): Place {
  const name = pickText(area.name, language);
  const parent = area.parentName ? pickText(area.parentName, language) : "";
  return {
    place_id: areaPlaceId(area.id),
    display_name: parent ? `${name}${listSeparator(language)}${parent}` : name,
    lat: at.lat,
    lng: at.lng,
  };
}

/** Where to put a searched area's pin: its point, or the middle of its outline's corners. */
function representativePoint(shape: Point | Polygon | MultiPolygon): { lat: number; lng: number } {
  if (shape.type === "Point")
    return { lng: shape.coordinates[0] ?? 0, lat: shape.coordinates[1] ?? 0 };
  const ring = (shape.type === "Polygon" ? shape.coordinates[0] : shape.coordinates[0]?.[0]) ?? [];
  // The closing corner repeats the first; counting it twice would pull the middle towards it.
  const corners = ring.slice(0, -1);
  const sum = corners.reduce(
    (total, [lng = 0, lat = 0]) => ({ lng: total.lng + lng, lat: total.lat + lat }),
    {
      lng: 0,
      lat: 0,
    },
  );
  return { lng: sum.lng / Math.max(corners.length, 1), lat: sum.lat / Math.max(corners.length, 1) };
}
