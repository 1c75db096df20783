// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Where a run was measured: recorded in results.json (`environment`), compared with the
 * baseline's, and each difference shown as a warning next to the comparison, never a refusal.
 * Also the level table's changes with their intervals.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectEnvironment } from '../../../src/io/environment.js';
import { environmentDifferences } from '../../../src/gate/environment.js';
import { type RunEnvironment } from '../../../src/model/environment.js';
import { judge } from '../../../src/gate/judge.js';
import { renderReport } from '../../../src/report/markdown.js';
import { reportInputFromResults } from '../../../src/report/markdown-input.js';
import { levelsSection } from '../../../src/report/markdown-levels.js';
import { TOOL_VERSION } from '../../../src/version.js';
import { syntheticRun } from '../../../bench/stats-synthetic.js';
import type { Plan } from '../../../src/spec/types.js';
import type { Results } from '../../../src/model/results.js';
import { level, results } from '../../helpers/levels.js';

const HOSTED = { GITHUB_ACTIONS: 'true', RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64', RUNNER_NAME: 'GitHub Actions 12', RUNNER_ENVIRONMENT: 'github-hosted', ImageOS: 'ubuntu24', ImageVersion: '20260101.1' };

describe('collectEnvironment', () => {
  it('records the machine, Node.js, the tool and the runner facts CI sets', () => {
    const e = collectEnvironment(HOSTED);
    assert.equal(e.os, process.platform);
    assert.equal(e.arch, process.arch);
    assert.equal(e.node_version, process.version);
    assert.equal(e.tool_version, TOOL_VERSION);
    assert.ok(e.logical_cpus >= 1);
    assert.deepEqual(e.ci, {
      github_actions: true, runner_os: 'Linux', runner_arch: 'X64', runner_name: 'GitHub Actions 12',
      runner_environment: 'github-hosted', image_os: 'ubuntu24', image_version: '20260101.1',
    });
  });

  it('has no CI facts outside CI, and reads nothing but the runner variables', () => {
    assert.equal(collectEnvironment({ OPENAI_API_KEY: 'sk-secret' }).ci, null);
    assert.ok(!JSON.stringify(collectEnvironment({ ...HOSTED, OPENAI_API_KEY: 'sk-secret' })).includes('sk-secret'));
  });
});

function env(over: Partial<RunEnvironment> = {}, ci: Partial<NonNullable<RunEnvironment['ci']>> = {}): RunEnvironment {
  const base = collectEnvironment(HOSTED);
  return { ...base, cpu_model: 'CPU A', logical_cpus: 4, node_version: 'v20.11.1', ...over, ci: { ...base.ci!, ...ci } };
}

function sampled(seed: number, over: Partial<Results> = {}): Results {
  return results([level({ concurrency: 4, requests: 64, samples: syntheticRun('lognormal', 64, seed)[1]! })], over);
}

describe('environmentDifferences', () => {
  it('names each difference: runner, CPU, Node.js, endpoint host, tool version', () => {
    const then = sampled(1, { environment: env(), tool: { name: 'llm-slo-gate', version: '0.1.0' } });
    const now = sampled(2, {
      environment: env({ cpu_model: 'CPU B', node_version: 'v22.3.0' }, { runner_environment: 'self-hosted', runner_name: 'gpu-box-3' }),
      tool: { name: 'llm-slo-gate', version: '0.2.0' },
      endpoint: { ...then.endpoint, base_url: 'https://staging.example.com/v1' },
    });
    const d = environmentDifferences(now, then);
    assert.deepEqual(d.map((x) => x.split(':')[0]), ['endpoint host', 'tool version', 'runner', 'CPU', 'Node.js']);
    assert.match(d[2]!, /runner: "github-hosted Linux ubuntu24" in the baseline, "self-hosted Linux gpu-box-3" now/);
  });

  it('ignores the names of GitHub-hosted runners (new every job) and baselines without an environment', () => {
    const a = sampled(1, { environment: env({}, { runner_name: 'GitHub Actions 3' }) });
    const b = sampled(2, { environment: env({}, { runner_name: 'GitHub Actions 40' }) });
    assert.deepEqual(environmentDifferences(b, a), []);
    assert.deepEqual(environmentDifferences(b, sampled(3)), []);
  });
});

describe('the comparison and the report', () => {
  const gate: Plan['gate'] = {
    slos: [],
    baseline: { configured: true, path: 'b.json', maxChange: { 'tpot_ms.p50': '+10%' }, level: 'error', judgeClientBound: true, confidence: 0.95, inconclusive: 'warn', minRuns: 1 },
    safetyFactor: 0.75,
  };

  it('warns about a baseline measured elsewhere, still compares it, and the report says so with the intervals', () => {
    const then = sampled(1, { environment: env() });
    const now = sampled(2, { environment: env({ node_version: 'v22.3.0' }) });
    const j = judge({ results: now, gate, baseline: { status: 'loaded', path: 'b.json', results: then }, failOn: 'both', locate: undefined, now: new Date() });
    assert.equal(j.baseline.status, 'compared');
    assert.equal(j.baseline.runs, 1);
    assert.deepEqual(j.baseline.warnings, ['Node.js: "v20.11.1" in the baseline, "v22.3.0" now']);
    assert.ok(j.notes.some((n) => /measured in other conditions \(Node\.js/.test(n)), j.notes.join('\n'));
    const md = renderReport(reportInputFromResults({ ...now, ...j }));
    assert.match(md, /> \[!WARNING\]\n> Measured in other conditions than the baseline: Node\.js/);
    // Every figure of the level table carries its change and interval: `+3.1 % [-4.0 %, +10.9 %]`.
    assert.match(md, /\| 4 \|[^\n]*\(\S+\s% \[\S+\s%, \S+\s%\]\)/);
    assert.ok(!/holds \d+ runs/.test(md), 'a one-run baseline says nothing about runs');
  });

  it('shows how many runs the baseline holds', () => {
    const now = sampled(2);
    const j = judge({ results: now, gate, baseline: { status: 'loaded', path: 'b.json', results: { ...sampled(1), history: [1, 3, 5].map((s) => ({ started_at: '2026-01-01T00:00:00Z', git: null, levels: [{ concurrency: 4, samples: syntheticRun('lognormal', 64, s)[1]! }] })) } }, failOn: 'both', locate: undefined, now: new Date() });
    assert.equal(j.baseline.runs, 3);
    assert.match(renderReport(reportInputFromResults({ ...now, ...j })), /it holds 3 runs, and changes are judged against their spread/);
  });

  it('prints a bounded change with its interval and an unbounded one as a point', () => {
    const l = sampled(2).levels;
    const md = levelsSection(l, [], [
      { concurrency: 4, metric: 'tpm', baseline: 1, current: 1.12, change: 0.12, change_lower: 0.04, change_upper: 0.21 },
      { concurrency: 4, metric: 'qps', baseline: 1, current: 1.05, change: 0.05, change_lower: null, change_upper: null },
    ], 10);
    assert.match(md, /\(\+12\s% \[\+4\s%, \+21\s%\]\)/);
    assert.match(md, /\(\+5\.0\s%\)/);
  });
});
