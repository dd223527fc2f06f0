import { describe, expect, it } from "vitest";
import { mergeMeta } from "./merge-meta";

describe("mergeMeta", () => {
  const root = {
    meta: [{ title: "Storefront" }, { name: "description", content: "Order online" }],
  };

  it("keeps the parents' tags and lets the route's own replace the same ones", () => {
    expect(mergeMeta([root, { meta: [] }], [{ title: "Demo Kitchen" }])).toEqual([
      { name: "description", content: "Order online" },
      { title: "Demo Kitchen" },
    ]);
  });

  it("replaces a named tag by name", () => {
    expect(mergeMeta([root], [{ name: "description", content: "Order from Demo" }])).toEqual([
      { title: "Storefront" },
      { name: "description", content: "Order from Demo" },
    ]);
  });
});
