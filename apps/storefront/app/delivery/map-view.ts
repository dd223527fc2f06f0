import type { AreaDto, LocalizedText, ZoneDto } from "@storefront/api-client";
import { branchZones } from "./delivery-zones";

/** A zone as the map draws it: its outline in its colour, with its name for the legend. */
export interface MapZone {
  id: number;
  name: string;
  /** The zone's colour; null draws it in the theme's primary colour. */
  color: string | null;
  shape: ZoneDto["shape"];
}

/** A drawn area the map outlines (an area that is only a point has nothing to outline). */
export interface MapArea {
  name: string;
  shape: Exclude<AreaDto["shape"], { type: "Point" }>;
}

/** A CSS colour a zone may be drawn in: a hex code, or rgb()/hsl() with plain numbers. */
const safeColor = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/]+\))$/i;

/**
 * The map's view of the branch's visible zones (spec 5) and of the chosen area, names in the
 * interface language. A colour that is not a plain CSS colour is dropped rather than trusted.
 * `mapZones(zones, 1, text)[0]` is `{ id: 1, name: "Salmiya", color: "#8a1c2b", shape }`
 */
export function mapZones(
  zones: readonly ZoneDto[],
  branchId: number,
  text: (value: LocalizedText) => string,
): MapZone[] {
  return branchZones(zones, branchId).map((zone) => ({
    id: zone.id,
    name: text(zone.name),
    color: zone.color && safeColor.test(zone.color.trim()) ? zone.color.trim() : null,
    shape: zone.shape,
  }));
}

/** The chosen area's outline, or null when it is only a point. */
export function mapArea(
  area: AreaDto | null,
  text: (value: LocalizedText) => string,
): MapArea | null {
  if (!area || area.shape.type === "Point") return null;
  return { name: text(area.name), shape: area.shape };
}
