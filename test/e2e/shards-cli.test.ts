/**
 * Shards end to end: N = 2 separate `dist/cli.js run --shard i/2` processes against one
 * simulator process, merged by `dist/cli.js merge`; the merged figures checked against the
 * union of the shards' own raw records, and the refusals of shards that measured together
 * (another sweep, a missing shard). The refusals that assert no timing (shards that did not
 * measure at the same time, a level below the number of shards) are in shards-refusals.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CliResult } from '../helpers/cli.js';
import { shardFixture, inSeconds } from '../helpers/shards.js';

const fixture = shardFixture(4, { metrics: true });
const { shardArgs, run } = fixture;
const readJson = async (path: string): Promise<any> => JSON.parse(await readFile(join(fixture.dir, path), 'utf8'));
const lines = async (path: string): Promise<any[]> => (await readFile(join(fixture.dir, path), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));

/** numpy's `percentile(a, p)` (method "linear"), written out apart from the product's code. */
function numpyPercentile(values: number[], p: number): number {
  const a = [...values].sort((x, y) => x - y);
  const rank = (a.length - 1) * (p / 100);
  const lo = Math.floor(rank);
  const hi = Math.min(lo + 1, a.length - 1);
  const t = rank - lo;
  const d = a[hi]! - a[lo]!;
  return t >= 0.5 ? a[hi]! - d * (1 - t) : a[lo]! + d * t;
}

/**
 * Both shards read the one server's `/metrics` during the level: the merged gauges are the most
 * either read saw, the reads add up, and the counters and histograms are one shard's whole (each
 * shard's difference counts the other's requests too, so they are never added); each shard's own
 * figures are kept beside its part.
 */
function serverMerged(level: any, own: any[]): void {
  const s = level.server;
  assert.ok(s !== undefined && own.every((o) => o.server !== undefined), 'both shards and the merge read the server');
  assert.equal(s.engine, 'vllm');
  assert.equal(s.scrapes, own[0].server.scrapes + own[1].server.scrapes);
  assert.equal(s.running_max, Math.max(own[0].server.running_max, own[1].server.running_max));
  assert.deepEqual(level.shards.map((p: any) => p.server), own.map((o) => o.server));
  const from = own[Number(s.counters_from_shard[0]) - 1].server;
  assert.deepEqual(s.queue_time_ms, from.queue_time_ms);
  assert.equal(s.preemptions, from.preemptions);
  assert.deepEqual(s.metrics, from.metrics);
  assert.ok(s.queue_time_ms.count < own[0].server.queue_time_ms.count + own[1].server.queue_time_ms.count, 'never the sum of the shards\' counts');
}

let started: Promise<[CliResult, CliResult]> | undefined;
/** The two shards, run once at the same time for every test that reads them. */
function bothShards(): Promise<[CliResult, CliResult]> {
  // Far enough ahead for both processes to start and check the endpoint.
  const at = inSeconds(3);
  started ??= Promise.all([run(shardArgs(1, at, 'shard-1')), run(shardArgs(2, at, 'shard-2'))]);
  return started;
}

test('two shard processes hold each level\'s load between them, with disjoint request ids, and start each level together', async () => {
  const [a, b] = await bothShards();
  assert.equal(a.code, 0, a.stderr);
  assert.equal(b.code, 0, b.stderr);
  const s1 = await readJson('shard-1/results.json');
  const s2 = await readJson('shard-2/results.json');
  assert.deepEqual(s1.levels.map((l: any) => l.concurrency), [2, 4]);
  assert.deepEqual(s2.levels.map((l: any) => l.concurrency), [2, 4]);
  assert.deepEqual(s1.levels.map((l: any) => l.requests), [30, 30]);
  assert.deepEqual([s1.shard.index, s1.shard.count, s2.shard.index], [1, 2, 2]);
  assert.equal(s1.shard.plan_sha256, s2.shard.plan_sha256);
  assert.equal(s1.shard.level_slot_s, 2);
  assert.ok(typeof s1.shard.host === 'string' && s1.shard.host.length > 0);
  assert.ok(s1.shard.clock_synchronized === null || typeof s1.shard.clock_synchronized === 'boolean');
  // Level k was due at start_at + k × 2 s on both; each started its measured batch soon after.
  for (const s of [s1, s2]) {
    for (const [k, l] of s.shard.levels.entries()) {
      assert.equal(Date.parse(l.scheduled_start), Date.parse(s.shard.start_at) + k * 2000);
      const lateMs = Date.parse(l.started_at) - Date.parse(l.scheduled_start);
      assert.ok(lateMs >= 0 && lateMs < 2500, `level ${k} started ${lateMs} ms after it was due`);
    }
  }
  const ids1 = (await lines('shard-1/requests.jsonl')).map((l) => l.id as string);
  const ids2 = (await lines('shard-2/requests.jsonl')).map((l) => l.id as string);
  assert.equal(ids1.length, 60);
  assert.ok(ids1.every((id) => id.includes('-s1of2-')) && ids2.every((id) => id.includes('-s2of2-')), 'the shard is in every id');
  assert.equal(new Set([...ids1, ...ids2]).size, 120, 'no id twice');
  assert.equal((await lines('shard-1/shard-records.jsonl')).length, 60, 'the raw records are kept');
  // A shard is not the gate: its first line says so, it neither passes nor fails, and it exits 0.
  for (const [s, out] of [[s1, a], [s2, b]] as const) {
    assert.equal(s.status, 'inconclusive');
    assert.match(s.verdict.reason, new RegExp(`^shard ${s.shard.index}/2 of a sweep, not its verdict: .*llm-slo-gate merge`));
    assert.match(out.stdout, new RegExp(`^INCONCLUSIVE: .* Shard ${s.shard.index}/2 of a sweep, not its verdict`, 'm'));
    assert.doesNotMatch(out.stdout, /^PASS/m);
    assert.match(out.stderr, new RegExp(`shard ${s.shard.index}/2 measured its share, so it exits 0 without a verdict`));
  }
});

