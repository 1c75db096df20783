/**
 * Sending one run's figures to a Prometheus Pushgateway, for scheduled CI runs that no
 * Prometheus can scrape. The push replaces the job's previous figures (HTTP PUT), so the
 * gateway always holds the last run's. A gateway that cannot be reached is a warning, never a
 * failure of the probe: the measurement itself is fine.
 */
import { Pushgateway, type Registry } from 'prom-client';
import { GateError } from '../errors.js';
import { redactUrl } from '../client/index.js';
import { oneLine } from '../report/escape.js';
import { show } from '../spec/explain.js';

/** The Pushgateway job the probe pushes under (`job="llm_slo_gate"`). */
export const PUSH_JOB = 'llm_slo_gate';

/** Longest wait for the gateway, connection to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Checks `--push-url`: an http:// or https:// URL (credentials in it are used, and never shown).
 * @throws GateError `USAGE` naming the flag.
 */
export function parsePushUrl(text: string, flag: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(text.trim());
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new GateError('USAGE', `${flag} ${show(redactUrl(text))}: not an http:// or https:// URL`, {
      hint: `Give the Pushgateway's root URL, such as ${flag} http://pushgateway.example:9091; the probe pushes to /metrics/job/${PUSH_JOB} below it.`,
    });
  }
  return url;
}

/**
 * Pushes every metric of `registry` to the gateway at `url`.
 * @returns undefined when it was pushed, else the warning to print (the URL redacted).
 */
export async function pushMetrics(registry: Registry, url: URL): Promise<string | undefined> {
  const gateway = new Pushgateway(url.href, { timeout: PUSH_TIMEOUT_MS }, registry);
  try {
    await gateway.push({ jobName: PUSH_JOB });
    return undefined;
  } catch (err) {
    // A refused connection to a name with two addresses is an AggregateError with no message of its own.
    const code = (err as { code?: unknown } | null)?.code;
    const text = err instanceof Error ? err.message : String(err);
    const message = oneLine(text !== '' ? text : typeof code === 'string' ? code : 'no answer', 300);
    return `could not push the metrics to the Pushgateway at ${redactUrl(url)}: ${message}; the probe's figures of this run were not sent`;
  }
}
