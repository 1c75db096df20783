/**
 * One measured client run at one level: load the ground-truth server with a client, collect the
 * server's log, pair, and reduce everything to the figures of one table row.
 */
import type { ClientRunner } from '../clients/types.js';
import type { GroundTruthConfig } from '../ground-truth/protocol.js';
import type { GroundTruthServer } from '../ground-truth/spawn.js';
import type { Level } from '../levels.js';
import { measureCost } from './client-cost.js';
import { pairErrors, serverLateness } from './pair.js';
import { spread, type Spread } from './summary.js';

/** Which client a row is about. */
export type ClientName = 'ours' | 'raw';

/** The figures of one client run. Errors are client − server on CLOCK_MONOTONIC, ms. */
export interface RunFigures {
  client: ClientName;
  requests: number;
  /** Requests paired with the server log and compared. */
  paired: number;
  /** Failed on the client or missing from the server log. */
  unpaired: number;
  /** Paired but with different content-event counts, or cut short. */
  mismatched: number;
  /** Content events the client received. */
  events: number;
  wallMs: number;
  /** Content events delivered per second of the run. */
  eventsPerS: number;
  /** Process CPU (user + system) during the run per content event, µs. */
  cpuUsPerEvent: number;
  /** Client event-loop delay, 99th percentile, ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  ttftError: Spread;
  itlError: Spread;
  e2eError: Spread;
  /** Server's content writes against its schedule (write − deadline), ms. */
  serverLateness: Spread;
  /** Server writes the kernel did not take at once (their logged times are early). */
  serverQueuedWrites: number;
  /** Server process CPU over the run (and the driver's bookkeeping since the previous run) as a share of one core. */
  serverCpuShare: number;
}

/** What a run needs besides the client. */
export interface RunContext {
  server: GroundTruthServer;
  level: Level;
  config: GroundTruthConfig;
  /** `monotonicMs() − performance.now()` in this process. */
  offsetMs: number;
  loopDelayIncludesInterval: boolean;
}

/** Runs `runner` once at the context's level and returns its figures. */
export async function measureClientRun(client: ClientName, runner: ClientRunner, idPrefix: string, ctx: RunContext): Promise<RunFigures> {
  const { level } = ctx;
  const cost = await measureCost(
    () =>
      runner({
        baseUrl: ctx.server.baseUrl,
        concurrency: level.concurrency,
        requests: level.requests,
        // Starts spread over one ITL: the streams' events interleave evenly in time.
        spreadMs: level.itlMs,
        maxTokens: level.tokens,
        idPrefix,
      }),
    ctx.loopDelayIncludesInterval,
  );
  const { requests: served, cpuUs: serverCpuUs, wallMs: serverWallMs } = await ctx.server.take();
  const errors = pairErrors(cost.result, served, ctx.offsetMs);
  const late = serverLateness(served, ctx.config);
  return {
    client,
    requests: cost.result.length,
    paired: errors.paired,
    unpaired: errors.unpaired,
    mismatched: errors.mismatched,
    events: errors.clientEvents,
    wallMs: cost.wallMs,
    eventsPerS: errors.clientEvents / (cost.wallMs / 1000),
    cpuUsPerEvent: errors.clientEvents > 0 ? cost.cpuUs / errors.clientEvents : Number.NaN,
    loopDelayP99Ms: cost.loopDelayP99Ms,
    loopDelayMaxMs: cost.loopDelayMaxMs,
    ttftError: spread(errors.ttftMs),
    itlError: spread(errors.itlMs),
    e2eError: spread(errors.e2eMs),
    serverLateness: spread(late.latenessMs),
    serverQueuedWrites: late.queuedWrites,
    serverCpuShare: serverCpuUs / 1000 / serverWallMs,
  };
}
