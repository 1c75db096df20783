/**
 * One sweep of [1, 2, 4, 8] concurrent requests against a real engine, llama.cpp's llama-server
 * with 4 slots (the tiny model of `npm run real-engine`, docs/real-engine.md), through the real
 * entry `node dist/cli.js run`, held to what the server itself says:
 *
 * - the knee is the slot count: up to 4 requests are decoded at once; from 5 on, they wait in the
 *   server's queue for a whole answer, and their TTFT breaks the goodput bound (the knee by SLO
 *   attainment, `knee.min_slo_attainment`; see the test for why not the TPM rule);
 * - per request, against the `timings` object llama-server puts in the last event of a streamed
 *   answer (kept by a recording pass-through, test/helpers/llama-server.ts): TTFT ≥ `prompt_ms`,
 *   TPOT within a few % of `predicted_per_token_ms`, and the token counts are the server's.
 *
 * The pass-through keeps its connections with the client alive and opens one to llama-server per
 * request, as a reverse proxy in front of it would (llama-server closes a connection after each
 * streamed answer; real-engine-apis.test.ts runs straight against it).
 *
 * Runs alone (timing-sensitive: TTFT bounds, TPOT comparisons, a knee).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { ask, engineRequirement, findEngine, runSweep, startLlamaServer, startTimingsRecorder, type Engine, type ServerTimings } from '../helpers/llama-server.js';
import { needing } from '../helpers/real-servers.js';
import type { Results } from '../../src/model/results.js';
import type { RequestLine } from '../../src/report/requests-jsonl.js';

const engine = await findEngine();
const requirement = engineRequirement(engine);
const cleanups: (() => Promise<unknown>)[] = [];
after(async () => { for (const c of cleanups.reverse()) await c(); });

const SLOTS = 4;
/** Long answers, so that a request waiting for a slot waits many times longer than one served at once. */
const MAX_TOKENS = 128;
const REQUESTS = 32;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The sweep, run once by the first test and read by the others. */
let sweep: { results: Results; lines: RequestLine[]; timings: Map<string, ServerTimings>; ttftBoundMs: number; serverUrl: string } | undefined;

async function runTheSweep(): Promise<NonNullable<typeof sweep>> {
  const server = await startLlamaServer(engine as Engine, { slots: SLOTS });
  cleanups.push(() => server.stop());
  // The goodput bound on TTFT, from this machine's speed: half an answer's time with every slot
  // busy (about 64 decoding steps). A request that gets a slot at once has its first token after
  // its prompt and a few steps (5 to 10); one that waits in the queue waits for a whole answer
  // (128 steps and more). So the bound holds when the machine runs half as fast or 1.5 times as
  // fast during the sweep as during this calibration, and a stall of 100 ms or so on a busy
  // machine does not break it.
  const answers = [];
  for (let round = 0; round < 3; round++) {
    answers.push(...await Promise.all(Array.from({ length: SLOTS }, (_, i) => ask(server, 'chat', `Calibration ${round}.${i}: say something.`, MAX_TOKENS))));
  }
  const ttftBoundMs = Math.max(10, Math.round(median(answers.map((a) => a.e2eMs)) / 2));

  const recorder = await startTimingsRecorder(server.url);
  cleanups.push(() => recorder.close());
  const { res, results, lines } = await runSweep(`${recorder.url}/v1`, server.model, {
    concurrency: [1, 2, 4, 8], requests: REQUESTS, maxTokens: MAX_TOKENS,
    extra: `goodput: {ttft_ms: ${ttftBoundMs}}\nknee: {min_slo_attainment: 0.9}\n`,
  });
  assert.equal(results.error, null, res.stderr);
  return { results, lines, timings: recorder.timings, ttftBoundMs, serverUrl: server.url };
}

