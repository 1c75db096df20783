/**
 * The workloads a prefix cache changes, end to end through the bundled CLI: shared prefixes, and
 * the same-run A/B of a simulator with its prefix cache against one without, where a single-turn
 * workload passes and a conversation fails on TTFT. Judged by TTFT, so it runs alone; what a
 * conversation sends, which asserts no timing, is in workload-conversation.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { results, simProcessesForFile } from '../helpers/ab.js';
import type { SimConfigInput } from '../../src/sim/index.js';

const { sim } = simProcessesForFile();

/** Prefill dear enough (0.1 ms a token) that a 1,000-token prompt's cache hit shows far above timer noise. */
const CACHE_SIM: SimConfigInput = { prefillBaseMs: 4, prefillPerTokenMs: 0.1, decodeBaseMs: 4, decodePerSeqMs: 0.2, maxBatch: 8, jitter: 0.05, seed: 3 };

/**
 * A same-run A/B spec: `workload` against the reference at `referenceUrl`, TTFT p50 allowed +15 %.
 * One request at a time: two 1,000-token prefills at once make TTFT bimodal (the second waits for
 * the first), and a p50 between the two modes moves too much from run to run for a +15 % limit.
 * Answers of 4 tokens: only TTFT is judged, and a longer answer adds decode time to every request
 * (16 tokens took 40 % of a request) and to a conversation's history only what a cacheless
 * prefill of 1,000 tokens dwarfs anyway (the conversation fails by about 10x, 115 ms against 11).
 */
function abSpec(referenceUrl: string, workload: string): string {
  return `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
reference: {base_url: "${referenceUrl}"}
workload: {synthetic: {input_tokens: 1000, count: 16}, max_tokens: 4${workload}}
sweep: {concurrency: [1], requests: 24, warmup: 2}
baseline:
  judge_client_bound: true
  max_change:
    ttft_ms.p50: "+15%"
`;
}

test('prefix caching lost: a single-turn workload passes, a conversation fails on TTFT p50 (simulator, same run)', async (t) => {
  const candidate = await sim({ ...CACHE_SIM, prefixCache: false });
  const reference = await sim({ ...CACHE_SIM, prefixCache: true });
  const figures: string[] = [];
  for (const [name, workload, code] of [['single-turn', '', 0], ['conversation', ', conversation: {turns: 4}', 1]] as const) {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, abSpec(reference.url, workload));
    const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', candidate.url, '-q'], { cwd: dir });
    const r = await results(dir);
    const ttft = r.checks.find((c) => c.kind === 'regression' && c.metric === 'ttft_ms.p50');
    figures.push(`${name}: TTFT p50 ${r.levels[0]!.ttft_ms.p50?.toFixed(1)} ms without the cache, ${r.reference?.levels[0]!.ttft_ms.p50?.toFixed(1)} ms with it (${ttft?.status})`);
    if (name === 'conversation') {
      const turns = r.levels[0]!.turns ?? [];
      const refTurns = r.reference?.levels[0]!.turns ?? [];
      figures.push(`  by turn, without: ${turns.map((x) => `${x.turn}: ${x.ttft_ms.p50?.toFixed(1) ?? '–'} ms / ${x.input_tokens.p50 ?? '–'} tokens`).join(', ')}`);
      figures.push(`  by turn, with:    ${refTurns.map((x) => `${x.turn}: ${x.ttft_ms.p50?.toFixed(1) ?? '–'} ms`).join(', ')}`);
    }
    assert.equal(res.code, code, `${name}: ${res.stderr}${res.stdout}\n${JSON.stringify(ttft)}`);
    assert.equal(ttft?.status, code === 0 ? 'pass' : 'fail', `${name}: ${JSON.stringify(ttft)}`);
  }
  for (const line of figures) t.diagnostic(line);
});

test('a shared prefix is served from the prefix cache: TTFT p50 well below unique prompts of the same length', async (t) => {
  const cached = await sim({ ...CACHE_SIM, prefixCache: true });
  const plain = await sim({ ...CACHE_SIM, prefixCache: false });
  // 10 requests of 4 tokens, 1,000 shared tokens: two requests arrive together and are prefilled
  // in one step; TTFT p50 read 31.5 ms with the cached prefix against 175.5 ms without it and
  // 225.4 ms for unique prompts. The assertions ask 2x: a busy machine would have to add 112 ms
  // to every request's TTFT to flip them. Only TTFT is read, so a p50 of 10 is plenty.
  const p50 = async (url: string, workload: string): Promise<number> => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${url}", model: sim-model}
workload: {${workload}, max_tokens: 4}
sweep: {concurrency: [2], requests: 10, warmup: 2}
`);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
    assert.ok(res.code === 0 || res.code === 4, res.stderr + res.stdout);
    return (await results(dir)).levels[0]!.ttft_ms.p50!;
  };
  const shared = 'synthetic: {input_tokens: 100}, shared_prefix: {tokens: 1000}';
  const unique = 'synthetic: {input_tokens: 1100}';
  const sharedCached = await p50(cached.url, shared);
  const uniqueCached = await p50(cached.url, unique);
  const sharedPlain = await p50(plain.url, shared);
  t.diagnostic(`TTFT p50: 1,000 shared + 100 own tokens ${sharedCached.toFixed(1)} ms with the cache, ${sharedPlain.toFixed(1)} ms without; `
    + `1,100 unique tokens ${uniqueCached.toFixed(1)} ms with the cache`);
  assert.ok(sharedCached < 0.5 * uniqueCached, `${sharedCached} ms against ${uniqueCached} ms`);
  assert.ok(sharedCached < 0.5 * sharedPlain, `${sharedCached} ms against ${sharedPlain} ms`);
});
