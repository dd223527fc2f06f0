import { failureSchema } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { testApi } from "../../test/test-api.js";

// The development routes (the inbox of every sign-in code, moving any order or reservation
// along) answer only this machine, whatever the API's host and mode: to any other address they
// are exactly an unknown path, and no header makes a stranger local.

const api = testApi();

const developmentCalls = [
  { method: "GET", url: "/dev/inbox?phone=%2B96551234567" },
  { method: "POST", url: "/dev/order/1/status", payload: { status: 1 } },
  { method: "POST", url: "/dev/reservation/1/status", payload: { status: "accepted" } },
] as const;

const elsewhere = ["203.0.113.7", "192.168.1.20", "10.0.0.2", "::ffff:192.168.1.20", "fe80::1"];
const forgedHeaders: Record<string, string>[] = [
  { "x-forwarded-for": "127.0.0.1" },
  { "x-real-ip": "127.0.0.1" },
  { forwarded: "for=127.0.0.1" },
];

function call(
  target: (typeof developmentCalls)[number] | { method: string; url: string },
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return api.app.inject({
    method: target.method as "GET",
    url: target.url,
    remoteAddress,
    headers,
    ...("payload" in target ? { payload: target.payload } : {}),
  });
}

describe("the development routes", () => {
  it.each(developmentCalls)("$method $url answers this machine", async (target) => {
    for (const address of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      const response = await call(target, address);
      // The route itself answers (the inbox, or its own word on that order or reservation).
      expect(response.statusCode, `${address}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(failureSchema.parse(response.json()).message).not.toMatch(/^No route/);
      }
    }
  });

  it.each(developmentCalls)(
    "$method $url is an unknown path to any other address, forged headers or not",
    async (target) => {
      for (const address of elsewhere) {
        for (const headers of [{}, ...forgedHeaders]) {
          const response = await call(target, address, headers);
          expect(response.statusCode, address).toBe(404);
          expect(response.json()).toEqual({
            error: 1,
            code: "NOT_FOUND",
            message: `No route ${target.method} ${target.url}`,
          });
        }
      }
    },
  );

  it("is an unknown path through a proxy on this machine", async () => {
    for (const headers of forgedHeaders) {
      const response = await call(developmentCalls[0], "127.0.0.1", headers);
      expect(response.statusCode).toBe(404);
    }
  });

  it("does not tell another address which methods it takes", async () => {
    const response = await call({ method: "DELETE", url: "/dev/inbox" }, "203.0.113.7");
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    const local = await call({ method: "DELETE", url: "/dev/inbox" }, "127.0.0.1");
    expect(local.statusCode).toBe(405);
  });

  it("cannot be reached by writing its path another way", async () => {
    for (const url of ["/%64ev/inbox?phone=%2B96551234567", "/dev/%69nbox?phone=%2B96551234567"]) {
      const response = await call({ method: "GET", url }, "203.0.113.7");
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("leaves every other route open to every address", async () => {
    const response = await call({ method: "GET", url: "/health" }, "203.0.113.7", {
      "x-forwarded-for": "198.51.100.1",
    });
    expect(response.statusCode).toBe(200);
  });
});
