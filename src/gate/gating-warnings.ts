/**
 * Whether a spec can fail on anything but failed requests: `validate` warns, naming the fix,
 * when it cannot, since a gate copied from such a spec stays green whatever the latency does.
 */
import type { Plan } from '../spec/types.js';

/** The fix the warning names: one SLO and one allowed change, ready to paste. */
const FIX = 'add an SLO (slos: [{thresholds: {ttft_ms: {p95: 2000}}}]) or an allowed change against the baseline '
  + '(baseline: {max_change: {tpot_ms.p50: "+10%", tpm: "-10%"}}), at level error';

/** The warning for a plan whose latency and throughput can never fail the run; undefined when they can. */
export function gatingWarning(plan: Pick<Plan, 'gate'>): string | undefined {
  const { slos, baseline, minSuccessRate } = plan.gate;
  const sloCanFail = slos.some((o) => (o.level ?? 'error') === 'error'
    && Object.keys(o.thresholds ?? {}).some((metric) => metric !== 'success_rate'));
  const changeCanFail = baseline.level === 'error' && Object.keys(baseline.maxChange).length > 0;
  if (sloCanFail || changeCanFail) return undefined;
  const successCanFail = minSuccessRate !== false
    || slos.some((o) => (o.level ?? 'error') === 'error' && o.thresholds?.success_rate?.min !== undefined);
  return successCanFail
    ? `only failed requests can fail this spec's runs (the default success_rate >= ${minSuccessRate === false ? 'its SLO' : minSuccessRate ?? 0.9}): `
      + `latency and throughput are reported but never gate; ${FIX}.`
    : `nothing in this spec can fail a run: no error-level SLO, no baseline.max_change, and gate.min_success_rate is false; ${FIX}.`;
}
