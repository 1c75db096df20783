// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Specs with scenarios: what the loader accepts and refuses (naming the field, the value and the
 * fix), and the plan each scenario resolves to (sections replaced whole, one shared budget,
 * a baseline file per scenario).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { resolveScenarioPlans, scenarioLocator } from '../../../src/spec/scenario-plans.js';
import { scenarioBaselinePath } from '../../../src/spec/scenario-names.js';
import { worstStatus } from '../../../src/engine/scenario-results.js';

const SRC = 'llm-slo.yml';
const ENDPOINT = 'endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}\n';

function problems(text: string): string[] {
  try {
    parseSpec(text, SRC);
  } catch (err) {
    return (err as Error).message.split('\n');
  }
  assert.fail('the spec was accepted');
}

test('a spec with scenarios is accepted, and one without scenarios resolves exactly as before', () => {
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi, max_tokens: 32}
sweep: {concurrency: [1, 4], requests: 8, max_duration_s: 120}
slos: [{name: fast, thresholds: {ttft_ms: {p95: 500}}}]
baseline: {max_change: {"ttft_ms.p95": "+10%"}}
scenarios:
  - name: chat
  - name: long-context_2
    workload: {messages: [{role: user, content: "a long document"}], max_tokens: 64}
    sweep: {concurrency: [2], max_duration_s: 30}
    slos: []
`, SRC);
  assert.equal(spec.scenarios?.length, 2);
  const plain = parseSpec(`${ENDPOINT}workload: {prompt: Hi}\n`, SRC);
  assert.equal(plain.scenarios, undefined);
  assert.equal(resolvePlan(plain, {}).workload.maxTokens, 256);
});

test('bad scenarios are refused with the field, the value and the fix', () => {
  const cases: { spec: string; want: RegExp }[] = [
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: chat\n  - name: Chat\n', want: /^llm-slo\.yml:5:11 scenarios\[1\]\.name: "Chat" is already the name of scenarios\[0\]; give each scenario its own name/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: "my chat"\n', want: /scenarios\[0\]\.name: must be a name of at most 64 letters, digits, - and _.* \(got "my chat"\)/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: "../up"\n', want: /scenarios\[0\]\.name: must be a name .*\(got "\.\.\/up"\)/ },
    { spec: 'scenarios:\n  - name: chat\n    workload: {prompt: Hi}\n  - name: rag\n', want: /scenarios\[1\]\.workload: is required because the spec has no top-level workload; add a workload to this scenario/ },
    { spec: '', want: /^llm-slo\.yml:1:1 workload: is required but missing — what the requests ask for: one fixed prompt/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: chat\n    sweeps: {requests: 3}\n', want: /scenarios\[0\]\.sweeps: unknown field "sweeps" — did you mean "sweep"\?/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: chat\n    sweep: {concurrency: [0]}\n', want: /scenarios\[0\]\.sweep\.concurrency\[0\]: must be an integer from 1 to 1024 \(got 0\)/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: chat\n    slos: [{thresholds: {ttft_ms: {p95: {min: 5, max: 1}}}}]\n', want: /^llm-slo\.yml:\d+:\d+ scenarios\[0\]\.slos\[0\]\.thresholds\.ttft_ms\.p95/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - name: a\n    baseline: {path: b.json}\n  - name: b\n    baseline: {path: b.json}\n', want: /scenarios\[1\]\.baseline\.path: uses the baseline file b\.json, as scenarios\[0\] does; each scenario needs its own/ },
    { spec: 'workload: {prompt: Hi}\nscenarios: []\n', want: /scenarios: must have at least 1 item/ },
    { spec: 'workload: {prompt: Hi}\nscenarios:\n  - workload: {prompt: x}\n', want: /scenarios\[0\]\.name: is required but missing — names the scenario/ },
  ];
  for (const c of cases) {
    const lines = problems(ENDPOINT + c.spec);
    assert.ok(lines.some((l) => c.want.test(l)), `${c.want} in:\n${lines.join('\n')}`);
  }
});

test('a key written into a scenario is refused without being echoed', () => {
  const key = 'sk-abcdefghijklmnopqrstuvwxyz123456';
  const lines = problems(`${ENDPOINT}workload: {prompt: Hi}\nscenarios:\n  - name: chat\n    workload: {prompt: Hi, api_key: ${key}}\n`);
  assert.ok(lines.some((l) => /scenarios\[0\]\.workload\.api_key: a literal API key does not belong in the spec file/.test(l)), lines.join('\n'));
  assert.ok(!lines.join('\n').includes(key));
});

test('each scenario replaces whole sections, shares the endpoint, and gets its own baseline file', () => {
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi, max_tokens: 32}
sweep: {concurrency: [1, 4], requests: 8, max_duration_s: 120}
slos: [{name: fast, thresholds: {ttft_ms: {p95: 500}}}]
baseline: {path: perf/base.json, max_change: {"ttft_ms.p95": "+10%"}}
knee: {safety_factor: 0.5}
scenarios:
  - name: chat
  - name: rag
    workload: {prompt: "a long document", max_tokens: 64}
    sweep: {concurrency: [2], max_duration_s: 30}
    slos: []
    baseline: {level: warn}
  - name: own
    baseline: {path: elsewhere/own.json}
`, SRC);
  const { scenarios, budgetS } = resolveScenarioPlans(spec, { model: 'other-model' });
  assert.equal(budgetS, 120, 'the top-level max_duration_s is the budget of all scenarios');
  const [chat, rag, own] = scenarios;
  assert.deepEqual(scenarios.map((s) => s.name), ['chat', 'rag', 'own']);
  assert.equal(chat!.plan.workload.maxTokens, 32);
  assert.deepEqual(chat!.plan.sweep.concurrency, [1, 4]);
  assert.equal(chat!.plan.gate.slos.length, 1);
  assert.equal(chat!.plan.gate.safetyFactor, 0.5);
  assert.equal(chat!.plan.gate.baseline.path, 'perf/base-chat.json');
  assert.equal(chat!.capS, undefined);
  assert.equal(rag!.plan.workload.maxTokens, 64);
  assert.equal(rag!.plan.workload.messages[0]!.content, 'a long document');
  assert.deepEqual(rag!.plan.sweep.concurrency, [2]);
  assert.equal(rag!.plan.sweep.requests, 32, 'a replaced sweep takes defaults, not the top-level values');
  assert.equal(rag!.capS, 30);
  assert.deepEqual(rag!.plan.gate.slos, []);
  assert.equal(rag!.plan.gate.baseline.level, 'warn');
  assert.deepEqual(rag!.plan.gate.baseline.maxChange, {}, 'a replaced baseline section keeps nothing of the top-level one');
  assert.equal(rag!.plan.gate.baseline.path, 'perf/base-rag.json');
  assert.equal(own!.plan.gate.baseline.path, 'elsewhere/own.json');
  for (const s of scenarios) assert.equal(s.plan.endpoint.model, 'other-model', 'overrides apply to every scenario');

  const flagged = resolveScenarioPlans(spec, { maxDurationS: 60 }, undefined, undefined, 'ci/b.json');
  assert.equal(flagged.budgetS, 60);
  // The flag replaces the shared path only: the scenario naming its own file keeps it.
  assert.deepEqual(flagged.scenarios.map((s) => s.plan.gate.baseline.path), ['ci/b-chat.json', 'ci/b-rag.json', 'elsewhere/own.json']);
  assert.ok(flagged.scenarios.every((s) => s.plan.gate.baseline.configured));
});

