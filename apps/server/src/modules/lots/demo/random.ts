/**
 * A small seeded PRNG (mulberry32) for demo data: the same seed gives the same lots on every machine, which
 * makes seeded databases and benchmark runs comparable. Not for anything security related.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** One item, each with probability proportional to its weight. */
  weighted<T>(list: readonly T[], weightOf: (item: T) => number): T;
  chance(p: number): boolean;
  /** Roughly normal (sum of three uniforms): cheap, bounded at mean ± 3 sd, good enough for demo spreads. */
  normalish(mean: number, sd: number): number;
  /** A float spread evenly on a log scale: prices are multiplicative, so a range 100-900 is not skewed to 900. */
  logUniform(min: number, max: number): number;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[Math.floor(next() * list.length)] as T;
  };
  const weighted = <T>(list: readonly T[], weightOf: (item: T) => number): T => {
    let total = 0;
    for (const item of list) total += weightOf(item);
    let target = next() * total;
    for (const item of list) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return pick(list);
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick,
    weighted,
    chance: (p) => next() < p,
    normalish: (mean, sd) => mean + (next() + next() + next() - 1.5) * 2 * sd,
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
}
