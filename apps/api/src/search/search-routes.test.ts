import { failureSchema, searchAnswerSchema } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branchIdsByReference } from "../../test/branches.js";
import { testApi } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { items } from "../db/schema/index.js";

// Monday 23 November 2026, 12:00 in Kuwait: breakfast (06:00 to 11:30) is over, Friday specials are not on.
const noon = new Date("2026-11-23T09:00:00Z");
// The same Monday at 08:00 in Kuwait: breakfast is served.
const morning = new Date("2026-11-23T05:00:00Z");

const api = testApi({ clock: () => noon });
let morningApp: FastifyInstance;
let salmiya: number;
let sharq: number;

beforeAll(async () => {
  morningApp = buildApp({ db: api.db, logger: false, clock: () => morning });
  const branchIds = await branchIdsByReference(api.db);
  salmiya = branchIds.get("demo-salmiya") ?? 0;
  sharq = branchIds.get("demo-sharq") ?? 0;
});

afterAll(async () => {
  await morningApp?.close();
});

async function search(term: string, query: string, on = api.app) {
  const response = await on.inject({
    method: "GET",
    url: `/webapp/search/${encodeURIComponent(term)}?${query}`,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function namesFound(term: string, query: string, on = api.app) {
  const { status, body } = await search(term, query, on);
  expect(status).toBe(200);
  return searchAnswerSchema.parse(body).items.map((item) => item.name.en);
}

describe("GET /webapp/search/:term", () => {
  it("finds the dishes shown now whose names hold the term, in KWD", async () => {
    const { body } = await search("machboos", `branch_id=${salmiya}&type=delivery`);
    const answer = searchAnswerSchema.parse(body);
    expect(answer.currency).toBe("KWD");
    const names = answer.items.map((item) => item.name.en);
    expect(names).toEqual(expect.arrayContaining(["Chicken Machboos", "Lamb Machboos"]));
    // Friday specials are not served on a Monday; set menus are for reservations only.
    expect(names).not.toContain("Lamb Shank Machboos");
    expect(names).not.toContain("Majlis Set Menu");
  });

  it("finds the same dishes with or without harakat and Arabic letter variants (ADR 009)", async () => {
    const plain = await namesFound("مجبوس", `branch_id=${salmiya}&type=delivery`);
    expect(plain.length).toBeGreaterThan(2);
    expect(await namesFound("مَجْبُوس", `branch_id=${salmiya}&type=delivery`)).toEqual(plain);
    // The dish by its name first, then the tray whose description names it.
    const balaleet = ["Balaleet", "Kuwaiti Breakfast Tray"];
    expect(await namesFound("بلاليط", `branch_id=${salmiya}`, morningApp)).toEqual(balaleet);
    // Arabic presentation forms, as some keyboards type them.
    expect(await namesFound("ﺑﻼﻟﻴﻂ", `branch_id=${salmiya}`, morningApp)).toEqual(balaleet);
  });

  it("finds an item only while its category is served", async () => {
    expect(await namesFound("balaleet", `branch_id=${salmiya}`)).toEqual([]);
    expect(await namesFound("balaleet", `branch_id=${salmiya}`, morningApp)).toEqual([
      "Balaleet",
      "Kuwaiti Breakfast Tray",
    ]);
  });

  it("keeps to the type asked, and without one finds every type shown now", async () => {
    expect(await namesFound("majlis", `branch_id=${salmiya}&type=reservation`)).toEqual([
      "Majlis Set Menu",
    ]);
    expect(await namesFound("majlis", `branch_id=${salmiya}&type=dine_in`)).toEqual([]);
    expect(await namesFound("majlis", `branch_id=${salmiya}`)).toEqual(["Majlis Set Menu"]);
  });

  it("finds only what the branch sells, and never a hidden item", async () => {
    expect(await namesFound("hamour", `branch_id=${sharq}`)).toContain("Fresh Hamour by Weight");
    expect(await namesFound("hamour", `branch_id=${salmiya}`)).not.toContain(
      "Fresh Hamour by Weight",
    );
    await api.db
      .update(items)
      .set({ visible: false })
      .where(eq(items.id, await idOf("Falafel")));
    expect(await namesFound("falafel", `branch_id=${salmiya}`)).toEqual(["Falafel Sandwich"]);
  });

  it("answers at most `limit` items, 20 by default", async () => {
    expect(await namesFound("a", `branch_id=${salmiya}`)).toHaveLength(20);
    expect(await namesFound("a", `branch_id=${salmiya}&limit=3`)).toHaveLength(3);
  });

  it("answers 404 NOT_FOUND for an unknown branch", async () => {
    const { status, body } = await search("machboos", "branch_id=2000000000");
    expect(status).toBe(404);
    expect(failureSchema.parse(body).code).toBe("NOT_FOUND");
  });

  it.each([
    ["a term of 101 characters", "م".repeat(101), `branch_id=1`, "params.term"],
    ["a term of spaces only", "   ", "branch_id=1", "params.term"],
    ["a term with a control character", "ma\u0001chboos", "branch_id=1", "params.term"],
    ["no branch", "machboos", "", "query.branch_id"],
    ["a branch that is not a number", "machboos", "branch_id=abc", "query.branch_id"],
    ["an unknown type", "machboos", "branch_id=1&type=pizza", "query.type"],
    ["a limit of 0", "machboos", "branch_id=1&limit=0", "query.limit"],
    ["a limit of 51", "machboos", "branch_id=1&limit=51", "query.limit"],
    ["a field the call does not take", "machboos", "branch_id=1&price=0", '"price"'],
  ])("answers 400 BAD_REQUEST for %s", async (_case, term, query, named) => {
    const { status, body } = await search(term, query);
    expect(status).toBe(400);
    const failure = failureSchema.parse(body);
    expect(failure.code).toBe("BAD_REQUEST");
    expect(failure.message).toContain(named);
  });

  it("answers 400 BAD_REQUEST for a huge term, without repeating it", async () => {
    const { status, body } = await search("x".repeat(5_000), "branch_id=1");
    expect(status).toBe(400);
    expect(failureSchema.parse(body).code).toBe("BAD_REQUEST");
    expect(JSON.stringify(body)).not.toContain("xxxxxxxxxx");
  });
});

async function idOf(english: string): Promise<number> {
  const rows = await api.db.select({ id: items.id, name: items.name }).from(items);
  const found = rows.find((row) => row.name.en === english);
  if (!found) throw new Error(`no item ${english}`);
  return found.id;
}
