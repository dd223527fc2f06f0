import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { orderTypes } from "../codes/order-type.js";
import { sellingTypes, sellingTypeStrings } from "../codes/selling-type.js";
import { toSellingType } from "../codes/to-selling-type.js";
import {
  checkoutAsks,
  handedOverBy,
  homeRoute,
  mayAsk,
  sellingTypeRoute,
  sellingTypeRow,
} from "./selling-type-rules.js";
import { sellingTypeTable, type SellingTypeString } from "./selling-type-table.js";

const routeTypes = Object.keys(sellingTypeStrings) as SellingTypeString[];

describe("the selling-type table", () => {
  it("holds the spec's three selling types, in its order (spec 4)", () => {
    expect(sellingTypes).toEqual(["delivery", "dine_in", "car_pickup"]);
  });

  it('spec 9: "delivery 0, dine in 1, pickup 2, product service 3"', () => {
    expect(orderTypes).toEqual({ delivery: 0, dinein: 1, car_pickup: 2, product_service: 3 });
  });

  it("gives every order-type code once", () => {
    const codes = Object.values(orderTypes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("names every route type once, across all selling types", () => {
    const routes = Object.values(sellingTypeTable).flatMap((row) => Object.keys(row.routes));
    expect(new Set(routes).size).toBe(routes.length);
  });

  test.prop([fc.constantFrom(...routeTypes)])(
    "a route places one of its own selling type's order strings, and that string orders as the same type",
    (route) => {
      const { sellingType, order } = sellingTypeRoute(route);
      expect(Object.keys(sellingTypeRow(sellingType).orders)).toContain(order);
      expect(toSellingType(order)).toEqual({ ok: true, sellingType });
      expect(toSellingType(route)).toEqual({ ok: true, sellingType });
    },
  );

  it('spec 3: "Discounts per selling type (pickup, delivery, dinein)"', () => {
    expect(sellingTypes.map((type) => sellingTypeRow(type).discounts)).toEqual([
      "delivery",
      "dinein",
      "pickup",
    ]);
  });

  it('spec 4: "Reservation types map to the reservation item category"', () => {
    expect(routeTypes.filter((route) => sellingTypeRoute(route).reservation)).toEqual([
      "reserv_dinein",
      "reserv_service",
      "reservation",
    ]);
    expect(sellingTypeRoute("reserv_service")).toEqual({
      sellingType: "dine_in",
      order: "product_service",
      reservation: true,
      label: "sellingTypes.reservation",
    });
  });

  it("only delivery pays the zone's fee and is handed over by a driver", () => {
    expect(sellingTypes.filter((type) => sellingTypeRow(type).fee === "zone")).toEqual([
      "delivery",
    ]);
    expect(sellingTypes.filter((type) => sellingTypeRow(type).handOver === "driver")).toEqual([
      "delivery",
    ]);
  });

  it('spec 4: "dine-in also needs the business cart flag"', () => {
    expect(sellingTypes.filter((type) => sellingTypeRow(type).needsCartFlag)).toEqual(["dine_in"]);
  });
});

describe("handedOverBy", () => {
  it("ADR 014: a delivery is handed over by its driver; dine-in, product service and car pickup on the spot", () => {
    expect(handedOverBy("delivery")).toBe("driver");
    expect(handedOverBy("dinein")).toBe("on_site");
    expect(handedOverBy("product_service")).toBe("on_site");
    expect(handedOverBy("car_pickup")).toBe("on_site");
  });
});

describe("homeRoute", () => {
  it("opens delivery and car pickup by their names, dine-in by the business's label (spec 3 dine_in_label)", () => {
    expect(homeRoute("delivery", {})).toBe("delivery");
    expect(homeRoute("car_pickup", {})).toBe("car_pickup");
    expect(homeRoute("dine_in", { label: "dinein" })).toBe("dinein");
    expect(homeRoute("dine_in", { label: "product_service" })).toBe("product_service");
  });
});

describe("checkoutAsks", () => {
  it("a delivery asks its place whatever its settings, and a gift where the business enables gifts", () => {
    expect(checkoutAsks("delivery", { enable_gift: false })).toEqual(["place"]);
    expect(checkoutAsks("delivery", { enable_gift: true })).toEqual(["place", "gift"]);
  });

  it("dine-in asks a table under the dinein label, none under product_service (spec 3 dine_in_label)", () => {
    expect(checkoutAsks("dine_in", { label: "dinein" })).toEqual(["table"]);
    expect(checkoutAsks("dine_in", { label: "product_service" })).toEqual([]);
  });

  it("car pickup asks the car while the business shows car info (spec 9: showCarInfo)", () => {
    expect(checkoutAsks("car_pickup", { show_car_info: true })).toEqual(["car"]);
    expect(checkoutAsks("car_pickup", { show_car_info: false })).toEqual([]);
  });

  test.prop([fc.constantFrom(...sellingTypes), fc.dictionary(fc.string(), fc.jsonValue())])(
    "asks only what the type may ask, whatever the settings",
    (type, settings) => {
      for (const ask of checkoutAsks(type, settings)) expect(mayAsk(type, ask)).toBe(true);
    },
  );
});
