/**
 * A conversation workload's level turn by turn (`levels[].turns[]`): where a prefix cache shows,
 * since turn 1 has no history to reuse and every later turn has the whole session before it.
 * Pure: records in, one entry per turn out.
 */
import type { RequestRecord } from '../model/record.js';
import type { TurnStats } from '../model/level-stats.js';
import { distributionInPlace } from '../stats/percentile.js';
import { requestMetrics } from './request.js';
import { withholdThinPercentiles } from './sample-size.js';

/**
 * The level's records grouped by their `turn`, in turn order; undefined when none has a turn
 * (a workload of single requests).
 */
export function turnStats(records: readonly RequestRecord[]): TurnStats[] | undefined {
  const byTurn = new Map<number, RequestRecord[]>();
  for (const r of records) {
    if (r.turn === undefined) continue;
    let list = byTurn.get(r.turn);
    if (list === undefined) byTurn.set(r.turn, (list = []));
    list.push(r);
  }
  if (byTurn.size === 0) return undefined;
  return [...byTurn.keys()].sort((a, b) => a - b).map((turn) => oneTurn(turn, byTurn.get(turn)!));
}

function oneTurn(turn: number, records: readonly RequestRecord[]): TurnStats {
  const ok = records.filter((r) => r.ok);
  const ttft: number[] = [];
  const e2e: number[] = [];
  const input: number[] = [];
  for (const r of ok) {
    const m = requestMetrics(r);
    if (m.ttftMs !== undefined) ttft.push(m.ttftMs);
    e2e.push(m.e2eMs);
    if (r.inputTokens !== undefined) input.push(r.inputTokens);
  }
  return {
    turn,
    requests: records.length,
    succeeded: ok.length,
    ttft_ms: summarise(ttft),
    e2e_ms: summarise(e2e),
    input_tokens: summarise(input),
  };
}

function summarise(values: number[]) {
  return withholdThinPercentiles(distributionInPlace(Float64Array.from(values)));
}
