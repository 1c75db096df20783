/** The probe's closing line: how many probes, how many failed, and each objective's last state. */
import { formatValue } from '../metrics/format.js';
import type { MetricName } from '../metrics/catalogue.js';
import type { ProbeLoopOutcome } from './loop.js';

/**
 * `probe: stopped (SIGTERM) after 12 probes, 12 requests, 1 failed; over the window: ttft_ms.p95 <= 1500 holds (812 ms), …`
 * @param stoppedBy - the stop signal's name, when a signal ended the probe.
 */
export function formatProbeOutcome(outcome: ProbeLoopOutcome, stoppedBy: string | undefined): string {
  const how = stoppedBy === undefined || stoppedBy === 'duration' ? 'finished' : `stopped (${stoppedBy})`;
  const counts = `${outcome.probes} probe${outcome.probes === 1 ? '' : 's'}, ${outcome.requests} request${outcome.requests === 1 ? '' : 's'}, ${outcome.failed} failed`;
  const states = outcome.objectives.map((s) => {
    const metric = s.metric.split('.')[0] as MetricName;
    const word = s.status === 'pass' ? 'holds' : s.status === 'fail' ? 'broken' : s.status === 'no_data' ? 'not judged yet' : 'not applicable';
    const value = s.actual === null ? '' : ` (${formatValue(metric, s.actual)})`;
    return `${s.objective} ${word}${value}`;
  });
  return `probe: ${how} after ${counts}${states.length > 0 ? `; over the window: ${states.join(', ')}` : ''}`;
}
