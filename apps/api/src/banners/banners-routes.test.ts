import {
  bannersReachAnswerSchema,
  failureSchema,
  getBannersAnswerSchema,
} from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { branchIdsByReference } from "../../test/branches.js";
import { testApi } from "../../test/test-api.js";
import { bannerReach, items } from "../db/schema/index.js";

// 23 November 2026, 23:30 in UTC, already 24 November in Kuwait: reach counts on Kuwait's day.
const now = new Date("2026-11-23T23:30:00Z");

let branchIds: Map<string, number>;

const api = testApi({ clock: () => now });

beforeAll(async () => {
  branchIds = await branchIdsByReference(api.db);
});

async function getBanners(path: string) {
  const response = await api.app.inject({ method: "GET", url: `/webapp/banners/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function bannersOn(branch: string, date: string) {
  const { status, body } = await getBanners(`${branchIds.get(branch)}?date=${date}`);
  expect(status).toBe(200);
  return getBannersAnswerSchema.parse(body).banners;
}

async function reach(payload: object | undefined) {
  const response = await api.app.inject({
    method: "POST",
    url: "/webapp/banners/reach",
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("GET /webapp/banners/:id", () => {
  it("answers the banners a branch shows on a day, in order, with where a tap leads", async () => {
    const salmiya = await bannersOn("demo-salmiya", "23-11-2026");
    expect(salmiya.map((banner) => banner.title.en)).toEqual([
      "Chicken machboos, Kuwait's own dish",
      "Kuwaiti breakfast until 11:30",
    ]);
    const [machboos, breakfast] = salmiya;
    const [dish] = await api.db
      .select({ id: items.id, categoryId: items.categoryId, name: items.name })
      .from(items)
      .where(eq(items.id, machboos?.link?.type === "item" ? machboos.link.item_id : 0));
    expect(dish?.name.en).toBe("Chicken Machboos");
    expect(machboos?.link).toEqual({
      type: "item",
      item_id: dish?.id,
      category_id: dish?.categoryId,
    });
    expect(machboos).toMatchObject({
      text: expect.objectContaining({ ar: expect.any(String) }),
    });
    expect(breakfast?.link).toEqual({ type: "category", category_id: expect.any(Number) });
  });

  it("answers a banner's picture as the URL a client loads, and null for one without", async () => {
    const [machboos, breakfast] = await bannersOn("demo-salmiya", "23-11-2026");
    // The seed stores the dish's media path; the answer names it on the API's public URL.
    expect(machboos?.image).toMatch(/^https?:\/\/[^/]+\/media\/demo\/items\/machboos-dajaj\.webp/);
    expect(breakfast?.image).toBeNull();
  });

  it("adds a branch's own banners to those of every branch", async () => {
    const sharq = await bannersOn("demo-sharq", "23-11-2026");
    expect(sharq.map((banner) => banner.title.en)).toContain("Fresh hamour from the Sharq market");
  });

  it("shows a banner from its first day to its last, and never a paused one", async () => {
    const titles = async (date: string) =>
      (await bannersOn("demo-salmiya", date)).map((banner) => banner.title.en);
    expect(await titles("24-02-2027")).not.toContain("National Day: 20 % off");
    expect(await titles("25-02-2027")).toContain("National Day: 20 % off");
    expect(await titles("26-02-2027")).toContain("National Day: 20 % off");
    expect(await titles("27-02-2027")).not.toContain("National Day: 20 % off");
    const national = (await bannersOn("demo-salmiya", "25-02-2027")).find(
      (banner) => banner.title.en === "National Day: 20 % off",
    );
    expect(national?.link).toEqual({
      type: "url",
      url: "https://bait-al-kuwait.example/national-day",
    });
    expect(await titles("01-03-2026")).toContain("Ramadan menu");
    expect(await titles("01-03-2026")).not.toContain("A paused offer");
    expect(await titles("01-01-2030")).toEqual([]);
  });

  it("accepts a customer's token and answers the same", async () => {
    const branch = branchIds.get("demo-salmiya");
    const withToken = await getBanners(`${branch}?date=23-11-2026&token=abc.DEF-123_~`);
    const without = await getBanners(`${branch}?date=23-11-2026`);
    expect(withToken).toEqual(without);
  });

  it("answers an empty list for a business without banners", async () => {
    expect(await bannersOn("demo-zurich-niederdorf", "23-11-2026")).toEqual([]);
  });

  it("answers 404 NOT_FOUND for an unknown branch", async () => {
    const { status, body } = await getBanners("2000000000?date=23-11-2026");
    expect(status).toBe(404);
    expect(failureSchema.parse(body).code).toBe("NOT_FOUND");
  });

  it.each([
    ["no date", "1", "query.date"],
    ["a date written the other way", "1?date=2026-11-23", "query.date"],
    ["a day that does not exist", "1?date=31-02-2026", "query.date"],
    ["a 13th month", "1?date=01-13-2026", "query.date"],
    ["a date with a time", "1?date=23-11-2026T10:00", "query.date"],
    ["a year out of range", "1?date=23-11-1999", "query.date"],
    ["a token with spaces", "1?date=23-11-2026&token=a%20b", "query.token"],
    ["a field the call does not take", "1?date=23-11-2026&all=true", '"all"'],
    ["an id that is not a number", "abc?date=23-11-2026", "params.id"],
  ])("answers 400 BAD_REQUEST for %s", async (_case, path, named) => {
    const { status, body } = await getBanners(path);
    expect(status).toBe(400);
    const failure = failureSchema.parse(body);
    expect(failure.code).toBe("BAD_REQUEST");
    expect(failure.message).toContain(named);
  });
});

describe("POST /webapp/banners/reach", () => {
  it("counts each banner seen on the business's day, every report counted", async () => {
    const [first, second] = await bannersOn("demo-salmiya", "24-11-2026");
    const ids = [first?.id ?? 0, second?.id ?? 0];
    const answers = await Promise.all(Array.from({ length: 5 }, () => reach({ banners: ids })));
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(bannersReachAnswerSchema.parse(body)).toEqual({ error: 0, message: "" });
    }
    await reach({ banners: [ids[0]] });
    const counts = await api.db.select().from(bannerReach);
    expect(counts.sort((a, b) => a.bannerId - b.bannerId)).toEqual([
      { bannerId: ids[0], day: "2026-11-24", count: 6 },
      { bannerId: ids[1], day: "2026-11-24", count: 5 },
    ]);
  });

  it("counts nothing and answers 404 NOT_FOUND when an id names no banner", async () => {
    const before = await api.db.select().from(bannerReach);
    const [first] = await bannersOn("demo-salmiya", "24-11-2026");
    const { status, body } = await reach({ banners: [first?.id, 2_000_000_000] });
    expect(status).toBe(404);
    expect(failureSchema.parse(body).message).toBe("No banner has the id 2000000000");
    expect(await api.db.select().from(bannerReach)).toEqual(before);
  });

  it.each([
    ["no banners", { banners: [] }],
    ["a repeated id", { banners: [1, 1] }],
    ["an id that is not a whole number", { banners: [1.5] }],
    ["an id as text", { banners: ["1"] }],
    ["an id past PostgreSQL's integers", { banners: [2_147_483_648] }],
    ["more than 50 ids", { banners: Array.from({ length: 51 }, (_, index) => index + 1) }],
    ["a field the call does not take", { banners: [1], count: 100 }],
    ["no body at all", undefined],
  ])("answers 400 BAD_REQUEST for %s", async (_case, payload) => {
    const { status, body } = await reach(payload);
    expect(status).toBe(400);
    expect(failureSchema.parse(body).code).toBe("BAD_REQUEST");
  });
});
