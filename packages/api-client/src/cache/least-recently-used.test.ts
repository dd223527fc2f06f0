import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { leastRecentlyUsed } from "./least-recently-used.js";

type Step = { set: string; size: number } | { get: string } | { delete: string };

const key = fc.constantFrom("a", "b", "c", "d", "e", "f");
const steps = fc.array(
  fc.oneof(
    fc.record({ set: key, size: fc.integer({ min: 0, max: 12 }) }),
    fc.record({ get: key }),
    fc.record({ delete: key }),
  ),
  { maxLength: 60 },
);

/** The rule written plainly: a list ordered from least to most recently used. */
function model(capacity: number, run: readonly Step[]) {
  let kept: { key: string; size: number }[] = [];
  const reads: (number | undefined)[] = [];
  for (const step of run) {
    if ("set" in step) {
      kept = kept.filter((entry) => entry.key !== step.set);
      if (step.size <= capacity) kept.push({ key: step.set, size: step.size });
      while (kept.reduce((sum, entry) => sum + entry.size, 0) > capacity) kept.shift();
    } else if ("get" in step) {
      const found = kept.find((entry) => entry.key === step.get);
      reads.push(found?.size);
      if (found) kept = [...kept.filter((entry) => entry !== found), found];
    } else kept = kept.filter((entry) => entry.key !== step.delete);
  }
  return { kept, reads };
}

describe("leastRecentlyUsed", () => {
  test.prop([fc.integer({ min: 0, max: 30 }), steps])(
    "keeps what the plain rule keeps, never more than its capacity",
    (capacity, run) => {
      const cache = leastRecentlyUsed<number>({ capacity, sizeOf: (size) => size });
      const reads: (number | undefined)[] = [];
      for (const step of run) {
        if ("set" in step) cache.set(step.set, step.size);
        else if ("get" in step) reads.push(cache.get(step.get));
        else cache.delete(step.delete);
        expect(cache.used).toBeLessThanOrEqual(capacity);
      }
      const expected = model(capacity, run);
      expect(reads).toEqual(expected.reads);
      expect(cache.used).toBe(expected.kept.reduce((sum, entry) => sum + entry.size, 0));
    },
  );

  test("counts one a value unless told, and drops the least recently read first", () => {
    const cache = leastRecentlyUsed<string>({ capacity: 2 });
    cache.set("a", "first");
    cache.set("b", "second");
    expect(cache.get("a")).toBe("first");
    cache.set("c", "third");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("first");
    expect(cache.get("c")).toBe("third");
  });
});
