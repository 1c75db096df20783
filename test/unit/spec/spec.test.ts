// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isGateError } from '../../../src/errors.js';
import { checkSpecText, loadSpecFile, parseSpec, specLocator } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import type { Plan } from '../../../src/spec/types.js';

const SRC = '.github/llm-slo.yml';

/** The message of the GateError that `fn` throws, after checking its code. */
function messageOf(fn: () => unknown, code = 'SPEC_INVALID'): string {
  try {
    fn();
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, code);
    return err.message;
  }
  assert.fail('no error was thrown');
}

/** The gate part of a plan whose spec has no slos, baseline or knee sections. */
const NO_GATE: Plan['gate'] = {
  slos: [],
  baseline: { configured: false, path: '.github/llm-slo-baseline.json', maxChange: {}, level: 'error', judgeClientBound: false, confidence: 0.95, inconclusive: 'warn', minRuns: 2 },
  safetyFactor: 0.75,
  minSuccessRate: 0.9,
  onInconclusive: 'fail',
};

describe('parseSpec with a valid spec', () => {
  const minimalPlan: Plan = {
    specPath: SRC,
    endpoint: { baseUrl: 'http://127.0.0.1:8000/v1', model: 'm', api: 'openai-chat', apiKeyEnv: 'OPENAI_API_KEY', timeoutMs: 120_000, stallTimeoutMs: 30_000, headers: {} },
    workload: { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 256, temperature: undefined },
    sweep: { concurrency: [1, 4, 8, 16], requests: 32, warmup: 2, maxDurationS: 900 },
    gate: NO_GATE,
    // Without a server_metrics section, /metrics at the endpoint's origin is looked for.
    serverMetrics: { mode: 'discover', url: 'http://127.0.0.1:8000/metrics', headerEnvs: {}, intervalMs: 250, maxIntervalMs: 1000 },
  };
  const cases: { name: string; text: string; want: Plan }[] = [
    {
      name: 'a minimal YAML spec gets every default',
      text: 'endpoint:\n  base_url: http://127.0.0.1:8000/v1\n  model: m\nworkload:\n  prompt: Hi\n',
      want: minimalPlan,
    },
    {
      name: 'a minimal JSON spec gets the same plan',
      text: '{\n\t"endpoint": {"base_url": "http://127.0.0.1:8000/v1", "model": "m"},\n\t"workload": {"prompt": "Hi"}\n}\n',
      want: minimalPlan,
    },
    {
      name: 'a full spec keeps every value it sets',
      text: [
        'version: 1',
        'endpoint:',
        '  base_url: https://api.example.com',
        '  model: big',
        '  api_key_env: EXAMPLE_KEY',
        '  timeout_s: 30.5',
        '  stall_timeout_s: 12',
        '  headers: { X-Route: canary }',
        'workload:',
        '  messages:',
        '    - { role: system, content: Be brief. }',
        '    - { role: user, content: Hello }',
        '  max_tokens: 512',
        '  temperature: 0',
        'sweep:',
        '  concurrency: [2, 1]',
        '  requests: 10',
        '  warmup: 0',
        '  max_duration_s: 45.5',
      ].join('\n'),
      want: {
        specPath: SRC,
        endpoint: { baseUrl: 'https://api.example.com', model: 'big', api: 'openai-chat', apiKeyEnv: 'EXAMPLE_KEY', timeoutMs: 30_500, stallTimeoutMs: 12_000, headers: { 'X-Route': 'canary' } },
        workload: {
          messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hello' }],
          maxTokens: 512,
          temperature: 0,
        },
        sweep: { concurrency: [2, 1], requests: 10, warmup: 0, maxDurationS: 45.5 },
        gate: NO_GATE,
        serverMetrics: { mode: 'discover', url: 'https://api.example.com/metrics', headerEnvs: {}, intervalMs: 250, maxIntervalMs: 1000 },
      },
    },
    {
      name: 'server_metrics sets where and how often the server\'s metrics are read, and false turns them off',
      text: 'endpoint: {base_url: "http://gpu-box:8000/v1", model: m}\nworkload: {prompt: Hi}\nserver_metrics: {url: "http://gpu-box:9000/metrics", headers: {Authorization: METRICS_AUTH}, interval_ms: 250}\n',
      want: {
        ...minimalPlan,
        endpoint: { ...minimalPlan.endpoint, baseUrl: 'http://gpu-box:8000/v1' },
        serverMetrics: { mode: 'set', url: 'http://gpu-box:9000/metrics', headerEnvs: { Authorization: 'METRICS_AUTH' }, intervalMs: 250, maxIntervalMs: 250 },
      },
    },
    {
      name: 'server_metrics: false reads nothing',
      text: 'endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}\nworkload: {prompt: Hi}\nserver_metrics: false\n',
      want: { ...minimalPlan, serverMetrics: { mode: 'off' } },
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.deepEqual(resolvePlan(parseSpec(c.text, SRC), {}, SRC), c.want));
  }

  it('a spec with gate sections carries them into the plan', () => {
    const text = [
      'endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}',
      'workload: {prompt: Hi}',
      'slos:',
      '  - name: chat',
      '    at: {concurrency: 8}',
      '    thresholds:',
      '      ttft_ms: {p95: 1500}',
      'baseline:',
      '  path: base.json',
      '  max_change: {ttft_ms.p95: "+10%"}',
      '  level: warn',
      'knee: {safety_factor: 0.5}',
    ].join('\n');
    const plan = resolvePlan(parseSpec(text, SRC), {}, SRC);
    assert.deepEqual(plan.gate, {
      slos: [{ name: 'chat', at: { concurrency: 8 }, thresholds: { ttft_ms: { p95: 1500 } } }],
      baseline: { configured: true, path: 'base.json', maxChange: { 'ttft_ms.p95': '+10%' }, level: 'warn', judgeClientBound: false, confidence: 0.95, inconclusive: 'warn', minRuns: 2 },
      safetyFactor: 0.5,
      minSuccessRate: 0.9,
      onInconclusive: 'fail',
    });
  });
});

