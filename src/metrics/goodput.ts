/**
 * Goodput and SLO attainment: how many of a level's requests met every per-request bound of the
 * spec's `goodput` section (e.g. TTFT ≤ 1500 ms and TPOT ≤ 30 ms and E2E ≤ 20 s), per second of
 * the level's measured window (`goodput`, as vLLM's `--goodput`) and as a share of the requests
 * sent (`slo_attainment`, as DistServe's). Read from the level's per-request samples, so a
 * baseline's samples can be judged by the same bounds as this run's.
 */
import type { LevelSamples } from '../model/samples.js';
import type { LevelStats } from '../model/level-stats.js';

/** The per-request bounds of the spec's `goodput` section as a user writes them, in ms. */
export interface GoodputSpec {
  ttft_ms?: number;
  ttfa_ms?: number;
  tpot_ms?: number;
  e2e_ms?: number;
}

/** The bounds a request must all meet to count as good, in ms; only the ones the spec sets. */
export interface GoodputBounds {
  ttftMs?: number;
  ttfaMs?: number;
  tpotMs?: number;
  e2eMs?: number;
}

/** A level's goodput figures, as written in `levels[]` when the spec has a `goodput` section. */
export type GoodputFields = Required<Pick<LevelStats, 'good_requests' | 'goodput' | 'slo_attainment'>>;

/** The plan's bounds from the spec's section; undefined when the spec has none. */
export function goodputBounds(spec: GoodputSpec | undefined): GoodputBounds | undefined {
  if (spec === undefined) return undefined;
  return {
    ...(spec.ttft_ms === undefined ? {} : { ttftMs: spec.ttft_ms }),
    ...(spec.ttfa_ms === undefined ? {} : { ttfaMs: spec.ttfa_ms }),
    ...(spec.tpot_ms === undefined ? {} : { tpotMs: spec.tpot_ms }),
    ...(spec.e2e_ms === undefined ? {} : { e2eMs: spec.e2e_ms }),
  };
}

/** The bounds back in the spec's words, for `results.json` (`goodput_bounds`) and the report. */
export function goodputSpecOf(bounds: GoodputBounds): GoodputSpec {
  return {
    ...(bounds.ttftMs === undefined ? {} : { ttft_ms: bounds.ttftMs }),
    ...(bounds.ttfaMs === undefined ? {} : { ttfa_ms: bounds.ttfaMs }),
    ...(bounds.tpotMs === undefined ? {} : { tpot_ms: bounds.tpotMs }),
    ...(bounds.e2eMs === undefined ? {} : { e2e_ms: bounds.e2eMs }),
  };
}

/**
 * Whether request `i` succeeded and met every bound. A bound the request cannot be shown to meet
 * is missed: no first token (TTFT), no answer token (TTFA), no TPOT although it has 2 or more
 * output tokens (unknown token count, or one event carrying them all). A request of at most one
 * output token has no time per output token to exceed, so the TPOT bound does not apply to it
 * (vLLM counts its TPOT as 0).
 */
export function isGood(s: LevelSamples, i: number, bounds: GoodputBounds): boolean {
  if (s.ok[i] !== 1) return false;
  const within = (value: number | null | undefined, bound: number | undefined): boolean => bound === undefined || (typeof value === 'number' && value <= bound);
  if (!within(s.ttft_ms[i], bounds.ttftMs)) return false;
  // Samples of a level where no request reasoned keep no TTFA column: it equals TTFT there.
  if (!within(s.ttfa_ms !== undefined ? s.ttfa_ms[i] : s.ttft_ms[i], bounds.ttfaMs)) return false;
  if (!within(s.e2e_ms[i], bounds.e2eMs)) return false;
  if (bounds.tpotMs !== undefined && s.tpot_ms[i] === null) {
    const out = s.output_tokens[i];
    return out !== null && out !== undefined && out <= 1;
  }
  return within(s.tpot_ms[i], bounds.tpotMs);
}

/** How many of the level's requests were good, of how many sent. */
export function goodCount(s: LevelSamples, bounds: GoodputBounds): { good: number; requests: number } {
  let good = 0;
  for (let i = 0; i < s.ok.length; i++) if (isGood(s, i, bounds)) good++;
  return { good, requests: s.ok.length };
}

/**
 * A level's goodput figures from its samples.
 * @param durationS - the level's measured wall time, as its `qps` uses (summed over passes when repeated).
 */
export function goodputFields(s: LevelSamples, durationS: number, bounds: GoodputBounds): GoodputFields {
  const { good, requests } = goodCount(s, bounds);
  return { good_requests: good, goodput: durationS > 0 ? good / durationS : 0, slo_attainment: requests === 0 ? null : good / requests };
}
