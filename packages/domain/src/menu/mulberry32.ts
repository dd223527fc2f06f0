/** One draw of the seeded generator: a number in [0, 1) and the state to draw the next one from. */
export interface RandomDraw {
  readonly value: number;
  readonly state: number;
}

/**
 * One step of mulberry32, a small deterministic pseudo-random generator: the same state always
 * gives the same draw, so a shuffled menu renders the same on the server and in the browser. Any
 * integer is a state (taken modulo 2^32); `Math.random` is never used.
 * `mulberry32(42).value` is always 0.6011037519201636.
 */
export function mulberry32(state: number): RandomDraw {
  const next = (state + 0x6d2b79f5) | 0;
  let mixed = Math.imul(next ^ (next >>> 15), next | 1);
  mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
  return { value: ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296, state: next };
}
