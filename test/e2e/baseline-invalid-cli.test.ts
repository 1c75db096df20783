// @parallel: asserts no timing (its limits are seconds away from what the simulator takes), so it may run beside other test files (scripts/test.mjs).
/**
 * A baseline file that cannot be used, through the real command line (dist/cli.js against the
 * simulator in its own process): it is read and checked before the first request, the warning
 * names the file and the field, the run goes on as one without a baseline, and every file is
 * written. Before the complete check, these files crashed the run after it had measured
 * everything (`internal error`, exit 3, only requests.jsonl left).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { BROKEN_BASELINES, brokenText } from '../helpers/broken-baselines.js';
import { escapeText } from '../../src/report/escape.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

let sim: SimProcess;
let dir: string;
/** A real baseline, recorded by `run --update-baseline`. */
let baseline: Results;
/** The exit code of the same spec with no baseline file at all. */
let withoutBaseline: number | null;

const spec = (url: string, path = 'base.json') => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 10, warmup: 1}
slos:
  - name: chat
    thresholds: {ttft_ms: {p50: 5000}}
baseline:
  path: ${path}
  max_change: {ttft_ms.p50: "+50%", tpm: "-30%", e2e_ms.p50: "+50%"}
`;

before(async () => {
  sim = await startSimProcess({ prefillBaseMs: 3, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0.1, maxBatch: 4, jitter: 0.05, seed: 9 });
  dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url));
  const none = await runCli(['run', '--spec', specPath, '--out', 'none', '-q'], { cwd: dir });
  withoutBaseline = none.code;
  const recorded = await runCli(['run', '--spec', specPath, '--out', 'rec', '-q', '--update-baseline'], { cwd: dir });
  assert.equal(recorded.code, 0, recorded.stdout + recorded.stderr);
  baseline = JSON.parse(await readFile(join(dir, 'base.json'), 'utf8')) as Results;
});
after(async () => {
  await sim.stop();
});

/** The recorded baseline with `edit` applied. */
const broken = (edit: (r: Record<string, any>) => void): string => brokenText(baseline, edit);

const CASES = BROKEN_BASELINES.map((c) => ({ ...c, text: () => broken(c.edit) }));

for (const c of CASES) {
  test(`a baseline with ${c.name}: a warning naming the field before any request, a run without a baseline, every file written`, async () => {
    const file = `base-${CASES.indexOf(c)}.json`;
    await writeFile(join(dir, file), c.text());
    const out = `out-${CASES.indexOf(c)}`;
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, file), `spec-${CASES.indexOf(c)}.yml`), '--out', out], { cwd: dir });
    assert.doesNotMatch(res.stderr, /internal error/);
    // The run is measured and judged as one without a baseline, but the max_change limits meant to
    // gate it were not judged: inconclusive (exit 4), never a pass.
    assert.equal(withoutBaseline, 0, 'the same spec with no baseline file passes');
    assert.equal(res.code, 4, `an unusable baseline leaves the run inconclusive: ${res.stdout}${res.stderr}`);

    const warning = res.stderr.indexOf(`warning: The baseline ${file} cannot be used: ${c.field}`);
    assert.ok(warning >= 0, res.stderr);
    assert.ok(warning < res.stderr.indexOf('connectivity check:'), 'the warning comes before the first request');
    assert.match(res.stderr.slice(warning), /record it again: run `llm-slo-gate run --update-baseline` on the main branch.*This run goes on without it: its max_change checks are not judged\./);

    const results = JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
    assert.equal(results.baseline.status, 'unreadable');
    assert.equal(results.status, 'inconclusive');
    assert.ok(results.baseline.reasons[0]?.startsWith(c.field), results.baseline.reasons.join('\n'));
    assert.ok(results.levels.length === 2 && results.checks.length > 0, 'the run was measured and judged');
    const report = await readFile(join(dir, out, 'report.md'), 'utf8');
    assert.ok(report.includes(escapeText(c.field)), report);
    await access(join(dir, out, 'requests.jsonl'));
    await access(join(dir, out, 'results.csv'));
  });
}

test('a spec with scenarios reads and checks every scenario\'s baseline before the first scenario sends anything', async () => {
  const text = `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 6, warmup: 0, max_duration_s: 60}
baseline:
  path: scen.json
  max_change: {ttft_ms.p50: "+50%"}
scenarios:
  - name: first
  - name: second