test('the default baseline file is named after the scenario', () => {
  assert.equal(scenarioBaselinePath('.github/llm-slo-baseline.json', 'chat'), '.github/llm-slo-baseline-chat.json');
  assert.equal(scenarioBaselinePath('base.json', 'rag'), 'base-rag.json');
  assert.equal(scenarioBaselinePath('perf/baseline', 'rag'), 'perf/baseline-rag');
  assert.equal(scenarioBaselinePath('./perf/.base', 'x'), './perf/.base-x');
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi}\nscenarios: [{name: chat}]\n`, SRC);
  assert.equal(resolveScenarioPlans(spec, {}).scenarios[0]!.plan.gate.baseline.path, '.github/llm-slo-baseline-chat.json');
  assert.equal(resolveScenarioPlans(spec, {}).budgetS, 900);
});

test('checks of a scenario with its own slos point at the scenario\'s lines', () => {
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi}\nslos: [{thresholds: {ttft_ms: {p95: 1}}}]\nscenarios: [{name: a}, {name: b, slos: []}]\n`, SRC);
  const seen: string[] = [];
  const locate = (p: string) => (seen.push(p), 1);
  scenarioLocator(locate, spec, 0)!('slos[0].thresholds.ttft_ms');
  scenarioLocator(locate, spec, 1)!('slos[0].thresholds.ttft_ms');
  assert.deepEqual(seen, ['slos[0].thresholds.ttft_ms', 'scenarios[1].slos[0].thresholds.ttft_ms']);
});

test('the overall status is the worst: error over fail over pass, a scenario not run counting as an error', () => {
  assert.equal(worstStatus(['pass', 'pass']), 'pass');
  assert.equal(worstStatus(['pass', 'fail']), 'fail');
  assert.equal(worstStatus(['fail', 'error', 'pass']), 'error');
  assert.equal(worstStatus(['fail', 'not_run']), 'error');
});

