// @parallel: asserts no timing (every wait polls until its condition holds, for up to 60 s; the one latency it reads, a 10 ms TTFT, is held to 1.234 s), so it may run beside other test files (scripts/test.mjs).
/**
 * The probe against the real thing: a real Prometheus scraping `dist/cli.js probe` on loopback
 * every second, read back through its HTTP query API, and a real Pushgateway receiving a push.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startCli, tempDir, waitFor, writeSpec, type StartedCli } from '../helpers/cli.js';
import { binaryRequirement, query, queryUntil, requireBinary, startPrometheus, startPushgateway, type Daemon } from '../helpers/prometheus.js';
import { needing } from '../helpers/real-servers.js';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));
const PROBE_DOC = fileURLToPath(new URL('../../../docs/probe.md', import.meta.url));
const cleanups: (() => Promise<unknown>)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function sim(): Promise<Simulator> {
  const s = await startSimulator({ prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 5, decodePerSeqMs: 0, jitter: 0, maxBatch: 16 });
  cleanups.push(() => s.close());
  return s;
}

function started(cli: StartedCli): StartedCli {
  cleanups.push(async () => { if (cli.child.exitCode === null) { cli.child.kill('SIGKILL'); await cli.done; } });
  return cli;
}

/** The one-line YAML of README.md's probe section that starts with `key:`. */
async function readmeLine(key: string): Promise<string> {
  const line = (await readFile(README, 'utf8')).split('\n').find((l) => l.startsWith(`${key}:`));
  assert.ok(line, `README.md has a line starting with ${key}:`);
  return line;
}

// Each test needs its binaries: absent, it is skipped with the command that installs them, or
// fails when LLM_SLO_GATE_REQUIRE_SERVERS is set (as in .ci/run).
test('a real Prometheus scraping the probe sees its TTFT histogram, request counter and objective gauges, and README\'s alert rule fires', ...needing(binaryRequirement('prometheus'), async () => {
  const s = await sim();
  const dir = await tempDir();
  // One probe of 5 requests, then an hour's wait: the figures stay put while Prometheus scrapes them.
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${s.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
slos:
  - name: fast enough
    thresholds: {ttft_ms: {p50: 1234}}
  - name: impossible
    thresholds: {e2e_ms: {max: 1}}
probe: {interval_s: 3600, concurrency: 5, window: {probes: 1}}
`);
  const probe = started(startCli(['probe', '--spec', specPath, '--listen', '127.0.0.1:0'], { cwd: dir, env: { OPENAI_API_KEY: 'sk-probe-secret-1234' }, timeoutMs: 120_000 }));
  await waitFor(probe.stderr, /metrics at http:\/\/127\.0\.0\.1:\d+\/metrics/, 60_000);
  const target = /metrics at http:\/\/(127\.0\.0\.1:\d+)\/metrics/.exec(probe.stderr())![1]!;

  // README's alert rule, exactly as written there, loaded into the real Prometheus.
  const rules = join(dir, 'rules.yml');
  await writeFile(rules, `${await readmeLine('groups')}\n`);
  const prometheus: Daemon = await startPrometheus(target, [rules]);
  cleanups.push(() => prometheus.stop());

  const labels = { endpoint: `${s.url}/chat/completions`, model: 'sim-model', api: 'openai-chat' };
  const ttft = await queryUntil(prometheus.url, 'llm_slo_ttft_seconds_count', (r) => r.length === 1 && r[0]!.value === 5);
  assert.deepEqual({ ...ttft[0]!.metric }, { __name__: 'llm_slo_ttft_seconds_count', job: 'llm-slo-probe', instance: target, ...labels });

  const requests = await query(prometheus.url, 'llm_slo_requests_total');
  assert.deepEqual(requests.map((r) => [r.metric.outcome, r.value]).sort(), [['error', 0], ['success', 5]]);
  assert.deepEqual(await query(prometheus.url, 'llm_slo_probes_total'), [{ metric: { __name__: 'llm_slo_probes_total', job: 'llm-slo-probe', instance: target, ...labels }, value: 1 }]);
  // The SLO limit of 1234 ms is a bucket bound of its own, so the share within it is exact.
  const within = await query(prometheus.url, 'llm_slo_ttft_seconds_bucket{le="1.234"}');
  assert.equal(within[0]?.value, 5, 'all 5 answers came within 1.234 s');
  const p50 = await query(prometheus.url, 'histogram_quantile(0.5, llm_slo_ttft_seconds_bucket)');
  assert.ok(p50[0]!.value > 0 && p50[0]!.value < 1.234, `median TTFT ${p50[0]?.value} s`);

  const objectives = await query(prometheus.url, 'llm_slo_objective_ok');
  assert.deepEqual(objectives.map((r) => [r.metric.slo, r.metric.objective, r.value]).sort(), [
    ['default success rate', 'success_rate >= 0.9', 1],
    ['fast enough', 'ttft_ms.p50 <= 1234', 1],
    ['impossible', 'e2e_ms.max <= 1', 0],
  ]);

  // The rule waits 5 minutes before firing; pending already names the broken objective.
  const alerts = await queryUntil(prometheus.url, 'ALERTS{alertname="LlmSloObjectiveBroken"}', (r) => r.length > 0);
  assert.deepEqual(alerts.map((a) => [a.metric.alertstate, a.metric.objective]), [['pending', 'e2e_ms.max <= 1']]);

  const scraped = await (await fetch(`http://${target}/metrics`)).text();
  assert.doesNotMatch(scraped, /sk-probe-secret/, 'the key is never in the metrics');

  probe.child.kill('SIGTERM');
  const res = await probe.done;
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stderr, /SIGTERM: stopping/);
  assert.match(res.stderr, /probe: stopped \(SIGTERM\) after 1 probe, 5 requests, 0 failed/);
  await assert.rejects(fetch(`http://${target}/metrics`), 'the listener is closed');
  const up = await queryUntil(prometheus.url, 'up{job="llm-slo-probe"}', (r) => r[0]?.value === 0, 60_000);
  assert.equal(up[0]!.value, 0, 'Prometheus sees the probe gone');
}));

