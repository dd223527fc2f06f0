import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { menuItemTypes, sellingTypes, sellingTypeStrings } from "./selling-type.js";
import { toMenuItemType } from "./to-menu-item-type.js";
import { toSellingType } from "./to-selling-type.js";

const sellingTypeOf = (text: string) => {
  const result = toSellingType(text);
  return result.ok ? result.sellingType : result.code;
};
const itemTypeOf = (text: string) => {
  const result = toMenuItemType(text);
  return result.ok ? result.itemType : result.code;
};

describe("toSellingType", () => {
  it('spec 4: "dine_in, dinein, product_service, reserv_dinein and reserv_service map to dine_in"', () => {
    for (const text of [
      "dine_in",
      "dinein",
      "product_service",
      "reserv_dinein",
      "reserv_service",
    ]) {
      expect(sellingTypeOf(text)).toBe("dine_in");
    }
  });

  it('spec 4: "pickup and car_pickup map to car_pickup"', () => {
    expect(sellingTypeOf("pickup")).toBe("car_pickup");
    expect(sellingTypeOf("car_pickup")).toBe("car_pickup");
  });

  it('spec 4: "delivery stays delivery"', () => {
    expect(toSellingType("delivery")).toEqual({ ok: true, sellingType: "delivery" });
  });

  it('spec 1: "reservation is a further selling type": it orders as dine_in, like the reservation types', () => {
    expect(sellingTypeOf("reservation")).toBe("dine_in");
  });

  it("an unknown string is UNKNOWN_SELLING_TYPE; the match is exact", () => {
    for (const text of [
      "",
      "Delivery",
      " delivery",
      "takeaway",
      "reserv",
      "toString",
      "__proto__",
      "constructor",
    ]) {
      expect(toSellingType(text)).toEqual({ ok: false, code: "UNKNOWN_SELLING_TYPE" });
    }
  });
});

describe("toMenuItemType", () => {
  it('spec 4: "Reservation types map to the reservation item category"', () => {
    expect(toMenuItemType("reserv_dinein")).toEqual({ ok: true, itemType: "reservation" });
    expect(toMenuItemType("reserv_service")).toEqual({ ok: true, itemType: "reservation" });
    expect(itemTypeOf("reservation")).toBe("reservation");
  });

  it("spec 4: the other selling-type strings filter on their selling type", () => {
    expect(["dine_in", "dinein", "product_service"].map(itemTypeOf)).toEqual([
      "dine_in",
      "dine_in",
      "dine_in",
    ]);
    expect(["pickup", "car_pickup", "delivery"].map(itemTypeOf)).toEqual([
      "car_pickup",
      "car_pickup",
      "delivery",
    ]);
  });

  it("an unknown string is UNKNOWN_SELLING_TYPE", () => {
    expect(toMenuItemType("hasOwnProperty")).toEqual({ ok: false, code: "UNKNOWN_SELLING_TYPE" });
  });

  describe("properties", () => {
    const known = fc.constantFrom(
      ...(Object.keys(sellingTypeStrings) as (keyof typeof sellingTypeStrings)[]),
    );
    const anyText = fc.oneof(known, fc.string());

    test.prop([anyText], { numRuns: 1000 })(
      "every string gives one of the three selling types or UNKNOWN_SELLING_TYPE",
      (text) => {
        expect([...sellingTypes, "UNKNOWN_SELLING_TYPE"]).toContain(sellingTypeOf(text));
        expect([...menuItemTypes, "UNKNOWN_SELLING_TYPE"]).toContain(itemTypeOf(text));
      },
    );

    test.prop([anyText], { numRuns: 1000 })(
      "the item type is the selling type, except reservation types, which order as dine_in",
      (text) => {
        const sellingType = sellingTypeOf(text);
        const itemType = itemTypeOf(text);
        if (itemType === "reservation") expect(sellingType).toBe("dine_in");
        else expect(itemType).toBe(sellingType);
      },
    );

    test.prop([fc.constantFrom(...sellingTypes)], { numRuns: 100 })(
      "a selling type maps to itself",
      (sellingType) => {
        expect(sellingTypeOf(sellingType)).toBe(sellingType);
        expect(itemTypeOf(sellingType)).toBe(sellingType);
      },
    );
  });
});
