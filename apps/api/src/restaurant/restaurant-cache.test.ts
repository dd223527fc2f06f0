import { getRestaurantAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conditionalGet } from "../../test/conditional-get.js";
import { testApi } from "../../test/test-api.js";
import { branches, businesses } from "../db/schema/index.js";

const api = testApi();

const getDemo = (etag?: string) =>
  conditionalGet(api.app, "/webapp/v5/restaurant/demo", getRestaurantAnswerSchema, etag);

describe("restaurant answers are cached and stay correct", () => {
  it("answer 304 to a caller holding the answer", async () => {
    const first = await getDemo();
    expect(first.status).toBe(200);
    expect((await getDemo(first.etag)).status).toBe(304);
  });

  it("show a changed theme colour and a renamed branch on the next request", async () => {
    const first = await getDemo();
    await api.db
      .update(businesses)
      .set({ themeColor: "#123456" })
      .where(eq(businesses.referenceId, "demo"));
    await api.db
      .update(branches)
      .set({ name: { en: "Salmiya Beach", ar: "السالمية البحر" } })
      .where(eq(branches.referenceId, "demo-salmiya"));
    const second = await getDemo(first.etag);
    expect(second.status).toBe(200);
    expect(second.answer?.restaurant.theme_color).toBe("#123456");
    expect(second.answer?.restaurant.branches.map((branch) => branch.name.en)).toContain(
      "Salmiya Beach",
    );
  });

  it("never answer one business's cached answer for another", async () => {
    const demo = await getDemo();
    const shop = await api.app.inject("/webapp/v5/restaurant/demo-shop");
    expect(shop.headers.etag).not.toBe(demo.etag);
    expect(getRestaurantAnswerSchema.parse(shop.json()).restaurant.reference_id).toBe("demo-shop");
  });
});
