import { failureSchema } from "@storefront/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";
import type { ErrorContext } from "./report-error.js";

// ADR 067: one id per customer request, from the storefront's page to the API's log, and every
// unexpected error handed to one reporter with it.
const reported: { error: Error; context: ErrorContext }[] = [];
const api = testApi({ reportError: (error, context) => reported.push({ error, context }) });

beforeAll(() => {
  api.app.get("/test/explode", async () => {
    throw new Error("a bug");
  });
});

describe("request ids", () => {
  it("keeps the id the storefront sent and says it in the answer", async () => {
    const response = await api.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "page-4f2a9c1e" },
    });
    expect(response.headers["x-request-id"]).toBe("page-4f2a9c1e");
  });

  it.each([
    ["none", undefined],
    ["one with spaces", "drop table orders"],
    ["one too short", "abc"],
    ["one too long", "x".repeat(65)],
  ])("gives a request that sent %s an id of its own", async (_case, sent) => {
    const response = await api.app.inject({
      method: "GET",
      url: "/health",
      headers: sent === undefined ? {} : { "x-request-id": sent },
    });
    const id = response.headers["x-request-id"];
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(id).not.toBe(sent);
  });

  it("reports an unexpected error with the id, which the 500 answer quotes and nothing else", async () => {
    const response = await api.app.inject({
      method: "GET",
      url: "/test/explode",
      headers: { "x-request-id": "page-77aa00bb" },
    });
    expect(response.statusCode).toBe(500);
    const failure = failureSchema.parse(response.json());
    expect(failure.details).toEqual({ request_id: "page-77aa00bb" });
    expect(response.body).not.toContain("a bug");
    expect(reported).toEqual([
      {
        error: expect.objectContaining({ message: "a bug" }),
        context: { requestId: "page-77aa00bb", method: "GET", route: "/test/explode" },
      },
    ]);
  });
});
