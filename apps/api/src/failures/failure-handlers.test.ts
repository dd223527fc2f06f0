import { failureCodes, failureSchema } from "@storefront/api-client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { buildApp } from "../app.js";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, logger: false });
  // A route that fails in a way no handler expects, as a bug would.
  app.get("/test/explode", async () => {
    throw new Error("password=hunter2 in /srv/app/secret.ts");
  });
  // No v5 route takes a body yet; this one lets Fastify's body parsing fail before a handler runs.
  app.post("/test/echo", async (request) => ({ received: request.body }));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The body is exactly the v5 failure envelope (no stack, no extra fields) with a known code. */
function expectFailure(body: string, code: string) {
  const failure = failureSchema.parse(JSON.parse(body));
  expect(failureCodes).toContain(failure.code);
  expect(failure.code).toBe(code);
  return failure;
}

describe("the failure envelope", () => {
  it("answers an unknown route with 404 NOT_FOUND", async () => {
    const response = await app.inject({ method: "GET", url: "/webapp/v5/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(expectFailure(response.body, "NOT_FOUND").message).toBe(
      "No route GET /webapp/v5/no-such-thing",
    );
  });

  it("answers malformed JSON with 400 BAD_REQUEST and no stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
    expect(response.body).not.toMatch(/stack|\bat .*\.js:\d+/);
  });

  it("answers a content type it cannot read with 400 BAD_REQUEST", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/x-unknown" },
      payload: "whatever",
    });
    expect(response.statusCode).toBe(400);
    expectFailure(response.body, "BAD_REQUEST");
  });

  it("answers an unexpected error with 500 INTERNAL and a generic message", async () => {
    const response = await app.inject({ method: "GET", url: "/test/explode" });
    expect(response.statusCode).toBe(500);
    const failure = expectFailure(response.body, "INTERNAL");
    expect(failure.message).toBe("Something went wrong on our side; please try again later.");
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("secret.ts");
  });
});
