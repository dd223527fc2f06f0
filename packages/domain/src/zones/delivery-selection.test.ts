import { fc, test } from "@fast-check/vitest";
import type { Polygon } from "geojson";
import { describe, expect, it } from "vitest";
import { appliesShipping } from "./applies-shipping.js";
import { clearStaleArea } from "./clear-stale-area.js";
import { clearStaleShipping } from "./clear-stale-shipping.js";
import { resetDeliverySelection } from "./reset-delivery-selection.js";
import type {
  Area,
  DeliveryLocation,
  DeliverySelection,
  DeliveryZone,
  ShippingCountry,
} from "./zone-shapes.js";

const square: Polygon = {
  type: "Polygon",
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
  ],
};

const cityZone: DeliveryZone = {
  id: 1,
  visible: true,
  fees: 500,
  min_order: 3000,
  branch: 1,
  name: "City",
  shape: square,
};
const sharq: Area = { id: 10, name: "Sharq", shape: square, zone_id: 1, branch: 1 };
const saudiArabia: ShippingCountry = {
  id: 3,
  country: "Saudi Arabia",
  country_iso: "SA",
  fees_per_kg: 1500,
  fixed_fees: 2000,
  min_order: 10000,
  branch_id: 1,
};
const home: DeliveryLocation = {
  id: 4,
  lat: 29.37,
  lng: 47.98,
  contact_phone: "99999999",
  default: true,
};

/** A delivery state that holds more than the selection: saved locations and orders stay on reset. */
interface DeliveryState extends DeliverySelection {
  readonly locations: readonly DeliveryLocation[];
  readonly orders: readonly number[];
}

const chosen: DeliveryState = {
  area: sharq,
  deliveryForm: { block: "3", street: "Ahmad Al Jaber", contact_phone: "99999999" },
  location: home,
  zone: cityZone,
  shipping: saudiArabia,
  locations: [home],
  orders: [101, 102],
};

describe("clearStaleArea", () => {
  it('spec 4: "the selected area is cleared when its branch differs from the current branch"', () => {
    const cleared = clearStaleArea(chosen, { currentBranchId: 2, zones: [cityZone] });
    expect(cleared.area).toBeNull();
    expect(cleared).toEqual({ ...chosen, area: null });
  });

  it('spec 4: "or its zone is no longer among visible zones"', () => {
    expect(
      clearStaleArea(chosen, { currentBranchId: 1, zones: [{ ...cityZone, visible: false }] }).area,
    ).toBeNull();
    expect(clearStaleArea(chosen, { currentBranchId: 1, zones: [] }).area).toBeNull();
  });

  it("keeps an area of the current branch whose zone is visible, as the same state", () => {
    expect(clearStaleArea(chosen, { currentBranchId: 1, zones: [cityZone] })).toBe(chosen);
  });
});

describe("shipping", () => {
  it('spec 5: "Shipping delivery applies only when shipping is enabled, a country is selected and it differs from the business country"', () => {
    expect(
      appliesShipping({ shippingEnabled: true, country: saudiArabia, businessCountry: "KW" }),
    ).toBe(true);
    expect(
      appliesShipping({ shippingEnabled: false, country: saudiArabia, businessCountry: "KW" }),
    ).toBe(false);
    expect(appliesShipping({ shippingEnabled: true, country: null, businessCountry: "KW" })).toBe(
      false,
    );
    expect(
      appliesShipping({ shippingEnabled: true, country: saudiArabia, businessCountry: "SA" }),
    ).toBe(false);
  });

  it("compares countries by ISO code, ignoring case and spaces", () => {
    expect(
      appliesShipping({
        shippingEnabled: true,
        country: { ...saudiArabia, country_iso: "sa " },
        businessCountry: "SA",
      }),
    ).toBe(false);
  });

  it('spec 4: "Shipping selection is reset when shipping is disabled"', () => {
    expect(clearStaleShipping(chosen, { shippingEnabled: false, currentBranchId: 1 })).toEqual({
      ...chosen,
      shipping: null,
    });
  });

  it('spec 4: "or the country\'s branch differs from the current branch"', () => {
    expect(clearStaleShipping(chosen, { shippingEnabled: true, currentBranchId: 2 })).toEqual({
      ...chosen,
      shipping: null,
    });
    expect(clearStaleShipping(chosen, { shippingEnabled: true, currentBranchId: 1 })).toBe(chosen);
  });
});

describe("resetDeliverySelection", () => {
  it('spec 4: "Reset clears area, delivery form, location, zone and shipping."', () => {
    const reset = resetDeliverySelection(chosen);
    expect(reset).toMatchObject({
      area: null,
      deliveryForm: null,
      location: null,
      zone: null,
      shipping: null,
    });
  });

  it("keeps everything else the state holds (saved locations, orders)", () => {
    const reset = resetDeliverySelection(chosen);
    expect(reset.locations).toEqual([home]);
    expect(reset.orders).toEqual([101, 102]);
    expect(Object.keys(reset).sort()).toEqual(Object.keys(chosen).sort());
  });
});

describe("properties", () => {
  const branch = fc.integer({ min: 1, max: 3 });
  const zoneArb = fc.record({ id: fc.integer({ min: 1, max: 4 }), visible: fc.boolean(), branch });
  const selectionArb = fc.record({
    area: fc.option(fc.record({ zone_id: fc.integer({ min: 1, max: 4 }), branch }), { nil: null }),
    shipping: fc.option(fc.record({ branch_id: branch }), { nil: null }),
  });

  const build = (picked: {
    area: { zone_id: number; branch: number } | null;
    shipping: { branch_id: number } | null;
  }): DeliveryState => ({
    ...chosen,
    area: picked.area && { ...sharq, ...picked.area },
    shipping: picked.shipping && { ...saudiArabia, ...picked.shipping },
  });

  test.prop([selectionArb, fc.array(zoneArb, { maxLength: 5 }), branch], { numRuns: 1000 })(
    "clearing a stale area is idempotent and keeps only an area of the current branch in a visible zone",
    (picked, zones, currentBranchId) => {
      const current = { currentBranchId, zones: zones.map((z) => ({ ...cityZone, ...z })) };
      const once = clearStaleArea(build(picked), current);
      expect(clearStaleArea(once, current)).toEqual(once);
      if (once.area) {
        expect(once.area.branch).toBe(currentBranchId);
        expect(current.zones.some((z) => z.visible && z.id === once.area?.zone_id)).toBe(true);
      }
      expect({ ...once, area: null }).toEqual({ ...build(picked), area: null });
    },
  );

  test.prop([selectionArb, fc.boolean(), branch], { numRuns: 1000 })(
    "clearing a stale shipping selection is idempotent and keeps only an enabled country of the current branch",
    (picked, shippingEnabled, currentBranchId) => {
      const current = { shippingEnabled, currentBranchId };
      const once = clearStaleShipping(build(picked), current);
      expect(clearStaleShipping(once, current)).toEqual(once);
      if (once.shipping) {
        expect(shippingEnabled).toBe(true);
        expect(once.shipping.branch_id).toBe(currentBranchId);
      }
    },
  );

  test.prop([selectionArb], { numRuns: 1000 })("reset twice equals reset once", (picked) => {
    const once = resetDeliverySelection(build(picked));
    expect(resetDeliverySelection(once)).toEqual(once);
  });
});
