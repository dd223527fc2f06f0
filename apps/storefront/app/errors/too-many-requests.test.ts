import { ApiError } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { describeError, errorView } from "./error-screen";
import { isTooManyRequests, tooManyRequests } from "./too-many-requests";

describe("too many requests (the spec's 433 view, ADR 019)", () => {
  it("is the API's RATE_LIMITED refusal, and nothing else", () => {
    expect(isTooManyRequests(new ApiError(429, "RATE_LIMITED", "Slow down"))).toBe(true);
    expect(isTooManyRequests(new ApiError(500, "INTERNAL", "Boom"))).toBe(false);
    expect(isTooManyRequests(new ApiError(503, "NETWORK", "fetch failed"))).toBe(false);
    expect(isTooManyRequests(new Error("RATE_LIMITED"))).toBe(false);
  });

  it("is thrown as a 433 that the error screen shows in its own view", () => {
    const response = tooManyRequests();
    expect(response.status).toBe(433);
    const thrown = { status: response.status, statusText: response.statusText, internal: false };
    expect(errorView(describeError({ ...thrown, data: null }).status)).toBe("too-many-requests");
  });
});
