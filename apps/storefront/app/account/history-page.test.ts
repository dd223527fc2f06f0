import { describe, expect, it } from "vitest";
import { historyPage } from "./history-page";

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
