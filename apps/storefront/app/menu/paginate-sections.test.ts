import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { menuItemView, menuSectionView } from "./menu.fixtures";
import type { MenuSectionView } from "./menu-view";
import { paginateSections } from "./paginate-sections";

let nextItemId = 1;
/** A section of `itemCount` dishes, each with an id never used before. */
function section(
  id: number,
  itemCount: number,
  subsections: MenuSectionView[] = [],
): MenuSectionView {
  const items = Array.from({ length: itemCount }, () => menuItemView(nextItemId++));
  return menuSectionView(id, items, subsections);
}

const itemIds = (sections: readonly MenuSectionView[]): number[] =>
  sections.flatMap((s) => [...s.items.map((item) => item.id), ...itemIds(s.subsections)]);

describe("paginateSections", () => {
  it("keeps an ordinary menu whole on one page", () => {
    const sections = [section(1, 30), section(2, 40, [section(3, 10)])];
    const page = paginateSections(sections, 1);
    expect(page.pageCount).toBe(1);
    expect(page.sections).toEqual(sections);
  });

  it("splits a section between pages, its subcategory following its items", () => {
    const sections = [section(1, 3), section(2, 2, [section(3, 2)])];
    const second = paginateSections(sections, 2, 4);
    expect(second.pageCount).toBe(2);
    expect(second.sections.map((s) => [s.id, s.items.length, s.subsections.length])).toEqual([
      [2, 1, 1],
    ]);
    expect(second.pageOfSection.get(1)).toBe(1);
    expect(second.pageOfSection.get(2)).toBe(1);
  });

  it("shows the last page for a page past the end, and the first for nonsense", () => {
    const sections = [section(1, 10)];
    expect(paginateSections(sections, 99, 4).page).toBe(3);
    expect(paginateSections(sections, Number.NaN, 4).page).toBe(1);
    expect(paginateSections(sections, -2, 4).page).toBe(1);
  });

  describe("properties", () => {
    test.prop([
      fc.array(fc.tuple(fc.nat(30), fc.nat(10)), { maxLength: 12 }),
      fc.integer({ min: 1, max: 50 }),
    ])(
      "every item is on exactly one page, in menu order, at most perPage a page",
      (shape, perPage) => {
        const sections = shape.map(([count, sub], index) =>
          section(index * 2 + 1, count, sub > 0 ? [section(index * 2 + 2, sub)] : []),
        );
        const { pageCount } = paginateSections(sections, 1, perPage);
        const pages = Array.from({ length: pageCount }, (_, i) =>
          itemIds(paginateSections(sections, i + 1, perPage).sections),
        );
        for (const ids of pages) expect(ids.length).toBeLessThanOrEqual(perPage);
        expect(pages.flat()).toEqual(itemIds(sections));
      },
    );
  });
});