describe('specLocator', () => {
  const text = 'endpoint: {base_url: "http://h/v1", model: m}\nworkload: {prompt: Hi}\nslos:\n  - thresholds:\n      ttft_ms:\n        p95: 1500\nbaseline:\n  max_change:\n    ttft_ms.p95: "+10%"\n';
  const locate = specLocator(text);
  const cases: [string, number | null][] = [
    ['slos[0].thresholds.ttft_ms.p95', 6],
    ['baseline.max_change["ttft_ms.p95"]', 9],
    ['workload', 2],
    ['not a path!', null],
  ];
  for (const [path, line] of cases) it(`finds ${path} on line ${line}`, () => assert.equal(locate(path), line));
});

describe('parseSpec errors name the place, the field and the fix', () => {
  const ok = 'endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  prompt: Hi\n';
  const cases: { name: string; text: string; want: string[] }[] = [
    {
      name: 'a wrong type',
      text: `${ok}sweep:\n  concurrency: [1, 4, eight]\n`,
      want: [`${SRC}:7:23 sweep.concurrency[2]: must be an integer from 1 to 1024 (got "eight")`],
    },
    {
      name: 'a number out of range',
      text: `${ok}sweep:\n  requests: 0\n`,
      want: [`${SRC}:7:13 sweep.requests: must be an integer from 1 to 100000 (got 0)`],
    },
    {
      name: 'a timeout of zero',
      text: 'endpoint:\n  base_url: http://h/v1\n  model: m\n  timeout_s: 0\nworkload:\n  prompt: Hi\n',
      want: [`${SRC}:4:14 endpoint.timeout_s: must be a number greater than 0 and at most 3600 (got 0)`],
    },
    {
      name: 'an unknown field, with a suggestion',
      text: `${ok}sweep:\n  concurency: [1]\n`,
      want: [`${SRC}:7:3 sweep.concurency: unknown field "concurency" — did you mean "concurrency"?`],
    },
    {
      name: 'an unknown field far from any name, with the allowed names',
      text: `${ok}colour: blue\n`,
      want: [`${SRC}:6:1 colour: unknown field "colour" — allowed here: version, endpoint, workload, sweep`],
    },
    {
      name: 'both prompt and messages',
      text: 'endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  prompt: Hi\n  messages: [{ role: user, content: Hi }]\n',
      want: [`${SRC}:6:3 workload: has both \`prompt\` and \`messages\`; keep only one`],
    },
    {
      name: 'neither prompt nor messages',
      text: 'endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  max_tokens: 8\n',
      want: [`${SRC}:4:1 workload: needs \`prompt\` or \`messages\` or \`prompts\` or \`synthetic\`; add one of them`],
    },
    {
      name: 'a missing required field',
      text: 'endpoint:\n  base_url: http://h/v1\nworkload:\n  prompt: Hi\n',
      want: [`${SRC}:1:1 endpoint.model: is required but missing — model id sent with every request`],
    },
    {
      name: 'a role outside the allowed list',
      text: 'endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  messages:\n    - role: human\n      content: Hi\n',
      want: [`${SRC}:6:13 workload.messages[0].role: must be one of "system", "developer", "user", "assistant", "tool" (got "human")`],
    },
    {
      name: 'a server_metrics interval too short',
      text: `${ok}server_metrics:\n  interval_ms: 5\n`,
      want: [`${SRC}:7:16 server_metrics.interval_ms: must be a whole number of ms from 100 to 60000, such as 1000 (got 5)`],
    },
    {
      name: 'a server_metrics header given a value instead of its variable',
      text: `${ok}server_metrics:\n  headers: {Authorization: "Bearer abc"}\n`,
      want: [`${SRC}:7:28 server_metrics.headers.Authorization: must be the name of an environment variable, such as METRICS_AUTH (got "Bearer abc")`],
    },
    {
      name: 'a repeated concurrency level',
      text: `${ok}sweep:\n  concurrency: [1, 4, 4]\n`,
      want: [`${SRC}:7:23 sweep.concurrency[2]: repeats 4 from sweep.concurrency[1]; list each value once`],
    },
    {
      name: 'a base URL that is not http(s)',
      text: 'endpoint:\n  base_url: localhost:8000\n  model: m\nworkload:\n  prompt: Hi\n',
      want: [`${SRC}:2:13 endpoint.base_url: must be an http:// or https:// URL`],
    },
    {
      name: 'a base URL with the endpoint path',
      text: 'endpoint:\n  base_url: https://h/v1/chat/completions\n  model: m\nworkload:\n  prompt: Hi\n',
      want: [`${SRC}:2:13 endpoint.base_url: must be the API root, not the /chat/completions endpoint (the client adds that); use "https://h/v1"`],
    },
    {
      name: 'bad YAML syntax',
      text: 'endpoint:\n  base_url: "http://h/v1\n  model: m\n',
      want: [`${SRC}:4:1 is not valid YAML: Missing closing "quote`],
    },
    {
      name: 'a duplicate key',
      text: 'endpoint:\n  base_url: http://h/v1\n  model: m\n  model: n\nworkload:\n  prompt: Hi\n',
      want: [`${SRC}:4:3 field "model" appears twice in the same mapping; keep one`],
    },
    {
      name: 'two YAML documents',
      text: `${ok}---\n${ok}`,
      want: [`${SRC}:6:1 holds more than one YAML document`],
    },
    {
      name: 'an empty file',
      text: '# nothing yet\n',
      want: [`${SRC}:1:1 is empty; start from examples/llm-slo.yml`],
    },
    {
      name: 'a list instead of a mapping',
      text: '- endpoint\n',
      want: [`${SRC}:1:1 the spec must be a mapping with endpoint and workload sections (got a list)`],
    },
  ];
  for (const c of cases) {
    it(`reports ${c.name}`, () => {
      const lines = messageOf(() => parseSpec(c.text, SRC)).split('\n');
      assert.equal(lines.length, c.want.length, lines.join('\n'));
      c.want.forEach((w, i) => assert.ok(lines[i]?.startsWith(w), `got:  ${lines[i]}\nwant: ${w}…`));
    });
  }

  it('lists every problem at once, in file order, one per line', () => {
    const text = 'endpoint:\n  base_url: ftp://h\n  model: ""\nworkload:\n  prompt: Hi\n  max_tokens: 0\nsweep:\n  warmup: -1\n';
    const lines = messageOf(() => parseSpec(text, SRC)).split('\n');
    assert.deepEqual(lines.map((l) => l.split(' ')[0]), [`${SRC}:2:13`, `${SRC}:3:10`, `${SRC}:6:15`, `${SRC}:8:11`]);
  });

  it('returns the same problems without throwing from checkSpecText', () => {
    const { spec, problems } = checkSpecText(`${ok}sweep:\n  requests: 0\n`, SRC);
    assert.equal(spec, undefined);
    assert.deepEqual(problems, [{ path: 'sweep.requests', line: 7, col: 13, message: 'must be an integer from 1 to 100000 (got 0)' }]);
  });
});

