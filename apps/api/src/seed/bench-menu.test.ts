import { describe, expect, it } from "vitest";
import { generateMenuBusiness } from "./bench-menu.js";

function countItems(
  categories: NonNullable<ReturnType<typeof generateMenuBusiness>["menu"]>["categories"],
): number {
  return categories.reduce(
    (sum, category) => sum + category.items.length + countItems(category.subcategories ?? []),
    0,
  );
}

describe("generateMenuBusiness", () => {
  it.each([150, 2000, 10_000, 7])("makes exactly %i items with unique keys", (count) => {
    const { menu } = generateMenuBusiness(count);
    expect(countItems(menu?.categories ?? [])).toBe(count);
  });

  it("makes the same menu for the same count", () => {
    expect(generateMenuBusiness(500)).toEqual(generateMenuBusiness(500));
  });
});
