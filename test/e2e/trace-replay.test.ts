/**
 * Trace replay end to end through the bundled CLI against the simulator: the shipped Mooncake and
 * Azure slices replayed at their own pace and four times faster, sent on their recorded schedule
 * (span within 5 %, send lag reported), each request asking for its recorded output length and
 * carrying about its input length, and the Mooncake requests that share hash ids sharing their
 * prompt prefix, which the simulator's prefix cache turns into a lower TTFT.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readResults, runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { simProcessesForFile } from '../helpers/ab.js';
import type { SimConfigInput } from '../../src/sim/index.js';
import type { RequestLine } from '../../src/report/requests-jsonl.js';

const { sim } = simProcessesForFile();
const EXAMPLES = fileURLToPath(new URL('../../../examples/traces/', import.meta.url));

/** Prefill of 0.04 ms a token: a cached 512-token block saves 20 ms, far above timer noise, and the server keeps up with the replay at twice its pace. */
const SIM: SimConfigInput = { prefillBaseMs: 2, prefillPerTokenMs: 0.04, decodeBaseMs: 4, decodePerSeqMs: 0.2, maxBatch: 64, jitter: 0, seed: 3 };

interface TraceLine { timestamp: number; input_length: number; output_length: number; hash_ids: number[] }

/** Replays `file` at `speed` against `url`; the run's folder. */
async function replay(url: string, file: string, format: string, speed: number): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'traces'));
  await copyFile(join(EXAMPLES, file), join(dir, 'traces', file));
  const spec = await writeSpec(dir, `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: "Say hello."}
sweep:
  warmup: 1
  trace: {file: traces/${file}, format: ${format}, speed: ${speed}}
`);
  const res = await runCli(['run', '--spec', spec, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr + res.stdout);
  return dir;
}

async function lines(dir: string): Promise<RequestLine[]> {
  return (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as RequestLine);
}

/** The recorded arrivals (ms), input and output lengths of a shipped slice. */
async function recorded(file: string): Promise<{ atMs: number[]; input: number[]; output: number[] }> {
  const text = await readFile(join(EXAMPLES, file), 'utf8');
  if (file.endsWith('.jsonl')) {
    const rows = text.trim().split('\n').map((l) => JSON.parse(l) as TraceLine);
    return { atMs: rows.map((r) => r.timestamp), input: rows.map((r) => r.input_length), output: rows.map((r) => r.output_length) };
  }
  const rows = text.trim().split('\n').slice(1).map((l) => l.split(','));
  const ms = rows.map((r) => Date.parse(`${r[0]!.replace(' ', 'T').slice(0, 23)}Z`));
  return { atMs: ms.map((m) => m - ms[0]!), input: rows.map((r) => Number(r[1])), output: rows.map((r) => Number(r[2])) };
}

