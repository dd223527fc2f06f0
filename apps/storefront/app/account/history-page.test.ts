import { describe, expect, it } from "vitest";
import { historyPage, historyPages } from "./history-page";

describe("historyPage", () => {
  it("reads ?page= as a whole number from 1, else the first page", () => {
    const page = (query: string) =>
      historyPage(new URL(`https://shop.example/demo/orders/history${query}`));
    expect(page("")).toBe(1);
    expect(page("?page=3")).toBe(3);
    expect(page("?page=0")).toBe(1);
    expect(page("?page=-2")).toBe(1);
    expect(page("?page=2x")).toBe(1);
    expect(page("?page=99999")).toBe(1);
  });
});

describe("historyPages", () => {
  const path = "/demo/orders/history";

  it("links the first page to the second only, when there is one", () => {
    expect(historyPages(path, 1, true)).toEqual({ page: 1, newer: null, older: `${path}?page=2` });
    expect(historyPages(path, 1, false)).toEqual({ page: 1, newer: null, older: null });
  });

  it("links the second page back to the history's own address, without ?page=1", () => {
    expect(historyPages(path, 2, false).newer).toBe(path);
  });

  it("links a later page to its neighbours on both sides", () => {
    expect(historyPages(path, 4, true)).toEqual({
      page: 4,
      newer: `${path}?page=3`,
      older: `${path}?page=5`,
    });
  });
});
