import { getRestaurantAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";
import { branches, businesses } from "../db/schema/index.js";

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

async function getDemo(etag?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/webapp/v5/restaurant/demo",
    headers: etag ? { "if-none-match": etag } : {},
  });
  return {
    status: response.statusCode,
    etag: String(response.headers.etag),
    restaurant:
      response.statusCode === 200
        ? getRestaurantAnswerSchema.parse(response.json()).restaurant
        : null,
  };
}

describe("restaurant answers are cached and stay correct", () => {
  it("answer 304 to a caller holding the answer", async () => {
    const first = await getDemo();
    expect(first.status).toBe(200);
    expect((await getDemo(first.etag)).status).toBe(304);
  });

  it("show a changed theme colour and a renamed branch on the next request", async () => {
    const first = await getDemo();
    await database.db
      .update(businesses)
      .set({ themeColor: "#123456" })
      .where(eq(businesses.referenceId, "demo"));
    await database.db
      .update(branches)
      .set({ name: { en: "Salmiya Beach", ar: "السالمية البحر" } })
      .where(eq(branches.referenceId, "demo-salmiya"));
    const second = await getDemo(first.etag);
    expect(second.status).toBe(200);
    expect(second.restaurant?.theme_color).toBe("#123456");
    expect(second.restaurant?.branches.map((branch) => branch.name.en)).toContain("Salmiya Beach");
  });

  it("never answer one business's cached answer for another", async () => {
    const demo = await getDemo();
    const shop = await app.inject("/webapp/v5/restaurant/demo-shop");
    expect(shop.headers.etag).not.toBe(demo.etag);
    expect(getRestaurantAnswerSchema.parse(shop.json()).restaurant.reference_id).toBe("demo-shop");
  });
});
