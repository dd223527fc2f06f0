import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./trailing-slash";

describe("withoutTrailingSlash (spec: a trailing slash is removed by redirect)", () => {
  it("drops the slash and keeps the query", () => {
    expect(withoutTrailingSlash("/demo/")).toBe("/demo");
    expect(withoutTrailingSlash("/demo/delivery/?coupon=A&x=1")).toBe(
      "/demo/delivery?coupon=A&x=1",
    );
  });

  it("leaves / and paths without a trailing slash alone", () => {
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/?a=1")).toBeNull();
    expect(withoutTrailingSlash("/demo")).toBeNull();
    expect(withoutTrailingSlash("/demo?next=/x/")).toBeNull();
  });

  it("drops every trailing slash at once", () => {
    expect(withoutTrailingSlash("/demo///")).toBe("/demo");
    expect(withoutTrailingSlash("///")).toBe("/");
  });

  it("never redirects to another host", () => {
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/evil.example");
  });
});