`;
  await writeFile(join(dir, 'scen-second.json'), broken((r) => { r.levels[0].samples = 'x'; }));
  const res = await runCli(['run', '--spec', await writeSpec(dir, text, 'scenarios.yml'), '--out', 'scen'], { cwd: dir });
  assert.doesNotMatch(res.stderr, /internal error/);
  assert.notEqual(res.code, 3, res.stdout + res.stderr);
  const warning = res.stderr.indexOf('warning: scenario second: The baseline scen-second.json cannot be used: levels[0].samples is "x", but must be an object');
  assert.ok(warning >= 0, res.stderr);
  assert.ok(warning < res.stderr.indexOf('connectivity check:'), 'the second scenario\'s baseline is checked before the first scenario runs');
  const combined = JSON.parse(await readFile(join(dir, 'scen', 'results.json'), 'utf8')) as ScenariosResults;
  const second = combined.scenarios.find((s) => s.name === 'second');
  assert.equal(second?.results?.baseline.status, 'unreadable');
  assert.match(second?.results?.baseline.reasons[0] ?? '', /^levels\[0\]\.samples is "x"/);
  assert.equal(combined.scenarios.find((s) => s.name === 'first')?.results?.baseline.status, 'missing');
  await access(join(dir, 'scen', 'report.md'));
});

test('the first line says a cause shared by several limits once, naming the limits, in the terminal and the report', async () => {
  await writeFile(join(dir, 'base-grouped.json'), broken((r) => { r.levels[0].samples.e2e_ms[1] = null; }));
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, 'base-grouped.json'), 'spec-grouped.yml'), '--out', 'grouped'], { cwd: dir });
  assert.equal(res.code, 4, res.stdout + res.stderr);
  const line = res.stdout.split('\n').find((l) => l.startsWith('INCONCLUSIVE')) ?? '';
  assert.match(line, /Judged at no level: 3 max_change limits \(ttft_ms\.p50 \+50%, tpm -30%, e2e_ms\.p50 \+50%\): the baseline base-grouped\.json could not be used \(levels\[0\]\.samples\.e2e_ms\[1\] is null/, line);
  assert.equal(line.split('could not be used').length, 2, `the cause is said once: ${line}`);
  const report = await readFile(join(dir, 'grouped', 'report.md'), 'utf8');
  const first = report.split('\n').find((l) => l.includes('INCONCLUSIVE')) ?? '';
  assert.match(first, /3 max\\_change limits \(ttft\\_ms\.p50 \+50%, tpm -30%, e2e\\_ms\.p50 \+50%\): the baseline base-grouped\.json could not be used/, first);
  assert.equal(first.split('could not be used').length, 2, first);
});

test('a baseline refresh after a spec change records the new baseline and passes on what it judged; a plain run stays inconclusive', async () => {
  await writeFile(join(dir, 'refresh.json'), JSON.stringify(baseline));
  const changed = spec(sim.url, 'refresh.json').replace('max_tokens: 8', 'max_tokens: 9').replace('  path: refresh.json', '  path: refresh.json\n  runs: 2');
  const specPath = await writeSpec(dir, changed, 'spec-refresh.yml');
  const plain = await runCli(['run', '--spec', specPath, '--out', 'refresh-plain', '-q'], { cwd: dir });
  assert.equal(plain.code, 4, 'a pull request run against the refused baseline stays inconclusive');

  const res = await runCli(['run', '--spec', specPath, '--out', 'refresh', '--update-baseline'], { cwd: dir });
  assert.equal(res.code, 0, res.stdout + res.stderr);
  const line = res.stdout.split('\n').find((l) => l.startsWith('PASS')) ?? '';
  assert.match(line, /Baseline re-recorded at refresh\.json; the old one was refused because .*max_tokens.*so its max_change limits were not judged/, line);
  assert.match(res.stderr, /note: The baseline's history \(baseline\.runs: 2\) restarts from this run: the old baseline was refused because/);
  const written = JSON.parse(await readFile(join(dir, 'refresh.json'), 'utf8')) as Results & { history?: unknown[] };
  assert.equal(written.workload.max_tokens, 9);
  assert.equal(written.history?.length, 1, 'the history restarts from this run');
  const results = JSON.parse(await readFile(join(dir, 'refresh', 'results.json'), 'utf8')) as Results;
  assert.equal(results.status, 'pass');
  assert.ok(results.checks.some((c) => c.kind === 'regression' && c.status === 'no_data'), 'the unjudged max_change checks are kept in checks[]');

  // The SLOs still gate a refresh: one no run can meet fails it.
  await writeFile(join(dir, 'refresh.json'), JSON.stringify(baseline));
  const strict = await writeSpec(dir, changed.replace('p50: 5000', 'p50: 0.001'), 'spec-refresh-strict.yml');
  const failing = await runCli(['run', '--spec', strict, '--out', 'refresh-strict', '-q', '--update-baseline'], { cwd: dir });
  assert.equal(failing.code, 1, failing.stdout + failing.stderr);
});
