import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../src/spec/load.js';
import { resolvePlan } from '../src/spec/plan.js';
import { sampleSizeWarnings } from '../src/gate/sample-size-warnings.js';
import { runCli, tempDir, writeSpec } from './helpers/cli.js';

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
