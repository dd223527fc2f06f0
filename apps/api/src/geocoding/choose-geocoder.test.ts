import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { parseEnv } from "../env.js";
import { chooseGeocoder } from "./choose-geocoder.js";

describe("GEOCODER and NOMINATIM_URL", () => {
  it("default to the database's areas", () => {
    expect(parseEnv({}).GEOCODER).toBe("database");
  });

  it("refuse Nominatim without its server, or a server that is not http(s)", () => {
    expect(() => chooseGeocoder(parseEnv({ GEOCODER: "nominatim" }), {} as Database)).toThrow(
      /NOMINATIM_URL/,
    );
    expect(() => parseEnv({ GEOCODER: "nominatim", NOMINATIM_URL: "ftp://maps.example/" })).toThrow(
      /NOMINATIM_URL/,
    );
    expect(() => parseEnv({ GEOCODER: "google" })).toThrow(/GEOCODER/);
  });

  it("choose Nominatim at the configured server", async () => {
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      asked.push(String(input));
      return new Response('{ "error": "Unable to geocode" }');
    };
    const settings = parseEnv({ GEOCODER: "nominatim", NOMINATIM_URL: "https://maps.example/osm" });
    // The database is never touched on this path.
    const geocoder = chooseGeocoder(settings, {} as Database, fetch);
    await geocoder.reverse({ lat: 29.33, lng: 48.07, language: "en" });
    expect(asked[0]).toMatch(/^https:\/\/maps\.example\/osm\/reverse\?/);
  });
});
