/**
 * The probe reads the server's own metrics around each probe, as a run does around a level, and
 * exports them beside its own figures (`llm_slo_server_*`, labelled with the engine).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { simulatorsForFile } from '../helpers/simulators.js';
import { plan } from '../helpers/engine-runs.js';
import { QUEUED, startEngineMetrics, type EngineMetricsServer } from '../helpers/engine-metrics.js';
import { runProbeLoop } from '../../src/probe/loop.js';
import { ProbeMetrics } from '../../src/probe/metrics.js';
import { DEFAULT_BUCKETS_S } from '../../src/probe/buckets.js';
import { resolveProbePlan } from '../../src/spec/probe.js';
import { NO_WORKLOAD_FILES } from '../../src/workload/files.js';

const simulator = simulatorsForFile({ prefillBaseMs: 5, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
const servers: EngineMetricsServer[] = [];
after(async () => { await Promise.all(servers.map((s) => s.close())); });

test('The probe exports the server\'s running, waiting, KV-cache use, preemptions, TTFT and queue time beside its own figures', async () => {
  const sim = await simulator();
  const engine = await startEngineMetrics('vllm', QUEUED, 'sim-model', new URL(sim.url).origin);
  servers.push(engine);
  const p = plan(`${engine.origin}/v1`, 'workload: {prompt: "Hi", max_tokens: 8}\nserver_metrics: {interval_ms: 100}\n');
  const metrics = new ProbeMetrics({ endpoint: 'e', model: 'sim-model', api: 'openai-chat' }, DEFAULT_BUCKETS_S);
  const said: string[] = [];
  const outcome = await runProbeLoop({
    plan: p, probe: { ...resolveProbePlan({ concurrency: 2 }), intervalMs: 50 }, apiKey: undefined, files: NO_WORKLOAD_FILES, metrics,
    objectives: [], signal: new AbortController().signal, count: 2, say: (line) => said.push(line),
  });
  assert.equal(outcome.probes, 2);
  assert.ok(said.some((l) => /the server's own metrics at http:\/\/127\.0\.0\.1:\d+\/metrics \(vLLM\) are read around each probe/.test(l)), said.join('\n'));
  const text = await metrics.registry.metrics();
  assert.match(text, /^llm_slo_server_running_requests\{engine="vllm",.*\} 4$/m);
  assert.match(text, /^llm_slo_server_waiting_requests\{engine="vllm",.*\} 6$/m);
  assert.match(text, /^llm_slo_server_kv_cache_usage_ratio\{engine="vllm",.*\} 0\.97$/m);
  assert.match(text, /^llm_slo_server_preemptions_total\{engine="vllm",.*\} [1-9]\d*$/m);
  assert.match(text, /^llm_slo_server_ttft_p50_seconds\{engine="vllm",.*\} 0\.\d+$/m);
  assert.match(text, /^llm_slo_server_queue_time_p50_seconds\{engine="vllm",.*\} 0\.\d+$/m);
});
