import { describe, expect, it } from "vitest";
import { servedRoutes } from "../../test/served-routes.js";
import { testDatabase } from "../../test/test-api.js";
import { env } from "../env.js";

// Issue 16: the business app's board moves orders; the development calls that did it stay for
// tests and are off unless DEV_ROUTES says "true", and never in production.

const database = testDatabase();
const devCalls = ["POST /dev/order/:id/status", "POST /dev/reservation/:id/status"];
const ordering = (production: boolean, devRoutes?: boolean) => ({
  publicUrl: "http://localhost:4000/",
  returnOrigins: ["http://localhost:3000"],
  sandboxSecret: "sandbox-secret-for-tests-only",
  production,
  ...(devRoutes === undefined ? {} : { devRoutes }),
});

describe("the development calls that move orders and reservations", () => {
  it("are off by default in the settings", () => {
    expect(env.DEV_ROUTES).toBe("false");
  });

  it("are served only when asked for, and never in production", async () => {
    const served = async (production: boolean, devRoutes?: boolean) =>
      (
        await servedRoutes({
          db: database.db,
          logger: false,
          ordering: ordering(production, devRoutes),
        })
      ).filter((route) => devCalls.includes(route));
    expect(await served(false, true)).toEqual(devCalls);
    expect(await served(false, false)).toEqual([]);
    expect(await served(true, true)).toEqual([]);
  });
});