test('a scenario\'s sections get the checks that need the endpoint or the sweep, at the scenario\'s own paths', () => {
  const completions = 'endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m, api: openai-completions}\n';
  const sections = 'workload: {prompt: Hi, images: [a.png]}\nsweep: {requests: 5, max_requests: 2}\n';
  // The same sections at the top level are refused twice; under a scenario they must be too.
  const top = problems(`${completions}${sections}`);
  assert.ok(top.some((l) => /^llm-slo\.yml:\d+:\d+ workload\.images: cannot be sent with endpoint\.api openai-completions/.test(l)), top.join('\n'));
  assert.ok(top.some((l) => /^llm-slo\.yml:\d+:\d+ sweep\.max_requests: 2 is below sweep\.requests \(5\)/.test(l)), top.join('\n'));
  const lines = problems(`${completions}workload: {prompt: Hi}
scenarios:
  - name: chat
  - name: vision
    workload: {prompt: Hi, images: [a.png]}
    sweep: {requests: 5, max_requests: 2, target_resolution: "0%"}
`);
  assert.ok(lines.some((l) => /^llm-slo\.yml:6:\d+ scenarios\[1\]\.workload\.images: cannot be sent with endpoint\.api openai-completions/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /^llm-slo\.yml:7:\d+ scenarios\[1\]\.sweep\.max_requests: 2 is below sweep\.requests \(5\)/.test(l)), lines.join('\n'));
  assert.ok(lines.some((l) => /scenarios\[1\]\.sweep\.target_resolution: "0%" is not a usable resolution/.test(l)), lines.join('\n'));
  assert.equal(lines.filter((l) => /workload\.images/.test(l)).length, 1, 'reported once, under the scenario only');
  // A scenario taking the top-level workload adds nothing: its problems are the top level's, said once.
  const shared = problems(`${completions}workload: {prompt: Hi, images: [a.png]}\nscenarios: [{name: a}, {name: b}]\n`);
  assert.deepEqual(shared.filter((l) => /images/.test(l)).map((l) => /(\S+): cannot/.exec(l)?.[1]), ['workload.images']);
});

test('--max-concurrency goes to the scenarios with rate levels, and is refused only when none has any', () => {
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi}
scenarios:
  - name: chat
  - name: open
    sweep: {rate: [1, 2]}
`, SRC);
  const { scenarios } = resolveScenarioPlans(spec, { maxConcurrency: 8 });
  assert.equal(scenarios[0]!.plan.sweep.maxConcurrency, undefined);
  assert.deepEqual(scenarios[0]!.plan.sweep.concurrency, [1, 4, 8, 16]);
  assert.deepEqual(scenarios[0]!.notes, ['--max-concurrency 8 was not applied to scenarios[0] (chat): it has no rate levels (sweep.rate or --rate) to bound.']);
  assert.equal(scenarios[1]!.plan.sweep.maxConcurrency, 8);
  assert.deepEqual(scenarios[1]!.notes, []);
  // With --rate every scenario has rate levels, so every one takes the cap.
  assert.deepEqual(resolveScenarioPlans(spec, { maxConcurrency: 8, rate: [3] }).scenarios.map((s) => s.plan.sweep.maxConcurrency), [8, 8]);

  const closed = parseSpec(`${ENDPOINT}workload: {prompt: Hi}\nscenarios: [{name: chat}, {name: rag}]\n`, SRC);
  assert.throws(() => resolveScenarioPlans(closed, { maxConcurrency: 8 }), (err: Error & { hint?: string }) => {
    assert.match(err.message, /^--max-concurrency 8: no scenario can take it \(scenarios\[0\] \(chat\): it has no rate levels .*; scenarios\[1\] \(rag\): it has no rate levels/);
    assert.match(err.hint ?? '', /--rate 1,2,4/);
    return true;
  });
  // A bad value is the flag's fault, not a scenario's: said once, without a scenario.
  assert.throws(() => resolveScenarioPlans(spec, { maxConcurrency: 0 }), /GateError: --max-concurrency 0: must be/);
});

test('--requests above one scenario\'s max_requests leaves that scenario its own sizes, with a note naming it', () => {
  const spec = parseSpec(`${ENDPOINT}workload: {prompt: Hi}
scenarios:
  - name: chat
  - name: rag
    sweep: {requests: 8, max_requests: 24}
`, SRC);
  const { scenarios } = resolveScenarioPlans(spec, { requests: 30 });
  assert.deepEqual(scenarios.map((s) => [s.plan.sweep.requests, s.plan.sweep.maxRequests]), [[30, undefined], [8, 24]]);
  assert.deepEqual(scenarios[1]!.notes, ['--requests 30 was not applied to scenarios[1] (rag): more than its sweep.max_requests (24); it runs its own sweep.requests (8).']);
  const fits = resolveScenarioPlans(spec, { requests: 20 }).scenarios;
  assert.deepEqual(fits.map((s) => [s.plan.sweep.requests, s.plan.sweep.maxRequests, s.notes.length]), [[20, undefined, 0], [20, 24, 0]]);

  const all = parseSpec(`${ENDPOINT}workload: {prompt: Hi}\nsweep: {requests: 8, max_requests: 24}\nscenarios: [{name: chat}, {name: rag}]\n`, SRC);
  assert.throws(() => resolveScenarioPlans(all, { requests: 30 }), (err: Error & { code?: string }) => {
    assert.equal(err.code, 'USAGE');
    assert.match(err.message, /^--requests 30: no scenario can take it \(scenarios\[0\] \(chat\): more than its sweep\.max_requests \(24\); scenarios\[1\] \(rag\): more than/);
    return true;
  });
});
