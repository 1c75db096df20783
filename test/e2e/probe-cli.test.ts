// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * `llm-slo-gate probe` as a user runs it (dist/cli.js as a child process) when things go wrong:
 * an endpoint that cannot be reached, a Pushgateway that cannot be reached, an endpoint that
 * refuses stream_options, bad flags; and the bounded runs CI uses.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, startCli, tempDir, waitFor, writeSpec } from '../helpers/cli.js';
import { closedPort } from '../helpers/transcript-server.js';

const sims: Simulator[] = [];
after(async () => { for (const s of sims) await s.close(); });

async function sim(config: Parameters<typeof startSimulator>[0] = {}): Promise<Simulator> {
  const s = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0, ...config });
  sims.push(s);
  return s;
}

test('an unreachable endpoint is counted by kind with one log line, never a crash; SIGTERM exits 0 and closes the listener', async () => {
  const port = await closedPort();
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "http://127.0.0.1:${port}/v1", model: m}
workload: {prompt: Hi, max_tokens: 8}
probe: {interval_s: 0.1}
`);
  const cli = startCli(['probe', '--spec', specPath, '--listen', '127.0.0.1:0'], { cwd: dir, env: { OPENAI_API_KEY: 'sk-never-shown-4321' } });
  await waitFor(cli.stderr, /metrics at http:\/\/127\.0\.0\.1:\d+\/metrics/, 60_000);
  const url = /metrics at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(cli.stderr())![1]!;
  let text = '';
  const deadline = performance.now() + 60_000;
  while (!/^llm_slo_request_errors_total\{kind="connect",.*\} ([3-9]|\d\d+)$/m.test(text) && performance.now() < deadline) {
    text = await (await fetch(url)).text();
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.match(text, /^llm_slo_request_errors_total\{kind="connect",endpoint="http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions",model="m",api="openai-chat"\} ([3-9]|\d\d+)$/m);
  assert.match(text, /^llm_slo_requests_total\{outcome="success",.*\} 0$/m);
  assert.match(text, /^llm_slo_objective_ok\{slo="default success rate",objective="success_rate >= 0.9",.*\} 0$/m);
  assert.doesNotMatch(text, /sk-never-shown/);

  cli.child.kill('SIGTERM');
  const res = await cli.done;
  assert.equal(res.code, 0, res.stderr);
  assert.equal(res.stderr.match(/probe request failed \(connect\)/g)?.length, 1, `one line for the kind, not one per probe:\n${res.stderr}`);
  assert.match(res.stderr, /probe request failed \(connect\): Could not reach the endpoint/);
  assert.match(res.stderr, /probe: stopped \(SIGTERM\) after \d+ probes, \d+ requests, \d+ failed; over the window: success_rate >= 0\.9 broken \(0/);
  assert.doesNotMatch(res.stderr, /internal error|sk-never-shown/);
  await assert.rejects(fetch(url), 'the listener is closed');
});

test('an unreachable Pushgateway is a warning, its credentials never shown, and the run still exits 0', async () => {
  const s = await sim();
  const port = await closedPort();
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${s.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
probe: {interval_s: 0.1}
`);
  const res = await runCli(['probe', '--spec', specPath, '--count', '2', '--push-url', `http://ci:gateway-pass@127.0.0.1:${port}/`], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stderr, new RegExp(`^warning: could not push the metrics to the Pushgateway at http://127\\.0\\.0\\.1:${port}/: .*ECONNREFUSED`, 'm'));
  assert.match(res.stderr, /probe: finished after 2 probes, 2 requests, 0 failed/);
  assert.doesNotMatch(res.stderr, /gateway-pass/);
});

test('--duration bounds a run; an endpoint refusing stream_options is probed without it, with one note for a burst', async () => {
  const s = await sim({ streamOptions: false });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${s.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
probe: {interval_s: 0.1, concurrency: 3}
`);
  // 3 s: long enough that a process starved of the CPU beside other test files still probes.
  const res = await runCli(['probe', '--spec', specPath, '--duration', '3', '--listen', '127.0.0.1:0'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  // Three requests refused at once: each is sent again without the field, and the note comes once.
  assert.equal(res.stderr.match(/note: the server rejected stream_options \(HTTP 400\)/g)?.length, 1, res.stderr);
  const m = /probe: finished after (\d+) probes, (\d+) requests, 0 failed/.exec(res.stderr);
  // At most one probe per 0.1 s of the 3 s, and one in flight at the end.
  assert.ok(m && Number(m[1]) >= 1 && Number(m[1]) <= 31, res.stderr);
  assert.equal(Number(m[2]), 3 * Number(m[1]), 'every request of every probe counted');
});

for (const c of [
  { name: 'a listen address that is not one', args: ['--listen', 'localhost'], error: /^error: --listen "localhost": not an address to listen on$/m },
  { name: 'a count that is not a number', args: ['--count', 'ten'], error: /^error: --count "ten": not a whole number$/m },
  { name: 'a count of 0', args: ['--count', '0'], error: /^error: --count 0: the probe would send nothing$/m },
  { name: 'a push URL that is not http', args: ['--push-url', 'ftp://x'], error: /^error: --push-url "ftp:\/\/x\/": not an http:\/\/ or https:\/\/ URL$/m },
  { name: 'a misspelt flag', args: ['--lisen', '127.0.0.1:0'], error: /unknown option "--lisen" for probe — did you mean --listen\?/ },
]) {
  test(`${c.name} is a usage error (exit 2) before anything is sent`, async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: Hi}\n');
    const res = await runCli(['probe', '--spec', specPath, ...c.args], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, c.error);
  });
}

test('a listen port in use is a usage error naming it', async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const { port } = busy.address() as { port: number };
  try {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: Hi}\n');
    const res = await runCli(['probe', '--spec', specPath, '--listen', `127.0.0.1:${port}`], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, new RegExp(`^error: --listen 127\\.0\\.0\\.1:${port}: cannot listen: the port is in use$`, 'm'));
  } finally {
    await new Promise((resolve) => busy.close(resolve));
  }
});

test('a spec whose workload is only in its scenarios is refused: the probe needs one fixed prompt', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nscenarios: [{name: a, workload: {prompt: Hi}}]\n');
  const res = await runCli(['probe', '--spec', specPath, '--count', '1'], { cwd: dir });
  assert.equal(res.code, 2, res.stderr);
  assert.match(res.stderr, /the probe sends the top-level workload, and this spec has none/);
});
