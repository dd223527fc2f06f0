import type { MenuDocument } from "@storefront/api-client";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { readCatalogueRevision } from "../catalogue/read-catalogue-revision.js";
import {
  branches,
  businesses,
  itemBranches,
  items,
  modifierGroups,
  modifiers,
  priceLabels,
  tags,
} from "../db/schema/index.js";
import { loadDemo } from "../seed/demo-data.js";
import { exportMenu } from "./export-menu.js";
import { importMenu } from "./import-menu.js";

// Uploading a menu document over a live menu (ADR 065): matched by key, ids kept, what the
// document leaves out hidden, all in one transaction.

const database = testDatabase();

const extras = {
  name: { en: "Extras" },
  minimum: 0,
  maximum: 2,
  modifiers: [
    { name: { en: "Cheese" }, price: "0.250" },
    { name: { en: "Onion" }, price: "0.000", maximumQuantity: 3 },
  ],
};

/** The menu as it is live: kebab and kofta shown, spicy tagged. */
const live: MenuDocument = {
  currency: "KWD",
  tags: [{ key: "spicy", name: { en: "Spicy" } }],
  categories: [
    {
      key: "grills",
      name: { en: "Grills" },
      items: [
        {
          key: "kebab",
          name: { en: "Kebab", ar: "كباب" },
          tags: ["spicy"],
          suggestions: ["kofta"],
          priceLabels: [
            { label: { en: "Half" }, price: "2.500" },
            { label: { en: "Full" }, price: "4.750" },
          ],
          modifierGroups: [extras],
        },
        {
          key: "kofta",
          name: { en: "Kofta" },
          priceLabels: [{ label: { en: "Plate" }, price: "1.900" }],
        },
      ],
    },
  ],
  smartCategories: [{ key: "favourites", name: { en: "Favourites" }, items: ["kofta", "kebab"] }],
  highlighted: "favourites",
};

/** The manager's upload: kebab dearer and renamed, one option gone, kofta left out, shawarma new. */
const uploaded: MenuDocument = {
  currency: "KWD",
  categories: [
    {
      key: "grills",
      name: { en: "Grills", ar: "مشاوي" },
      items: [
        {
          key: "shawarma",
          name: { en: "Shawarma" },
          priceLabels: [{ label: { en: "Wrap" }, price: "0.950" }],
        },
        {
          key: "kebab",
          name: { en: "Lamb Kebab", ar: "كباب لحم" },
          priceLabels: [
            { label: { en: "Half" }, price: "2.750" },
            { label: { en: "Full" }, price: "4.750" },
          ],
          modifierGroups: [{ ...extras, modifiers: [{ name: { en: "Cheese" }, price: "0.300" }] }],
        },
      ],
    },
  ],
  smartCategories: [{ key: "favourites", name: { en: "Favourites" }, items: ["kebab"] }],
  highlighted: "favourites",
};

async function liveBusiness(reference: string): Promise<{ id: number; branchId: number }> {
  const [business] = await database.db
    .insert(businesses)
    .values({
      referenceId: reference,
      ownerUserId: 77,
      name: { en: reference },
      businessType: "restaurant",
      currency: "KWD",
      locales: ["en"],
    })
    .returning({ id: businesses.id });
  const id = business?.id ?? 0;
  const [branch] = await database.db
    .insert(branches)
    .values({ businessId: id, referenceId: `${reference}-branch`, name: { en: "Main" } })
    .returning({ id: branches.id });
  await importMenu(database.db, { reference }, live);
  return { id, branchId: branch?.id ?? 0 };
}

/** A dish's id, whether it is shown, and the ids and prices of its price labels and options. */
async function dish(businessId: number, key: string) {
  const [row] = await database.db
    .select({ id: items.id, visible: items.visible })
    .from(items)
    .where(and(eq(items.businessId, businessId), eq(items.key, key)));
  if (!row) return undefined;
  const labels = await database.db
    .select({ id: priceLabels.id, price: priceLabels.price })
    .from(priceLabels)
    .where(eq(priceLabels.itemId, row.id))
    .orderBy(asc(priceLabels.position));
  const options = await database.db
    .select({ id: modifiers.id, price: modifiers.price })
    .from(modifiers)
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
    .where(eq(modifierGroups.itemId, row.id))
    .orderBy(asc(modifiers.position));
  return { ...row, labels, options };
}