describe('parseSpec refuses credentials written into the spec', () => {
  const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345';
  const base = (endpointExtra: string): string =>
    `endpoint:\n  base_url: http://h/v1\n  model: m\n${endpointExtra}workload:\n  prompt: Hi\n`;
  const cases: { name: string; text: string; where: string }[] = [
    { name: 'an api_key field', text: base(`  api_key: ${KEY}\n`), where: `${SRC}:4:3 endpoint.api_key:` },
    { name: 'an Authorization header', text: base(`  headers:\n    Authorization: Bearer ${KEY}\n`), where: `${SRC}:5:5 endpoint.headers.Authorization:` },
    { name: 'a key in another header', text: base(`  headers:\n    X-Custom: ${KEY}\n`), where: `${SRC}:5:15 endpoint.headers["X-Custom"]:` },
    { name: 'a key in place of the variable name', text: base(`  api_key_env: ${KEY}\n`), where: `${SRC}:4:16 endpoint.api_key_env: must be the name of the environment variable` },
    { name: 'a password in the base URL', text: `endpoint:\n  base_url: https://user:${KEY}@h/v1\n  model: m\nworkload:\n  prompt: Hi\n`, where: `${SRC}:2:13 endpoint.base_url:` },
    { name: 'a key in the base URL\'s path', text: `endpoint:\n  base_url: https://h/keys/${KEY}/v1\n  model: m\nworkload:\n  prompt: Hi\n`, where: `${SRC}:2:13 endpoint.base_url: must not carry a key in its path` },
    { name: 'a key in place of the model id', text: `endpoint:\n  base_url: http://h/v1\n  model: ${KEY}\nworkload:\n  prompt: Hi\n`, where: `${SRC}:3:10 endpoint.model: this value looks like an API key` },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}, names the variable to use, and never echoes the key`, () => {
      const message = messageOf(() => parseSpec(c.text, SRC));
      // One line: the field's other errors (unknown field, bad pattern) are not reported on top.
      assert.equal(message.split('\n').length, 1, message);
      assert.ok(message.startsWith(c.where), message);
      assert.match(message, /environment variable/);
      assert.ok(!message.includes(KEY.slice(3, 20)), `the key leaked into: ${message}`);
    });
  }

  it('names the variable the spec chose', () => {
    const message = messageOf(() => parseSpec(base(`  api_key_env: GATEWAY_KEY\n  api_key: ${KEY}\n`), SRC));
    assert.match(message, /environment variable GATEWAY_KEY/);
  });

  it('accepts ordinary text that merely resembles a credential', () => {
    const text = 'endpoint:\n  base_url: http://h/v1\n  model: sk-model-v2\n  headers: { X-Route: sk-canary }\n'
      + 'workload:\n  prompt: Token authentication and sk-learn, explained briefly\n';
    assert.doesNotThrow(() => parseSpec(text, SRC));
  });
});

describe('loadSpecFile', () => {
  it('reads a file and returns the path as given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-slo-spec-'));
    const path = join(dir, 'llm-slo.yml');
    await writeFile(path, 'endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  prompt: Hi\n');
    const loaded = await loadSpecFile(path);
    assert.equal(loaded.path, path);
    assert.equal(loaded.spec.endpoint.model, 'm');
  });

  it('names the file in its problems', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-slo-spec-'));
    const path = join(dir, 'bad.yml');
    await writeFile(path, 'endpoint: {}\n');
    await assert.rejects(loadSpecFile(path), (err: unknown) => isGateError(err) && err.code === 'SPEC_INVALID'
      && err.message.split('\n').includes(`${path}:1:1 endpoint.base_url: is required but missing — `
        + 'root URL of the OpenAI-compatible API, such as `https://api.openai.com/v1` or `http://127.0.0.1:8000/v1`'));
  });

  it('names the file by its display name when given one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-slo-spec-'));
    const path = join(dir, 'bad.yml');
    await writeFile(path, 'endpoint: {}\n');
    await assert.rejects(loadSpecFile(path, '.github/llm-slo.yml'), (err: unknown) => isGateError(err)
      && err.message.startsWith('.github/llm-slo.yml:1:1 ') && !err.message.includes(dir));
    await assert.rejects(loadSpecFile(join(dir, 'none.yml'), 'none.yml'), (err: unknown) => isGateError(err)
      && err.message === 'spec file not found: none.yml');
  });

  it('says how to create a missing file', async () => {
    await assert.rejects(loadSpecFile('no/such/llm-slo.yml'), (err: unknown) => isGateError(err)
      && err.code === 'SPEC_INVALID'
      && err.message === 'spec file not found: no/such/llm-slo.yml'
      && (err.hint ?? '').includes('examples/llm-slo.yml'));
  });

  it('validates the shipped example', async () => {
    const path = fileURLToPath(new URL('../../../../examples/llm-slo.yml', import.meta.url));
    const { spec } = await loadSpecFile(path);
    const plan = resolvePlan(spec, {});
    assert.equal(plan.endpoint.baseUrl, 'http://127.0.0.1:8000/v1');
    assert.equal(plan.endpoint.model, 'sim-model');
    assert.equal(plan.workload.maxTokens, 16);
    assert.deepEqual(plan.sweep, { concurrency: [1, 2, 4, 8, 16, 32], requests: 24, warmup: 2, maxDurationS: 900 });
  });
});

