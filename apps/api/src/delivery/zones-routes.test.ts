import {
  checkoutSettingsSchema,
  failureSchema,
  getZonesAnswerSchema,
  type GetZonesAnswer,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { branches, businesses } from "../db/schema/index.js";

const api = testApi();

async function getZones(url: string): Promise<GetZonesAnswer> {
  const response = await api.app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return getZonesAnswerSchema.parse(response.json());
}

async function branchId(referenceId: string): Promise<number> {
  const [branch] = await api.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.referenceId, referenceId));
  if (!branch) throw new Error(`no branch ${referenceId}`);
  return branch.id;
}

describe("GET /webapp/zones/:businessId", () => {
  it("answers the business's zones with fees and minimums in minor units (spec 3)", async () => {
    const { zones, countries, shipping_form } = await getZones("/webapp/zones/demo");
    expect(zones.map((zone) => zone.name.en)).toEqual([
      "Salmiya",
      "Hawalli & Jabriya",
      "Rumaithiya",
      "Kuwait City & Sharq",
      "Dasman & Bneid Al Gar",
    ]);
    const salmiya = zones[0];
    expect(salmiya).toMatchObject({
      visible: true,
      fees: 500,
      min_order: 3000,
      delivery_time: 30,
      unit: "minute",
      branch: await branchId("demo-salmiya"),
      name: { en: "Salmiya", ar: "السالمية" },
    });
    expect(salmiya?.shape.type).toBe("Polygon");
    // Without ?shipping=true the shipping parts are left out.
    expect(countries).toBeUndefined();
    expect(shipping_form).toBeUndefined();
  });

  it("leaves the default delivery time to the client: a zone without one answers null", async () => {
    const { zones } = await getZones("/webapp/zones/demo");
    const rumaithiya = zones.find((zone) => zone.name.en === "Rumaithiya");
    expect(rumaithiya?.delivery_time).toBeNull();
    expect(rumaithiya?.unit).toBe("minute");
  });

  it("answers hidden zones too, marked visible false, so a stale selection can be cleared", async () => {
    const { zones } = await getZones("/webapp/zones/demo");
    const hidden = zones.filter((zone) => !zone.visible);
    expect(hidden.map((zone) => zone.name.en)).toEqual(["Dasman & Bneid Al Gar"]);
    expect(hidden[0]?.branch).toBe(await branchId("demo-sharq"));
  });

  it("nests each zone's areas: Point and Polygon shapes, both languages, the governorate", async () => {
    const { zones } = await getZones("/webapp/zones/demo");
    const areas = zones.flatMap((zone) => zone.areas);
    for (const zone of zones) {
      expect(zone.areas.length).toBeGreaterThan(0);
      for (const area of zone.areas) {
        expect(area.zone_id).toBe(zone.id);
        expect(area.branch).toBe(zone.branch);
      }
    }
    expect(areas.find((area) => area.name.en === "Salmiya")).toMatchObject({
      name: { ar: "السالمية" },
      parent_name: { en: "Hawalli Governorate", ar: "محافظة حولي" },
      shape: { type: "Polygon" },
    });
    expect(areas.find((area) => area.name.en === "Jabriya")?.shape).toEqual({
      type: "Point",
      coordinates: [48.025, 29.318],
    });
    expect(new Set(areas.map((area) => area.shape.type))).toEqual(new Set(["Point", "Polygon"]));
  });

  it("with ?shipping=true answers the shipping countries with their fees, and the delivery form", async () => {
    const answer = await getZones("/webapp/zones/demo-shop?shipping=true");
    const shop = await branchId("demo-shop-fahidi");
    expect(answer.countries?.map((country) => country.country_iso)).toEqual([
      "SA",
      "OM",
      "KW",
      "BH",
    ]);
    expect(answer.countries?.[0]).toMatchObject({
      country: { en: "Saudi Arabia", ar: "السعودية" },
      fees_per_kg: 1500,
      fixed_fees: 2500,
      min_order: 10000,
      branch_id: shop,
    });
    const [business] = await api.db
      .select({ checkout: businesses.checkout })
      .from(businesses)
      .where(eq(businesses.referenceId, "demo-shop"));
    const settings = checkoutSettingsSchema.parse(business?.checkout);
    expect(answer.shipping_form).toEqual({
      type: settings.delivery.form_type,
      fields: settings.delivery.fields,
    });
    // Dubai zones in fils of a dirham; Deira's time is in hours.
    expect(answer.zones.find((zone) => zone.name.en === "Deira")).toMatchObject({
      fees: 1500,
      delivery_time: 2,
      unit: "hour",
    });
  });

  it("answers no countries for a business that does not ship, and no zones where none are drawn", async () => {
    const demo = await getZones("/webapp/zones/demo?shipping=true");
    expect(demo.countries).toEqual([]);
    expect(demo.shipping_form?.type).toBe("residency");
    expect((await getZones("/webapp/zones/demo-salon")).zones).toEqual([]);
    expect((await getZones("/webapp/zones/demo?shipping=false")).countries).toBeUndefined();
  });

  it("answers an unknown business with 404 NOT_FOUND, and bad input with 400 BAD_REQUEST", async () => {
    const cases: [string, number, string][] = [
      ["/webapp/zones/nobody", 404, "NOT_FOUND"],
      ["/webapp/zones/demo?branch=1", 400, "BAD_REQUEST"],
      ["/webapp/zones/demo?shipping=yes", 400, "BAD_REQUEST"],
      ["/webapp/zones/de%20mo", 400, "BAD_REQUEST"],
    ];
    for (const [url, status, code] of cases) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(failureSchema.parse(response.json()).code).toBe(code);
    }
  });
});