/** Asserts the replay followed the schedule and the lengths; returns what a reader would quote. */
async function checkReplay(dir: string, file: string, speed: number): Promise<string> {
  const want = await recorded(file);
  const results = await readResults(dir);
  const [level] = results.levels;
  assert.equal(results.levels.length, 1);
  assert.deepEqual(level!.trace, { file: `traces/${file}`, format: file.endsWith('.csv') ? 'azure' : 'mooncake', speed });
  assert.equal(results.sweep.trace?.requests, want.atMs.length);
  const got = (await lines(dir)).sort((a, b) => (a.scheduled_ms ?? 0) - (b.scheduled_ms ?? 0));
  assert.equal(got.length, want.atMs.length);
  const wantSpanMs = (want.atMs[want.atMs.length - 1]! - want.atMs[0]!) / speed;
  const sent = got.map((l) => l.sent_ms!);
  const spanMs = Math.max(...sent) - Math.min(...sent);
  const spanError = Math.abs(spanMs - wantSpanMs) / wantSpanMs;
  assert.ok(spanError <= 0.05, `the replay spanned ${spanMs.toFixed(1)} ms against ${wantSpanMs.toFixed(1)} ms recorded`);
  // Each request went out at its own recorded offset, not merely over the right span.
  got.forEach((l, i) => assert.ok(Math.abs(l.scheduled_ms! - want.atMs[i]! / speed) < 1, `request ${i} due at ${l.scheduled_ms} ms, recorded ${want.atMs[i]! / speed} ms`));
  assert.ok(level!.send_lag_ms?.p50 !== undefined && level!.send_lag_ms?.p50 !== null, 'send lag is reported as at a rate level');
  for (const [i, l] of got.entries()) {
    assert.equal(l.output_tokens, want.output[i], `request ${i} asked for its recorded output length`);
    // The simulator counts four characters a token: the tag and the chat template add a few.
    assert.ok(Math.abs(l.input_tokens! - want.input[i]!) <= 12 + want.input[i]! * 0.02, `request ${i}: ${l.input_tokens} input tokens against ${want.input[i]} recorded`);
  }
  return `${file} ×${speed}: ${got.length} requests, span ${spanMs.toFixed(0)} ms against ${wantSpanMs.toFixed(0)} ms (${(spanError * 100).toFixed(2)} %), send lag p50 ${level!.send_lag_ms!.p50?.toFixed(2)} ms, max ${level!.send_lag_ms!.max?.toFixed(2)} ms`;
}

test('the shipped slices replay on their recorded schedule: Azure at its own pace, Mooncake four times faster', async () => {
  const s = await sim(SIM);
  const figures: string[] = [];
  // One pace each keeps the file short: the shorter slice (Azure, 2.4 s) at its own pace, the
  // longer (Mooncake, 5.1 s) four times faster, 1.3 s; the 1x Mooncake and 4x Azure replays
  // passed alike, 2 s longer in all.
  for (const [file, format, speed] of [['azure.csv', 'azure', 1], ['mooncake.jsonl', 'mooncake', 4]] as const) {
    figures.push(await checkReplay(await replay(s.url, file, format, speed), file, speed));
  }
  process.stdout.write(`# ${figures.join('\n# ')}\n`);
});

test('Mooncake requests that share hash ids share their prompt prefix: the prefix cache lowers their TTFT', async () => {
  const rows = (await readFile(join(EXAMPLES, 'mooncake.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as TraceLine);
  // A request whose first block an earlier request already sent can find it in the cache.
  const seen = new Set<number>();
  const reuses = rows.map((r) => {
    const hit = seen.has(r.hash_ids[0]!);
    for (const h of r.hash_ids) seen.add(h);
    return hit;
  });
  assert.ok(reuses.filter(Boolean).length >= 5, 'the slice has requests that reuse a prefix');
  const ttftPerToken = async (prefixCache: boolean): Promise<{ reused: number; fresh: number }> => {
    const s = await sim({ ...SIM, prefixCache });
    const got = (await lines(await replay(s.url, 'mooncake.jsonl', 'mooncake', 2))).sort((a, b) => (a.scheduled_ms ?? 0) - (b.scheduled_ms ?? 0));
    const mean = (pick: boolean): number => {
      const x = got.filter((_, i) => reuses[i] === pick).map((l) => l.ttft_ms! / l.input_tokens!);
      return x.reduce((a, b) => a + b, 0) / x.length;
    };
    return { reused: mean(true), fresh: mean(false) };
  };
  const on = await ttftPerToken(true);
  const off = await ttftPerToken(false);
  process.stdout.write(`# TTFT per input token (ms), prefix cache off -> on: reused prefix ${off.reused.toFixed(3)} -> ${on.reused.toFixed(3)}, nothing shared ${off.fresh.toFixed(3)} -> ${on.fresh.toFixed(3)}\n`);
  assert.ok(on.reused < 0.75 * off.reused, `requests reusing a prefix: ${on.reused} ms a token with the cache, ${off.reused} without`);
});
