import { fc, test } from "@fast-check/vitest";
import type { Polygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import { checkDeliveryLocation } from "./check-delivery-location.js";
import { findDeliveryZone } from "./find-delivery-zone.js";
import { locationPoint } from "./location-point.js";
import { shapeContains } from "./shape-contains.js";
import { visibleZones } from "./visible-zones.js";
import { zoneDeliveryTerms } from "./zone-delivery-terms.js";
import type { Area, DeliveryZone, LngLat } from "./zone-shapes.js";

/** An axis-aligned rectangle as a closed GeoJSON polygon, counter-clockwise. */
function box(west: number, south: number, east: number, north: number): Polygon {
  return {
    type: "Polygon",
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

function zone(overrides: Partial<DeliveryZone> & Pick<DeliveryZone, "id" | "shape">): DeliveryZone {
  return {
    visible: true,
    fees: 500,
    min_order: 3000,
    branch: 1,
    name: `Zone ${overrides.id}`,
    ...overrides,
  };
}

// Kuwait City: Sharq lies inside the city zone; Salmiya lies outside it, in its own zone.
const kuwaitCity = zone({ id: 1, shape: box(47.95, 29.33, 48.02, 29.4), fees: 500 });
const salmiya = zone({ id: 2, shape: box(48.05, 29.3, 48.1, 29.35), fees: 750 });
const sharq: LngLat = [47.99, 29.375];
const salmiyaPoint: LngLat = [48.08, 29.33];
const jahra: LngLat = [47.66, 29.34];

const sharqArea: Area = {
  id: 10,
  name: "Sharq",
  shape: box(47.98, 29.36, 48.0, 29.39),
  zone_id: 1,
  branch: 1,
};

describe("shapeContains", () => {
  it("GeoJSON order: a point is [lng, lat]", () => {
    expect(locationPoint({ lat: 29.375, lng: 47.99 })).toEqual(sharq);
    expect(shapeContains(kuwaitCity.shape, sharq)).toBe(true);
    expect(shapeContains(kuwaitCity.shape, [29.375, 47.99])).toBe(false);
  });

  it("a point on the border counts as inside", () => {
    expect(shapeContains(box(0, 0, 2, 2), [1, 0])).toBe(true);
    expect(shapeContains(box(0, 0, 2, 2), [2, 2])).toBe(true);
  });

  it("a hole of a polygon is outside it", () => {
    const withHole: Polygon = {
      type: "Polygon",
      coordinates: [box(0, 0, 10, 10).coordinates[0]!, box(4, 4, 6, 6).coordinates[0]!],
    };
    expect(shapeContains(withHole, [5, 5])).toBe(false);
    expect(shapeContains(withHole, [2, 2])).toBe(true);
  });

  it("a MultiPolygon contains the points of each of its polygons", () => {
    const islands = {
      type: "MultiPolygon" as const,
      coordinates: [box(0, 0, 1, 1).coordinates, box(5, 5, 6, 6).coordinates],
    };
    expect(shapeContains(islands, [5.5, 5.5])).toBe(true);
    expect(shapeContains(islands, [3, 3])).toBe(false);
  });

  it("spec 3: an area shaped as a Point contains no location, not even its own point", () => {
    expect(shapeContains({ type: "Point", coordinates: [47.99, 29.375] }, sharq)).toBe(false);
  });

  it("an open ring is closed before the check (the library would silently skip its last edge)", () => {
    // Triangle (0,0) (4,0) (0,4): the missing closing edge runs from (0,4) back to (0,0).
    const open: Polygon = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [4, 0],
          [0, 4],
        ],
      ],
    };
    expect(shapeContains(open, [1, 1])).toBe(true);
    expect(shapeContains(open, [3, 3])).toBe(false);
  });

  it("a ring with fewer than three corners contains nothing", () => {
    expect(
      shapeContains(
        {
          type: "Polygon",
          coordinates: [
            [
              [0, 0],
              [1, 1],
            ],
          ],
        },
        [0, 0],
      ),
    ).toBe(false);
    expect(shapeContains({ type: "Polygon", coordinates: [[]] }, [0, 0])).toBe(false);
    expect(shapeContains({ type: "MultiPolygon", coordinates: [] }, [0, 0])).toBe(false);
  });

  it("a stale bbox on the shape does not decide", () => {
    const shape: Polygon = { ...box(0, 0, 2, 2), bbox: [10, 10, 11, 11] };
    expect(shapeContains(shape, [1, 1])).toBe(true);
  });

  it("refuses a location that is not a number (programmer error)", () => {
    expect(() => shapeContains(box(0, 0, 1, 1), [Number.NaN, 0])).toThrow();
  });
});

