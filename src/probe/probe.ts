/**
 * `llm-slo-gate probe` without its front end: from a resolved plan to a running monitor. The
 * spec's objectives are compiled once, the histograms get buckets that fit them, the scrape
 * endpoint opens (when asked), the loop runs until stopped, and the last figures are pushed to
 * a Pushgateway (when asked) before everything closes.
 */
import type { Plan } from '../spec/types.js';
import { describeWindow, type ProbePlan } from '../spec/probe.js';
import { compileSlos } from '../spec/slo.js';
import type { Objective } from '../spec/slo-parse.js';
import { adapterFor, redactUrl } from '../client/index.js';
import type { WorkloadFiles } from '../workload/files.js';
import { HISTOGRAM_METRIC, histogramBuckets, PROBE_HISTOGRAMS, type ProbeHistogram } from './buckets.js';
import { ProbeMetrics } from './metrics.js';
import { runProbeLoop, type ProbeLoopOptions, type ProbeLoopOutcome } from './loop.js';
import { probeObjectives, windowTooSmallNotes } from './window.js';
import { serveMetrics, type ListenAddress } from './server.js';
import { pushMetrics } from './push.js';
import { formatProbeOutcome } from './describe.js';

export interface ProbeRun {
  plan: Plan;
  probe: ProbePlan;
  apiKey: string | undefined;
  /** The values of the headers sent when reading the server's own metrics (`server_metrics.headers`). */
  serverMetricsHeaders?: Record<string, string>;
  files: WorkloadFiles;
  /** Where to serve `/metrics`; undefined for none (push only). */
  listen?: ListenAddress;
  /** The Pushgateway to send the last figures to; undefined for none. */
  pushUrl?: URL;
  /** Aborting it stops the probe cleanly: the probe in flight is cancelled and not counted. */
  signal: AbortSignal;
  count?: number;
  durationMs?: number;
  /** Lines for the log (stderr). */
  say: (line: string) => void;
  warn: (line: string) => void;
  /** How the flags are named, for messages. */
  listenFlag: string;
  createClient?: ProbeLoopOptions['createClient'];
}

/**
 * Runs the probe until `signal` aborts or its count or duration is reached.
 * @throws GateError `SPEC_INVALID` for invalid `slos`, `USAGE` for an address it cannot listen on;
 *   both before the first request.
 */
export async function runProbe(r: ProbeRun): Promise<ProbeLoopOutcome> {
  const { plan, probe } = r;
  const { judged, skipped } = probeObjectives(compileSlos(plan.gate.slos), probe.concurrency);
  for (const o of skipped) {
    r.say(`note: ${o.name} applies at ${describeAt(o)} only, not at the probe's concurrency ${probe.concurrency} (probe.concurrency): the probe does not judge it`);
  }
  for (const note of windowTooSmallNotes(judged, probe)) r.say(`note: ${note}`);
  const url = redactUrl(adapterFor(plan.endpoint.api).url(plan.endpoint.baseUrl));
  const buckets = Object.fromEntries(PROBE_HISTOGRAMS.map((h) => [h, histogramBuckets(h, limitsOf(judged, h), plan.endpoint.timeoutMs / 1000)])) as Record<ProbeHistogram, number[]>;
  const metrics = new ProbeMetrics({ endpoint: url, model: plan.endpoint.model, api: plan.endpoint.api }, buckets);
  const server = r.listen === undefined ? undefined : await serveMetrics(metrics.registry, r.listen, r.listenFlag);
  let outcome: ProbeLoopOutcome;
  try {
    const each = probe.concurrency === 1 ? '1 request' : `${probe.concurrency} requests at once`;
    r.say(`probe: every ${probe.intervalMs / 1000} s, ${each} to ${url} (model ${plan.endpoint.model}, ${plan.endpoint.api}); `
      + `objectives judged over ${describeWindow(probe.window)}; ${server === undefined ? 'no scrape endpoint' : `metrics at ${server.url}`}`
      + `${r.pushUrl === undefined ? '' : `; the last figures are pushed to ${redactUrl(r.pushUrl)} at the end`}`);
    outcome = await runProbeLoop({
      plan, probe, apiKey: r.apiKey, files: r.files, metrics, objectives: judged, signal: r.signal, say: r.say,
      ...(r.count === undefined ? {} : { count: r.count }),
      ...(r.durationMs === undefined ? {} : { durationMs: r.durationMs }),
      ...(r.createClient === undefined ? {} : { createClient: r.createClient }),
      ...(r.serverMetricsHeaders === undefined ? {} : { serverMetricsHeaders: r.serverMetricsHeaders }),
    });
    if (r.pushUrl !== undefined) {
      const warning = await pushMetrics(metrics.registry, r.pushUrl);
      if (warning === undefined) r.say(`probe: pushed the figures of ${outcome.probes} probe(s) to ${redactUrl(r.pushUrl)}`);
      else r.warn(warning);
    }
  } finally {
    await server?.close();
  }
  r.say(formatProbeOutcome(outcome, typeof r.signal.reason === 'string' ? r.signal.reason : undefined));
  return outcome;
}

/** The SLO limits, in ms, on the metric of one histogram. */
function limitsOf(objectives: readonly Objective[], histogram: ProbeHistogram): number[] {
  return objectives.flatMap((o) => o.thresholds.filter((t) => t.metric === HISTOGRAM_METRIC[histogram]).map((t) => t.limit));
}

function describeAt(o: Objective): string {
  const parts = [...(o.concurrency ?? []).map((c) => `concurrency ${c}`), ...(o.rate ?? []).map((r) => `${r} req/s`)];
  return parts.join(', ');
}
