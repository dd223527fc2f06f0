import { describe, expect, it } from "vitest";
import { createReachTracker } from "./reach-tracker";

/** A tracker on a clock the test steps by hand. */
function trackerOnTestClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const reports: number[][] = [];
  const tracker = createReachTracker({
    report: (ids) => reports.push(ids),
    setTimer: (run, ms) => {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimer: (timer) => timers.delete(timer as number),
    dwellMs: 1000,
    batchMs: 500,
  });
  // Runs every timer due by then in time order, including those set by earlier ones.
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { tracker, reports, advance };
}

describe("when a banner counts as reached", () => {
  it("counts a banner on screen for a whole second, reported in one batch", () => {
    const { tracker, reports, advance } = trackerOnTestClock();
    tracker.enter(1);
    tracker.enter(2);
    advance(999);
    expect(reports).toEqual([]);
    advance(1);
    advance(500);
    expect(reports).toEqual([[1, 2]]);
  });

  it("never counts a banner scrolled past before its second was up", () => {
    const { tracker, reports, advance } = trackerOnTestClock();
    tracker.enter(1);
    advance(600);
    tracker.leave(1);
    advance(5000);
    expect(reports).toEqual([]);
    // Back on screen, its second starts again.
    tracker.enter(1);
    advance(1500);
    expect(reports).toEqual([[1]]);
  });

  it("counts each banner once per page view, however often it comes back", () => {
    const { tracker, reports, advance } = trackerOnTestClock();
    for (let round = 0; round < 3; round++) {
      tracker.enter(7);
      advance(2000);
      tracker.leave(7);
    }
    expect(reports).toEqual([[7]]);
  });

  it("sends what is reached at once when the page is left, and nothing twice", () => {
    const { tracker, reports, advance } = trackerOnTestClock();
    tracker.enter(3);
    advance(1000);
    tracker.flush();
    expect(reports).toEqual([[3]]);
    advance(1000);
    tracker.flush();
    expect(reports).toEqual([[3]]);
  });

  it("never sends more banners in one call than the contract takes", () => {
    const { tracker, reports, advance } = trackerOnTestClock();
    for (let id = 1; id <= 120; id++) tracker.enter(id);
    advance(1500);
    expect(reports.map((ids) => ids.length)).toEqual([50, 50, 20]);
  });
});
