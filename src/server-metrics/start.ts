/**
 * Finding the server's metrics at the connectivity check: the spec's `server_metrics.url`, or
 * without one `/metrics` at the endpoint's origin, used only when it answers in the Prometheus
 * text format with a known engine's names. A hosted API without `/metrics` is the common case:
 * not finding one is recorded in `results.json` (`server_metrics.status: not_found`), never a
 * failure and not a note.
 */
import { redactUrl } from '../client/url.js';
import type { ServerMetricsStatus } from '../model/results.js';
import type { ServerMetricsPlan } from '../spec/types.js';
import type { ScrapeLimits } from './scrape.js';
import { ServerMetricsWatch } from './watch.js';

/** Longest wait for `/metrics` at the endpoint's origin, in ms: most servers without one answer 404 at once. */
const DISCOVERY_TIMEOUT_MS = 1000;

/** What the connectivity check found: the watch for the sweep, if any, and what to record. */
export interface ServerMetricsStart {
  watch: ServerMetricsWatch | undefined;
  status: ServerMetricsStatus | undefined;
  notes: string[];
}

/**
 * Tries the plan's metrics URL once. `headers` are the header values the front end read from the
 * environment; `discover` false skips looking at the endpoint's origin (a run whose requests do
 * not go over the network, such as one with an injected client).
 */
export async function startServerMetrics(
  plan: ServerMetricsPlan | undefined, headers: Record<string, string>, options: { discover: boolean; limits?: ScrapeLimits },
): Promise<ServerMetricsStart> {
  if (plan === undefined || plan.mode === 'off' || (plan.mode === 'discover' && !options.discover)) return { watch: undefined, status: undefined, notes: [] };
  const url = safeUrl(plan.url);
  const watch = new ServerMetricsWatch({ url: plan.url, headers, intervalMs: plan.intervalMs, maxIntervalMs: plan.maxIntervalMs, ...(options.limits ? { limits: options.limits } : {}) });
  // Looking costs the run at most a second; a page the spec names gets the reads' full time.
  const { outcome, engine } = await watch.probe(plan.mode === 'discover' ? DISCOVERY_TIMEOUT_MS : undefined);
  const engineName = engine?.engine ?? null;
  if (outcome.ok && (engine !== undefined || plan.mode === 'set')) {
    const notes = outcome.exposition.badLines > 0
      ? [`The server's metrics at ${url} had ${outcome.exposition.badLines} line${outcome.exposition.badLines === 1 ? '' : 's'} that are not in the Prometheus text format; they were skipped.`]
      : [];
    if (engine === undefined) notes.push(`The server's metrics at ${url} are not those of an engine this version knows (vLLM, TGI, SGLang, llama.cpp): each level keeps their raw series only.`);
    return { watch, status: { url, status: 'read', engine: engineName, reason: null }, notes };
  }
  await watch.close();
  const reason = outcome.ok ? 'it answered, with no known engine\'s metrics' : outcome.reason;
  if (plan.mode === 'discover') return { watch: undefined, status: { url, status: 'not_found', engine: null, reason }, notes: [] };
  return {
    watch: undefined,
    status: { url, status: 'failed', engine: null, reason },
    notes: [`The server's metrics at ${url} (server_metrics.url) could not be read at the connectivity check: ${reason}. The levels carry no server figures.`],
  };
}

/** The URL as it may be printed: credentials redacted. */
function safeUrl(url: string): string {
  try {
    return redactUrl(new URL(url));
  } catch {
    return '(an invalid URL)';
  }
}
