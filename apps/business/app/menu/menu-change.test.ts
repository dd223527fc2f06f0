import { describe, expect, it } from "vitest";
import { dishesMatching } from "./dishes-matching";
import { menuChangeOf } from "./menu-change";
import { readPriceInput } from "./price-input";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const read = (fields: Record<string, string>) =>
  menuChangeOf(formOf(fields), (text) => readPriceInput(text, "KWD"));

describe("a change from the menu page", () => {
  it("reads each kind of change", () => {
    expect(read({ intent: "sold_out", item_id: "7", sold_out: "true" })).toEqual({
      ok: true,
      change: { intent: "sold_out", itemId: 7, soldOut: true },
    });
    expect(
      read({ intent: "option_sold_out", item_id: "7", modifier_id: "12", sold_out: "false" }),
    ).toEqual({
      ok: true,
      change: { intent: "option_sold_out", itemId: 7, modifierId: 12, soldOut: false },
    });
    expect(read({ intent: "visibility", item_id: "7", visible: "false" })).toEqual({
      ok: true,
      change: { intent: "visibility", itemId: 7, visible: false },
    });
    expect(read({ intent: "price", item_id: "7", price_label_id: "3", price: "١٫٥" })).toEqual({
      ok: true,
      change: { intent: "price", itemId: 7, priceLabelId: 3, price: 1500 },
    });
  });

  it("says a mistyped price's problem, and a tampered form's", () => {
    expect(read({ intent: "price", item_id: "7", price_label_id: "3", price: "1.2345" })).toEqual({
      ok: false,
      problem: "TOO_MANY_DIGITS",
    });
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "sold_out", item_id: "7" },
      { intent: "sold_out", item_id: "0", sold_out: "true" },
      { intent: "visibility", item_id: "7", visible: "yes" },
      { intent: "option_sold_out", item_id: "7", sold_out: "true" },
      { intent: "price", item_id: "7", price: "1" },
      { intent: "delete", item_id: "7" },
    ]) {
      expect(read(fields), JSON.stringify(fields)).toEqual({ ok: false, problem: "BAD_FORM" });
    }
  });
});

describe("finding a dish on the menu page", () => {
  const dish = (id: number, en: string, ar: string) => ({
    id,
    name: { en, ar },
    visible: true,
    sold_out_since: null,
    prices: [],
    options: [],
  });
  const categories = [
    {
      id: 1,
      name: { en: "Grills" },
      items: [dish(1, "Chicken tikka", "تكا دجاج"), dish(2, "Kebab", "كباب")],
    },
    { id: 2, name: { en: "Rice" }, items: [dish(3, "Chicken machboos", "مجبوس دجاجة")] },
  ];

  it("keeps dishes named so in any language, and drops emptied categories", () => {
    expect(dishesMatching(categories, "chicken").map((c) => c.items.map((i) => i.id))).toEqual([
      [1],
      [3],
    ]);
    expect(dishesMatching(categories, "دجاجه").map((c) => c.id)).toEqual([2]);
    expect(dishesMatching(categories, "kebab").map((c) => c.id)).toEqual([1]);
    expect(dishesMatching(categories, "pizza")).toEqual([]);
    expect(dishesMatching(categories, "  ")).toEqual(categories);
  });
});
