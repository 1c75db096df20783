/**
 * Repeated runs of one client at one level reduced to one row: the median of every figure over
 * the repeats, because this machine is shared and a single run can catch a neighbour's burst.
 */
import type { ClientName, RunFigures } from '../measure/client-run.js';
import { median, type Spread } from '../measure/summary.js';

/** One table row: medians over repeats (counts are sums). */
export type ClientFigures = RunFigures;

function medianSpread(spreads: Spread[]): Spread {
  return {
    minMs: median(spreads.map((s) => s.minMs)),
    p50Ms: median(spreads.map((s) => s.p50Ms)),
    p99Ms: median(spreads.map((s) => s.p99Ms)),
    maxMs: median(spreads.map((s) => s.maxMs)),
  };
}

/** Reduces `runs` of `client` (one or more) to its row. */
export function aggregateRuns(client: ClientName, runs: readonly RunFigures[]): ClientFigures {
  const mine = runs.filter((r) => r.client === client);
  const med = (pick: (r: RunFigures) => number): number => median(mine.map(pick)) ?? Number.NaN;
  const sum = (pick: (r: RunFigures) => number): number => mine.reduce((total, r) => total + pick(r), 0);
  return {
    client,
    requests: sum((r) => r.requests),
    paired: sum((r) => r.paired),
    unpaired: sum((r) => r.unpaired),
    mismatched: sum((r) => r.mismatched),
    events: sum((r) => r.events),
    wallMs: med((r) => r.wallMs),
    eventsPerS: med((r) => r.eventsPerS),
    cpuUsPerEvent: med((r) => r.cpuUsPerEvent),
    loopDelayP99Ms: med((r) => r.loopDelayP99Ms),
    loopDelayMaxMs: med((r) => r.loopDelayMaxMs),
    ttftError: medianSpread(mine.map((r) => r.ttftError)),
    itlError: medianSpread(mine.map((r) => r.itlError)),
    e2eError: medianSpread(mine.map((r) => r.e2eError)),
    rampTtftError: medianSpread(mine.map((r) => r.rampTtftError)),
    serverLateness: medianSpread(mine.map((r) => r.serverLateness)),
    serverQueuedWrites: sum((r) => r.serverQueuedWrites),
    uncertainWrites: sum((r) => r.uncertainWrites),
    serverCpuShare: med((r) => r.serverCpuShare),
  };
}