test(`the knee of a sweep of [1, 2, 4, 8] against ${SLOTS} slots is ${SLOTS}: beyond it, requests wait in the server's queue`, ...needing(requirement, async (t) => {
  sweep = await runTheSweep();
  const { results, ttftBoundMs } = sweep;
  t.diagnostic(`goodput bound: TTFT ≤ ${ttftBoundMs} ms`);
  for (const l of results.levels) {
    t.diagnostic(`concurrency ${l.concurrency}: ${l.succeeded}/${l.requests} ok, SLO attainment ${l.slo_attainment}, TPM ${Math.round(l.tpm ?? 0)}, TTFT p50/p95/max ${l.ttft_ms.p50?.toFixed(2)}/${l.ttft_ms.p95?.toFixed(2)}/${l.ttft_ms.max?.toFixed(2)} ms, TPOT p50 ${l.tpot_ms.p50?.toFixed(3)} ms`);
  }
  // Behind the pass-through, nothing fails (llama-server's closing of connections aside).
  for (const l of results.levels) assert.equal(l.failed, 0, `concurrency ${l.concurrency}: ${JSON.stringify(l.errors)}`);
  const knee = results.knee;
  assert.ok(knee, 'a knee was judged');
  assert.equal(knee.concurrency, SLOTS, `${knee.reason} (TTFT bound ${ttftBoundMs} ms)`);
  assert.equal(knee.reached, true, knee.reason);
  assert.equal(knee.min_slo_attainment, 0.9);
  assert.equal(knee.recommended_concurrency, 3, '4 × 0.75, rounded down');
  // The queue, seen in the figures: at 8, every request after the first 4 waits for a slot for
  // a whole answer, so the median TTFT is many times that at 4, and few requests keep the bound.
  // (Why the TPM rule, the default, is not the knee here: on a CPU the engine decodes each
  // sequence of a batch nearly as slowly as alone, so TPM grows little from 2 to 4, on a busy
  // 2-core machine sometimes less than that rule's 10 %, and it then names 2; and with short
  // answers TPM still grows from 4 to 8, as the queue at 8 fills the slots during the client's
  // round trips between requests that leave them idle at 4 (+14 to +19 % with 32-token answers),
  // and it then finds no knee. Nor is TPM at 8 checked against that at 4: with every slot busy
  // at both, they differ by noise, which on such a machine reaches 30 %.)
  const at = (c: number) => results.levels.find((l) => l.concurrency === c)!;
  assert.ok(at(8).ttft_ms.p50! > 3 * at(4).ttft_ms.p50!, `TTFT p50 at 8 (${at(8).ttft_ms.p50} ms) is over 3 × that at 4 (${at(4).ttft_ms.p50} ms)`);
  assert.ok(at(8).slo_attainment! < 0.5, `at 8, most requests break the bound (attainment ${at(8).slo_attainment})`);
}, { timeout: 300_000 }));

/** Each measured request with the server's timings of it. */
function paired(): { line: RequestLine; timings: ServerTimings }[] {
  assert.ok(sweep, 'the sweep ran (the first test)');
  const { lines, timings } = sweep;
  assert.equal(lines.length, 4 * REQUESTS);
  return lines.map((line) => {
    assert.ok(line.ok, `request ${line.id}: ${line.error_kind} ${line.error_message}`);
    const t = timings.get(line.id);
    assert.ok(t, `request ${line.id}: the server's timings were recorded`);
    return { line, timings: t };
  });
}

test('per request: TTFT ≥ the server\'s prompt_ms, and the token counts are the server\'s', ...needing(requirement, () => {
  for (const { line, timings } of paired()) {
    const where = `request ${line.id} (concurrency ${line.level})`;
    assert.equal(line.output_tokens, MAX_TOKENS, `${where}: output tokens`);
    assert.equal(timings.predicted_n, MAX_TOKENS, `${where}: the server's predicted_n`);
    assert.equal(line.input_tokens, timings.prompt_n + timings.cache_n, `${where}: input tokens = processed + cached`);
    assert.ok(line.ttft_ms! >= timings.prompt_ms, `${where}: TTFT ${line.ttft_ms} ms ≥ the server's prompt_ms ${timings.prompt_ms}`);
  }
}));

test('TPOT is within a few % of the server\'s predicted_per_token_ms: per level at the median, and per request', ...needing(requirement, (t) => {
  const all = paired();
  for (const level of sweep!.results.levels) {
    const here = all.filter((p) => p.line.level === level.concurrency);
    const ratio = median(here.map((p) => p.line.tpot_ms! / p.timings.predicted_per_token_ms));
    t.diagnostic(`concurrency ${level.concurrency}: TTFT p50 ${level.ttft_ms.p50?.toFixed(2)} ms vs prompt_ms p50 ${median(here.map((p) => p.timings.prompt_ms)).toFixed(2)}; `
      + `TPOT p50 ${level.tpot_ms.p50?.toFixed(3)} ms vs predicted_per_token_ms p50 ${median(here.map((p) => p.timings.predicted_per_token_ms)).toFixed(3)}; client/server TPOT, median ${ratio.toFixed(4)}`);
    assert.ok(Math.abs(ratio - 1) <= 0.03, `concurrency ${level.concurrency}: client TPOT / server TPOT, median ${ratio}`);
  }
  // A request's TPOT hangs on two single events, its first token's and its last's: one late
  // wake-up of the client, the pass-through or the server's HTTP thread on a busy machine moves
  // it (a wake-up after the whole answer arrived makes it 0). So per request the check is looser:
  // most within 10 %. On the busy 2-core development machine, 5 to 7 % of requests were not.
  const off = all.filter(({ line, timings }) => Math.abs(line.tpot_ms! / timings.predicted_per_token_ms - 1) > 0.1);
  t.diagnostic(`${off.length} of ${all.length} requests more than 10 % off: ${off.map(({ line, timings }) => `${line.tpot_ms} vs ${timings.predicted_per_token_ms.toFixed(3)}`).join(', ')}`);
  assert.ok(off.length <= 0.15 * all.length, `${off.length} of ${all.length} requests' TPOT more than 10 % off the server's`);
}));