describe("findDeliveryZone and zoneDeliveryTerms", () => {
  it('spec 5: "Only visible zones count."', () => {
    const hidden = { ...kuwaitCity, visible: false };
    expect(visibleZones([hidden, salmiya])).toEqual([salmiya]);
    expect(findDeliveryZone(sharq, [hidden, salmiya])).toBeUndefined();
    expect(findDeliveryZone(sharq, [kuwaitCity, salmiya])).toBe(kuwaitCity);
    expect(findDeliveryZone(salmiyaPoint, [kuwaitCity, salmiya])).toBe(salmiya);
    expect(findDeliveryZone(jahra, [kuwaitCity, salmiya])).toBeUndefined();
  });

  it("where visible zones overlap, the lowest fee wins, then the lowest id", () => {
    const inner = zone({ id: 7, shape: box(47.98, 29.36, 48.0, 29.39), fees: 250 });
    const twin = zone({ id: 5, shape: box(47.98, 29.36, 48.0, 29.39), fees: 250 });
    expect(findDeliveryZone(sharq, [kuwaitCity, inner])).toBe(inner);
    expect(findDeliveryZone(sharq, [inner, twin, kuwaitCity])).toBe(twin);
  });

  it('spec 9: "Local fee: the zone\'s fee." with its minimum order', () => {
    const terms = zoneDeliveryTerms({
      ...kuwaitCity,
      fees: 1250,
      min_order: 5000,
      delivery_time: 45,
    });
    expect(terms).toMatchObject({ zoneId: 1, fee: 1250, minimumOrder: 5000, deliveryTime: 45 });
  });

  it('spec 9: "Default delivery time 30, unit minute."', () => {
    expect(zoneDeliveryTerms({ ...kuwaitCity, delivery_time: null, unit: null })).toMatchObject({
      deliveryTime: 30,
      unit: "minute",
      deliveryMinutes: 30,
    });
    expect(
      zoneDeliveryTerms({ ...kuwaitCity, delivery_time: 2, unit: "hour" }).deliveryMinutes,
    ).toBe(120);
    expect(
      zoneDeliveryTerms({ ...kuwaitCity, delivery_time: 1, unit: "day" }).deliveryMinutes,
    ).toBe(1440);
  });

  it("refuses a fee that is not integer minor units (programmer error)", () => {
    expect(() => zoneDeliveryTerms({ ...kuwaitCity, fees: 0.5 })).toThrow();
  });
});

