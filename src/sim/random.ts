/**
 * A small seeded pseudo-random generator, so a simulated run can be replayed exactly.
 * Not for anything security-related.
 */

/** Returns numbers uniformly distributed in [0, 1). */
export type Random = () => number;

/**
 * Mulberry32: a 32-bit state generator, fast and good enough for timing noise and word picks.
 * @param seed - any integer; it is reduced to 32 bits, so seeds equal modulo 2^32 give the same stream.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
