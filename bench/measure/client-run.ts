/**
 * One measured client run at one level: load the ground-truth server with a client, collect the
 * server's log, pair, and reduce everything to the figures of one table row.
 */
import { requestId, type ClientRunner } from '../clients/types.js';
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
  /** Requests paired with the server log and compared (ramp-up and steady state). */
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
  /** Steady state: requests after each connection's first. */
  ttftError: Spread;
  itlError: Spread;
  e2eError: Spread;
  /**
   * TTFT error of the first `concurrency` requests, sent while connections are still being
   * opened: the client's start-up work (connects, first sends) competes with the first events.
   */
  rampTtftError: Spread;
  /** Server's content writes against its schedule (write − deadline), ms. */
  serverLateness: Spread;
  /** Server writes the kernel did not take at once (their logged times are early). */
  serverQueuedWrites: number;
  /** Server writes left out of the errors because the server was pre-empted around them (see pair.ts). */
  uncertainWrites: number;
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

/** A run taking this many times its scheduled length has hung (a lost response): fail, do not wait. */
const HANG_FACTOR = 10;

/** Rejects after `ms` unless `work` settles first. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Runs `runner` once at the context's level and returns its figures.
 * @throws Error when the run takes HANG_FACTOR times longer than scheduled.
 */
export async function measureClientRun(client: ClientName, runner: ClientRunner, idPrefix: string, ctx: RunContext): Promise<RunFigures> {
  const { level } = ctx;
  const scheduledMs = (level.requests / level.concurrency) * (level.ttftMs + (level.tokens - 1) * level.itlMs);
  const cost = await measureCost(
    () =>
      withDeadline(runner({
        baseUrl: ctx.server.baseUrl,
        concurrency: level.concurrency,
        requests: level.requests,
        // Starts spread over one ITL: the streams' events interleave evenly in time.
        spreadMs: level.itlMs,
        maxTokens: level.tokens,
        idPrefix,
      }), Math.max(30_000, HANG_FACTOR * scheduledMs), `${client} at ${level.name}`),
    ctx.loopDelayIncludesInterval,
  );
  const { requests: served, cpuUs: serverCpuUs, wallMs: serverWallMs } = await ctx.server.take();
  const rampIds = new Set(Array.from({ length: level.concurrency }, (_, i) => requestId(idPrefix, i)));
  const errors = pairErrors(cost.result.filter((t) => !rampIds.has(t.id)), served, ctx.offsetMs);
  const ramp = pairErrors(cost.result.filter((t) => rampIds.has(t.id)), served, ctx.offsetMs);
  const late = serverLateness(served, ctx.config);
  const events = errors.clientEvents + ramp.clientEvents;
  return {
    client,
    requests: cost.result.length,
    paired: errors.paired + ramp.paired,
    unpaired: errors.unpaired + ramp.unpaired,
    mismatched: errors.mismatched + ramp.mismatched,
    events,
    wallMs: cost.wallMs,
    eventsPerS: events / (cost.wallMs / 1000),
    cpuUsPerEvent: events > 0 ? cost.cpuUs / events : Number.NaN,
    loopDelayP99Ms: cost.loopDelayP99Ms,
    loopDelayMaxMs: cost.loopDelayMaxMs,
    ttftError: spread(errors.ttftMs),
    itlError: spread(errors.itlMs),
    e2eError: spread(errors.e2eMs),
    rampTtftError: spread(ramp.ttftMs),
    serverLateness: spread(late.latenessMs),
    serverQueuedWrites: late.queuedWrites,
    uncertainWrites: errors.uncertainWrites + ramp.uncertainWrites,
    serverCpuShare: serverCpuUs / 1000 / serverWallMs,
  };
}