/** POSTs `body` to llama-server's `path` and returns its JSON answer. */
async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(res.status, 200, `${path}: HTTP ${res.status}`);
  return await res.json() as T;
}

test('every request is a cold prompt: no token past what every prompt starts with comes from the server\'s cache', ...needing(requirement, async (t) => {
  // What every chat prompt shares by construction, whatever the unique prefix: the BOS token and
  // the chat template's opening, before the user's text. Two prompts whose first words differ,
  // through the server's own template and tokenizer, share exactly that.
  const { serverUrl } = sweep!;
  const tokens = async (content: string): Promise<number[]> => {
    const { prompt } = await post<{ prompt: string }>(serverUrl, '/apply-template', { messages: [{ role: 'user', content }] });
    return (await post<{ tokens: number[] }>(serverUrl, '/tokenize', { content: prompt, add_special: true })).tokens;
  };
  const [a, b] = await Promise.all([tokens(' gold lake [0]\nSay something.'), tokens(' mind bond [1]\nSay something.')]);
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  const all = paired();
  const cached = all.map((p) => p.timings.cache_n);
  t.diagnostic(`every prompt shares its first ${shared} tokens; cache_n per request: ${[...new Set(cached)].sort((x, y) => x - y).map((n) => `${n} (${cached.filter((c) => c === n).length})`).join(', ')}`);
  // A prompt's cached tokens are the part it shares with the last prompt its slot served: the
  // shared opening, and a token or two more when the two unique prefixes' first words agree or
  // begin alike (the server hands a request to the idle slot whose prompt is most like it, so
  // such pairs are sought out: 1 of 128 requests had 2 more in one run). Never the tag itself.
  assert.ok(cached.every((n) => n <= shared + 3), `cache_n above ${shared + 3}: ${cached.filter((n) => n > shared + 3).join(', ')}`);
  assert.ok(cached.filter((n) => n > shared).length <= 4, `${cached.filter((n) => n > shared).length} requests shared a token of their unique prefix`);
}));

test('the slowed model, twice the tiny one\'s size, is slower per token by the server\'s own timings', ...needing(requirement, async () => {
  // Both at once, asked in turn, so that whatever else the machine does weighs on both alike.
  const tiny = await startLlamaServer(engine as Engine, { slots: 1, model: 'tiny' });
  cleanups.push(() => tiny.stop());
  const slowed = await startLlamaServer(engine as Engine, { slots: 1, model: 'slowed' });
  cleanups.push(() => slowed.stop());
  const perToken: { tiny: number[]; slowed: number[] } = { tiny: [], slowed: [] };
  for (let i = 0; i < 8; i++) {
    for (const [name, server] of [['tiny', tiny], ['slowed', slowed]] as const) {
      const answer = await ask(server, 'completions', `Turn ${i}: go on.`, MAX_TOKENS);
      assert.ok(answer.timings, `${name}: timings`);
      perToken[name].push(answer.timings.predicted_per_token_ms);
    }
  }
  // The fastest answer of each: a busy machine only adds to a token's time (a core taken from the
  // server's one thread mid-answer), so the least disturbed answer is the model's own speed. The
  // medians inverted once beside a busy core (1.13 ms slowed against 1.23 ms tiny).
  const [t, s] = [Math.min(...perToken.tiny), Math.min(...perToken.slowed)];
  assert.ok(s > 1.3 * t, `slowed ${s} ms a token vs tiny ${t} (fastest of 8 each; all: ${JSON.stringify(perToken)})`);
}, { timeout: 120_000 }));
