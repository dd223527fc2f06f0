import { describe, expect, it } from "vitest";
import { createPageStore, type StoredPage } from "./page-store";

function page(bytes: number, revision = 1, minute = 100): StoredPage {
  const body = Buffer.alloc(bytes);
  return {
    revision,
    minute,
    scriptHashes: "",
    headers: [],
    bodies: { identity: body, gzip: body, br: body },
    bytes,
  };
}

describe("createPageStore", () => {
  it("finds a page only at the revision and minute it was rendered at", () => {
    const store = createPageStore(1000);
    store.set("menu", page(10, 4, 100));
    expect(store.get("menu", 5, 100)).toBeUndefined();
    store.set("menu", page(10, 4, 100));
    expect(store.get("menu", 4, 101)).toBeUndefined();
    store.set("menu", page(10, 4, 100));
    expect(store.get("menu", 4, 100)?.bytes).toBe(10);
  });

  it("holds no more bytes than it may, dropping the least recently used page first", () => {
    const store = createPageStore(100);
    store.set("a", page(40));
    store.set("b", page(40));
    store.get("a", 1, 100);
    store.set("c", page(40));
    expect(store.get("b", 1, 100)).toBeUndefined();
    expect(store.get("a", 1, 100)).toBeDefined();
    expect(store.get("c", 1, 100)).toBeDefined();
    expect(store.bytes).toBe(80);
    store.set("huge", page(101));
    expect(store.get("huge", 1, 100)).toBeUndefined();
  });
});
