/** A deterministic source of numbers in [0, 1): the same seed draws the same picture every time. */
export interface Random {
  (): number;
  /** A number between `min` and `max`. */
  between(min: number, max: number): number;
  /** One of the choices. */
  pick<T>(choices: readonly T[]): T;
}

/**
 * A seeded generator (mulberry32 over an FNV-1a hash of the seed), so an illustration depends
 * only on its name. `seededRandom("hummus")() === seededRandom("hummus")()`
 */
export function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index++) {
    state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  }
  const next = (() => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.between = (min, max) => min + (max - min) * next();
  next.pick = (choices) => choices[Math.floor(next() * choices.length)]!;
  return next;
}
