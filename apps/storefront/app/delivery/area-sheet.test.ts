import { pickText } from "@storefront/domain";
import { describe, expect, it } from "vitest";
import { areaSheet, filterAreaGroups } from "./area-sheet";
import { countries, zones } from "./delivery.fixtures";
import { deliveryPaths } from "./delivery-paths";
import { deliverySteps } from "./delivery-steps";
import { mapArea, mapZones } from "./map-view";
import { shippingCountries } from "./shipping-choices";

const textIn = (language: string) => (value: Record<string, string>) =>
  pickText(value, language, ["ar", "en"]);

describe("the area sheet (spec 2: an area-selection modal)", () => {
  it("lists the areas of the branch's visible zones only (spec 5), by governorate, sorted by name", () => {
    expect(areaSheet(zones, 1, textIn("en"), "en")).toEqual([
      {
        governorate: "Hawalli Governorate",
        areas: [
          expect.objectContaining({ id: 21, name: "Hawalli" }),
          expect.objectContaining({ id: 22, name: "Jabriya" }),
          expect.objectContaining({ id: 12, name: "Ras Salmiya" }),
          expect.objectContaining({ id: 11, name: "Salmiya" }),
        ],
      },
    ]);
  });

  it("names areas and governorates in the interface language", () => {
    const [group] = areaSheet(zones, 2, textIn("ar"), "ar");
    expect(group?.governorate).toBe("محافظة العاصمة");
    expect(group?.areas.map((area) => area.name)).toEqual(["القبلة", "شرق"]);
  });

  it("gathers areas without a governorate in a group of their own", () => {
    const loose = zones.map((zone) => ({
      ...zone,
      areas: zone.areas.map((area) => ({ ...area, parent_name: null })),
    }));
    expect(areaSheet(loose, 1, textIn("en"), "en")[0]?.governorate).toBeNull();
  });

  it("narrows as the customer types, in any language, spelling variants folded", () => {
    const sheet = areaSheet(zones, 1, textIn("en"), "en");
    const names = (query: string) =>
      filterAreaGroups(sheet, query).flatMap((group) => group.areas.map((area) => area.name));
    expect(names("salm")).toEqual(["Ras Salmiya", "Salmiya"]);
    expect(names("ras SAL")).toEqual(["Ras Salmiya"]);
    // "راس" typed without the hamza of "رأس".
    expect(names("راس")).toEqual(["Ras Salmiya"]);
    expect(names("  ")).toHaveLength(4);
    expect(filterAreaGroups(sheet, "Sharq")).toEqual([]);
  });
});

describe("shipping countries", () => {
  const business = { shipping: true, branchId: 1, businessCountry: "KW" };

  it('spec 5: "Shipping delivery applies only when shipping is enabled, a country is selected and it differs from the business country"', () => {
    expect(shippingCountries(countries, business).map((country) => country.id)).toEqual([1]);
    expect(shippingCountries(countries, { ...business, shipping: false })).toEqual([]);
  });

  it("spec 4: only the current branch's countries", () => {
    expect(shippingCountries(countries, { ...business, branchId: 2 }).map((c) => c.id)).toEqual([
      3,
    ]);
  });
});

describe("the map's zones", () => {
  it("are the branch's visible zones with their names and colours", () => {
    expect(
      mapZones(zones, 1, textIn("ar")).map(({ id, name, color }) => ({ id, name, color })),
    ).toEqual([
      { id: 1, name: "السالمية", color: "#8a1c2b" },
      { id: 2, name: "حولي والجابرية", color: "#c9a227" },
    ]);
  });

  it("drop a colour that is not a plain CSS colour", () => {
    const odd = zones.map((zone) => ({ ...zone, color: "red;background:url(x)" }));
    expect(mapZones(odd, 1, textIn("en"))[0]?.color).toBeNull();
    const rgb = zones.map((zone) => ({ ...zone, color: "rgb(10, 20, 30)" }));
    expect(mapZones(rgb, 1, textIn("en"))[0]?.color).toBe("rgb(10, 20, 30)");
  });

  it("outline the chosen area only when it is drawn", () => {
    const [salmiya, ras] = zones[0]!.areas;
    expect(mapArea(salmiya!, textIn("en"))?.name).toBe("Salmiya");
    expect(mapArea(ras!, textIn("en"))).toBeNull();
    expect(mapArea(null, textIn("en"))).toBeNull();
  });
});

describe("the delivery steps (spec 2: a multi-step delivery form)", () => {
  const states = (steps: ReturnType<typeof deliverySteps>) =>
    steps.map((step) => `${step.name}:${step.state}`);

  it("go Area → Location → Address → Checkout", () => {
    expect(states(deliverySteps("area", { shipping: false, dropPin: true }))).toEqual([
      "area:current",
      "location:next",
      "address:next",
      "checkout:next",
    ]);
    expect(states(deliverySteps("address", { shipping: false, dropPin: true }))).toEqual([
      "area:done",
      "location:done",
      "address:current",
      "checkout:next",
    ]);
  });

  it("skip the pin for a shipping order, and when the business turned pin dropping off", () => {
    expect(states(deliverySteps("address", { shipping: true, dropPin: true }))).toEqual([
      "area:done",
      "address:current",
      "checkout:next",
    ]);
    expect(deliverySteps("address", { shipping: false, dropPin: false })).toHaveLength(3);
    expect(deliverySteps("location", { shipping: false, dropPin: false })).toHaveLength(4);
  });

  it("live under the business and selling type", () => {
    expect(deliveryPaths("demo", "delivery")).toEqual({
      cart: "/demo/delivery/cart",
      address: "/demo/delivery/address",
      map: "/demo/delivery/map",
      form: "/demo/delivery/form",
      checkout: "/demo/delivery/checkout",
      branches: "/demo/Branches",
    });
  });
});