test('merge pools the shards: its percentiles are exactly those of the union of their records, and its load is their sum', async () => {
  await bothShards();
  const merged = await run(['merge', 'shard-1', 'shard-2', '--out', 'merged', '-q']);
  assert.equal(merged.code, 0, merged.stderr);
  const m = await readJson('merged/results.json');
  assert.deepEqual(m.sweep.concurrency, [4, 8]);
  assert.equal(m.sweep.requests, 60);
  assert.equal(m.shards.count, 2);
  const raw = [...await lines('shard-1/shard-records.jsonl'), ...await lines('shard-2/shard-records.jsonl')];
  const shardResults = [await readJson('shard-1/results.json'), await readJson('shard-2/results.json')];
  for (const [k, level] of m.levels.entries()) {
    const key = `c${level.concurrency}`;
    const own = shardResults.map((s) => s.levels[k]);
    assert.equal(level.concurrency, own[0].concurrency + own[1].concurrency, 'the concurrency is the sum of the shards\'');
    assert.equal(level.requests, own[0].requests + own[1].requests, 'the requests are the sum');
    assert.equal(level.succeeded, own[0].succeeded + own[1].succeeded);
    const records = raw.filter((l) => l.level === key).map((l) => l.record);
    assert.equal(records.length, level.requests);
    const ok = records.filter((r) => r.ok);
    const ttft = ok.map((r) => r.contentMs[0] - r.sentMs);
    const e2e = ok.map((r) => r.endMs - r.sentMs);
    const itl = ok.flatMap((r) => r.contentMs.slice(1).map((t: number, i: number) => t - r.contentMs[i]));
    for (const p of [50, 90, 95] as const) {
      assert.equal(level.ttft_ms[`p${p}`], numpyPercentile(ttft, p), `TTFT p${p} at ${key}`);
      assert.equal(level.e2e_ms[`p${p}`], numpyPercentile(e2e, p), `E2E p${p} at ${key}`);
      assert.equal(level.itl_ms[`p${p}`], numpyPercentile(itl, p), `ITL p${p} at ${key}`);
    }
    assert.equal(level.itl_ms.p99, numpyPercentile(itl, 99));
    // requests.jsonl rounds to the microsecond: the same percentiles within that rounding.
    const okLines = [
      ...(await lines('shard-1/requests.jsonl')).filter((l) => l.level === own[0].concurrency && l.ok),
      ...(await lines('shard-2/requests.jsonl')).filter((l) => l.level === own[1].concurrency && l.ok),
    ];
    assert.equal(okLines.length, ok.length);
    assert.ok(Math.abs(numpyPercentile(okLines.map((l) => l.ttft_ms), 95) - level.ttft_ms.p95) <= 0.001);
    // Throughput: what finished inside the window where both shards were measuring, over it.
    const spans = shardResults.map((s) => {
      const mine = raw.filter((l) => l.level === key && l.shard === `${s.shard.index}/2`).map((l) => l.record);
      return { origin: s.shard.time_origin_ms, from: s.shard.time_origin_ms + Math.min(...mine.map((r) => r.sentMs)), to: s.shard.time_origin_ms + Math.max(...mine.map((r) => r.endMs)), mine };
    });
    const from = Math.max(...spans.map((s) => s.from));
    const to = Math.min(...spans.map((s) => s.to));
    const inside = spans.flatMap((s) => s.mine.filter((r) => r.ok && s.origin + r.endMs >= from && s.origin + r.endMs <= to));
    assert.equal(level.shard_overlap_s, (to - from) / 1000);
    assert.equal(level.qps, inside.length / ((to - from) / 1000));
    assert.ok(level.qps > Math.max(own[0].qps, own[1].qps) * 1.3, `merged ${level.qps} req/s against the shards' ${own[0].qps} and ${own[1].qps}`);
    assert.deepEqual(level.shards.map((s: any) => s.shard), ['1/2', '2/2']);
    serverMerged(level, own);
  }
  const report = await readFile(join(fixture.dir, 'merged/report.md'), 'utf8');
  assert.match(report, /Merged from 2 shards/);
});

test('merge refuses a missing shard, a shard given twice, and shards that ran another sweep, naming the folders', async () => {
  await bothShards();
  const missing = await run(['merge', 'shard-1', '--out', 'm-missing']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /Shard 2\/2 missing: the folders given \(shard-1 \(shard 1\/2\)\) hold 1 of 2/);
  const twice = await run(['merge', 'shard-1', 'shard-1', '--out', 'm-twice']);
  assert.equal(twice.code, 2);
  assert.match(twice.stderr, /Shard 1\/2 is given twice \(shard-1, shard-1\)/);
  const other = await run(shardArgs(2, (await readJson('shard-1/results.json')).shard.start_at, 'shard-2-other', ['--max-tokens', '9']));
  assert.equal(other.code, 0, other.stderr);
  const refused = await run(['merge', 'shard-1', 'shard-2-other', '--out', 'm-other']);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /The shards ran different sweeps \(plan digest: endpoint, workload and sweep\): shard-1 \(shard 1\/2\) "[0-9a-f]{64}", shard-2-other \(shard 2\/2\) "[0-9a-f]{64}"/);
});
