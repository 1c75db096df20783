/**
 * What moved on the server side with a check that failed or could not be decided: the level's
 * server figures (`levels[].server`) against the baseline's at the same level. One plain
 * sentence of facts side by side; it says what moved together, never that one caused the other.
 */
import type { Check } from '../model/checks.js';
import type { LevelStats } from '../model/level-stats.js';
import type { ServerEngine, ServerHistogram, ServerLevelStats } from '../model/server-metrics.js';
import { levelKey } from '../model/level.js';

/** How engines are named in sentences. */
export const ENGINE_NAMES: Readonly<Record<ServerEngine, string>> = {
  vllm: 'vLLM', tgi: 'TGI', sglang: 'SGLang', llamacpp: 'llama.cpp', unknown: 'unknown engine',
};

/** A relative change this large in a server figure counts as moved (and its inverse for a drop). */
const MOVED_RATIO = 1.25;
/** A change of a fraction (KV-cache use, hit rate) this large counts as moved. */
const MOVED_FRACTION = 0.05;

const fmt = (x: number): string => (Math.abs(x) >= 100 ? String(Math.round(x)) : String(Math.round(x * 10) / 10));
const pct = (x: number): string => `${Math.round(x * 100)} %`;

/** True when a count moved by at least one and by the ratio (from 0, any rise of one or more). */
function countMoved(before: number, after: number): boolean {
  if (Math.abs(after - before) < 1) return false;
  if (before === 0 || after === 0) return true;
  return after / before >= MOVED_RATIO || before / after >= MOVED_RATIO;
}

/** True when a time moved by the ratio and by at least 1 ms. */
function timeMoved(before: number, after: number): boolean {
  if (Math.abs(after - before) < 1) return false;
  if (before <= 0 || after <= 0) return true;
  return after / before >= MOVED_RATIO || before / after >= MOVED_RATIO;
}

/** The server figures that moved between the baseline's level and this run's, as `name before → after` phrases. */
export function serverChanges(before: ServerLevelStats, after: ServerLevelStats): string[] {
  const out: string[] = [];
  const counts: [string, number | null | undefined, number | null | undefined][] = [
    ['requests waiting (max)', before.waiting_max, after.waiting_max],
    ['requests running (max)', before.running_max, after.running_max],
    ['preemptions', before.preemptions, after.preemptions],
  ];
  for (const [name, b, a] of counts) if (b != null && a != null && countMoved(b, a)) out.push(`${name} ${fmt(b)} → ${fmt(a)}`);
  const fractions: [string, number | null | undefined, number | null | undefined][] = [
    ['KV-cache use (max)', before.kv_cache_usage_max, after.kv_cache_usage_max],
    ['prefix-cache hit rate', before.prefix_cache_hit_rate, after.prefix_cache_hit_rate],
  ];
  for (const [name, b, a] of fractions) if (b != null && a != null && Math.abs(a - b) >= MOVED_FRACTION) out.push(`${name} ${pct(b)} → ${pct(a)}`);
  const histograms: [string, ServerHistogram | null | undefined, ServerHistogram | null | undefined][] = [
    ['queue time', before.queue_time_ms, after.queue_time_ms],
    ['TTFT', before.ttft_ms, after.ttft_ms],
  ];
  for (const [name, b, a] of histograms) {
    if (b == null || a == null) continue;
    for (const q of ['p50', 'p95'] as const) {
      const x = b[q];
      const y = a[q];
      if (x !== null && y !== null && timeMoved(x, y)) out.push(`its ${name} ${q} ${fmt(x)} → ${fmt(y)} ms`);
    }
  }
  return out;
}

/**
 * The sentence for one level: what moved on the server against the baseline, or that nothing
 * did (which points away from the server); undefined when either side has no server figures.
 */
export function serverSentence(before: ServerLevelStats | undefined, after: ServerLevelStats | undefined, against: string): string | undefined {
  if (before === undefined || after === undefined) return undefined;
  const engine = ENGINE_NAMES[after.engine];
  if (after.restarted) return `The server (${engine}) restarted mid-level, so its counters over the level are left out.`;
  const moved = serverChanges(before, after);
  if (moved.length === 0) return `On the server (${engine}), requests running and waiting, KV-cache use and its own latencies stayed as in ${against}.`;
  return `Moved with it on the server (${engine}), against ${against}: ${moved.join(', ')}.`;
}

/**
 * Each failed or undecided check, with the sentence of its level when both this run and the
 * baseline have server figures there; other checks unchanged.
 */
export function withServerSentences(checks: readonly Check[], levels: readonly LevelStats[], baselineLevels: readonly LevelStats[], against: string): Check[] {
  const now = new Map(levels.map((l) => [levelKey(l), l.server] as const));
  const then = new Map(baselineLevels.map((l) => [levelKey(l), l.server] as const));
  return checks.map((c) => {
    if (c.status !== 'fail' && c.status !== 'inconclusive') return c;
    const sentence = serverSentence(then.get(levelKey(c)), now.get(levelKey(c)), against);
    return sentence === undefined ? c : { ...c, moved_with: sentence };
  });
}
