/** The first wait after a failed try; each later wait doubles, up to `longestWaitMs`. */
export const firstWaitMs = 10_000;
export const longestWaitMs = 3_600_000;
/** A delivery still failing a day after its event is given up. */
export const giveUpAfterMs = 86_400_000;

/**
 * The wait before the next try after `tries` failed ones: 10 s doubling to at most an hour, with
 * "equal jitter" (between half the wait and all of it) so receivers that failed together are not
 * all retried at once, while each wait is still at least as long as the one before.
 * `retryWaitMs(1, Math.random)` is between 5 and 10 seconds.
 */
export function retryWaitMs(tries: number, random: () => number): number {
  const wait = Math.min(firstWaitMs * 2 ** Math.max(0, tries - 1), longestWaitMs);
  return Math.round(wait / 2 + (wait / 2) * random());
}

/** When to try again after a failed try, or null when the delivery is to be given up. */
export function nextTryAt(
  eventAt: Date,
  tries: number,
  now: Date,
  random: () => number,
): Date | null {
  const next = now.getTime() + retryWaitMs(tries, random);
  return next > eventAt.getTime() + giveUpAfterMs ? null : new Date(next);
}
