import type { PlaceDto } from "@storefront/api-client";

/** A place a geocoder found: its id at that geocoder, a name a person reads, and where it is. */
export type Place = PlaceDto;

/** What to look for: free text (`q`), or a city and a country; names come back in `language`. */
export interface PlaceSearch {
  readonly q?: string;
  readonly city?: string;
  readonly country?: string;
  readonly language: string;
}

/** A point to name; names come back in `language`. */
export interface PointToName {
  readonly lat: number;
  readonly lng: number;
  readonly language: string;
}

/**
 * The map service of the spec's section 7 as a port: search by text and name a point. The
 * database adapter answers from the delivery areas; the Nominatim adapter asks an OSM server.
 */
export interface Geocoder {
  /** Places matching the search, best first; none when nothing matches. */
  search(query: PlaceSearch): Promise<Place[]>;
  /** The place at a point, or null when the geocoder knows none there. */
  reverse(point: PointToName): Promise<Place | null>;
}

/** The geocoder could not answer (unreachable, or an answer it cannot read): the customer may retry. */
export class GeocoderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GeocoderUnavailable";
  }
}
