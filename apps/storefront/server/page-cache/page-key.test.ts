import { describe, expect, it } from "vitest";
import { pageKey, type PageRequest } from "./page-key";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): PageRequest {
  return {
    method,
    protocol: "https",
    host: "shop.example",
    url,
    header: (name) => headers[name] ?? headers[name.toLowerCase()],
  };
}

describe("pageKey", () => {
  it("names the address, the interface language and the page's cookies", () => {
    const key = pageKey(
      request("/demo/delivery?page=2", { Cookie: "i18n_redirected=ar; cart_demo=2x5" }),
    );
    expect(key).toBe(
      "https://shop.example/demo/delivery?page=2\nar\ncart_demo=2x5\ni18n_redirected=ar",
    );
  });

  it("is the same whatever order the cookies come in, and leaves out the cookies no page reads", () => {
    const one = pageKey(
      request("/demo/delivery", { Cookie: "a=1; b=2; last_route=%2Fdemo; visited_demo=1" }),
    );
    const other = pageKey(request("/demo/delivery", { Cookie: "b=2; a=1" }));
    expect(one).toBe(other);
  });

  it("differs by language, cookie value, host and address", () => {
    const keys = [
      pageKey(request("/demo/delivery", { "Accept-Language": "ar" })),
      pageKey(request("/demo/delivery", { "Accept-Language": "en" })),
      pageKey(request("/demo/delivery", { Cookie: "branch_demo=2" })),
      pageKey(request("/demo/delivery", { Cookie: "branch_demo=3" })),
      pageKey(request("/demo/delivery?page=2")),
      pageKey({ ...request("/demo/delivery"), host: "other.example" }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is null for a signed-in customer, a navigation's data, Remix's calls and other methods", () => {
    expect(pageKey(request("/demo/delivery", { Cookie: "session_demo=x" }))).toBeNull();
    expect(pageKey(request("/demo/delivery.data?_routes=root"))).toBeNull();
    expect(pageKey(request("/__manifest?p=/demo"))).toBeNull();
    expect(pageKey(request("/demo/delivery", {}, "POST"))).toBeNull();
  });
});
