import type { MenuDocument, MenuDocumentCategory, MenuDocumentItem } from "@storefront/api-client";
import {
  failureSchema,
  getItemAnswerSchema,
  getMenuAnswerSchema,
  type MenuItemDto,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { branches, businesses } from "../db/schema/index.js";
import { writeMenu, writeStandardMenu } from "../menu-import/write-menu.js";
import { loadDemo } from "../seed/demo-data.js";
import { findMenu } from "./find-menu.js";

/** A small menu written for these tests, so every expected amount can be read off it. */
const fixtureMenu: MenuDocument = {
  currency: "KWD",
  tags: [
    { key: "spicy", name: { en: "Spicy" } },
    { key: "gluten-free", name: { en: "Gluten-free" } },
  ],
  ingredients: [
    { key: "lamb", name: { en: "Lamb" } },
    { key: "onion", name: { en: "Onion" } },
  ],
  smartCategories: [
    { key: "favourites", name: { en: "Favourites" }, items: ["south-only", "kebab"] },
  ],
  highlighted: "favourites",
  taxes: [
    { key: "vat", name: { en: "VAT" }, rate: "8.1", inclusive: true },
    { key: "service", name: { en: "Service" }, rate: "5", inclusive: false },
  ],
  categories: [
    {
      key: "grills",
      name: { en: "Grills", ar: "مشاوي" },
      branches: { north: { visible: true, available: '{"status":1,"from":"12:00","to":"23:00"}' } },
      items: [
        {
          key: "kebab",
          name: { en: "Kebab", ar: "كباب" },
          pricingType: 1,
          taxes: ["vat", "service"],
          stickers: ["popular", "chef_choice"],
          tags: ["spicy", "gluten-free"],
          ingredients: ["onion", "lamb"],
          suggestions: ["south-only", "tikka"],
          priceLabels: [
            { label: { en: "Half" }, price: "2.5", minimum: 2, maximum: 20 },
            { label: { en: "Full" }, price: "4.75", weight: 450 },
          ],
          modifierGroups: [
            {
              name: { en: "Extras" },
              minimum: 0,
              maximum: 2,
              modifiers: [
                { name: { en: "Cheese" }, price: "0.25", taxes: ["vat"] },
                { name: { en: "Onion" }, price: "0", maximumQuantity: 3 },
              ],
            },
          ],
        },
        {
          key: "south-only",
          name: { en: "South special" },
          branches: ["south"],
          priceLabels: [{ label: { en: "One" }, price: "1" }],
        },
      ],
      subcategories: [
        {
          key: "skewers",
          name: { en: "Skewers" },
          schedule: { days: [{ closed: true, shifts: [] }] },
          items: [
            {
              key: "tikka",
              name: { en: "Tikka" },
              types: ["delivery"],
              visible: false,
              priceLabels: [{ label: { en: "One" }, price: "1.125" }],
            },
          ],
        },
      ],
    },
  ],
};

let north: number;
let south: number;

const api = testApi();

beforeAll(async () => {
  await api.db.transaction(async (tx) => {
    const [business] = await tx
      .insert(businesses)
      .values({
        referenceId: "menu-fixture",
        ownerUserId: 99,
        name: { en: "Fixture" },
        businessType: "restaurant",
        currency: "KWD",
        locales: ["en"],
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error("fixture business not inserted");
    const rows = await tx
      .insert(branches)
      .values([
        { businessId: business.id, referenceId: "fixture-north", name: { en: "North" } },
        { businessId: business.id, referenceId: "fixture-south", name: { en: "South" } },
      ])
      .returning({ id: branches.id, referenceId: branches.referenceId });
    north = rows.find((row) => row.referenceId === "fixture-north")?.id ?? 0;
    south = rows.find((row) => row.referenceId === "fixture-south")?.id ?? 0;
    const branchIds = new Map([
      ["north", north],
      ["south", south],
    ]);
    const owner = { businessId: business.id, currency: "KWD", branchIds };
    await writeStandardMenu(tx, owner, fixtureMenu, await writeMenu(tx, owner, fixtureMenu));
  });
});

async function getMenu(id: string | number) {
  const response = await api.app.inject({ method: "GET", url: `/webapp/v5/menu/${id}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function menuOf(branchId: number) {
  const { status, body } = await getMenu(branchId);
  expect(status).toBe(200);
  return getMenuAnswerSchema.parse(body);
}

function itemNamed(list: readonly MenuItemDto[], name: string): MenuItemDto {
  const item = list.find((candidate) => candidate.name.en === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
}

describe("GET /webapp/v5/menu/:id", () => {
  it("answers prices in minor units of the business's currency (KWD: 2.5 is 2500 fils)", async () => {
    const { currency, menu } = await menuOf(north);
    expect(currency).toBe("KWD");
    const kebab = itemNamed(menu.items, "Kebab");
    expect(kebab.pricing_type).toBe(1);
    expect(kebab.price_labels).toEqual([
      expect.objectContaining({
        label: { en: "Half" },
        price: { amount: 2500, currency: "KWD" },
        minimum: 2,
        maximum: 20,
        weight: null,
      }),
      expect.objectContaining({
        label: { en: "Full" },
        price: { amount: 4750, currency: "KWD" },
        minimum: 1,
        maximum: 1000,
        weight: 450,
      }),
    ]);
  });

  it("splits an item's taxes into inclusive_taxes and taxes added on top, rates in basis points", async () => {
    const kebab = itemNamed((await menuOf(north)).menu.items, "Kebab");
    expect(kebab.inclusive_taxes).toEqual([
      expect.objectContaining({ name: { en: "VAT" }, rate_basis_points: 810 }),
    ]);
    expect(kebab.taxes).toEqual([
      expect.objectContaining({ name: { en: "Service" }, rate_basis_points: 500 }),
    ]);
  });

  it("gives each item its modifier groups, with prices, quantity limits and taxes split as an item's: a VAT inside the price is never one added on top", async () => {
    const [extras] = itemNamed((await menuOf(north)).menu.items, "Kebab").modifier_groups;
    expect(extras).toMatchObject({ name: { en: "Extras" }, minimum: 0, maximum: 2 });
    expect(
      extras?.modifiers.map(({ name, price, maximum_quantity, taxes, inclusive_taxes }) => ({
        name: name.en,
        price: price.amount,
        maximum_quantity,
        taxes: taxes.map((tax) => tax.rate_basis_points),
        inclusive_taxes: inclusive_taxes.map((tax) => tax.rate_basis_points),
      })),
    ).toEqual([
      { name: "Cheese", price: 250, maximum_quantity: 1, taxes: [], inclusive_taxes: [810] },
      { name: "Onion", price: 0, maximum_quantity: 3, taxes: [], inclusive_taxes: [] },
    ]);
  });

  it("lists only the items the branch sells (spec: itemId is checked against the branch)", async () => {
    const northNames = (await menuOf(north)).menu.items.map((item) => item.name.en);
    const southNames = (await menuOf(south)).menu.items.map((item) => item.name.en);
    expect(northNames).not.toContain("South special");
    expect(southNames).toContain("South special");
    expect(itemNamed((await menuOf(south)).menu.items, "Kebab").branches).toEqual([north, south]);
  });

  it("nests subcategories, and gives an item its category and grand_category with their branch settings", async () => {
    const { menu } = await menuOf(north);
    const [grills] = menu.categories;
    expect(grills).toMatchObject({
      name: { en: "Grills", ar: "مشاوي" },
      parent_id: null,
      branch: { visible: true, available: '{"status":1,"from":"12:00","to":"23:00"}' },
    });
    const [skewers] = grills?.subcategories ?? [];
    expect(skewers).toMatchObject({
      name: { en: "Skewers" },
      parent_id: grills?.id,
      branch: null,
      available: { days: [{ closed: true, shifts: [] }] },
    });

    const tikka = itemNamed(menu.items, "Tikka");
    expect(tikka).toMatchObject({ visible: false, types: ["delivery"] });
    expect(tikka.category).toEqual({ id: skewers?.id, branch: null });
    expect(tikka.grand_category).toEqual({ id: grills?.id, branch: grills?.branch });
    // A category without settings at a branch has none there.
    expect((await menuOf(south)).menu.categories[0]?.branch).toBeNull();
  });

  it("gives an item its image, stickers, tags, ingredients in order and the suggestions the branch sells", async () => {
    const northItems = (await menuOf(north)).menu.items;
    const kebab = itemNamed(northItems, "Kebab");
    const tikka = itemNamed(northItems, "Tikka");
    expect(kebab).toMatchObject({ image: null, stickers: ["popular", "chef_choice"] });
    expect(kebab.tag_ids).toHaveLength(2);
    // Onion before lamb, as written, though lamb was inserted first (so has the lower id).
    const [first = 0, second = 0] = kebab.ingredient_ids ?? [];
    expect(first).toBeGreaterThan(second);
    // "South special" is not sold at North, so North does not suggest it.
    expect(kebab.suggested_item_ids).toEqual([tikka.id]);
    const southKebab = itemNamed((await menuOf(south)).menu.items, "Kebab");
    const special = itemNamed((await menuOf(south)).menu.items, "South special");
    expect(southKebab.suggested_item_ids).toEqual([special.id, tikka.id]);
    expect(tikka).toMatchObject({ stickers: [], tag_ids: [], ingredient_ids: [] });
  });

  it("answers the menu call with the smart categories, the highlighted category and showStandardSubCats", async () => {
    const { body } = await getMenu(north);
    const found = await findMenu(api.db, north);
    expect(body).toMatchObject({
      smart_categories: found?.smart_categories,
      highlightedCat: found?.highlightedCat,
      showStandardSubCats: found?.showStandardSubCats,
    });
    expect((body as { smart_categories: unknown[] }).smart_categories).toHaveLength(1);
  });

  it("keeps smart categories out of the category tree; findMenu gives them with the branch's items", async () => {
    const { menu } = await menuOf(north);
    expect(menu.categories.map((category) => category.name.en)).toEqual(["Grills"]);
    const kebab = itemNamed(menu.items, "Kebab");
    const found = await findMenu(api.db, north);
    expect(found?.smart_categories).toEqual([
      expect.objectContaining({
        name: { en: "Favourites" },
        parent_id: null,
        item_ids: [kebab.id],
      }),
    ]);
    expect(found?.highlightedCat).toBe(found?.smart_categories[0]?.id);
    expect(found?.showStandardSubCats).toBe(false);
    const special = itemNamed((await menuOf(south)).menu.items, "South special");
    expect((await findMenu(api.db, south))?.smart_categories[0]?.item_ids).toEqual([
      special.id,
      kebab.id,
    ]);
  });

  it("sends every item's browsing fields on every demo branch", async () => {
    const demoBranches = await api.db.select({ id: branches.id }).from(branches);
    for (const { id } of demoBranches) {
      const { body } = await getMenu(id);
      for (const item of (body as { menu: { items: Record<string, unknown>[] } }).menu.items) {
        expect(Object.keys(item)).toEqual(
          expect.arrayContaining([
            "image",
            "stickers",
            "tag_ids",
            "ingredient_ids",
            "suggested_item_ids",
          ]),
        );
      }
    }
  });

  it("serves the demo restaurant's Salmiya branch every seeded item sold there", async () => {
    const [salmiya] = await api.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.referenceId, "demo-salmiya"));
    const allItems = (list: readonly MenuDocumentCategory[]): MenuDocumentItem[] =>
      list.flatMap((category) => [...category.items, ...allItems(category.subcategories ?? [])]);
    const { businesses: demoBusinesses } = await loadDemo();
    const baitAlKuwaitMenu = demoBusinesses.find(
      ({ business }) => business.referenceId === "demo",
    )?.menu;
    const soldAtSalmiya = allItems(baitAlKuwaitMenu?.categories ?? []).filter(
      (item) => !item.branches || item.branches.includes("demo-salmiya"),
    );
    const { menu } = await menuOf(salmiya?.id ?? 0);
    expect(menu.items.map((item) => item.name.en).sort()).toEqual(
      soldAtSalmiya.map((item) => item.name.en).sort(),
    );
  });

  it("answers every demo branch's menu as the contract describes it", async () => {
    const demoBranches = await api.db.select({ id: branches.id }).from(branches);
    for (const { id } of demoBranches) await menuOf(id);
  });

  it("answers 404 NOT_FOUND for a branch that does not exist", async () => {
    const { status, body } = await getMenu(2_000_000_000);
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toMatchObject({ code: "NOT_FOUND" });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", "99999999999", "%20"])(
    "answers 400 BAD_REQUEST for the id %j",
    async (id) => {
      const { status, body } = await getMenu(id);
      expect(status).toBe(400);
      expect(failureSchema.parse(body)).toMatchObject({ code: "BAD_REQUEST" });
    },
  );
});

describe("GET /webapp/v5/item/:branch_id/:item_id", () => {
  async function getItem(path: string) {
    const response = await api.app.inject({ method: "GET", url: `/webapp/v5/item/${path}` });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it("answers the item as the menu shows it, with its id at the top (spec: Answer has id)", async () => {
    const kebab = itemNamed((await menuOf(north)).menu.items, "Kebab");
    const { status, body } = await getItem(`${north}/${kebab.id}`);
    expect(status).toBe(200);
    const answer = getItemAnswerSchema.parse(body);
    const { error, message, currency, ...item } = answer;
    expect({ error, message, currency }).toEqual({ error: 0, message: "", currency: "KWD" });
    expect(item).toEqual(kebab);
  });

  it("answers 404 for an item the branch does not sell (spec: itemId is checked against the branch)", async () => {
    const special = itemNamed((await menuOf(south)).menu.items, "South special");
    expect((await getItem(`${south}/${special.id}`)).status).toBe(200);
    const { status, body } = await getItem(`${north}/${special.id}`);
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toMatchObject({ code: "NOT_FOUND" });
  });

  it.each(["1/abc", "0/1", "1/99999999999", "x/1"])(
    "answers 400 BAD_REQUEST for %j",
    async (path) => {
      const { status, body } = await getItem(path);
      expect(status).toBe(400);
      expect(failureSchema.parse(body)).toMatchObject({ code: "BAD_REQUEST" });
    },
  );
});
