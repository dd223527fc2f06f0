import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { giveUpAfterMs, longestWaitMs, nextTryAt, retryWaitMs } from "./retry-schedule.js";

describe("the retry waits (ADR 061)", () => {
  it("start at 10 s and double, with jitter between half and all of the wait, up to an hour", () => {
    expect([1, 2, 3, 4].map((tries) => retryWaitMs(tries, () => 1))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect([1, 2, 3].map((tries) => retryWaitMs(tries, () => 0))).toEqual([5_000, 10_000, 20_000]);
    expect(retryWaitMs(30, () => 1)).toBe(longestWaitMs);
  });

  it("gives up once the next try would come more than a day after the event", () => {
    const event = new Date("2026-11-23T09:00:00Z");
    const late = new Date(event.getTime() + giveUpAfterMs - 1_000);
    expect(nextTryAt(event, 20, late, () => 1)).toBeNull();
    expect(nextTryAt(event, 1, event, () => 1)).toEqual(new Date(event.getTime() + 10_000));
  });

  describe("properties", () => {
    test.prop([fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true })])(
      "a wait lies within its bounds and is never shorter than any earlier wait",
      (tries, jitter) => {
        const wait = retryWaitMs(tries, () => jitter);
        expect(wait).toBeGreaterThanOrEqual(Math.min(5_000 * 2 ** (tries - 1), longestWaitMs / 2));
        expect(wait).toBeLessThanOrEqual(longestWaitMs);
        // However the jitter fell before, the next wait is at least as long.
        if (tries > 1 && retryWaitMs(tries, () => 1) < longestWaitMs) {
          expect(retryWaitMs(tries, () => 0)).toBeGreaterThanOrEqual(
            retryWaitMs(tries - 1, () => 1),
          );
        }
      },
    );
  });
});
