import { describe, expect, it } from "vitest";
import { loginPath, requestPath, safeReturnTo } from "./return-to";

const url = "https://shop.example/demo/login";

describe("safeReturnTo", () => {
  it("keeps a path of the business with its query and hash", () => {
    expect(safeReturnTo("/demo/profile", "demo", url)).toBe("/demo/profile");
    expect(safeReturnTo("/demo/orders/history?page=2#x", "demo", url)).toBe(
      "/demo/orders/history?page=2#x",
    );
    expect(safeReturnTo("/demo", "demo", url)).toBe("/demo");
  });

  it.each([
    ["another site", "https://evil.example/demo/profile"],
    ["a scheme-relative address", "//evil.example/demo"],
    ["a backslash address", "/\\evil.example/demo"],
    ["javascript", "javascript:alert(1)"],
    ["another business", "/other/profile"],
    ["a business whose name starts alike", "/demo2/profile"],
    ["the login page itself", "/demo/login?returnTo=/demo/profile"],
    ["a relative path", "demo/profile"],
    ["nothing", ""],
  ])("refuses %s", (_name, target) => {
    expect(safeReturnTo(target, "demo", url)).toBeNull();
  });

  it("is null without a target", () => {
    expect(safeReturnTo(null, "demo", url)).toBeNull();
  });
});

describe("loginPath", () => {
  it("carries returnTo encoded", () => {
    expect(loginPath("demo", "/demo/orders/history?page=2")).toBe(
      "/demo/login?returnTo=%2Fdemo%2Forders%2Fhistory%3Fpage%3D2",
    );
    expect(loginPath("demo", null)).toBe("/demo/login");
  });
});

describe("requestPath", () => {
  it("is the path and query of a request", () => {
    expect(requestPath(new Request("https://shop.example/demo/profile?x=1"))).toBe(
      "/demo/profile?x=1",
    );
  });
});
