import { describe, expect, it } from "vitest";
import { describeError, errorTitle, errorView } from "./error-screen";

/** A thrown Response as Remix hands it to an ErrorBoundary. */
function thrownResponse(status: number, data: unknown, statusText = "") {
  return { status, statusText, internal: false, data };
}

describe("error screen (spec section 2 and 8)", () => {
  it.each([
    [433, "too-many-requests", "Storefront | 433"],
    [404, "not-found", "Storefront | 404"],
    [500, "server-error", "Storefront | 500"],
    [418, "message", "Storefront | 500"],
  ] as const)("status %i shows the %s view titled %s", (status, view, title) => {
    expect(errorView(status)).toBe(view);
    expect(errorTitle(status, "Storefront")).toBe(title);
  });

  it("puts a known business's name in the title", () => {
    expect(errorTitle(503, "Demo Kitchen")).toBe("Demo Kitchen | 500");
  });
});

describe("describeError", () => {
  it("reads the status and message of a thrown Response", () => {
    expect(describeError(thrownResponse(500, "Branch closed"))).toEqual({
      status: 500,
      message: "Branch closed",
    });
    expect(describeError(thrownResponse(418, { message: "Teapot" }))).toEqual({
      status: 418,
      message: "Teapot",
    });
  });

  it("falls back to the status text, then to no message", () => {
    expect(describeError(thrownResponse(418, "", "I'm a teapot"))).toEqual({
      status: 418,
      message: "I'm a teapot",
    });
    expect(describeError(thrownResponse(500, ""))).toEqual({ status: 500, message: null });
  });

  it("treats anything else as a 500 whose programmer's message is not shown", () => {
    expect(describeError(new TypeError("x is undefined"))).toEqual({ status: 500, message: null });
  });
});
