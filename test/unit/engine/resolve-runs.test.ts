/**
 * A spec's runs on plain values: a spec without scenarios is a list of one, a spec's scenarios one
 * run each; every plan frozen and final (`--baseline`, a replay's request count, a shard's split
 * plan decided here), so a step that tried to change one afterwards throws.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { frozenPlan, resolveRuns } from '../../../src/engine/resolve-runs.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import type { ShardRun } from '../../../src/engine/run-spec.js';
import type { Plan } from '../../../src/spec/types.js';

const ENDPOINT = 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\n';
const SINGLE = `${ENDPOINT}workload: {prompt: hi, max_tokens: 16}\nsweep: {concurrency: [1, 2], requests: 8, max_duration_s: 40}\n`;
const SCENARIOS = `${ENDPOINT}workload: {prompt: hi, max_tokens: 16}
sweep: {concurrency: [1], requests: 8, max_duration_s: 90}
scenarios:
  - name: chat
  - name: long
    sweep: {concurrency: [2], requests: 4, max_duration_s: 30}
`;

const spec = (text: string) => parseSpec(text, 'spec.yml');
const cwd = process.cwd();

const dirs: string[] = [];
after(async () => { await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))); });

describe('resolveRuns', () => {
  it('resolves a spec without scenarios to a list of one run, named \'\', with the whole budget', async () => {
    const r = await resolveRuns(spec(SINGLE), {}, { cwd });
    assert.equal(r.scenarios, false);
    assert.equal(r.runs.length, 1);
    const [only] = r.runs;
    assert.equal(only!.name, '');
    assert.equal(only!.index, -1);
    assert.deepEqual(only!.notes, []);
    assert.deepEqual(only!.plan, resolvePlan(spec(SINGLE), {}));
    assert.equal(r.budgetS, 40);
    assert.equal(r.shard, undefined);
  });

  it('resolves a spec\'s scenarios to one run each, in order, sharing the top-level budget', async () => {
    const r = await resolveRuns(spec(SCENARIOS), {}, { cwd });
    assert.equal(r.scenarios, true);
    assert.deepEqual(r.runs.map((s) => [s.name, s.index, s.capS]), [['chat', 0, undefined], ['long', 1, 30]]);
    assert.equal(r.budgetS, 90);
    assert.deepEqual(r.runs.map((s) => s.plan.sweep.concurrency), [[1], [2]]);
  });

  it('freezes every plan all the way down, so a change after resolution throws', async () => {
    const { runs } = await resolveRuns(spec(SINGLE), {}, { cwd });
    const plan = runs[0]!.plan as Plan;
    assert.ok(Object.isFrozen(plan) && Object.isFrozen(plan.sweep) && Object.isFrozen(plan.gate.baseline) && Object.isFrozen(plan.sweep.concurrency));
    assert.throws(() => { plan.sweep.maxDurationS = 1; }, TypeError);
    assert.throws(() => { plan.gate.baseline = { ...plan.gate.baseline, configured: true }; }, TypeError);
    assert.throws(() => { (plan.sweep.concurrency as number[]).push(64); }, TypeError);
    assert.ok(Object.isFrozen(runs) && Object.isFrozen(runs[0]));
  });

  it('takes --baseline into the plan: its path, a comparison asked for', async () => {
    const { runs } = await resolveRuns(spec(SINGLE), {}, { cwd, baselinePath: 'ci/base.json' });
    assert.equal(runs[0]!.plan.gate.baseline.path, 'ci/base.json');
    assert.equal(runs[0]!.plan.gate.baseline.configured, true);
    const plain = await resolveRuns(spec(SINGLE), {}, { cwd });
    assert.equal(plain.runs[0]!.plan.gate.baseline.configured, false);
  });

  it('takes --baseline into each scenario\'s plan as the shared path with the scenario\'s name', async () => {
    const { runs } = await resolveRuns(spec(SCENARIOS), {}, { cwd, baselinePath: 'ci/base.json' });
    assert.deepEqual(runs.map((s) => s.plan.gate.baseline.path), ['ci/base-chat.json', 'ci/base-long.json']);
    assert.ok(runs.every((s) => s.plan.gate.baseline.configured));
  });

  it('reads a replay\'s request count from its trace file into sweep.requests', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'resolve-runs-'));
    dirs.push(dir);
    await mkdir(join(dir, 'traces'));
    const lines = [0, 100, 250].map((t, i) => JSON.stringify({ timestamp: t, input_length: 40 + i, output_length: 8, hash_ids: [i] }));
    await writeFile(join(dir, 'traces', 't.jsonl'), `${lines.join('\n')}\n`);
    const text = `${ENDPOINT}workload: {prompt: hi}\nsweep: {requests: 50, trace: {file: traces/t.jsonl, format: mooncake}}\n`;
    const { runs } = await resolveRuns(spec(text), {}, { cwd: dir });
    assert.equal(runs[0]!.plan.sweep.requests, 3);
    assert.equal(runs[0]!.files.trace?.replay.entries.length, 3);
    assert.ok(Object.isFrozen(runs[0]!.plan.sweep));
  });

  it('names the scenario whose workload file cannot be read', async () => {
    const text = `${ENDPOINT}workload: {prompt: hi}\nscenarios:\n  - name: rag\n    workload: {prompts: missing.jsonl}\n`;
    await assert.rejects(resolveRuns(spec(text), {}, { cwd }), /^GateError: scenarios\[0\] \(rag\): /);
  });

  it('hands the shard hook the resolved plans and runs the shard\'s split plan', async () => {
    const seen: { plans: readonly Plan[]; scenarios: boolean }[] = [];
    const whole = resolvePlan(spec(SINGLE), {});
    const split: Plan = { ...whole, sweep: { ...whole.sweep, requests: 4 } };
    const shard = { plan: split } as unknown as ShardRun;
    const r = await resolveRuns(spec(SINGLE), {}, { cwd, shard: (plans, scenarios) => { seen.push({ plans, scenarios }); return shard; } });
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.scenarios, false);
    assert.equal(seen[0]!.plans[0]!.sweep.requests, 8);
    assert.equal(r.shard, shard);
    assert.equal(r.runs[0]!.plan.sweep.requests, 4);
    assert.ok(Object.isFrozen(r.runs[0]!.plan));
  });

  it('refuses to shard a replay', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'resolve-runs-'));
    dirs.push(dir);
    await writeFile(join(dir, 't.jsonl'), `${JSON.stringify({ timestamp: 0, input_length: 4, output_length: 4, hash_ids: [] })}\n`);
    const text = `${ENDPOINT}workload: {prompt: hi}\nsweep: {trace: {file: t.jsonl, format: mooncake}}\n`;
    const shard = (plans: readonly Plan[]) => ({ plan: plans[0]! }) as unknown as ShardRun;
    await assert.rejects(resolveRuns(spec(text), {}, { cwd: dir, shard }), /cannot be split into shards: the replay is one schedule/);
  });
});

describe('frozenPlan', () => {
  it('returns the same plan, frozen', () => {
    const plan = resolvePlan(spec(SINGLE), {});
    assert.equal(frozenPlan(plan), plan);
    assert.ok(Object.isFrozen(plan.endpoint.headers));
  });
});
