import { checkoutSettingsSchema } from "@storefront/api-client";
import { type LngLat, shapeContains } from "@storefront/domain";
import type { Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import { loadDemo } from "./demo-data.js";

const { businesses: demoBusinesses } = await loadDemo();
const baitAlKuwaitOrdering = demoBusinesses.find(
  ({ business }) => business.referenceId === "demo",
)?.ordering;
const allZones = demoBusinesses.flatMap(({ ordering }) => ordering?.zones ?? []);

function zoneNamed(english: string) {
  const zone = baitAlKuwaitOrdering?.zones?.find((candidate) => candidate.name.en === english);
  if (!zone) throw new Error(`no demo zone ${english}`);
  return zone;
}

function corners(shape: Polygon): LngLat[] {
  return (shape.coordinates[0] ?? []).map(([lng = Number.NaN, lat = Number.NaN]) => [lng, lat]);
}

describe("the demo ordering data", () => {
  it("has checkout settings that fit the contract for every business", () => {
    for (const { business, ordering } of demoBusinesses) {
      expect(ordering, business.referenceId).toBeDefined();
      expect(checkoutSettingsSchema.safeParse(ordering?.checkout).success).toBe(true);
    }
  });

  it("draws every area inside its zone (a pin, or every corner of an outline)", () => {
    for (const zone of allZones) {
      for (const area of zone.areas) {
        const points = area.shape.type === "Point" ? [area.shape.coordinates] : corners(area.shape);
        for (const [lng = Number.NaN, lat = Number.NaN] of points) {
          expect(shapeContains(zone.shape, [lng, lat]), `${area.name.en} in ${zone.name.en}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("puts the real districts' centres in their Kuwait zones", () => {
    // Approximate centres of the districts, from public gazetteers.
    expect(shapeContains(zoneNamed("Salmiya").shape, [48.0797, 29.3336])).toBe(true);
    expect(shapeContains(zoneNamed("Rumaithiya").shape, [48.067, 29.317])).toBe(true);
    expect(shapeContains(zoneNamed("Hawalli & Jabriya").shape, [48.029, 29.337])).toBe(true);
    expect(shapeContains(zoneNamed("Kuwait City & Sharq").shape, [47.99, 29.378])).toBe(true);
    expect(shapeContains(zoneNamed("Salmiya").shape, [47.99, 29.378])).toBe(false);
  });

  it("writes coupon codes upper case and amounts as whole minor units", () => {
    for (const { ordering } of demoBusinesses) {
      for (const coupon of ordering?.coupons ?? []) {
        expect(coupon.code).toBe(coupon.code.toUpperCase());
        expect(Number.isInteger(coupon.discountValue)).toBe(true);
      }
      for (const zone of ordering?.zones ?? []) {
        expect(Number.isInteger(zone.fee) && Number.isInteger(zone.minOrder)).toBe(true);
      }
    }
  });
});
