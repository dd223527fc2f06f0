// Menu filtering for 10,000 items: the items shown now for an order type, and the category list of
// the menu page (shown now, shuffled, smart categories on top). Run with `pnpm --filter domain bench`.
import { bench, describe } from "vitest";
import { generateMenu, mondayLunch } from "../../bench/fixtures/large-menu.js";
import { arrangeCategories } from "./arrange-categories.js";
import { filterItems } from "./filter-items.js";

const menu = generateMenu(10_000, 7);
let sink = 0;

describe("menu filtering, 10,000 items", () => {
  bench("filterItems (delivery list shown now)", () => {
    sink += filterItems(menu.items, {
      itemType: "delivery",
      now: mondayLunch,
      categories: menu.categories,
    }).length;
  });
  bench("arrangeCategories (shown now, randomize, smart on top)", () => {
    sink += arrangeCategories({
      categories: menu.categories,
      smartCategories: menu.smartCategories,
      now: mondayLunch,
      randomize: true,
      seed: 7,
    }).length;
  });
});

export { sink };
