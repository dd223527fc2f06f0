import { describe, expect, it } from "vitest";
import { createRevisionCache } from "./revision-cache.js";

describe("createRevisionCache", () => {
  it("finds an answer only at the revision it was built at", () => {
    const cache = createRevisionCache("test", 4);
    const stored = cache.set("menu-1", 7, { price: 1250 });
    expect(cache.get("menu-1", 7)).toEqual(stored);
    expect(stored.body).toBe('{"price":1250}');
    expect(cache.get("menu-1", 8)).toBeUndefined();
  });

  it("names each revision of each key with its own entity tag", () => {
    const cache = createRevisionCache("test", 4);
    const tags = new Set([
      cache.set("menu-1", 1, {}).etag,
      cache.set("menu-1", 2, {}).etag,
      cache.set("menu-2", 2, {}).etag,
    ]);
    expect(tags.size).toBe(3);
  });

  it("makes entity tags without quotes, whatever the key holds", () => {
    const { etag } = createRevisionCache("test", 1).set(
      '{"business":{"referenceId":"demo"}}',
      3,
      {},
    );
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+-v3"$/);
  });

  it("drops the least recently used key when full", () => {
    const cache = createRevisionCache("test", 2);
    cache.set("a", 1, "a");
    cache.set("b", 1, "b");
    cache.get("a", 1);
    cache.set("c", 1, "c");
    expect(cache.get("a", 1)?.body).toBe('"a"');
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("c", 1)?.body).toBe('"c"');
  });
});
