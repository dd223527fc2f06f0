import { failureSchema, getTablesAnswerSchema, type GetTablesAnswer } from "@storefront/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { branches } from "../db/schema/index.js";

const api = testApi();

async function tablesOf(referenceId: string): Promise<GetTablesAnswer> {
  const [branch] = await api.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.referenceId, referenceId));
  const response = await api.app.inject({ method: "GET", url: `/webapp/tables/${branch?.id}` });
  expect(response.statusCode, response.body).toBe(200);
  return getTablesAnswerSchema.parse(response.json());
}

describe("GET /webapp/tables/:id", () => {
  it("groups a branch's tables by floor, in order, with the business's labels", async () => {
    const answer = await tablesOf("demo-salmiya");
    expect(answer.table_label).toBe("طاولة");
    expect(answer.floor_label).toBe("القسم");
    expect(answer.floors.map((floor) => floor.name)).toEqual([
      { en: "Ground floor", ar: "الدور الأرضي" },
      { en: "Family section", ar: "قسم العائلات" },
    ]);
    expect(answer.floors[0]?.tables.map((table) => [table.name, table.seats])).toEqual([
      ["1", 2],
      ["2", 2],
      ["3", 4],
      ["4", 4],
      ["5", 6],
      ["6", 8],
    ]);
    expect(answer.floors[1]?.tables.map((table) => table.name)).toEqual(["F1", "F2", "F3", "F4"]);
  });

  it("answers only the branch's own tables", async () => {
    const salmiya = await tablesOf("demo-salmiya");
    const sharq = await tablesOf("demo-sharq");
    const ids = (answer: GetTablesAnswer) =>
      answer.floors.flatMap((floor) => floor.tables.map((table) => table.id));
    expect(ids(sharq)).toHaveLength(6);
    expect(ids(sharq).filter((id) => ids(salmiya).includes(id))).toEqual([]);
  });

  it("answers a salon's chairs as its tables (product service)", async () => {
    const salon = await tablesOf("demo-salon-jabriya");
    expect(salon).toMatchObject({ table_label: "كرسي", floor_label: "الغرفة" });
    expect(salon.floors[0]?.tables.map((table) => table.name)).toEqual([
      "Chair 1",
      "Chair 2",
      "Chair 3",
      "Chair 4",
    ]);
  });

  it("answers no floors for a branch without tables, with the storefront's own words", async () => {
    expect(await tablesOf("demo-shop-fahidi")).toEqual({
      error: 0,
      message: "",
      table_label: null,
      floor_label: null,
      floors: [],
    });
  });

  it("answers an unknown branch with 404 and a malformed id with 400", async () => {
    for (const [url, status, code] of [
      ["/webapp/tables/999999", 404, "NOT_FOUND"],
      ["/webapp/tables/abc", 400, "BAD_REQUEST"],
      ["/webapp/tables/0", 400, "BAD_REQUEST"],
      ["/webapp/tables/99999999999", 400, "BAD_REQUEST"],
    ] as const) {
      const response = await api.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(failureSchema.parse(response.json()).code).toBe(code);
    }
  });
});
