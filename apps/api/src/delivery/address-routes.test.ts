import { fc, test } from "@fast-check/vitest";
import {
  failureSchema,
  getAddressAnswerSchema,
  getZonesAnswerSchema,
  setAddressAnswerSchema,
  type AreaDto,
  type GetAddressAnswer,
  type SetAddressAnswer,
  type ZoneDto,
} from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNo5xx } from "../../test/failures.js";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { databaseGeocoder } from "../geocoding/database-geocoder.js";
import { GeocoderUnavailable } from "../geocoding/geocoder.js";

let zones: ZoneDto[];

const api = testApi();

beforeAll(async () => {
  const response = await api.app.inject({ method: "GET", url: "/webapp/zones/demo" });
  zones = getZonesAnswerSchema.parse(response.json()).zones;
});

function zone(english: string): ZoneDto {
  const found = zones.find((candidate) => candidate.name.en === english);
  if (!found) throw new Error(`no zone ${english}`);
  return found;
}

function area(english: string): AreaDto {
  const found = zones.flatMap((candidate) => candidate.areas).find((a) => a.name.en === english);
  if (!found) throw new Error(`no area ${english}`);
  return found;
}

async function getAddress(body: object, language = "en"): Promise<GetAddressAnswer> {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/getAddress",
    headers: { "accept-language": language },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return getAddressAnswerSchema.parse(response.json());
}

async function setAddress(body: object): Promise<SetAddressAnswer> {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/setAddress",
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return setAddressAnswerSchema.parse(response.json());
}

const session = { sessionId: "session-1" };

describe("POST /webapp/getAddress on the database geocoder", () => {
  it("flag 1: a point in Salmiya reverse-geocodes to the Salmiya area, in the asked language", async () => {
    const english = await getAddress({ address: "29.3336,48.0797", flag: 1, ...session });
    expect(english.places).toEqual([
      {
        place_id: `area:${area("Salmiya").id}`,
        display_name: "Salmiya, Hawalli Governorate",
        lat: 29.3336,
        lng: 48.0797,
      },
    ]);
    const arabic = await getAddress({ address: "29.3336,48.0797", flag: 1, ...session }, "ar");
    // Joined with the Arabic comma, as every Arabic list.
    expect(arabic.places[0]?.display_name).toBe("السالمية، محافظة حولي");
  });

  it("flag 1: outside every drawn area, the nearest pinned area names the point", async () => {
    const { places } = await getAddress({ address: "29.3722, 47.9725", flag: 1, ...session });
    expect(places[0]?.display_name).toBe("Qibla, Capital Governorate");
    expect(places[0]?.place_id).toBe(`area:${area("Qibla").id}`);
  });

  it("flag 1: far from every area there is no place", async () => {
    expect((await getAddress({ address: "0,0", flag: 1, ...session })).places).toEqual([]);
  });

  it("flag 0: searches names in any language, ignoring case and Arabic spelling variants", async () => {
    const latin = await getAddress({ address: "SALMIYA", flag: 0, ...session });
    expect(latin.places.map((place) => place.display_name)).toEqual([
      "Salmiya, Hawalli Governorate",
      "Ras Salmiya, Hawalli Governorate",
    ]);
    // Typed with ه for ة and with harakat: still السالمية.
    const arabic = await getAddress({ address: "السَّالميه", flag: 0, ...session }, "ar");
    expect(arabic.places[0]?.place_id).toBe(`area:${area("Salmiya").id}`);
    // A pinned area is found at its pin; a drawn one at the middle of its outline.
    const jabriya = await getAddress({ address: "jabriya", flag: 0, ...session });
    expect(jabriya.places[0]).toMatchObject({ lat: 29.318, lng: 48.025 });
    expect((await getAddress({ address: "nowhere at all", flag: 0, ...session })).places).toEqual(
      [],
    );
  });
});

describe("the database geocoder's structured search", () => {
  it("finds a city's areas by their governorate; a country alone matches nothing", async () => {
    const geocoder = databaseGeocoder(api.db);
    const capital = await geocoder.search({ city: "محافظة العاصمه", language: "en" });
    expect(capital.map((place) => place.display_name)).toEqual([
      "Sharq, Capital Governorate",
      "Qibla, Capital Governorate",
      "Mirqab, Capital Governorate",
      "Dasman, Capital Governorate",
      "Bneid Al Gar, Capital Governorate",
    ]);
    expect(await geocoder.search({ country: "Kuwait", language: "en" })).toEqual([]);
  });
});

