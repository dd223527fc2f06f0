import {
  failureSchema,
  getMenuAnswerSchema,
  tagsIngredientsAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { branchIdsByReference } from "../../test/branches.js";
import { testApi } from "../../test/test-api.js";
import { items } from "../db/schema/index.js";

let branchIds: Map<string, number>;

const api = testApi();

beforeAll(async () => {
  branchIds = await branchIdsByReference(api.db);
});

async function getTagsIngredients(query: string) {
  const response = await api.app.inject({ method: "GET", url: `/tags-ingredients?${query}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function answerFor(query: string) {
  const { status, body } = await getTagsIngredients(query);
  expect(status).toBe(200);
  return tagsIngredientsAnswerSchema.parse(body);
}

describe("GET /tags-ingredients", () => {
  it("names the tags and ingredients of the demo restaurant's items, in alphabetical order of the locale", async () => {
    const salmiya = branchIds.get("demo-salmiya");
    const english = await answerFor(`branch_id=${salmiya}&locale=en`);
    expect(english.tags.map((tag) => tag.key)).toEqual([
      "contains-nuts",
      "gluten-free",
      "seafood",
      "spicy",
      "vegan",
      "vegetarian",
    ]);
    expect(english.tags.find((tag) => tag.key === "spicy")?.name).toEqual({
      ar: "حار",
      en: "Spicy",
    });
    const names = english.ingredients.map((ingredient) => ingredient.name.en);
    expect(names).toEqual(expect.arrayContaining(["Rice", "Lamb", "Saffron"]));
    expect(names).toEqual([...names].sort((a = "", b = "") => a.localeCompare(b, "en")));

    const arabic = await answerFor(`branch_id=${salmiya}&locale=ar`);
    const arabicNames = arabic.tags.map((tag) => tag.name.ar ?? "");
    expect(arabicNames).toEqual([...arabicNames].sort((a, b) => a.localeCompare(b, "ar")));
    // Without a locale, the business's first language (Arabic) orders them.
    expect(await answerFor(`branch_id=${salmiya}`)).toEqual(arabic);
  });

  it("names every tag and ingredient the branch's menu items carry, and no other", async () => {
    const salmiya = branchIds.get("demo-salmiya");
    const { tags, ingredients } = await answerFor(`branch_id=${salmiya}`);
    const menu = getMenuAnswerSchema
      .parse((await api.app.inject({ method: "GET", url: `/webapp/v5/menu/${salmiya}` })).json())
      .menu.items.filter((item) => item.visible);
    const carried = (ids: (item: (typeof menu)[number]) => number[] | undefined) =>
      [...new Set(menu.flatMap((item) => ids(item) ?? []))].sort((a, b) => a - b);
    expect(tags.map((tag) => tag.id).sort((a, b) => a - b)).toEqual(
      carried((item) => item.tag_ids),
    );
    expect(ingredients.map((ingredient) => ingredient.id).sort((a, b) => a - b)).toEqual(
      carried((item) => item.ingredient_ids),
    );
  });

  it("leaves out what only hidden items carry", async () => {
    const salmiya = branchIds.get("demo-salmiya");
    const before = await answerFor(`branch_id=${salmiya}&locale=en`);
    expect(before.tags.map((tag) => tag.key)).toContain("seafood");
    const seafood = await api.db.select({ id: items.id, name: items.name }).from(items);
    for (const name of ["Zubaidi", "Shrimp Machboos"]) {
      const id = seafood.find((item) => item.name.en?.startsWith(name))?.id ?? 0;
      await api.db.update(items).set({ visible: false }).where(eq(items.id, id));
    }
    const after = await answerFor(`branch_id=${salmiya}&locale=en`);
    expect(after.tags.map((tag) => tag.key)).not.toContain("seafood");
  });

  it("answers empty lists for a branch whose items carry none", async () => {
    const jabriya = branchIds.get("demo-salon-jabriya");
    expect(await answerFor(`branch_id=${jabriya}`)).toEqual({
      error: 0,
      message: "",
      tags: [],
      ingredients: [],
    });
  });

  it("answers 404 NOT_FOUND for an unknown branch", async () => {
    const { status, body } = await getTagsIngredients("branch_id=2000000000&locale=en");
    expect(status).toBe(404);
    expect(failureSchema.parse(body).code).toBe("NOT_FOUND");
  });

  it.each([
    ["no branch", "locale=en", "query.branch_id"],
    ["a branch that is not a number", "branch_id=x&locale=en", "query.branch_id"],
    ["a locale that is not a language code", "branch_id=1&locale=english!", "query.locale"],
    ["a field the call does not take", "branch_id=1&locale=en&tag=1", '"tag"'],
  ])("answers 400 BAD_REQUEST for %s", async (_case, query, named) => {
    const { status, body } = await getTagsIngredients(query);
    expect(status).toBe(400);
    expect(failureSchema.parse(body).message).toContain(named);
  });

  it("carries an ETag per catalogue revision and answers 304 to a caller holding it (ADR 023)", async () => {
    const url = `/tags-ingredients?branch_id=${branchIds.get("demo-salmiya")}&locale=ar`;
    const first = await api.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag ?? "");
    expect(etag).toMatch(/^W\//);
    const again = await api.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    // Another language is another answer, with its own tag.
    const english = await api.app.inject({
      method: "GET",
      url: url.replace("locale=ar", "locale=en"),
    });
    expect(english.headers.etag).not.toBe(etag);
  });
});
