import { failureSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/test-api.js";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/open-database.js";

const database = testDatabase();

describe("GET /health", () => {
  it("answers ok when the database answers", async () => {
    const app = buildApp({ db: database.db, logger: false });
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
    await app.close();
  });

  it("answers 503 with the failure envelope when the database does not answer", async () => {
    // Nothing listens on port 9, so every connection is refused at once.
    const unreachable = await openDatabase({
      engine: "postgres",
      url: "postgres://nobody@127.0.0.1:9/none",
    });
    const app = buildApp({ db: unreachable.db, logger: false });
    const response = await app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(503);
    expect(failureSchema.parse(response.json())).toEqual({
      error: 1,
      code: "INTERNAL",
      message: "The database does not answer.",
    });
    await app.close();
    await unreachable.close();
  });
});