test('the scrape jobs and rules of README.md and docs/probe.md pass promtool\'s checks', ...needing(binaryRequirement('promtool'), async () => {
  const promtool = requireBinary('promtool');
  const dir = await tempDir();
  // docs/probe.md's YAML blocks: the scrape job, then the rules.
  const blocks = (await readFile(PROBE_DOC, 'utf8')).split('```yaml\n').slice(1).map((b) => b.slice(0, b.indexOf('```')));
  const files: [string, string, string][] = [
    ['config', 'readme-prometheus.yml', await readmeLine('scrape_configs')],
    ['rules', 'readme-rules.yml', await readmeLine('groups')],
    ['config', 'doc-prometheus.yml', blocks.find((b) => b.startsWith('scrape_configs:')) ?? 'missing: true'],
    ['rules', 'doc-rules.yml', blocks.find((b) => b.startsWith('groups:')) ?? 'missing: true'],
  ];
  for (const [what, file, text] of files) {
    await writeFile(join(dir, file), `${text}\n`);
    const res = spawnSync(promtool, ['check', what, join(dir, file)], { encoding: 'utf8' });
    assert.equal(res.status, 0, `promtool check ${what} ${file}: ${res.stdout}${res.stderr}`);
  }
}));

test('--push-url sends one bounded run\'s figures to a real Pushgateway', ...needing(binaryRequirement('prometheus-pushgateway', 'pushgateway'), async () => {
  const gateway = await startPushgateway();
  cleanups.push(() => gateway.stop());
  const s = await sim();
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${s.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
slos: [{thresholds: {ttft_ms: {p50: 5000}}}]
probe: {interval_s: 0.2, window: {probes: 5}}
`);
  const res = await startCli(['probe', '--spec', specPath, '--count', '5', '--push-url', gateway.url], { cwd: dir, timeoutMs: 60_000 }).done;
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stderr, /no scrape endpoint/, 'push only opens no port');
  assert.match(res.stderr, /pushed the figures of 5 probe\(s\)/);

  // The gateway's own API lists the group pushed under the probe's job.
  const groups = (await (await fetch(`${gateway.url}/api/v1/metrics`)).json() as { data: { labels: Record<string, string> }[] }).data;
  assert.deepEqual(groups.map((g) => g.labels), [{ job: 'llm_slo_gate' }]);
  // Its exposition holds what the probe pushed, with the probe's labels and the job's.
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const value = (name: string, has: string): number | undefined => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes('job="llm_slo_gate"') && l.includes(has));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };
  const endpoint = `endpoint="${s.url}/chat/completions"`;
  assert.equal(value('llm_slo_ttft_seconds_count', endpoint), 5, text);
  assert.equal(value('llm_slo_requests_total', 'outcome="success"'), 5);
  assert.equal(value('llm_slo_requests_total', 'outcome="error"'), 0);
  assert.equal(value('llm_slo_probes_total', 'model="sim-model"'), 5);
  assert.equal(value('llm_slo_objective_ok', 'objective="ttft_ms.p50 <= 5000"'), 1);
}));
