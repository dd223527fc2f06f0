import { failureSchema, visitAnswerSchema } from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { branchIdsByReference } from "../../test/branches.js";
import { testApi } from "../../test/test-api.js";
import { visitCounts } from "../db/schema/index.js";

// 23 November 2026, 22:30 in UTC: 24 November in Kuwait, still the 23rd in Zurich.
const now = new Date("2026-11-23T22:30:00Z");

let branchIds: Map<string, number>;

const api = testApi({ clock: () => now });

beforeAll(async () => {
  branchIds = await branchIdsByReference(api.db);
});

async function visit(id: string | number | undefined, payload?: unknown) {
  const response = await api.app.inject({
    method: "POST",
    url: `/webapp/visit/${id}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("POST /webapp/visit/:id", () => {
  it("counts visits per branch, day of the business's calendar and source, every one counted", async () => {
    const salmiya = branchIds.get("demo-salmiya");
    const zurich = branchIds.get("demo-zurich-niederdorf");
    const answers = await Promise.all([
      visit(salmiya),
      visit(salmiya, {}),
      visit(salmiya, { source: "web" }),
      visit(salmiya, { source: "app" }),
      visit(zurich),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(visitAnswerSchema.parse(body)).toEqual({ error: 0, message: "" });
    }
    const counts = await api.db.select().from(visitCounts);
    expect(counts).toEqual(
      expect.arrayContaining([
        { branchId: salmiya, day: "2026-11-24", source: "web", count: 3 },
        { branchId: salmiya, day: "2026-11-24", source: "app", count: 1 },
        { branchId: zurich, day: "2026-11-23", source: "web", count: 1 },
      ]),
    );
    expect(counts).toHaveLength(3);
  });

  it("answers 404 NOT_FOUND for an unknown branch and counts nothing", async () => {
    const before = await api.db.$count(visitCounts);
    const { status, body } = await visit(2_000_000_000);
    expect(status).toBe(404);
    expect(failureSchema.parse(body).code).toBe("NOT_FOUND");
    expect(await api.db.$count(visitCounts)).toBe(before);
  });

  it.each([
    ["an id that is not a number", "abc", undefined],
    ["an id of 0", "0", undefined],
    ["an unknown source", "1", { source: "tv" }],
    ["a field the call does not take", "1", { source: "web", user_id: 1 }],
    ["a body that is not an object", "1", [1, 2]],
  ])("answers 400 BAD_REQUEST for %s", async (_case, id, payload) => {
    const { status, body } = await visit(id, payload);
    expect(status).toBe(400);
    expect(failureSchema.parse(body).code).toBe("BAD_REQUEST");
  });
});
