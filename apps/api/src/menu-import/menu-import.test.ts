import type { MenuDocument } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { branches, businesses, categories, items, taxes } from "../db/schema/index.js";
import { loadDemo } from "../seed/demo-data.js";
import { exportMenu } from "./export-menu.js";
import { importMenu } from "./import-menu.js";
import { readMenuDocument } from "./read-menu-document.js";

/** A menu using every field of the document, for a business with a north and a south branch. */
const everyField: MenuDocument = {
  currency: "KWD",
  taxes: [
    { key: "vat", name: { en: "VAT" }, rate: "8.1", inclusive: true },
    { key: "service", name: { en: "Service", ar: "خدمة" }, rate: "5", inclusive: false },
  ],
  tags: [{ key: "spicy", name: { en: "Spicy", ar: "حار" } }],
  ingredients: [
    { key: "lamb", name: { en: "Lamb" } },
    { key: "onion", name: { en: "Onion" } },
  ],
  categories: [
    {
      key: "grills",
      name: { en: "Grills", ar: "مشاوي" },
      description: { en: "Over charcoal" },
      branches: {
        "import-north": { visible: false },
        "import-south": { visible: true, available: '{"status":1,"from":"12:00","to":"23:00"}' },
      },
      items: [
        {
          key: "kebab",
          name: { en: "Kebab", ar: "كباب" },
          description: { en: "Minced lamb" },
          picture: "/media/import/items/kebab.webp",
          pricingType: 1,
          calories: 640,
          preparationMinutes: 20,
          commentRequired: true,
          taxes: ["vat", "service"],
          stickers: ["popular"],
          tags: ["spicy"],
          ingredients: ["onion", "lamb"],
          suggestions: ["tikka"],
          priceLabels: [
            { label: { en: "Half" }, price: "2.500", minimum: 2, maximum: 20 },
            { label: { en: "Full" }, price: "4.750", weight: 450 },
          ],
          modifierGroups: [
            {
              name: { en: "Extras" },
              minimum: 0,
              maximum: 2,
              modifiers: [
                { name: { en: "Cheese" }, price: "0.250", taxes: ["vat"] },
                { name: { en: "Onion" }, price: "0.000", maximumQuantity: 3 },
              ],
            },
          ],
        },
      ],
      subcategories: [
        {
          key: "skewers",
          name: { en: "Skewers" },
          visible: false,
          schedule: { days: [{ closed: true, shifts: [] }], pin_schedule: true },
          items: [
            {
              key: "tikka",
              name: { en: "Tikka" },
              types: ["delivery", "reservation"],
              visible: false,
              branches: ["import-south"],
              priceLabels: [{ label: { en: "One" }, price: "1.125" }],
            },
          ],
        },
      ],
    },
  ],
  smartCategories: [{ key: "favourites", name: { en: "Favourites" }, items: ["tikka", "kebab"] }],
  highlighted: "favourites",
  discounts: [
    { sellingType: "delivery", category: "grills", percent: "10" },
    { sellingType: "pickup", item: "kebab", amount: "0.250" },
    { sellingType: "dinein", percent: "2.5" },
  ],
};

const database = testDatabase();
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "menu-import-"));
});

/** A business of its own; the round trip's has the two branches the document names (references are global). */
async function newBusiness(referenceId: string, currency = "KWD", withBranches = false) {
  const [business] = await database.db
    .insert(businesses)
    .values({
      referenceId,
      ownerUserId: 77,
      name: { en: referenceId },
      businessType: "restaurant",
      currency,
      locales: ["en"],
    })
    .returning({ id: businesses.id });
  if (!withBranches) return;
  await database.db.insert(branches).values([
    { businessId: business?.id ?? 0, referenceId: "import-north", name: { en: "North" } },
    {
      businessId: business?.id ?? 0,
      referenceId: "import-south",
      name: { en: "South" },
      position: 1,
    },
  ]);
}

async function documentFile(name: string, content: unknown): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

