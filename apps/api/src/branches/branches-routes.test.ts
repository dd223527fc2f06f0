import { failureSchema, getBranchesAnswerSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import { loadDemo } from "../seed/demo-data.js";

const { businesses: demoBusinesses } = await loadDemo();

const api = testApi();

async function getBranches(path: string) {
  const response = await api.app.inject({ method: "GET", url: `/webapp/branches/${path}` });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("GET /webapp/branches/:businessId", () => {
  it("answers the demo restaurant's branches in its order, with address, place and phone", async () => {
    const { status, body } = await getBranches("demo");
    expect(status).toBe(200);
    const { branches } = getBranchesAnswerSchema.parse(body);
    expect(branches).toEqual([
      expect.objectContaining({
        reference_id: "demo-salmiya",
        name: { ar: "السالمية", en: "Salmiya" },
        address: expect.objectContaining({ en: "Salem Al Mubarak Street, Block 10, Salmiya" }),
        location: { type: "Point", coordinates: [48.0797, 29.3336] },
        phone: "+96522250000",
        is_default: true,
      }),
      expect.objectContaining({ reference_id: "demo-sharq", is_default: false }),
    ]);
  });

  it("gives the same branches as the restaurant answer, the default one where it opens", async () => {
    const restaurant = (
      await api.app.inject({ method: "GET", url: "/webapp/v5/restaurant/demo" })
    ).json() as { restaurant: { branch_id: number; branches: { id: number }[] } };
    const { branches } = getBranchesAnswerSchema.parse((await getBranches("demo")).body);
    expect(branches.map((branch) => branch.id)).toEqual(
      restaurant.restaurant.branches.map((branch) => branch.id),
    );
    expect(branches.find((branch) => branch.is_default)?.id).toBe(restaurant.restaurant.branch_id);
  });

  it.each(demoBusinesses.map(({ business, branches }) => [business.referenceId, branches.length]))(
    "answers %s with its %i branch(es), exactly one the default",
    async (reference, count) => {
      const { branches } = getBranchesAnswerSchema.parse(
        (await getBranches(String(reference))).body,
      );
      expect(branches).toHaveLength(Number(count));
      expect(branches.filter((branch) => branch.is_default)).toHaveLength(1);
    },
  );

  it("answers 404 NOT_FOUND for an unknown business", async () => {
    const { status, body } = await getBranches("no-such-place");
    expect(status).toBe(404);
    expect(failureSchema.parse(body)).toMatchObject({
      code: "NOT_FOUND",
      message: "No business has the reference no-such-place",
    });
  });

  it.each(["de%20mo", "demo%3Bdrop", "d".repeat(121), "demo?shipping=true", "demo?price=0"])(
    "answers 400 BAD_REQUEST for %s",
    async (path) => {
      const { status, body } = await getBranches(path);
      expect(status).toBe(400);
      expect(failureSchema.parse(body).code).toBe("BAD_REQUEST");
    },
  );
});