describe("checkDeliveryLocation", () => {
  const outside = { ok: false, code: "OUTSIDE_DELIVERY_ZONES" } as const;

  it('spec 5: "A location must lie inside the selected area\'s polygon or inside a visible zone."', () => {
    // An area drawn beyond its zone's border still accepts its own locations.
    const wideArea: Area = { ...sharqArea, shape: box(47.6, 29.3, 47.7, 29.4) };
    expect(
      checkDeliveryLocation({ point: jahra, selectedArea: wideArea, zones: [kuwaitCity] }),
    ).toEqual({
      ok: true,
      zone: kuwaitCity,
      matchedBy: "area",
    });
    expect(
      checkDeliveryLocation({
        point: salmiyaPoint,
        selectedArea: sharqArea,
        zones: [kuwaitCity, salmiya],
      }),
    ).toEqual({
      ok: true,
      zone: salmiya,
      matchedBy: "zone",
    });
    expect(
      checkDeliveryLocation({
        point: jahra,
        selectedArea: sharqArea,
        zones: [kuwaitCity, salmiya],
      }),
    ).toEqual(outside);
  });

  it('spec 5: "Only visible zones count." (a location inside a hidden zone only is refused)', () => {
    const hidden = { ...kuwaitCity, visible: false };
    expect(
      checkDeliveryLocation({ point: sharq, selectedArea: null, zones: [hidden, salmiya] }),
    ).toEqual(outside);
  });

  it("an area whose zone is hidden or gone does not accept locations by itself", () => {
    const hidden = { ...kuwaitCity, visible: false };
    expect(
      checkDeliveryLocation({ point: sharq, selectedArea: sharqArea, zones: [hidden] }).ok,
    ).toBe(false);
    expect(
      checkDeliveryLocation({ point: sharq, selectedArea: sharqArea, zones: [salmiya] }).ok,
    ).toBe(false);
  });

  it("a Point area leaves the decision to the visible zones", () => {
    const pointArea: Area = {
      ...sharqArea,
      shape: { type: "Point", coordinates: [47.99, 29.375] },
    };
    expect(
      checkDeliveryLocation({ point: sharq, selectedArea: pointArea, zones: [kuwaitCity] }),
    ).toEqual({
      ok: true,
      zone: kuwaitCity,
      matchedBy: "zone",
    });
  });

  describe("properties", () => {
    const coordinate = fc.integer({ min: -6, max: 6 });
    const vertex = fc.tuple(coordinate, coordinate);
    /** Any ring on a small grid (simple or not), so that points often fall on edges and corners. */
    const corners = fc.array(vertex, { minLength: 3, maxLength: 9 });
    const gridPoint = fc.tuple(coordinate, coordinate);
    const anyPoint = fc.oneof(
      gridPoint,
      fc.tuple(
        fc.double({ min: -7, max: 7, noNaN: true }),
        fc.double({ min: -7, max: 7, noNaN: true }),
      ),
    );

    const polygonOf = (ring: readonly (readonly [number, number])[]): Polygon => {
      const positions: Position[] = ring.map(([x, y]) => [x, y]);
      return { type: "Polygon", coordinates: [[...positions, positions[0]!]] };
    };

    test.prop([corners, fc.nat(), anyPoint], { numRuns: 1000 })(
      "containment does not depend on the polygon's starting vertex",
      (ring, shift, point) => {
        const k = shift % ring.length;
        const rotated = [...ring.slice(k), ...ring.slice(0, k)];
        expect(shapeContains(polygonOf(rotated), point)).toBe(
          shapeContains(polygonOf(ring), point),
        );
      },
    );

    test.prop([corners, anyPoint], { numRuns: 1000 })(
      "containment does not depend on the polygon's orientation",
      (ring, point) => {
        expect(shapeContains(polygonOf([...ring].reverse()), point)).toBe(
          shapeContains(polygonOf(ring), point),
        );
      },
    );

    // A ring whose last corner is its first is closed already (GeoJSON), not open.
    const openCorners = corners.filter((ring) => {
      const [first, last] = [ring[0]!, ring[ring.length - 1]!];
      return first[0] !== last[0] || first[1] !== last[1];
    });

    test.prop([openCorners, anyPoint], { numRuns: 1000 })(
      "an open ring means the same as its closed ring",
      (ring, point) => {
        const open: Polygon = { type: "Polygon", coordinates: [ring.map(([x, y]) => [x, y])] };
        expect(shapeContains(open, point)).toBe(shapeContains(polygonOf(ring), point));
      },
    );

    // A hidden zone around the point, visible zones all away from it, and an area in the hidden zone.
    const hiddenOnly = fc.record({
      point: fc.tuple(
        fc.double({ min: 47, max: 48, noNaN: true }),
        fc.double({ min: 29, max: 30, noNaN: true }),
      ),
      margin: fc.double({ min: 0.001, max: 1, noNaN: true }),
      others: fc.array(
        fc.record({
          offset: fc.double({ min: 0.01, max: 5, noNaN: true }),
          size: fc.double({ min: 0.001, max: 2, noNaN: true }),
          fees: fc.nat(5000),
        }),
        { maxLength: 5 },
      ),
      areaId: fc.nat(),
    });

    test.prop([hiddenOnly], { numRuns: 1000 })(
      "a point inside a hidden zone only is never accepted",
      ({ point: [lng, lat], margin, others, areaId }) => {
        const hidden = zone({
          id: 0,
          visible: false,
          shape: box(lng - margin, lat - margin, lng + margin, lat + margin),
        });
        const away = others.map((other, index) =>
          zone({
            id: index + 1,
            fees: other.fees,
            shape: box(lng + other.offset, lat, lng + other.offset + other.size, lat + other.size),
          }),
        );
        const area: Area = {
          id: areaId,
          name: "Stale",
          shape: hidden.shape,
          zone_id: hidden.id,
          branch: 1,
        };
        const zones = [hidden, ...away];
        expect(checkDeliveryLocation({ point: [lng, lat], selectedArea: area, zones }).ok).toBe(
          false,
        );
        expect(checkDeliveryLocation({ point: [lng, lat], selectedArea: null, zones }).ok).toBe(
          false,
        );
      },
    );

    const zoneAt = fc.record({
      id: fc.nat(20),
      visible: fc.boolean(),
      fees: fc.nat(3),
      ring: corners,
    });

    test.prop([fc.array(zoneAt, { maxLength: 6 }), gridPoint, fc.nat()], { numRuns: 1000 })(
      "the zone found does not depend on the order of the zones, and is always visible and containing",
      (drawn, point, shift) => {
        const zones = drawn.map(({ ring, ...rest }) => zone({ ...rest, shape: polygonOf(ring) }));
        const k = zones.length === 0 ? 0 : shift % zones.length;
        const reordered = [...zones.slice(k), ...zones.slice(0, k)].reverse();
        const found = findDeliveryZone(point, zones);
        const again = findDeliveryZone(point, reordered);
        expect(again?.id).toBe(found?.id);
        expect(again?.fees).toBe(found?.fees);
        if (found) {
          expect(found.visible).toBe(true);
          expect(shapeContains(found.shape, point)).toBe(true);
        } else {
          expect(zones.some((z) => z.visible && shapeContains(z.shape, point))).toBe(false);
        }
      },
    );
  });
});
