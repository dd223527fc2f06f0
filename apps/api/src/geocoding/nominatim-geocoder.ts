import { z } from "zod";
import { type Geocoder, GeocoderUnavailable, type Place } from "./geocoder.js";
import { listSeparator } from "./list-separator.js";
import { nominatimDisplayName } from "./nominatim-display-name.js";

export interface NominatimOptions {
  /** The Nominatim server, e.g. a self-hosted one: `https://nominatim.example.org/`. */
  readonly baseUrl: string;
  /** Injected so tests answer from recorded fixtures; the platform's by default. */
  readonly fetch?: typeof globalThis.fetch;
}

/** How many places a search answers at most. */
const searchLimit = 10;

// Nominatim's jsonv2 answers, only the fields read. Not strict: the server adds fields over time.
const addressSchema = z.record(z.string(), z.string());
const resultSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string(),
  address: addressSchema.optional(),
});
const searchAnswerSchema = z.array(resultSchema);
/** Reverse answers `{ "error": "Unable to geocode" }` where it knows nothing (the open sea). */
const reverseAnswerSchema = z.union([resultSchema, z.object({ error: z.string() })]);

/**
 * The geocoder port on a Nominatim server (spec 7): search with q, or with city and country;
 * reverse with lat, lon and zoom 18; always format jsonv2. A reverse result is named by the spec's
 * rule (nominatimDisplayName); a search result keeps Nominatim's own full name.
 * `await nominatimGeocoder({ baseUrl }).reverse({ lat: 29.337, lng: 48.079, language: "en" })`
 */
export function nominatimGeocoder({
  baseUrl,
  fetch: doFetch = globalThis.fetch,
}: NominatimOptions): Geocoder {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;

  async function ask(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      // Nominatim's usage policy asks every client to name itself.
      response = await doFetch(url, {
        headers: { Accept: "application/json", "User-Agent": "storefront-api" },
      });
    } catch (cause) {
      throw new GeocoderUnavailable("The map service could not be reached", { cause });
    }
    if (!response.ok) {
      throw new GeocoderUnavailable(`The map service answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (cause) {
      throw new GeocoderUnavailable("The map service answered without JSON", { cause });
    }
  }

  function read<T>(schema: z.ZodType<T>, json: unknown): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GeocoderUnavailable("The map service's answer was not jsonv2");
    return parsed.data;
  }

  return {
    async search({ q, city, country, language }) {
      // Nominatim refuses free text mixed with structured fields, so q wins when given.
      const what: Record<string, string> = q
        ? { q }
        : Object.fromEntries(
            Object.entries({ city, country }).filter(
              (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
            ),
          );
      if (Object.keys(what).length === 0) return [];
      const json = await ask("search", {
        ...what,
        format: "jsonv2",
        addressdetails: "1",
        limit: String(searchLimit),
        "accept-language": language,
      });
      return read(searchAnswerSchema, json).map((result): Place => ({
        place_id: String(result.place_id),
        display_name: result.display_name,
        lat: result.lat,
        lng: result.lon,
      }));
    },

    async reverse({ lat, lng, language }) {
      const json = await ask("reverse", {
        lat: String(lat),
        lon: String(lng),
        zoom: "18",
        format: "jsonv2",
        addressdetails: "1",
        "accept-language": language,
      });
      const result = read(reverseAnswerSchema, json);
      if ("error" in result) return null;
      return {
        place_id: String(result.place_id),
        display_name:
          nominatimDisplayName(result.address ?? {}, listSeparator(language)) ||
          result.display_name,
        lat: result.lat,
        lng: result.lon,
      };
    },
  };
}
