import { getMenuAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { branches, categoryBranches, items, priceLabels } from "../db/schema/index.js";

let salmiya: number;

const api = testApi();

beforeAll(async () => {
  const [branch] = await api.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.referenceId, "demo-salmiya"));
  salmiya = branch?.id ?? 0;
});

async function getMenu(headers: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: "GET",
    url: `/webapp/v5/menu/${salmiya}`,
    headers,
  });
  return {
    status: response.statusCode,
    etag: response.headers.etag as string | undefined,
    cacheControl: response.headers["cache-control"],
    body: response.body,
  };
}

async function firstItem() {
  const menu = getMenuAnswerSchema.parse(JSON.parse((await getMenu()).body)).menu;
  const item = menu.items.find((candidate) => candidate.visible && candidate.price_labels[0]);
  if (!item) throw new Error("the demo menu has no visible item");
  return item;
}

describe("menu answers are cached and stay correct", () => {
  it("carry an ETag and Cache-Control no-cache, and answer 304 to a caller holding them", async () => {
    const first = await getMenu();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.cacheControl).toBe("no-cache");

    const again = await getMenu({ "if-none-match": first.etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.etag).toBe(first.etag);
  });

  it("show a changed price on the next request, under a new ETag", async () => {
    const before = await getMenu();
    const item = await firstItem();
    const label = item.price_labels[0];
    if (!label) throw new Error("no price label");
    await api.db
      .update(priceLabels)
      .set({ price: label.price.amount + 125 })
      .where(eq(priceLabels.id, label.id));

    const after = await getMenu({ "if-none-match": before.etag ?? "" });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    const changed = getMenuAnswerSchema
      .parse(JSON.parse(after.body))
      .menu.items.find((candidate) => candidate.id === item.id);
    expect(changed?.price_labels[0]?.price.amount).toBe(label.price.amount + 125);
  });

  it("show a hidden item as hidden on the next request", async () => {
    const item = await firstItem();
    await api.db.update(items).set({ visible: false }).where(eq(items.id, item.id));
    const menu = getMenuAnswerSchema.parse(JSON.parse((await getMenu()).body)).menu;
    expect(menu.items.find((candidate) => candidate.id === item.id)?.visible).toBe(false);
  });

  it("show a new branch setting of a category on the next request", async () => {
    const item = await firstItem();
    await api.db
      .insert(categoryBranches)
      .values({ categoryId: item.category_id, branchId: salmiya, visible: false })
      .onConflictDoUpdate({
        target: [categoryBranches.categoryId, categoryBranches.branchId],
        set: { visible: false },
      });
    const menu = getMenuAnswerSchema.parse(JSON.parse((await getMenu()).body)).menu;
    expect(menu.items.find((candidate) => candidate.id === item.id)?.category.branch?.visible).toBe(
      false,
    );
  });

  it("are shared by no process: a second API on the same database sees the change too", async () => {
    const other = buildApp({ db: api.db, logger: false });
    try {
      const item = await firstItem();
      const seen = async () =>
        getMenuAnswerSchema
          .parse(JSON.parse((await other.inject(`/webapp/v5/menu/${salmiya}`)).body))
          .menu.items.find((candidate) => candidate.id === item.id)?.price_labels[0]?.price.amount;
      const label = item.price_labels[0];
      if (!label) throw new Error("no price label");
      expect(await seen()).toBe(label.price.amount);
      await api.db
        .update(priceLabels)
        .set({ price: label.price.amount + 5 })
        .where(eq(priceLabels.id, label.id));
      expect(await seen()).toBe(label.price.amount + 5);
    } finally {
      await other.close();
    }
  });
});
