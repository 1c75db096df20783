/**
 * The seeded generators, so that a run can be replayed exactly. Not for anything
 * security-related.
 *
 * - `createUint32Source` (xoshiro128**) is behind every resample, so that the same samples and
 *   seed always give the same interval, p-value and verdict (a re-run of the gate on the same
 *   data never flips), and behind the rate levels' Poisson arrivals.
 * - `createRandom` (Mulberry32) orders prompt sets, picks synthetic words and drives the
 *   simulator's timing noise. Its streams are what a seed has always meant for prompts, so
 *   swapping it for xoshiro128** would change the prompts of an existing spec.
 */

/** Returns a uniformly distributed unsigned 32-bit integer on each call. */
export type Uint32Source = () => number;

/**
 * xoshiro128** (Blackman & Vigna 2018): 128 bits of state, period 2^128 − 1, 32-bit operations
 * only. The state is large enough that the streams of different seeds never overlap in practice;
 * a generator with 32 bits of state would let two seeds replay each other's draws after a few
 * million steps, which correlates resamples with the data in long simulations.
 *
 * @param seed - any integer; the four state words are derived from it by `mix32`, so nearby
 *   seeds give unrelated streams.
 */
export function createUint32Source(seed: number): Uint32Source {
  // The state lives in a typed array: numbers kept in closure variables beyond the small-integer
  // range would be boxed, costing an allocation per draw.
  const s = new Int32Array(4);
  s[0] = mix32(seed + 0x9e3779b9);
  s[1] = mix32(seed + 0x3c6ef372);
  s[2] = mix32(seed + 0xdaa66d2b);
  s[3] = mix32(seed + 0x78dde6e4);
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return () => {
    const s0 = s[0]!;
    const s1 = s[1]!;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    s[1] = s1 ^ s2;
    s[0] = s0 ^ s3;
    s[2] = s2 ^ t;
    s[3] = rotl(s3, 11);
    return result;
  };
}

/** A uniform number in (0, 1): never exactly 0 or 1, so logarithms of it are finite. */
export function openUnit(next: Uint32Source): number {
  return (next() + 0.5) / 4_294_967_296;
}

/**
 * Mix several integers into one seed, so that each check of a run gets its own stream from one
 * configured seed (e.g. `mixSeed(seed, concurrency, metricIndex)`).
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x243f6a88;
  for (const p of parts) h = mix32((h ^ mix32(p)) + 0x9e3779b9);
  return h;
}

/** The MurmurHash3 32-bit finaliser: a bijection on 32 bits in which every input bit flips about half the output bits. */
function mix32(x: number): number {
  let z = x >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

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
