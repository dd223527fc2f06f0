import { describe, expect, it } from "vitest";
import {
  coordinatesTextSchema,
  formatCoordinates,
  getAddressBodySchema,
  setAddressBodySchema,
} from "./address.js";
import { zoneSchema } from "./zones.js";

describe("the address contract", () => {
  it('reads a point typed as "lat,lng", spaces allowed, and writes it back', () => {
    expect(coordinatesTextSchema.parse(" 29.3375 , 48.0755 ")).toEqual({
      lat: 29.3375,
      lng: 48.0755,
    });
    const point = { lat: -33.8688, lng: 151.2093 };
    expect(coordinatesTextSchema.parse(formatCoordinates(point))).toEqual(point);
  });

  it("refuses a point off the globe or not a pair of numbers", () => {
    for (const text of ["91,0", "0,181", "29.3", "Salmiya", "29.3,48.0,1", "1e3,2", ""]) {
      expect(coordinatesTextSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it("getAddress: flag 0 takes text, flag 1 a point; nothing else", () => {
    const sessionId = "s";
    expect(getAddressBodySchema.parse({ flag: 0, address: " Salmiya ", sessionId }).address).toBe(
      "Salmiya",
    );
    expect(
      getAddressBodySchema.parse({ flag: 1, address: "29.33,48.07", sessionId }).address,
    ).toEqual({ lat: 29.33, lng: 48.07 });
    expect(getAddressBodySchema.safeParse({ flag: 1, address: "Salmiya", sessionId }).success).toBe(
      false,
    );
    expect(getAddressBodySchema.safeParse({ flag: 0, address: "x", sessionId, q: 1 }).success).toBe(
      false,
    );
  });

  it("setAddress: the spec's four fields, and an optional branch_id", () => {
    const body = { address: "29.33,48.07", title: "Salmiya", placeId: "area:1", sessionId: "s" };
    expect(setAddressBodySchema.safeParse(body).success).toBe(true);
    expect(setAddressBodySchema.safeParse({ ...body, branch_id: 2 }).success).toBe(true);
    expect(setAddressBodySchema.safeParse({ ...body, branch_id: 0 }).success).toBe(false);
    expect(setAddressBodySchema.safeParse({ ...body, lat: 1 }).success).toBe(false);
  });
});

describe("the zone contract", () => {
  const zone = {
    id: 1,
    visible: true,
    fees: 500,
    min_order: 3000,
    delivery_time: null,
    unit: "minute",
    branch: 1,
    name: { en: "Salmiya" },
    color: null,
    shape: {
      type: "Polygon",
      coordinates: [
        [
          [48.05, 29.32],
          [48.1, 29.32],
          [48.1, 29.35],
          [48.05, 29.32],
        ],
      ],
    },
    areas: [],
  };

  it("takes GeoJSON [lng, lat] with integer minor units", () => {
    expect(zoneSchema.safeParse(zone).success).toBe(true);
    expect(zoneSchema.safeParse({ ...zone, fees: 0.5 }).success).toBe(false);
  });

  it("refuses a position off the globe (latitude first by mistake is caught when it can be)", () => {
    const swapped = {
      ...zone,
      shape: {
        type: "Polygon",
        coordinates: [
          [
            [29.32, 148.05],
            [1, 1],
            [2, 2],
            [29.32, 148.05],
          ],
        ],
      },
    };
    expect(zoneSchema.safeParse(swapped).success).toBe(false);
  });
});
