import { placeSchema } from "@storefront/api-client";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GeocoderUnavailable } from "./geocoder.js";
import { listSeparator } from "./list-separator.js";
import { nominatimDisplayName } from "./nominatim-display-name.js";
import { nominatimGeocoder } from "./nominatim-geocoder.js";

const baseUrl = "https://nominatim.test/";

async function fixture(name: string): Promise<string> {
  return readFile(new URL(`../../test/fixtures/nominatim/${name}.json`, import.meta.url), "utf8");
}

/** A fetch that answers one recorded body and remembers the URLs it was asked. */
function recorded(body: string, status = 200) {
  const urls: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(new URL(String(input)));
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
  return { fetch, urls };
}

describe("nominatimDisplayName (spec 7)", () => {
  it("joins building, road, neighbourhood, suburb, district, quarter and city with ', '", () => {
    expect(
      nominatimDisplayName({
        building: "Al Hamra Tower",
        road: "Al Shuhada Street",
        neighbourhood: "Block 1",
        suburb: "Sharq",
        district: "D",
        quarter: "Q",
        city: "Kuwait City",
        state: "Capital Governorate",
      }),
    ).toBe("Al Hamra Tower, Al Shuhada Street, Block 1, Sharq, D, Q, Kuwait City");
  });

  it("takes the state only when there is no city, and skips empty parts", () => {
    expect(
      nominatimDisplayName({ road: " ", suburb: "Salmiya", state: "Hawalli Governorate" }),
    ).toBe("Salmiya, Hawalli Governorate");
    expect(nominatimDisplayName({ city: "", state: "Hawalli Governorate" })).toBe(
      "Hawalli Governorate",
    );
    expect(nominatimDisplayName({})).toBe("");
  });

  it("joins the parts with the language's separator: the Arabic comma in Arabic", () => {
    const address = { suburb: "السالمية", state: "محافظة حولي" };
    expect(nominatimDisplayName(address, listSeparator("ar"))).toBe("السالمية، محافظة حولي");
    expect(nominatimDisplayName(address, listSeparator("en"))).toBe("السالمية, محافظة حولي");
  });
});

describe("the Nominatim geocoder, on recorded answers", () => {
  it("reverse: asks lat, lon, zoom 18, jsonv2 and names a Salmiya road by the spec's rule", async () => {
    const server = recorded(await fixture("reverse-salmiya"));
    const place = await nominatimGeocoder({ baseUrl, fetch: server.fetch }).reverse({
      lat: 29.3372,
      lng: 48.079,
      language: "ar",
    });
    const url = server.urls[0];
    expect(url?.pathname).toBe("/reverse");
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({
      lat: "29.3372",
      lon: "48.079",
      zoom: "18",
      format: "jsonv2",
      "accept-language": "ar",
    });
    // No building and no city: the road, the block, the suburb and the state, joined with the
    // Arabic comma of the language asked.
    expect(place).toEqual({
      place_id: "241857391",
      display_name: "Salem Al Mubarak Street، Block 10، Salmiya، Hawalli Governorate",
      lat: 29.3372145,
      lng: 48.0789603,
    });
    expect(placeSchema.safeParse(place).success).toBe(true);
  });

  it("reverse: a Sharq tower is named building first and by its city, not its state", async () => {
    const server = recorded(await fixture("reverse-sharq"));
    const place = await nominatimGeocoder({ baseUrl, fetch: server.fetch }).reverse({
      lat: 29.379,
      lng: 47.9931,
      language: "en",
    });
    expect(place?.display_name).toBe("Al Hamra Tower, Al Shuhada Street, Sharq, Kuwait City");
  });

  it("reverse: nothing there (the open sea) is no place", async () => {
    const server = recorded(await fixture("reverse-open-sea"));
    const geocoder = nominatimGeocoder({ baseUrl, fetch: server.fetch });
    expect(await geocoder.reverse({ lat: 29.45, lng: 48.2, language: "en" })).toBeNull();
  });

  it("search: asks q with jsonv2 and keeps Nominatim's names, best first", async () => {
    const server = recorded(await fixture("search-salmiya"));
    const places = await nominatimGeocoder({ baseUrl, fetch: server.fetch }).search({
      q: "Salmiya",
      language: "en",
    });
    expect(server.urls[0]?.pathname).toBe("/search");
    expect(server.urls[0]?.searchParams.get("q")).toBe("Salmiya");
    expect(server.urls[0]?.searchParams.get("format")).toBe("jsonv2");
    expect(places.map((place) => place.display_name)).toEqual([
      "Salmiya, Hawalli Governorate, Kuwait",
      "Salmiya Co-op, Hamad Al Mubarak Street, Block 10, Salmiya, Hawalli Governorate, 22010, Kuwait",
    ]);
    expect(places[0]).toMatchObject({ place_id: "240719285", lat: 29.3339312, lng: 48.0761587 });
  });

  it("search: city and country go as structured fields when there is no free text", async () => {
    const server = recorded(await fixture("search-salmiya"));
    await nominatimGeocoder({ baseUrl, fetch: server.fetch }).search({
      city: "Salmiya",
      country: "Kuwait",
      language: "en",
    });
    const query = server.urls[0]?.searchParams;
    expect(query?.get("city")).toBe("Salmiya");
    expect(query?.get("country")).toBe("Kuwait");
    expect(query?.has("q")).toBe(false);
  });

  it("an unreachable server, an error status or an unreadable answer is GeocoderUnavailable", async () => {
    const down: typeof globalThis.fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const point = { lat: 29.33, lng: 48.07, language: "en" };
    await expect(nominatimGeocoder({ baseUrl, fetch: down }).reverse(point)).rejects.toThrow(
      GeocoderUnavailable,
    );
    const busy = recorded("{}", 503);
    await expect(nominatimGeocoder({ baseUrl, fetch: busy.fetch }).reverse(point)).rejects.toThrow(
      GeocoderUnavailable,
    );
    const garbled = recorded('[{"lat": "north"}]');
    await expect(
      nominatimGeocoder({ baseUrl, fetch: garbled.fetch }).search({ q: "x", language: "en" }),
    ).rejects.toThrow(GeocoderUnavailable);
  });
});
