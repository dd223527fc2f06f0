import { describe, expect, it } from "vitest";
import { rememberRoute } from "./remember-route.server";

function remembered(url: string, status = 200, init: RequestInit = {}): string | null {
  const headers = new Headers();
  rememberRoute(new Request(url, init), status, headers);
  return headers.get("Set-Cookie");
}

describe("rememberRoute", () => {
  it("remembers a business page shown", () => {
    expect(remembered("http://x/demo/delivery")).toMatch(/^last_route=%2Fdemo%2Fdelivery;/);
  });

  it("leaves the cookie alone when it already names the page", () => {
    expect(
      remembered("http://x/demo/delivery", 200, {
        headers: { Cookie: "last_route=%2Fdemo%2Fdelivery" },
      }),
    ).toBeNull();
  });

  it.each([
    ["a not-found page", "http://x/nope", 404, {}],
    ["a redirect", "http://x/demo-cakes", 302, {}],
    ["a form post", "http://x/demo/settings", 200, { method: "POST" }],
    [
      "a prefetch of a link pointed at",
      "http://x/demo/delivery.data",
      200,
      { headers: { "Sec-Purpose": "prefetch" } },
    ],
    ["the login page", "http://x/demo/login", 200, {}],
  ] as const)("does not remember %s", (_what, url, status, init) => {
    expect(remembered(url, status, init)).toBeNull();
  });
});
