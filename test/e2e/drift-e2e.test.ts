// Timing-sensitive, so it runs alone (scripts/test.mjs): a 4 %-per-merge slowdown is told from an
// unchanged endpoint by the simulator's timing, which a busy machine moves as much (one run beside
// other test files measured its decode 48 % slower).
/**
 * Slow drift across merges, through the bundled CLI (dist/cli.js) as the README's two workflows
 * run it: main records a 3-run history (`run --update-baseline`, `baseline.runs: 10`), then each
 * merge is a pull request's run against the committed baseline followed by main's refresh run
 * (`--update-baseline`) at the merged commit. Each merge slows decode 4 %; `max_change` allows
 * +10 % per change and `max_drift` +15 % from the anchor (the oldest run kept).
 *
 * The gate must fail by the 5th merge (+21.7 %) naming the drift and the merges that made it up
 * (commit and pull request of each, with its step), and an unchanged sequence must never fail.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

const BASELINE = '.github/llm-slo-baseline.json';
const DECODE_MS = 20;
const opened: Simulator[] = [];
after(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

/** The simulator with decode `factor` × slower, jitter-free so only the runner moves a run. */
async function endpoint(factor: number): Promise<Simulator> {
  const sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: DECODE_MS * factor, decodePerSeqMs: 0, jitter: 0 });
  opened.push(sim);
  return sim;
}

const spec = (url: string) => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 12}
sweep: {concurrency: [1], requests: 12, warmup: 1}
baseline:
  path: ${BASELINE}
  runs: 10
  max_change:
    tpot_ms.p50: "+10%"
  max_drift:
    tpot_ms.p50: "+15%"
`;

const sha = (n: number) => n.toString(16).padStart(2, '0').repeat(20);

interface Run { code: number | null; results: Results; stdout: string; report: string }

/** A sequence's runs in one repository folder; each run as a workflow would run it (GITHUB_SHA, the event payload). */
async function sequence() {
  const dir = await tempDir();
  let n = 0;
  const run = async (url: string, event: { pr?: number; message?: string }, update: boolean): Promise<Run> => {
    const specPath = await writeSpec(dir, spec(url));
    const out = `out-${++n}`;
    await mkdir(join(dir, 'events'), { recursive: true });
    const eventPath = join(dir, 'events', `${n}.json`);
    await writeFile(eventPath, JSON.stringify(event.pr !== undefined ? { pull_request: { number: event.pr } } : { head_commit: { message: event.message ?? 'Push' } }));
    const res = await runCli(['run', '--spec', specPath, '--out', out, ...(update ? ['--update-baseline', '--fail-on', 'none'] : [])], {
      cwd: dir,
      env: { GITHUB_SHA: sha(n), GITHUB_REF: update ? 'refs/heads/main' : `refs/pull/${event.pr}/merge`, GITHUB_EVENT_PATH: eventPath },
    });
    const results = JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
    return { code: res.code, results, stdout: res.stdout + res.stderr, report: await readFile(join(dir, out, 'report.md'), 'utf8') };
  };
  return { dir, run };
}

const driftChecks = (r: Results) => r.checks.filter((c) => c.objective === 'drift');

test('CLI: decode 4 % slower per merge fails by the 5th merge, naming the drift and the merges', async () => {
  const base = await endpoint(1);
  const { run, dir } = await sequence();
  for (let i = 0; i < 3; i++) assert.notEqual((await run(base.url, { message: 'Initial' }, true)).code, 3);
  let failedAt: number | null = null;
  let failure: Run | null = null;
  const statuses: string[] = [];
  for (let k = 1; k <= 6 && failedAt === null; k++) {
    const sim = await endpoint(1.04 ** k);
    const pr = await run(sim.url, { pr: 40 + k }, false);
    assert.notEqual(pr.code, 3, pr.stdout);
    statuses.push(`PR ${k}: ${pr.results.status} ${pr.results.verdict.reason}`);
    if (pr.code === 1 && driftChecks(pr.results).some((c) => c.status === 'fail' && c.level === 'error')) {
      failedAt = k;
      failure = pr;
      break;
    }
    const main = await run(sim.url, { message: `Merge pull request #${40 + k} from acme/slower-${k}` }, true);
    assert.notEqual(main.code, 3, main.stdout);
    statuses.push(`main ${k}: ${main.results.status} ${main.results.verdict.reason}`);
    if (main.code === 1 && driftChecks(main.results).some((c) => c.status === 'fail')) {
      failedAt = k;
      failure = main;
    }
  }
  assert.ok(failedAt !== null && failedAt <= 5, `drift not caught by the 5th merge (caught at ${failedAt}):\n${statuses.join('\n')}`);
  const f = failure as Run;
  const failed = driftChecks(f.results).filter((c) => c.status === 'fail');
  assert.ok(failed.length > 0);
  const c = failed[0]!;
  // The merges that made it up: each pull request of the sequence, with its commit and step.
  assert.ok(c.drift !== undefined && c.drift.steps.length >= 2, JSON.stringify(c.drift));
  assert.equal(c.drift.anchor.sha, sha(1));
  // The anchor is the oldest of main's 3 first runs: the other two, then one run per merge.
  const merged = c.drift.steps.filter((s) => s.this_run !== true);
  assert.deepEqual(merged.map((s) => s.pr), [null, null, ...merged.slice(2).map((_, i) => 41 + i)], JSON.stringify(merged));
  assert.ok(c.drift.steps.every((s) => s.change !== null && Number.isFinite(s.value)), JSON.stringify(c.drift.steps));
  assert.match(f.results.verdict.reason ?? '', /TPOT p50 at concurrency \d drifted \+\d+(\.\d)?\s% from the anchor 0101010 \(allowed \+15%\): .*[0-9a-f]{7} \(#4\d\) \+\d/);
  assert.match(f.report.replace(/\\(.)/g, '$1'), /drifted \+\d/);
  // Main's history: every run kept with its commit, pull request and time.
  const file = JSON.parse(await readFile(join(dir, BASELINE), 'utf8')) as Results;
  const prs = (file.history ?? []).map((h) => h.git?.pr ?? null);
  assert.deepEqual(prs.slice(0, 3), [null, null, null]);
  assert.ok(prs.slice(3).every((p, i) => p === 41 + i), JSON.stringify(prs));
  assert.ok((file.history ?? []).every((h) => typeof h.started_at === 'string' && h.git?.sha !== undefined));
});

