import { ApiError } from "@storefront/api-client";
import { describe, expect, it } from "vitest";
import { businessLoadFailure } from "./load-failure";

describe("businessLoadFailure (spec section 8: the server message, or Something Went Wrong)", () => {
  it("makes an unknown business a 404", () => {
    expect(
      businessLoadFailure(new ApiError(404, "NOT_FOUND", "No business has the reference nope")),
    ).toEqual({ status: 404 });
  });

  it("shows the 433 view when the API refuses for too many requests", () => {
    expect(businessLoadFailure(new ApiError(429, "RATE_LIMITED", "Too many requests"))).toEqual({
      status: 433,
    });
  });

  it("shows the server's message for any other failure it answered", () => {
    expect(businessLoadFailure(new ApiError(503, "INTERNAL", "Down for maintenance"))).toEqual({
      status: 500,
      message: "Down for maintenance",
    });
  });

  it("has no message when no server answered with one", () => {
    expect(businessLoadFailure(new ApiError(503, "NETWORK", "fetch failed"))).toEqual({
      status: 500,
      message: null,
    });
    expect(businessLoadFailure(new ApiError(502, "BAD_ANSWER", "does not fit"))).toEqual({
      status: 500,
      message: null,
    });
    expect(businessLoadFailure(new Error("boom"))).toEqual({ status: 500, message: null });
  });
});
