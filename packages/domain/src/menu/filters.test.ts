import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it, vi } from "vitest";
import { menuItemTypes } from "../codes/selling-type.js";
import type { MenuItemType } from "../selling-types/selling-type-table.js";
import { inBusinessZone, type BusinessTime } from "../schedule/time-types.js";
import { filterByOrderType } from "./filter-by-order-type.js";
import { filterCategories } from "./filter-categories.js";
import { filterItems } from "./filter-items.js";
import { isCategoryShown } from "./is-category-shown.js";
import type {
  CategoryBranch,
  CategoryDay,
  CategorySchedule,
  MenuCategory,
  MenuItem,
} from "./menu-shapes.js";

/** 2026-11-23 is a Monday. */
const mondayAt = (time: string): BusinessTime =>
  inBusinessZone(DateTime.fromISO(`2026-11-23T${time}`, { zone: "Asia/Kuwait" }));
const nine = mondayAt("09:00");
const noon = mondayAt("12:00");

const everyDay = (time_from: string, time_to: string): CategorySchedule => ({
  days: Array.from({ length: 7 }, (): CategoryDay => ({
    closed: false,
    shifts: [{ time_from, time_to }],
  })),
});
const breakfastHours = everyDay("06:00", "11:00");
const lunchHours = everyDay("11:30", "16:00");

type NamedCategory = MenuCategory & { readonly name: string };
const category = (id: number, extra: Partial<NamedCategory> = {}): NamedCategory => ({
  id,
  name: `category ${id}`,
  visible: true,
  ...extra,
});
type NamedItem = MenuItem & { readonly name: string };
const item = (id: number, extra: Partial<NamedItem> = {}): NamedItem => ({
  id,
  name: `item ${id}`,
  category_id: 1,
  types: ["delivery", "dine_in", "car_pickup"],
  visible: true,
  ...extra,
});
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
const branch = (visible: boolean, available?: string): CategoryBranch => ({ visible, available });

describe("categories", () => {
  it('spec 5: "Menu items and categories are hidden ... when not visible"', () => {
    expect(isCategoryShown(category(1, { visible: false }), noon)).toBe(false);
    expect(
      ids(filterCategories([category(1), category(2, { visible: false }), category(3)], noon)),
    ).toEqual([1, 3]);
  });

  it('spec 5: "Menu items and categories are hidden outside their schedule"', () => {
    const categories = [
      category(1, { available: breakfastHours }),
      category(2, { available: lunchHours }),
      category(3),
    ];
    expect(ids(filterCategories(categories, nine))).toEqual([1, 3]);
    expect(ids(filterCategories(categories, noon))).toEqual([2, 3]);
  });

  it("spec 3: a category whose branch is not visible, or whose branch status is off, is hidden", () => {
    expect(isCategoryShown(category(1, { branch: branch(false) }), noon)).toBe(false);
    expect(isCategoryShown(category(1, { branch: branch(true, '{"status":0}') }), noon)).toBe(
      false,
    );
    expect(
      isCategoryShown(
        category(1, { branch: branch(true, '{"status":1,"from":"08:00","to":"10:00"}') }),
        nine,
      ),
    ).toBe(true);
    expect(
      isCategoryShown(
        category(1, { branch: branch(true, '{"status":1,"from":"08:00","to":"10:00"}') }),
        noon,
      ),
    ).toBe(false);
  });

  it("a hidden category hides its subcategories; a hidden subcategory is dropped from a shown one", () => {
    const menu = [
      category(1, { subcategories: [category(11), category(12, { available: lunchHours })] }),
      category(2, { visible: false, subcategories: [category(21)] }),
    ];
    const shown = filterCategories(menu, nine);
    expect(ids(shown)).toEqual([1]);
    expect(ids(shown[0]?.subcategories ?? [])).toEqual([11]);
    expect(shown[0]?.name).toBe("category 1");
    expect(ids(menu[0]?.subcategories ?? [])).toEqual([11, 12]);
  });
});

