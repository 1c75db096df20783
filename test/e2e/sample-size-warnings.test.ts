// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import { sampleSizeWarnings } from '../../src/gate/sample-size-warnings.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const HEAD = 'endpoint:\n  base_url: http://127.0.0.1:9/v1\n  model: m\nworkload:\n  prompt: Hi\n';

function warnings(yaml: string): string[] {
  return sampleSizeWarnings(resolvePlan(parseSpec(HEAD + yaml, 'spec.yml'), {}));
}

test('a p99 threshold at the default 32 requests is named with what it needs and the fix', () => {
  const w = warnings('slos:\n  - name: tail\n    thresholds:\n      ttft_ms: {p99: 900, p50: 100}\n');
  assert.equal(w.length, 1, w.join('\n'));
  assert.match(w[0]!, /SLO "tail" gates ttft_ms\.p99, which is reported from 100 requests/);
  assert.match(w[0]!, /the sweep measures 32 per level \(sweep\.requests 32\)/);
  assert.match(w[0]!, /set sweep\.requests to 100 or more, or let levels grow with sweep\.max_requests/);
});

test('a p95 max_change needs 40 a side; ITL, p50 and rates never warn', () => {
  const w = warnings('baseline:\n  max_change:\n    ttft_ms.p95: "+10%"\n    ttft_ms.p50: "+10%"\n    itl_ms.p99: "+10%"\n    qps: "-10%"\n');
  assert.equal(w.length, 1, w.join('\n'));
  assert.match(w[0]!, /baseline\.max_change "ttft_ms\.p95" is judged only from 40 requests a level on each side/);
});

test('enough requests, max_requests or repeats silence the warning', () => {
  const gated = 'slos:\n  - thresholds:\n      e2e_ms: {p99: 5000}\nbaseline:\n  max_change:\n    tpot_ms.p95: "+10%"\n';
  assert.equal(warnings(`${gated}sweep:\n  requests: 100\n`).length, 0);
  assert.equal(warnings(`${gated}sweep:\n  requests: 32\n  max_requests: 128\n`).length, 0);
  assert.equal(warnings(`${gated}sweep:\n  requests: 25\n  repeats: 4\n`).length, 0);
  const short = warnings(`${gated}sweep:\n  requests: 20\n  repeats: 2\n`);
  assert.equal(short.length, 1, short.join('\n'));
  assert.match(short[0]!, /40 per level \(sweep\.requests 20 × sweep\.repeats 2\)/);
});

test('validate prints the warning without failing', async () => {
  const dir = await tempDir();
  await writeSpec(dir, HEAD + 'slos:\n  - name: tail\n    thresholds:\n      tpot_ms: {p99: 50}\n');
  const r = await runCli(['validate', '--spec', 'llm-slo.yml'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /valid/);
  assert.match(r.stderr, /^warning: SLO "tail" gates tpot_ms\.p99/m);
});

test('rate levels keep sweep.requests: max_requests does not silence an SLO that applies to them', () => {
  const slo = 'slos:\n  - name: chat\n    thresholds:\n      ttft_ms: {p95: 900}\n';
  const rateOnly = warnings(`${slo}sweep:\n  rate: [2, 4]\n  requests: 10\n  max_requests: 40\n`);
  assert.equal(rateOnly.length, 2, rateOnly.join('\n'));
  assert.match(rateOnly[0]!, /SLO "chat" gates ttft_ms\.p95, which is reported from 20 requests at a level; the sweep measures 10 per rate level \(sweep\.requests 10\)/);
  assert.match(rateOnly[0]!, /set sweep\.requests to 20 or more \(rate levels keep sweep\.requests; sweep\.max_requests grows concurrency levels only\)/);
  assert.match(rateOnly[1]!, /^sweep\.max_requests 40 has no effect: adaptive sampling grows concurrency levels only, and this sweep has none/);

  // Mixed sweep: an SLO on every level is judged at the rate levels too; one at concurrency only is not.
  const mixed = `sweep:\n  concurrency: [1, 4]\n  rate: [2]\n  requests: 8\n  max_requests: 40\n  repeats: 2\n`;
  const every = warnings(`${slo}${mixed}`);
  assert.equal(every.length, 1, every.join('\n'));
  assert.match(every[0]!, /the sweep measures 16 per rate level \(sweep\.requests 8 × sweep\.repeats 2\)/);
  assert.match(every[0]!, /set sweep\.requests to 10 or more/);
  assert.deepEqual(warnings(`slos:\n  - at: {concurrency: [1, 4]}\n    thresholds:\n      ttft_ms: {p95: 900}\n${mixed}`), []);
  const atRate = warnings(`slos:\n  - name: open\n    at: {rate: 2}\n    thresholds:\n      ttft_ms: {p95: 900}\n${mixed}`);
  assert.equal(atRate.length, 1, atRate.join('\n'));
  assert.match(atRate[0]!, /SLO "open" gates ttft_ms\.p95/);

  // A baseline max_change applies to every level, so the rate levels' size decides.
  const change = warnings(`baseline:\n  max_change:\n    ttft_ms.p95: "+10%"\n${mixed}`);
  assert.equal(change.length, 1, change.join('\n'));
  assert.match(change[0]!, /baseline\.max_change "ttft_ms\.p95" is judged only from 40 requests .* 16 per rate level/);
});

test('validate warns when max_requests is set but the sweep has only rate levels', async () => {
  const dir = await tempDir();
  await writeSpec(dir, HEAD + 'sweep:\n  rate: [2]\n  requests: 10\n  max_requests: 40\n');
  const r = await runCli(['validate', '--spec', 'llm-slo.yml'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /^warning: sweep\.max_requests 40 has no effect: adaptive sampling grows concurrency levels only/m);
});
