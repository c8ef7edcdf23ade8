/**
 * Seeded arrival times for the open-model rush, so that two runs offer the same load at the same
 * moments. mulberry32: a small, well-known 32-bit generator; good enough for spreading arrivals.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` arrivals spread at random over `durationMs`, in order: n uniform instants sorted are a
 * Poisson process's arrivals given that n arrive, i.e. parents who each come on their own.
 */
export function arrivalTimes(count: number, durationMs: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random() * durationMs).sort((a, b) => a - b);
}
