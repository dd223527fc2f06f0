import { catalogueRevisionAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { items } from "../db/schema/index.js";

const api = testApi();

async function revision(): Promise<number> {
  const response = await api.app.inject({ method: "GET", url: "/webapp/v5/catalogue-revision" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return catalogueRevisionAnswerSchema.parse(response.json()).revision;
}

describe("GET /webapp/v5/catalogue-revision", () => {
  it("holds between writes and is raised by the next write to what a storefront shows", async () => {
    const before = await revision();
    expect(await revision()).toBe(before);

    const [item] = await api.db.select({ id: items.id, name: items.name }).from(items).limit(1);
    if (!item) throw new Error("the demo has no item");
    await api.db.update(items).set({ name: item.name }).where(eq(items.id, item.id));
    expect(await revision()).toBeGreaterThan(before);
  });
});