describe("POST /webapp/setAddress", () => {
  it("a place inside a drawn area of a visible zone is deliverable there", async () => {
    const salmiya = area("Salmiya");
    const answer = await setAddress({
      address: "29.3336,48.0797",
      title: "Salmiya, Hawalli Governorate",
      placeId: `area:${salmiya.id}`,
      ...session,
    });
    expect(answer).toEqual({
      error: 0,
      message: "",
      place: {
        place_id: `area:${salmiya.id}`,
        display_name: "Salmiya, Hawalli Governorate",
        lat: 29.3336,
        lng: 48.0797,
      },
      area_id: salmiya.id,
      zone_id: zone("Salmiya").id,
      deliverable: true,
    });
  });

  it("only visible zones deliver: a place in the hidden Dasman zone is not deliverable", async () => {
    const answer = await setAddress({
      address: "29.3855,48.0045",
      title: "Dasman",
      placeId: `area:${area("Dasman").id}`,
      ...session,
    });
    expect(answer).toMatchObject({ area_id: null, zone_id: null, deliverable: false });
  });

  it("a pinned area chosen by its place id stays the area when its zone delivers there", async () => {
    const answer = await setAddress({
      address: "29.349,48.095",
      title: "Ras Salmiya",
      placeId: `area:${area("Ras Salmiya").id}`,
      ...session,
    });
    expect(answer).toMatchObject({
      area_id: area("Ras Salmiya").id,
      zone_id: zone("Salmiya").id,
      deliverable: true,
    });
  });

  it("a place from another geocoder gets the zone's drawn area, else its nearest pin", async () => {
    const inJabriya = await setAddress({
      address: "29.315,48.025",
      title: "Street 1, Jabriya",
      placeId: "241857391",
      ...session,
    });
    expect(inJabriya).toMatchObject({
      area_id: area("Jabriya").id,
      zone_id: zone("Hawalli & Jabriya").id,
      deliverable: true,
    });
    const inSharq = await setAddress({
      address: "29.379,47.9931",
      title: "Al Hamra Tower",
      placeId: "198264037",
      ...session,
    });
    expect(inSharq).toMatchObject({
      area_id: area("Sharq").id,
      zone_id: zone("Kuwait City & Sharq").id,
    });
  });

  it("branch_id limits the zones to that branch's", async () => {
    const salmiyaPoint = { address: "29.3336,48.0797", title: "Salmiya", placeId: "x", ...session };
    expect(await setAddress({ ...salmiyaPoint, branch_id: zone("Salmiya").branch })).toMatchObject({
      deliverable: true,
    });
    expect(
      await setAddress({ ...salmiyaPoint, branch_id: zone("Kuwait City & Sharq").branch }),
    ).toMatchObject({ deliverable: false, zone_id: null });
  });

  it("a place outside every zone is not deliverable", async () => {
    // Jahra, west of the bay.
    const answer = await setAddress({
      address: "29.34,47.66",
      title: "Jahra",
      placeId: "1",
      ...session,
    });
    expect(answer).toMatchObject({ area_id: null, zone_id: null, deliverable: false });
  });
});

describe("bad input", () => {
  it("answers 400 BAD_REQUEST with the field named, never a 5xx", async () => {
    const cases: [string, unknown][] = [
      ["/webapp/getAddress", { address: "salmiya", flag: 2, ...session }],
      ["/webapp/getAddress", { address: "salmiya", flag: 1, ...session }],
      ["/webapp/getAddress", { address: "", flag: 0, ...session }],
      ["/webapp/getAddress", { address: "salmiya", flag: 0 }],
      ["/webapp/getAddress", { address: "salmiya", flag: 0, ...session, city: "Kuwait" }],
      ["/webapp/getAddress", { address: "91,48", flag: 1, ...session }],
      ["/webapp/setAddress", { address: "29.3,48.0", placeId: "x", ...session }],
      ["/webapp/setAddress", { address: "Salmiya", title: "t", placeId: "x", ...session }],
      ["/webapp/setAddress", { address: "29.3,181", title: "t", placeId: "x", ...session }],
      [
        "/webapp/setAddress",
        { address: "29.3,48", title: "t", placeId: "x", ...session, branch_id: "1" },
      ],
      ["/webapp/setAddress", [] as unknown],
    ];
    for (const [url, payload] of cases) {
      const response = await api.app.inject({ method: "POST", url, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failureSchema.parse(response.json()).code).toBe("BAD_REQUEST");
    }
  });

  test.prop([fc.constantFrom("/webapp/getAddress", "/webapp/setAddress"), fc.anything()], {
    numRuns: 100,
  })("any JSON body is a success or a 4xx with a stable code", async (url, body) => {
    const response = await api.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body) ?? "null",
    });
    expectNo5xx(response);
  });

  it("a geocoder that does not answer is 503 GEOCODER_UNAVAILABLE", async () => {
    const down = buildApp({
      db: api.db,
      logger: false,
      geocoder: {
        search: async () => {
          throw new GeocoderUnavailable("down");
        },
        reverse: async () => {
          throw new GeocoderUnavailable("down");
        },
      },
    });
    try {
      for (const body of [
        { address: "salmiya", flag: 0, ...session },
        { address: "29.33,48.07", flag: 1, ...session },
      ]) {
        const response = await down.inject({
          method: "POST",
          url: "/webapp/getAddress",
          payload: body,
        });
        expect(response.statusCode).toBe(503);
        expect(failureSchema.parse(response.json()).code).toBe("GEOCODER_UNAVAILABLE");
      }
    } finally {
      await down.close();
    }
  });
});
