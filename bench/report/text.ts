/** The benchmark's printed report: the table, the verdicts and the facts behind them. Pure. */
import { formatTable, formatVerdicts } from './table.js';
import type { FidelityResults } from './results.js';

const fixed = (values: number[]): string => values.map((v) => v.toFixed(2)).join(' ');

/** The report as lines of text. */
export function formatReport(r: FidelityResults): string[] {
  const { clock, pairing, settings, targets, machine } = r;
  const trip = clock.loopbackRoundTrip;
  return [
    `Measurement fidelity against a ground-truth server: ${settings.repeats} runs per client and level, medians over runs.`,
    'Errors = client-measured − server-written on CLOCK_MONOTONIC, ms, in steady state (each connection\'s first request left out;',
    'its TTFT error is "ramp"). Server late = its writes against its own schedule. CPU and loop delay are the client process\'s.',
    '',
    ...formatTable(r.levels),
    '',
    `Targets (promised up to ${targets.promisedUpToEventsPerS} events/s): ours − raw ≤ ${targets.p50MarginMs} ms at p50 and ` +
      `≤ ${targets.p99MarginMs} ms at p99 (worst of TTFT, ITL, E2E); CPU < ${targets.cpuLimitUsPerEvent} µs/event.`,
    ...formatVerdicts(r.levels),
    '',
    `Clock: performance.now() smallest step ${clock.perfNowStepNs.toFixed(0)} ns, ${clock.perfNowCostNs.toFixed(0)} ns per call; ` +
      `process.hrtime.bigint() ${clock.hrtimeCostNs.toFixed(0)} ns per call.`,
    `Client → server clock offset known to ±${clock.offsetUncertaintyUs.toFixed(2)} µs; drift over the run ${clock.offsetDriftUs.toFixed(2)} µs.`,
    `Loopback HTTP round trip (GET, ${trip.tries} tries, keep-alive, another process): ` +
      `p50 ${trip.p50Us.toFixed(0)} µs, p99 ${trip.p99Us.toFixed(0)} µs, min ${trip.minUs.toFixed(0)} µs.`,
    `Pairing: ${pairing.paired} of ${pairing.requests} requests paired by id (${pairing.unpaired} unpaired, ` +
      `${pairing.mismatched} with a different event count); lowest TTFT/E2E error ${pairing.lowestTtftOrE2eErrorMs.toFixed(3)} ms; ` +
      `${pairing.uncertainWrites} of ${pairing.events} server writes left out (server pre-empted > ${settings.uncertainWriteMs} ms around the write).`,
    `Machine: ${machine.cpus} × ${machine.cpuModel ?? 'unknown CPU'}, Node ${machine.node}; load average ${fixed(machine.loadAverageBefore)} before, ` +
      `${fixed(machine.loadAverageAfter)} after (other work on the machine moves the p99s). Took ${r.durationS.toFixed(0)} s.`,
    ...r.faults.map((fault) => `PAIRING FAULT: ${fault}`),
  ];
}