test('CLI: an unchanged endpoint across 6 merges never fails on drift, and the pinned anchor is kept across refreshes', async () => {
  const base = await endpoint(1);
  const { run, dir } = await sequence();
  assert.notEqual((await run(base.url, { message: 'Release 1.0' }, true)).code, 3);
  // Pinning: the anchor is this run, kept by the next refreshes.
  const specPath = join(dir, 'llm-slo.yml');
  const pinned = await runCli(['run', '--spec', specPath, '--out', 'pin', '--update-baseline', '--pin-baseline', '--fail-on', 'none'], { cwd: dir, env: { GITHUB_SHA: 'f'.repeat(40) } });
  assert.equal(pinned.code, 0, pinned.stdout + pinned.stderr);
  for (let i = 0; i < 2; i++) assert.notEqual((await run(base.url, { message: 'Initial' }, true)).code, 3);
  for (let k = 1; k <= 6; k++) {
    const pr = await run(base.url, { pr: 60 + k }, false);
    assert.ok(driftChecks(pr.results).every((c) => c.status !== 'fail'), `merge ${k}: ${JSON.stringify(driftChecks(pr.results))}`);
    const main = await run(base.url, { message: `Tidy (#${60 + k})` }, true);
    // Main's refresh runs with fail-on: none: only a drift could fail it.
    assert.notEqual(main.code, 1, main.stdout);
    assert.ok(driftChecks(main.results).every((c) => c.status !== 'fail' && (c.drift === undefined || c.drift.anchor_kind === 'pinned')));
  }
  const file = JSON.parse(await readFile(join(dir, BASELINE), 'utf8')) as Results;
  assert.equal(file.anchor?.git?.sha, 'f'.repeat(40));
  // --pin-baseline without --update-baseline is a usage error naming the fix.
  const bad = await runCli(['run', '--spec', specPath, '--out', 'bad', '--pin-baseline'], { cwd: dir });
  assert.equal(bad.code, 2, bad.stdout + bad.stderr);
  assert.match(bad.stderr + bad.stdout, /--pin-baseline.*--update-baseline/);
});
