import { describe, expect, it } from "vitest";
import { isCrossOrigin, sameOriginPath } from "./same-origin";

const site = "https://shop.example/resources/language";

describe("sameOriginPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(sameOriginPath("/demo?coupon=A#menu", site)).toBe("/demo?coupon=A#menu");
  });

  it.each([
    ["another host", "https://evil.example/demo"],
    ["a protocol-relative URL", "//evil.example/demo"],
    ["a backslash trick", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
  ])("sends %s to the site's root", (_, target) => {
    expect(sameOriginPath(target, site)).toBe("/");
  });

  it("never returns a path that a browser would read as another host", () => {
    expect(sameOriginPath("/.//evil.example/x", site)).toBe("/evil.example/x");
  });

  it("goes to the root without a target", () => {
    expect(sameOriginPath(undefined, site)).toBe("/");
  });
});

describe("isCrossOrigin", () => {
  const post = (origin?: string) =>
    new Request("http://shop.example/resources/language", {
      method: "POST",
      headers: origin ? { Origin: origin } : {},
    });

  it("lets a form from this host through, whatever the scheme behind a proxy", () => {
    expect(isCrossOrigin(post("https://shop.example"))).toBe(false);
  });

  it("stops a form from another site", () => {
    expect(isCrossOrigin(post("https://evil.example"))).toBe(true);
    expect(isCrossOrigin(post("null"))).toBe(true);
  });

  it("lets a request without Origin through (not a browser form)", () => {
    expect(isCrossOrigin(post())).toBe(false);
  });
});
