import { failureSchema, getRestaurantAnswerSchema } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";
import { demoBusinesses } from "../db/demo-businesses.js";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, logger: false });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function getRestaurant(path: string) {
  const response = await app.inject({ method: "GET", url: `/webapp/v5/restaurant/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("GET /webapp/v5/restaurant/:reference_id", () => {
  it("answers the Kuwaiti demo restaurant as the v5 contract describes it", async () => {
    const { status, body } = await getRestaurant("demo");
    expect(status).toBe(200);

    const { restaurant, error, message } = getRestaurantAnswerSchema.parse(body);
    expect(error).toBe(0);
    expect(message).toBe("");
    expect(restaurant).toMatchObject({
      reference_id: "demo",
      business_name: { ar: "مطبخ بيت الكويت", en: "Bait Al Kuwait Kitchen" },
      business_type: "restaurant",
      currency: "KWD",
      locales: ["ar", "en"],
      country: "KW",
      time_zone: "Asia/Kuwait",
      dark_mode: "auto",
      branch_name: { ar: "السالمية", en: "Salmiya" },
    });
    expect(restaurant.branches.map((branch) => branch.reference_id)).toEqual([
      "demo-salmiya",
      "demo-sharq",
    ]);
    expect(restaurant.branches[1]?.name).toEqual({
      ar: "مدينة الكويت - شرق",
      en: "Kuwait City - Sharq",
    });
    expect(restaurant.branch_id).toBe(restaurant.branches[0]?.id);
    expect(restaurant.policies.map((policy) => policy.title.en)).toEqual([
      "Delivery",
      "Cancellations and refunds",
      "Allergies",
      "Privacy",
    ]);
    expect(restaurant.policies.every((policy) => policy.body.ar && policy.body.en)).toBe(true);
  });

  it.each(
    demoBusinesses.map(
      ({ business, branches }) => [business.referenceId, business, branches] as const,
    ),
  )(
    "answers the seeded business %s with its own settings",
    async (referenceId, business, branches) => {
      const { status, body } = await getRestaurant(referenceId);
      expect(status).toBe(200);
      const { restaurant } = getRestaurantAnswerSchema.parse(body);
      expect(restaurant).toMatchObject({
        business_name: business.name,
        business_type: business.businessType,
        currency: business.currency,
        locales: business.locales,
        country: business.country,
        time_zone: business.timeZone,
        theme_color: business.themeColor,
        theme_background_color: business.themeBackgroundColor,
        dark_mode: business.darkMode,
        branch_name: branches[0]?.name,
      });
      expect(restaurant.branches.map((branch) => branch.reference_id)).toEqual(
        branches.map((b) => b.referenceId),
      );
    },
  );

  it("accepts the optional theme_id and wv query fields", async () => {
    const { status, body } = await getRestaurant("demo?theme_id=3&wv=true");
    expect(status).toBe(200);
    expect(getRestaurantAnswerSchema.parse(body).restaurant.reference_id).toBe("demo");
  });

  it("answers 404 NOT_FOUND naming an unknown reference", async () => {
    const { status, body } = await getRestaurant("no-such-place");
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toEqual({
      error: 1,
      code: "NOT_FOUND",
      message: "No business has the reference no-such-place",
    });
  });

  it.each([
    ["characters outside letters, digits, - and _", "demo%3Bdrop"],
    ["a space", "de%20mo"],
    ["more than 120 characters", "d".repeat(121)],
  ])(
    "answers 400 BAD_REQUEST naming reference_id for a reference with %s",
    async (_case, reference) => {
      const { status, body } = await getRestaurant(reference);
      expect(status).toBe(400);
      const failure = failureSchema.parse(body);
      expect(failure.code).toBe("BAD_REQUEST");
      expect(failure.message).toContain("params.reference_id");
    },
  );

  it("answers 400 BAD_REQUEST naming an unknown query field", async () => {
    const { status, body } = await getRestaurant("demo?price=0");
    expect(status).toBe(400);
    const failure = failureSchema.parse(body);
    expect(failure.code).toBe("BAD_REQUEST");
    expect(failure.message).toContain('"price"');
  });

  it("answers 400 BAD_REQUEST naming a malformed theme_id", async () => {
    const { status, body } = await getRestaurant("demo?theme_id=dark");
    expect(status).toBe(400);
    expect(failureSchema.parse(body).message).toContain("query.theme_id");
  });
});
