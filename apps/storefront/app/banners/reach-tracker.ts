/** How long at least half of a banner must stay on screen before it counts as reached. */
export const reachDwellMs = 1000;
/** Banners reached close together are reported in one call. */
export const reachBatchMs = 500;
/** The most banners one reach call takes (the contract's limit). */
export const reachBatchSize = 50;

/**
 * Decides when a banner counts as reached and reports it, once per page view: at least half of it
 * was on screen in a visible tab for `dwellMs` without a break (the common "viewable impression"
 * rule). A banner scrolled past, a prefetched or prerendered page, or a page in a background tab
 * never counts. The clock is passed in so tests can step it.
 */
export function createReachTracker({
  report,
  setTimer,
  clearTimer,
  dwellMs = reachDwellMs,
  batchMs = reachBatchMs,
}: {
  report: (bannerIds: number[]) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  dwellMs?: number;
  batchMs?: number;
}) {
  const reported = new Set<number>();
  const watching = new Map<number, unknown>();
  let pending: number[] = [];
  let batch: unknown = null;

  const flush = () => {
    batch = null;
    for (let start = 0; start < pending.length; start += reachBatchSize) {
      report(pending.slice(start, start + reachBatchSize));
    }
    pending = [];
  };

  const reached = (id: number) => {
    watching.delete(id);
    if (reported.has(id)) return;
    reported.add(id);
    pending.push(id);
    batch ??= setTimer(flush, batchMs);
  };

  return {
    /** At least half of the banner came on screen in a visible tab. */
    enter(id: number) {
      if (reported.has(id) || watching.has(id)) return;
      watching.set(
        id,
        setTimer(() => reached(id), dwellMs),
      );
    },
    /** The banner left the screen, or the tab was hidden: its time starts again next time. */
    leave(id: number) {
      const timer = watching.get(id);
      if (timer === undefined) return;
      clearTimer(timer);
      watching.delete(id);
    },
    /** Sends what is reached but not yet sent (the page is being left). */
    flush() {
      if (batch !== null) clearTimer(batch);
      if (pending.length > 0) flush();
      batch = null;
    },
  };
}
