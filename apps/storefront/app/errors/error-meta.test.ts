import { describe, expect, it } from "vitest";
import { errorMeta, notFoundMeta } from "./error-meta";

type Matches = Parameters<typeof notFoundMeta>[0]["matches"];

/** The matches of a not-found page under the root route, which chose `language`. */
function matchesIn(language: string): Matches {
  return [
    {
      id: "root",
      pathname: "/",
      params: {},
      data: { language, cartCount: 0 },
      handle: undefined,
      meta: [{ title: "Storefront" }, { name: "description", content: "Order online" }],
    },
  ] as unknown as Matches;
}

describe("notFoundMeta", () => {
  it("titles the page with the brand and 404, and describes it in the interface language", () => {
    expect(notFoundMeta({ matches: matchesIn("en") })).toEqual([
      { title: "Storefront | 404" },
      { name: "description", content: "There is no page at this address." },
    ]);
    expect(notFoundMeta({ matches: matchesIn("ar") })).toContainEqual({
      name: "description",
      content: "لا توجد صفحة على هذا العنوان.",
    });
  });
});

describe("errorMeta", () => {
  const thrown = (status: number) => ({ status, statusText: "", internal: false, data: null });

  it("describes a thrown 404 as a not-found page", () => {
    expect(errorMeta({ error: thrown(404), matches: matchesIn("en") })).toEqual([
      { title: "Storefront | 404" },
      { name: "description", content: "There is no page at this address." },
    ]);
  });

  it("titles other errors by the spec's codes and keeps the general description", () => {
    expect(errorMeta({ error: thrown(433), matches: matchesIn("en") }, "Demo")).toEqual([
      { name: "description", content: "Order online" },
      { title: "Demo | 433" },
    ]);
  });
});