describe("uploading a menu document over a live menu", () => {
  it("changes nothing when each demo business uploads its own download", async () => {
    const { businesses: demo } = await loadDemo();
    for (const { business } of demo) {
      const before = await exportMenu(database.db, { reference: business.referenceId });
      const written = await importMenu(database.db, { reference: business.referenceId }, before);
      expect(written.newItems, business.referenceId).toEqual([]);
      expect(written.hiddenItems, business.referenceId).toEqual([]);
      expect(
        await exportMenu(database.db, { reference: business.referenceId }),
        business.referenceId,
      ).toEqual(before);
    }
  });

  it("rewrites dishes by key in place, adds the new and hides the ones left out", async () => {
    const business = await liveBusiness("upload-live");
    const kebab = await dish(business.id, "kebab");
    const revision = await readCatalogueRevision(database.db);

    const written = await importMenu(database.db, { reference: "upload-live" }, uploaded);

    expect(written.newItems).toEqual(["shawarma"]);
    expect(written.hiddenItems).toEqual(["kofta"]);
    expect(await readCatalogueRevision(database.db)).toBeGreaterThan(revision);
    // A cart names the dish, its price and its option by id: all three still stand.
    expect(await dish(business.id, "kebab")).toEqual({
      id: kebab?.id,
      visible: true,
      labels: [
        { id: kebab?.labels[0]?.id, price: 2750 },
        { id: kebab?.labels[1]?.id, price: 4750 },
      ],
      options: [{ id: kebab?.options[0]?.id, price: 300 }],
    });
    expect((await dish(business.id, "kofta"))?.visible).toBe(false);
    expect((await dish(business.id, "shawarma"))?.visible).toBe(true);
    expect(await database.db.$count(tags, eq(tags.businessId, business.id))).toBe(0);

    const exported = await exportMenu(database.db, { reference: "upload-live" });
    const grills = exported.categories[0];
    expect(grills?.items.map((item) => [item.key, item.visible ?? true])).toEqual([
      ["shawarma", true],
      ["kebab", true],
      ["kofta", false],
    ]);
    expect(grills?.items[1]).toEqual(uploaded.categories[0]?.items[1]);
    expect(exported.smartCategories).toEqual(uploaded.smartCategories);
  });

  it("keeps a dish sold out, and shows a hidden dish again when a later upload names it", async () => {
    const business = await liveBusiness("upload-sold-out");
    const kebab = await dish(business.id, "kebab");
    const since = new Date("2026-11-28T08:00:00Z");
    await database.db
      .update(itemBranches)
      .set({ soldOutSince: since })
      .where(eq(itemBranches.itemId, kebab?.id ?? 0));

    await importMenu(database.db, { reference: "upload-sold-out" }, uploaded);
    const written = await importMenu(database.db, { reference: "upload-sold-out" }, live);

    expect(written.newItems).toEqual([]);
    expect(written.hiddenItems).toEqual(["shawarma"]);
    expect((await dish(business.id, "kofta"))?.visible).toBe(true);
    const [soldOut] = await database.db
      .select({ since: itemBranches.soldOutSince })
      .from(itemBranches)
      .where(
        and(eq(itemBranches.itemId, kebab?.id ?? 0), eq(itemBranches.branchId, business.branchId)),
      );
    expect(soldOut?.since).toEqual(since);
  });

  it("leaves the live menu as it was when the upload is refused half way", async () => {
    await liveBusiness("upload-refused");
    const before = await exportMenu(database.db, { reference: "upload-refused" });
    const elsewhere: MenuDocument = {
      ...uploaded,
      categories: uploaded.categories.map((category) => ({
        ...category,
        items: category.items.map((item) => ({ ...item, branches: ["no-such-branch"] })),
      })),
    };
    await expect(
      importMenu(database.db, { reference: "upload-refused" }, elsewhere),
    ).rejects.toThrow("the menu refers to an unknown branch no-such-branch");
    expect(await exportMenu(database.db, { reference: "upload-refused" })).toEqual(before);
  });
});
