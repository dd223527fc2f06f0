/** The shortest and longest waits between two checks of one open payment. */
export const shortestWaitMs = 30_000;
export const longestWaitMs = 300_000;

/**
 * When the sweep asks again about a payment still open after a check (ADR 069): after half the
 * payment's age, between 30 s and 5 min, so one just past its grace is asked often and one open
 * for long seldom; never later than its expiry, when it is withdrawn.
 * `nextCheckAt(12:00, 12:02, 12:30)` is 12:03.
 */
export function nextCheckAt(createdAt: Date, now: Date, expiresAt: Date): Date {
  const age = now.getTime() - createdAt.getTime();
  const wait = Math.min(Math.max(age / 2, shortestWaitMs), longestWaitMs);
  const next = now.getTime() + wait;
  return new Date(now < expiresAt ? Math.min(next, expiresAt.getTime()) : next);
}
