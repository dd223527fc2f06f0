import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { advanceToMinutes } from "./advance-to-minutes.js";
import type { AdvanceInterval } from "./shift-shapes.js";

describe("advanceToMinutes", () => {
  it('spec 9: "Scheduled advance intervals convert to minutes (hour 60, day 1440)"', () => {
    expect(advanceToMinutes({ interval: 2, scale: "hour" })).toBe(120);
    expect(advanceToMinutes({ interval: 1, scale: "day" })).toBe(1440);
    expect(advanceToMinutes({ interval: 45, scale: "min" })).toBe(45);
    expect(advanceToMinutes({ interval: 0, scale: "day" })).toBe(0);
    expect(advanceToMinutes({ interval: 1.5, scale: "hour" })).toBe(90);
  });

  it("refuses an unknown scale, a negative advance and a part of a minute", () => {
    expect(() =>
      advanceToMinutes({ interval: 1, scale: "week" } as unknown as AdvanceInterval),
    ).toThrow(/min, hour or day/);
    expect(() =>
      advanceToMinutes({ interval: 1, scale: "toString" } as unknown as AdvanceInterval),
    ).toThrow(/min, hour or day/);
    expect(() => advanceToMinutes({ interval: -1, scale: "hour" })).toThrow(
      /whole number of minutes/,
    );
    expect(() => advanceToMinutes({ interval: 0.5, scale: "min" })).toThrow(
      /whole number of minutes/,
    );
    expect(() => advanceToMinutes({ interval: Number.NaN, scale: "min" })).toThrow(
      /whole number of minutes/,
    );
  });

  describe("properties", () => {
    const interval = fc.integer({ min: 0, max: 100_000 });

    test.prop([interval], { numRuns: 1000 })(
      "an hour is 60 minutes and a day is 24 hours",
      (count) => {
        expect(advanceToMinutes({ interval: count, scale: "hour" })).toBe(
          60 * advanceToMinutes({ interval: count, scale: "min" }),
        );
        expect(advanceToMinutes({ interval: count, scale: "day" })).toBe(
          24 * advanceToMinutes({ interval: count, scale: "hour" }),
        );
      },
    );

    test.prop(
      [interval, interval, fc.constantFrom("min" as const, "hour" as const, "day" as const)],
      { numRuns: 1000 },
    )("advances add up: a + b of a scale is a of it plus b of it", (first, second, scale) => {
      expect(advanceToMinutes({ interval: first + second, scale })).toBe(
        advanceToMinutes({ interval: first, scale }) +
          advanceToMinutes({ interval: second, scale }),
      );
    });
  });
});
