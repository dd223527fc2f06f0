import { fc, test } from "@fast-check/vitest";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { inBusinessZone } from "../schedule/time-types.js";
import { arrangeCategories } from "./arrange-categories.js";
import { MENU_INVARIANT } from "./invariants.js";
import type { CategoryDay, MenuCategory } from "./menu-shapes.js";
import { mergeSmartCategories } from "./merge-smart-categories.js";
import { mulberry32 } from "./mulberry32.js";
import { shuffleCategories } from "./shuffle-categories.js";

const noon = inBusinessZone(DateTime.fromISO("2026-11-23T12:00", { zone: "Asia/Kuwait" }));
const category = (id: number, extra: Partial<MenuCategory> = {}): MenuCategory => ({
  id,
  visible: true,
  ...extra,
});
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);
const range = (count: number) => Array.from({ length: count }, (_, n) => category(n + 1));

describe("mulberry32", () => {
  it("gives the published mulberry32 sequence for seed 42", () => {
    const first = mulberry32(42);
    const second = mulberry32(first.state);
    expect(first.value).toBe(0.6011037519201636);
    expect(second.value).toBe(0.44829055899754167);
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: -(2 ** 31), max: 2 ** 32 })], { numRuns: 1000 })(
      "draws lie in [0, 1) and repeat for the same state",
      (state) => {
        const draw = mulberry32(state);
        expect(draw.value).toBeGreaterThanOrEqual(0);
        expect(draw.value).toBeLessThan(1);
        expect(mulberry32(state)).toEqual(draw);
      },
    );
  });
});

describe("shuffleCategories", () => {
  it('spec 9: "Menu category order can be shuffled (randomize)": the same seed gives the same order', () => {
    const categories = range(12);
    const once = ids(shuffleCategories(categories, 20261123));
    expect(ids(shuffleCategories(categories, 20261123))).toEqual(once);
    expect(once).not.toEqual(ids(categories));
    expect([...once].sort((a, b) => a - b)).toEqual(ids(categories));
  });

  it("different seeds give different orders", () => {
    const orders = new Set(
      Array.from({ length: 50 }, (_, seed) => ids(shuffleCategories(range(8), seed)).join(",")),
    );
    expect(orders.size).toBeGreaterThan(45);
  });

  it("every order is about equally likely", () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 6000; seed += 1) {
      const order = ids(shuffleCategories(range(3), seed)).join(",");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
  });

  it("refuses a seed that is not an integer", () => {
    expect(() => shuffleCategories(range(3), 1.5)).toThrow(MENU_INVARIANT.SEED_NOT_INTEGER);
    expect(() => shuffleCategories(range(3), Number.NaN)).toThrow(MENU_INVARIANT.SEED_NOT_INTEGER);
  });

  describe("properties", () => {
    const list = fc.array(fc.record({ id: fc.integer(), visible: fc.boolean() }), {
      maxLength: 40,
    });
    const seed = fc.integer();

    test.prop([list, seed], { numRuns: 1000 })(
      "the shuffle is a permutation: nothing lost, nothing doubled",
      (categories, shuffleSeed) => {
        const shuffled = shuffleCategories(categories, shuffleSeed);
        expect(shuffled).toHaveLength(categories.length);
        for (const entry of categories) {
          expect(shuffled.filter((candidate) => candidate === entry)).toHaveLength(
            categories.filter((candidate) => candidate === entry).length,
          );
        }
      },
    );

    test.prop([list, seed], { numRuns: 1000 })(
      "the shuffle is repeatable and leaves its input alone",
      (categories, shuffleSeed) => {
        const before = [...categories];
        expect(shuffleCategories(categories, shuffleSeed)).toEqual(
          shuffleCategories(categories, shuffleSeed),
        );
        expect(categories).toEqual(before);
      },
    );
  });
});

describe("mergeSmartCategories", () => {
  it('spec 9: "Smart categories ("standard" menu) are merged in at the top"', () => {
    expect(
      ids(mergeSmartCategories([category(100), category(101)], [category(1), category(2)])),
    ).toEqual([100, 101, 1, 2]);
  });

  it("a category id appears once: the smart listing wins and repeats are dropped", () => {
    const smart = category(2, { visible: true });
    const merged = mergeSmartCategories(
      [category(100), smart, category(100)],
      [category(1), category(2), category(1)],
    );
    expect(ids(merged)).toEqual([100, 2, 1]);
    expect(merged[1]).toBe(smart);
  });

  describe("properties", () => {
    const list = fc.array(fc.record({ id: fc.integer({ min: 1, max: 20 }) }), { maxLength: 20 });

    test.prop([list, list], { numRuns: 1000 })(
      "every id shows once, smart ones first, each list in its own order",
      (smart, regular) => {
        const merged = mergeSmartCategories(smart, regular);
        const mergedIds = ids(merged);
        expect(new Set(mergedIds).size).toBe(mergedIds.length);
        expect(new Set(mergedIds)).toEqual(new Set([...ids(smart), ...ids(regular)]));
        const smartIds = [...new Set(ids(smart))];
        expect(mergedIds.slice(0, smartIds.length)).toEqual(smartIds);
        expect(mergeSmartCategories(merged, [])).toEqual(merged);
      },
    );
  });
});

describe("arrangeCategories", () => {
  const closedToday: CategoryDay[] = Array.from({ length: 7 }, () => ({
    closed: true,
    shifts: [],
  }));

  it("spec 9: the categories shown now, shuffled when randomize is on, under the smart categories", () => {
    const categories = [...range(10), category(11, { available: { days: closedToday } })];
    const smartCategories = [category(200), category(201, { visible: false })];
    const arranged = arrangeCategories({
      categories,
      smartCategories,
      now: noon,
      randomize: true,
      seed: 7,
    });
    expect(ids(arranged).slice(0, 1)).toEqual([200]);
    expect(ids(arranged).slice(1)).toEqual(ids(shuffleCategories(range(10), 7)));
    expect(ids(arranged)).not.toContain(201);
    expect(ids(arranged)).not.toContain(11);
  });

  it("keeps the menu's order when randomize is off", () => {
    expect(
      ids(
        arrangeCategories({
          categories: range(5),
          smartCategories: [category(9)],
          now: noon,
          randomize: false,
        }),
      ),
    ).toEqual([9, 1, 2, 3, 4, 5]);
    expect(ids(arrangeCategories({ categories: range(3), now: noon, randomize: false }))).toEqual([
      1, 2, 3,
    ]);
  });

  it("refuses randomize without a seed", () => {
    expect(() => arrangeCategories({ categories: range(3), now: noon, randomize: true })).toThrow(
      MENU_INVARIANT.SEED_REQUIRED,
    );
  });
});