describe("items", () => {
  const all: MenuItemType = "delivery";

  it('spec 5: "Menu items ... are hidden ... when not visible"', () => {
    expect(
      ids(filterItems([item(1), item(2, { visible: false })], { itemType: all, now: noon })),
    ).toEqual([1]);
  });

  it("spec 3: an item is shown only when its category and grand_category are visible and available at the branch", () => {
    const items = [
      item(1, {
        category: { id: 5, branch: branch(true) },
        grand_category: { id: 9, branch: branch(true, '{"status":1}') },
      }),
      item(2, { category: { id: 5, branch: branch(false) } }),
      item(3, { grand_category: { id: 9, branch: branch(false) } }),
      item(4, { category: { id: 5, branch: branch(true, '{"status":"0"}') } }),
      item(5, {
        grand_category: { id: 9, branch: branch(true, '{"status":1,"from":"06:00","to":"11:00"}') },
      }),
      item(6, { category: null, grand_category: { id: 9, branch: null } }),
    ];
    expect(ids(filterItems(items, { itemType: all, now: noon }))).toEqual([1, 6]);
    expect(ids(filterItems(items, { itemType: all, now: nine }))).toEqual([1, 5, 6]);
  });

  it('spec 5: "Menu items ... are hidden outside their schedule": the schedule of their category and its parents', () => {
    const categories = [
      category(1, { available: breakfastHours, subcategories: [category(11)] }),
      category(2, { subcategories: [category(21, { available: lunchHours })] }),
    ];
    const items = [
      item(1, { category_id: 11 }),
      item(2, { category_id: 21 }),
      item(3, { category_id: 2 }),
      item(4, { category_id: 77 }),
    ];
    expect(ids(filterItems(items, { itemType: all, now: nine, categories }))).toEqual([1, 3, 4]);
    expect(ids(filterItems(items, { itemType: all, now: noon, categories }))).toEqual([2, 3, 4]);
  });

  it('spec 5: "Menu lists are filtered by order type"', () => {
    const items = [
      item(1, { types: ["delivery"] }),
      item(2, { types: ["car_pickup", "dine_in"] }),
      item(3, { types: ["delivery", "car_pickup"] }),
      item(4, { types: [] }),
    ];
    expect(ids(filterByOrderType(items, "delivery"))).toEqual([1, 3]);
    expect(ids(filterByOrderType(items, "car_pickup"))).toEqual([2, 3]);
    expect(ids(filterItems(items, { itemType: "dine_in", now: noon }))).toEqual([2]);
  });

  it('spec 5: "Dine-in excludes reservation-only items; reservation shows only those"', () => {
    const items = [
      item(1, { types: ["reservation"] }),
      item(2, { types: ["dine_in"] }),
      item(3, { types: ["dine_in", "reservation"] }),
      item(4, { types: ["delivery"] }),
    ];
    expect(ids(filterByOrderType(items, "dine_in"))).toEqual([2, 3]);
    expect(ids(filterByOrderType(items, "reservation"))).toEqual([1, 3]);
  });

  it("filtering hands back the caller's own objects", () => {
    const items = [item(1)];
    expect(filterItems(items, { itemType: all, now: noon })[0]).toBe(items[0]);
  });

  it("each distinct branch string is read once per call, however many items share it", () => {
    const strings = Array.from(
      { length: 10 },
      (_, n) => `{"status":1,"from":"0${n}:00","to":"23:00"}`,
    );
    const items = Array.from({ length: 10_000 }, (_, n) =>
      item(n, {
        category: { id: n % 10, branch: branch(true, strings[n % 10]) },
        grand_category: { id: 100, branch: branch(true, strings[0]) },
      }),
    );
    const parse = vi.spyOn(JSON, "parse");
    try {
      expect(filterItems(items, { itemType: all, now: mondayAt("05:30") })).toHaveLength(6000);
      expect(parse.mock.calls.length).toBeLessThanOrEqual(strings.length);
    } finally {
      parse.mockRestore();
    }
  });

  describe("properties", () => {
    const moment = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((epoch) => inBusinessZone(epoch, "Asia/Kuwait"));
    const hour = fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, "0")}:00`);
    const available = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('{"status":1}', '{"status":0}', "{", ""),
      fc.tuple(hour, hour).map(([from, to]) => JSON.stringify({ status: 1, from, to })),
    );
    const branchArb = fc.option(fc.record({ visible: fc.boolean(), available }), {
      nil: undefined,
    });
    const schedule = fc.option(
      fc.record({
        days: fc.array(
          fc.record({
            closed: fc.boolean(),
            shifts: fc.array(fc.record({ time_from: hour, time_to: hour }), { maxLength: 2 }),
          }),
          { maxLength: 7 },
        ),
        pin_schedule: fc.boolean(),
      }),
      { nil: undefined },
    );
    const leaf = fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      visible: fc.boolean(),
      available: schedule,
      branch: branchArb,
    });
    const categoryArb: fc.Arbitrary<MenuCategory> = fc
      .tuple(leaf, fc.option(fc.array(leaf, { maxLength: 3 }), { nil: undefined }))
      .map(([top, subcategories]) =>
        subcategories === undefined ? top : { ...top, subcategories },
      );
    const categories = fc.array(categoryArb, { maxLength: 8 });
    const typesArb = fc.subarray([...menuItemTypes]);
    const items = fc.array(
      fc.record({
        id: fc.nat(),
        category_id: fc.integer({ min: 1, max: 30 }),
        types: typesArb,
        visible: fc.boolean(),
        category: fc.option(fc.record({ id: fc.nat(), branch: branchArb }), { nil: undefined }),
        grand_category: fc.option(fc.record({ id: fc.nat(), branch: branchArb }), {
          nil: undefined,
        }),
      }),
      { maxLength: 40 },
    );
    const itemType = fc.constantFrom(...menuItemTypes);

    const isSubsequence = <T>(part: readonly T[], whole: readonly T[]) => {
      let index = 0;
      for (const entry of whole) if (index < part.length && part[index] === entry) index += 1;
      return index === part.length;
    };

    test.prop([items, categories, itemType, moment], { numRuns: 1000 })(
      "filtering items never adds one and keeps the original order",
      (list, tree, type, now) => {
        expect(
          isSubsequence(filterItems(list, { itemType: type, now, categories: tree }), list),
        ).toBe(true);
      },
    );

    test.prop([items, categories, itemType, moment], { numRuns: 1000 })(
      "filtering items twice equals filtering once",
      (list, tree, type, now) => {
        const once = filterItems(list, { itemType: type, now, categories: tree });
        expect(filterItems(once, { itemType: type, now, categories: tree })).toEqual(once);
      },
    );

    test.prop([categories, moment], { numRuns: 1000 })(
      "filtering categories never adds one and keeps the original order",
      (tree, now) => {
        const shown = filterCategories(tree, now);
        expect(isSubsequence(ids(shown), ids(tree))).toBe(true);
        const plain = tree
          .filter((entry) => isCategoryShown(entry, now))
          .map((entry) =>
            entry.subcategories === undefined
              ? entry
              : {
                  ...entry,
                  subcategories: entry.subcategories.filter((sub) => isCategoryShown(sub, now)),
                },
          );
        expect(shown).toEqual(plain);
      },
    );

    test.prop([categories, moment], { numRuns: 1000 })(
      "filtering categories twice equals filtering once",
      (tree, now) => {
        const once = filterCategories(tree, now);
        expect(filterCategories(once, now)).toEqual(once);
      },
    );

    test.prop([items, itemType], { numRuns: 1000 })(
      "the order-type filter keeps exactly the items typed for it, and is idempotent",
      (list, type) => {
        const kept = filterByOrderType(list, type);
        expect(kept).toEqual(list.filter((entry) => entry.types.includes(type)));
        expect(filterByOrderType(kept, type)).toEqual(kept);
      },
    );

    test.prop([items, categories, moment], { numRuns: 1000 })(
      "the reservation list and the dine-in list never share a reservation-only item",
      (list, tree, now) => {
        const reservationOnly = (entry: MenuItem) =>
          entry.types.length > 0 && entry.types.every((type) => type === "reservation");
        const dineIn = filterItems(list, { itemType: "dine_in", now, categories: tree });
        const reservation = filterItems(list, { itemType: "reservation", now, categories: tree });
        expect(dineIn.filter(reservationOnly)).toEqual([]);
        expect(reservation.every((entry) => entry.types.includes("reservation"))).toBe(true);
        for (const entry of list.filter(reservationOnly)) {
          const available =
            filterItems([{ ...entry, types: ["delivery"] }], {
              itemType: "delivery",
              now,
              categories: tree,
            }).length === 1;
          expect(reservation.includes(entry)).toBe(available);
        }
      },
    );

    test.prop([items, categories, itemType, moment], { numRuns: 1000 })(
      "an item that is not visible, or whose category is not visible at the branch, is never shown",
      (list, tree, type, now) => {
        for (const shown of filterItems(list, { itemType: type, now, categories: tree })) {
          expect(shown.visible).toBe(true);
          expect(shown.category?.branch?.visible ?? true).toBe(true);
          expect(shown.grand_category?.branch?.visible ?? true).toBe(true);
          expect(shown.types).toContain(type);
        }
      },
    );
  });
});