async function menuRowCount(referenceId: string): Promise<number> {
  const [business] = await database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.referenceId, referenceId));
  const id = business?.id ?? 0;
  return (
    (await database.db.$count(categories, eq(categories.businessId, id))) +
    (await database.db.$count(items, eq(items.businessId, id))) +
    (await database.db.$count(taxes, eq(taxes.businessId, id)))
  );
}

describe("the menu document's import and export", () => {
  it("exports each seeded demo business's menu exactly as its data file writes it", async () => {
    const { businesses: demo } = await loadDemo();
    for (const { business, menu } of demo) {
      expect(
        await exportMenu(database.db, { reference: business.referenceId }),
        business.referenceId,
      ).toEqual(menu);
    }
  });

  it("exports an imported document as it was written, every field kept", async () => {
    await newBusiness("import-round-trip", "KWD", true);
    const file = await documentFile("every-field.json", everyField);
    const ids = await importMenu(
      database.db,
      { reference: "import-round-trip" },
      await readMenuDocument(file),
    );
    expect([...ids.items.keys()]).toEqual(["kebab", "tikka"]);
    expect(await exportMenu(database.db, { reference: "import-round-trip" })).toEqual(everyField);
  });

  it("refuses a bad document with its file and each faulty field, and writes nothing", async () => {
    await newBusiness("import-refused");
    const file = await documentFile("bad.json", {
      ...everyField,
      taxes: [{ key: "vat", name: { en: "VAT" }, rate: "eight", inclusive: true }],
      categories: [
        {
          ...everyField.categories[0],
          items: [
            {
              ...everyField.categories[0]?.items[0],
              priceLabels: [{ label: { en: "One" }, price: 1.25 }],
            },
          ],
        },
      ],
    });
    const refusal = readMenuDocument(file);
    await expect(refusal).rejects.toThrow(`${file}: taxes[0].rate: a percentage`);
    await expect(refusal).rejects.toThrow(`${file}: categories[0].items[0].priceLabels[0].price:`);
    const unknownKey = await documentFile("unknown-key.json", {
      ...everyField,
      highlighted: "nowhere",
    });
    await expect(readMenuDocument(unknownKey)).rejects.toThrow(
      `${unknownKey}: highlighted: no category has the key nowhere`,
    );
    await expect(
      readMenuDocument(await documentFile("broken.json", "{ categories")),
    ).rejects.toThrow(/broken\.json: .*JSON/);
    expect(await menuRowCount("import-refused")).toBe(0);
  });

  it("writes all or nothing: a branch the business lacks undoes the whole import", async () => {
    await newBusiness("import-undone");
    await expect(
      importMenu(database.db, { reference: "import-undone" }, everyField),
    ).rejects.toThrow("the menu refers to an unknown branch import-north");
    expect(await menuRowCount("import-undone")).toBe(0);
  });

  it("refuses prices in another currency than the business's, and an unknown business", async () => {
    await newBusiness("import-francs", "CHF");
    await expect(
      importMenu(database.db, { reference: "import-francs" }, everyField),
    ).rejects.toThrow("currency: the document's prices are in KWD, the business sells in CHF");
    await expect(
      importMenu(database.db, { reference: "no-such-business" }, everyField),
    ).rejects.toThrow("no business has the reference no-such-business");
  });

  it("refuses a price with more decimals than the currency has", async () => {
    await newBusiness("import-digits");
    const tooFine: MenuDocument = {
      currency: "KWD",
      categories: [
        {
          key: "drinks",
          name: { en: "Drinks" },
          items: [
            {
              key: "tea",
              name: { en: "Tea" },
              priceLabels: [{ label: { en: "Cup" }, price: "0.1255" }],
            },
          ],
        },
      ],
    };
    await expect(importMenu(database.db, { reference: "import-digits" }, tooFine)).rejects.toThrow(
      "the price 0.1255 has more decimals than KWD has",
    );
    expect(await menuRowCount("import-digits")).toBe(0);
  });
});
