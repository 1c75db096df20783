/**
 * The Action's figure outputs (`ttft-p95-ms`, `max-tpm`, …) from one run's results: strings for
 * `if:` expressions and later steps. Pure, so the single-run and scenario paths agree.
 */
import type { Results } from '../model/results.js';
import { highestLevel } from '../metrics/highest-level.js';
import { Output } from './constants.js';

/** Output name → value for the figures of `results`; empty strings where there is no figure. */
export function figureOutputs(results: Pick<Results, 'levels' | 'knee'> | undefined): Record<string, string> {
  const levels = results?.levels ?? [];
  const top = highestLevel(levels);
  // Three decimals are plenty for a comparison in a workflow expression.
  const num = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(Math.round(v * 1000) / 1000));
  return {
    [Output.TtftP95Ms]: num(top?.ttft_ms.p95),
    [Output.TtfaP95Ms]: num(top?.ttfa_ms?.p95 ?? top?.ttft_ms.p95),
    [Output.TpotP95Ms]: num(top?.tpot_ms.p95),
    [Output.MaxQps]: num(levels.length > 0 ? Math.max(...levels.map((l) => l.qps)) : null),
    [Output.MaxTpm]: num(levels.length > 0 ? Math.max(...levels.map((l) => l.tpm)) : null),
    [Output.KneeConcurrency]: num(results?.knee?.concurrency),
    [Output.RecommendedConcurrency]: num(results?.knee?.recommended_concurrency),
  };
}
