/**
 * The client's figures held against what the ground-truth server wrote. Pure: requests.jsonl
 * lines and the server's write log in, per-level errors out, paired by `x-request-id`.
 *
 * Per request the server's own figures are: TTFT = first content write − arrival, TPOT = (last
 * content write − first) / (n − 1), E2E = tail write − arrival. A figure's error at a level is
 * the client's statistic minus the same statistic of the server's figures over the same
 * requests, so it holds everything between the two — loopback, the server's read, and the
 * client's own delay — an upper bound on what the client added.
 */
import type { ServedRequest } from '../ground-truth/protocol.js';

/** One line of requests.jsonl, the fields read here. */
export interface RequestLine {
  level: number;
  id: string;
  ok: boolean;
  ttft_ms: number | null;
  tpot_ms: number | null;
  e2e_ms: number | null;
}

/** Figures whose error is measured; the paths of `levels[].client.figures`. */
export const TRUTH_METRICS = ['ttft_ms.p50', 'tpot_ms.p50', 'e2e_ms.p50', 'ttft_ms.p95'] as const;
export type TruthMetric = (typeof TRUTH_METRICS)[number];

/** One level's errors, in ms. */
export interface LevelTruth {
  concurrency: number;
  paired: number;
  unpaired: number;
  /** Client statistic − server statistic, ms. */
  errorMs: Record<TruthMetric, number | null>;
}

/** Linear-interpolated percentile (the product's own definition, `metrics/percentile.ts`). */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (rank - lo);
}

/** Pairs every measured request of every level with the server's log; see the module comment. */
export function levelTruths(lines: readonly RequestLine[], served: readonly ServedRequest[]): LevelTruth[] {
  const byId = new Map(served.map((s) => [s.id, s] as const));
  const levels = new Map<number, { client: Record<string, number[]>; server: Record<string, number[]>; unpaired: number }>();
  for (const line of lines) {
    let level = levels.get(line.level);
    if (level === undefined) levels.set(line.level, (level = { client: { ttft: [], tpot: [], e2e: [] }, server: { ttft: [], tpot: [], e2e: [] }, unpaired: 0 }));
    const s = byId.get(line.id);
    const n = s?.contentMs.length ?? 0;
    if (!line.ok || s === undefined || !s.completed || n < 2 || line.ttft_ms === null || line.tpot_ms === null || line.e2e_ms === null) {
      level.unpaired += 1;
      continue;
    }
    const first = s.contentMs[0] as number;
    const last = s.contentMs[n - 1] as number;
    level.client.ttft!.push(line.ttft_ms);
    level.client.tpot!.push(line.tpot_ms);
    level.client.e2e!.push(line.e2e_ms);
    level.server.ttft!.push(first - s.arrivalMs);
    level.server.tpot!.push((last - first) / (n - 1));
    level.server.e2e!.push(s.endMs - s.arrivalMs);
  }
  return [...levels.entries()].map(([concurrency, l]) => {
    const err = (key: string, p: number): number | null => {
      const c = percentile(l.client[key] as number[], p);
      const s = percentile(l.server[key] as number[], p);
      return c === null || s === null ? null : c - s;
    };
    return {
      concurrency,
      paired: (l.client.ttft as number[]).length,
      unpaired: l.unpaired,
      errorMs: { 'ttft_ms.p50': err('ttft', 50), 'tpot_ms.p50': err('tpot', 50), 'e2e_ms.p50': err('e2e', 50), 'ttft_ms.p95': err('ttft', 95) },
    };
  });
}
