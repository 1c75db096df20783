/**
 * Same-run A/B, measured: false alarms of A/A runs (two simulators with the same configuration,
 * each in its own process, different seeds of their timing noise), detection of a 30 % slower
 * decode, and the run's duration against a run of the candidate alone. Run by hand, prints
 * Markdown:
 *
 *   node build/bench/ab-aa.js [aa-trials] [detect-trials] [seed-offset]
 */
import { parseSpec } from '../src/spec/load.js';
import { resolvePlan } from '../src/spec/plan.js';
import { run } from '../src/engine/run.js';
import type { Results } from '../src/model/results.js';
import type { SimConfigInput } from '../src/sim/index.js';
import { startSimProcess } from '../test/helpers/sim-process.js';

const aaTrials = Number(process.argv[2] ?? 20);
const detectTrials = Number(process.argv[3] ?? 10);
/** Offsets every simulator seed, so a second batch of trials draws new noise. */
const seedOffset = Number(process.argv[4] ?? 0);

const SIM: SimConfigInput = { prefillBaseMs: 20, prefillPerTokenMs: 0.05, decodeBaseMs: 12, decodePerSeqMs: 0.5, maxBatch: 8, jitter: 0.05 };
const SLOWER: SimConfigInput = { ...SIM, decodeBaseMs: 12 * 1.3, decodePerSeqMs: 0.5 * 1.3 };

const SPEC = (reference: boolean): string => `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
${reference ? 'reference: {base_url: "http://127.0.0.1:9/v1"}\n' : ''}workload: {prompt: "Write a short story about a lighthouse.", max_tokens: 32}
sweep: {concurrency: [1, 4, 8], requests: 32, warmup: 2}
baseline:
  judge_client_bound: true
  max_change:
    tpot_ms.p50: "+10%"
    e2e_ms.p50: "+10%"
    tpm: "-10%"
`;

interface Trial { results: Results; durationS: number }

async function trial(candidate: SimConfigInput, reference: SimConfigInput | null, seed: number): Promise<Trial> {
  const a = await startSimProcess({ ...candidate, seed: 2 * (seed + seedOffset) + 1 });
  const b = reference === null ? null : await startSimProcess({ ...reference, seed: 2 * (seed + seedOffset) + 2 });
  try {
    const plan = resolvePlan(parseSpec(SPEC(b !== null), 'bench.yml'), { baseUrl: a.url, ...(b === null ? {} : { referenceUrl: b.url }) });
    const { results } = await run({ plan, apiKey: undefined });
    return { results, durationS: results.duration_s };
  } finally {
    await Promise.all([a.stop(), b?.stop()]);
  }
}

const pct = (k: number, n: number): string => (n === 0 ? 'not run' : `${k}/${n} (${((100 * k) / n).toFixed(0)} %)`);
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;

const aa: Trial[] = [];
for (let i = 0; i < aaTrials; i++) aa.push(await trial(SIM, SIM, 100 + i));
const detect: Trial[] = [];
for (let i = 0; i < detectTrials; i++) detect.push(await trial(SLOWER, SIM, 500 + i));
const alone: Trial[] = [];
for (let i = 0; i < Math.min(5, aaTrials); i++) alone.push(await trial(SIM, null, 900 + i));

const regressions = (t: Trial): number => t.results.checks.filter((c) => c.kind === 'regression' && c.status === 'fail').length;
const inconclusive = (t: Trial): number => t.results.checks.filter((c) => c.kind === 'regression' && c.status === 'inconclusive').length;
const checksPerRun = aa[0]?.results.checks.filter((c) => c.kind === 'regression').length ?? 0;
const tpotFound = (t: Trial): boolean => t.results.checks.some((c) => c.metric === 'tpot_ms.p50' && c.status === 'fail');

console.log(`| Measure | Value |\n| --- | --- |`);
console.log(`| A/A runs with any false regression | ${pct(aa.filter((t) => regressions(t) > 0).length, aa.length)} (${checksPerRun} checks per run) |`);
console.log(`| A/A checks inconclusive | ${pct(aa.reduce((n, t) => n + inconclusive(t), 0), aa.length * checksPerRun)} |`);
console.log(`| 30 % slower decode: runs with a TPOT p50 regression | ${pct(detect.filter(tpotFound).length, detect.length)} |`);
console.log(`| Run duration, A/B (median) | ${median(aa.map((t) => t.durationS)).toFixed(1)} s |`);
console.log(`| Run duration, candidate alone (median) | ${median(alone.map((t) => t.durationS)).toFixed(1)} s |`);
for (const [i, t] of aa.entries()) {
  for (const c of t.results.checks.filter((x) => x.kind === 'regression' && x.status === 'fail')) {
    console.log(`\nA/A run ${i + 1}: false regression on ${c.metric} at concurrency ${c.concurrency}: ${((c.change ?? 0) * 100).toFixed(1)} % [${((c.change_lower ?? -Infinity) * 100).toFixed(1)} %, ${((c.change_upper ?? Infinity) * 100).toFixed(1)} %]`);
  }
}
process.exit(0);
