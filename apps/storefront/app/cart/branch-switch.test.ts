import { describe, expect, it } from "vitest";
import { dishesLeaving, readRemovedDishes, removedDishesCookie } from "./branch-switch";

const line = (item_id: number, comment = "") => ({
  item_id,
  category_id: 4,
  price_label_id: 30,
  quantity: 1,
  modifiers: [],
  comment,
});
const items = [
  { id: 24, name: "Falafel" },
  { id: 44, name: "Lamb Machboos" },
];

describe("switching branch with a cart (spec 4: items the new branch does not sell are dropped)", () => {
  it("names the dishes the new branch does not sell, once each, before the switch", () => {
    const cart = { lines: [line(24), line(44), line(44, "no onions")] };
    expect(dishesLeaving(cart, new Set([24]), items)).toEqual(["Lamb Machboos"]);
    expect(dishesLeaving(cart, new Set([24, 44]), items)).toEqual([]);
  });

  it("carries the removed dishes to the page after the switch, and nothing else", () => {
    const cookie = removedDishesCookie("demo", ["Lamb Machboos", "شاي; كرك"], "");
    expect(cookie).toContain("HttpOnly");
    expect(readRemovedDishes(cookie.split(";")[0] ?? "", "demo")).toEqual([
      "Lamb Machboos",
      "شاي; كرك",
    ]);
    expect(readRemovedDishes("branch_removed_demo=not%20json", "demo")).toEqual([]);
    expect(readRemovedDishes("branch_removed_demo=%7B%7D", "demo")).toEqual([]);
    expect(readRemovedDishes(cookie.split(";")[0] ?? "", "demo-salon")).toEqual([]);
  });
});