describe('the gate section', () => {
  const base = 'endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}\nworkload: {prompt: Hi}\n';
  it('carries min_success_rate and on_inconclusive into the plan, false removing the default objective', () => {
    const plan = resolvePlan(parseSpec(`${base}gate: {min_success_rate: false, on_inconclusive: pass}\n`, SRC), {}, SRC);
    assert.equal(plan.gate.minSuccessRate, false);
    assert.equal(plan.gate.onInconclusive, 'pass');
    assert.equal(resolvePlan(parseSpec(`${base}gate: {min_success_rate: 0.95}\n`, SRC), {}, SRC).gate.minSuccessRate, 0.95);
  });
  const bad: Array<[string, RegExp]> = [
    ['gate: {on_inconclusive: maybe}', /gate\.on_inconclusive: must be one of "fail", "pass" \(got "maybe"\)/],
    ['gate: {min_success_rate: 1.5}', /gate\.min_success_rate: must be a fraction above 0 and at most 1, such as 0\.9, or false to remove the default objective/],
    ['gate: {min_success_rate: true}', /gate\.min_success_rate: must be a fraction above 0 and at most 1/],
  ];
  for (const [line, want] of bad) it(`refuses ${line}, naming the field`, () => assert.match(messageOf(() => parseSpec(`${base}${line}\n`, SRC)), want));
});
