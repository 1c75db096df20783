/**
 * The client-only fidelity benchmark (`npm run bench:client`): the product's client
 * (`OpenAIChatClient` in the product's closed loop, no CLI around it), its first requests'
 * starts staggered over one ITL, on a grid up to 512 streams. It isolates the client's own
 * parsing and stamping; what a user runs is measured by `npm run bench` (`fidelity-run.ts`).
 * How far the client's TTFT, ITL and E2E readings are from
 * the times a ground-truth server actually wrote its events, level by level, next to the same
 * figures for a raw-socket client (the floor this machine allows). Prints the table and writes
 * it as JSON. See `levels.ts` for the grid and `measure/pair.ts` for the error definitions.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runOurClient } from './clients/ours.js';
import { runRawClient } from './clients/raw-socket.js';
import type { ClientRunner } from './clients/types.js';
import type { GroundTruthConfig } from './ground-truth/protocol.js';
import { startGroundTruth } from './ground-truth/spawn.js';
import { LEVELS, REPEATS, RUN_TARGET_MS, WARM_UP, type Level } from './levels.js';
import { clockResolution, loopbackRoundTrip } from './measure/clock-facts.js';
import { monotonicOffsetMs } from './measure/clock-offset.js';
import { loopDelayIncludesInterval } from './measure/client-cost.js';
import { UNCERTAIN_WRITE_MS } from './measure/pair.js';
import { measureClientRun, type ClientName, type RunContext, type RunFigures } from './measure/client-run.js';
import { aggregateRuns } from './report/aggregate.js';
import { writeResults } from './report/results-file.js';
import { pairingCheck, pairingFaults, type FidelityResults, type LevelResult } from './report/results.js';
import { formatReport } from './report/text.js';
import { checkTargets, CPU_LIMIT_US_PER_EVENT, P50_MARGIN_MS, P99_MARGIN_MS, PROMISED_UP_TO_EVENTS_PER_S } from './report/targets.js';

/** Where the JSON goes: `bench/results/` in the source tree (this file runs from `build/bench/`). */
const RESULTS_PATH = fileURLToPath(new URL('../../bench/results/client-only-latest.json', import.meta.url));

/**
 * How the server waits the last stretch before each deadline (see `ground-truth/schedule.ts`).
 * Measured here: polling (`spin`) kept writes within ~20 µs of schedule but used 80 % of a core
 * at 1 stream × 1 ms and 99 % at 256 × 10 ms; `sleep` is within ~30–80 µs for 8 % and ~40 %,
 * leaving the second core to the client.
 */
const NEAR_WINDOW_MS = 2;
const NEAR_MODE = 'sleep';

const CLIENTS: Record<ClientName, ClientRunner> = { raw: runRawClient, ours: runOurClient };

function serverConfig(level: Level): GroundTruthConfig {
  return { ttftMs: level.ttftMs, itlMs: level.itlMs, tokens: level.tokens, nearWindowMs: NEAR_WINDOW_MS, nearMode: NEAR_MODE };
}

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

/** Runs every client `repeats` times at `level` on a fresh server, alternating which goes first. */
async function runLevel(level: Level, repeats: number, base: Omit<RunContext, 'server' | 'level' | 'config'>, tag: string): Promise<RunFigures[]> {
  const config = serverConfig(level);
  const server = await startGroundTruth(config);
  const runs: RunFigures[] = [];
  try {
    const ctx: RunContext = { ...base, server, level, config };
    for (let rep = 0; rep < repeats; rep++) {
      const order: ClientName[] = rep % 2 === 0 ? ['raw', 'ours'] : ['ours', 'raw'];
      for (const client of order) {
        runs.push(await measureClientRun(client, CLIENTS[client], `${tag}-${client}-${rep}`, ctx));
      }
    }
  } finally {
    await server.stop();
  }
  return runs;
}

/** Runs the benchmark; resolves with the process exit code (0 unless a level could not be paired). */
export async function run(): Promise<number> {
  const startedMs = performance.now();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  const includesInterval = await loopDelayIncludesInterval();
  const clock = clockResolution();
  const offset = monotonicOffsetMs();
  const base = { offsetMs: offset.offsetMs, loopDelayIncludesInterval: includesInterval };

  progress('warming up both clients and measuring loopback…');
  const probe = await startGroundTruth(serverConfig(WARM_UP));
  const roundTrip = await loopbackRoundTrip(probe.port).finally(() => probe.stop());
  await runLevel(WARM_UP, 1, base, 'warm');

  const levels: LevelResult[] = [];
  for (const level of LEVELS) {
    const levelStartMs = performance.now();
    const runs = await runLevel(level, REPEATS, base, level.name.replace(/\W/g, '_'));
    const ours = aggregateRuns('ours', runs);
    const raw = aggregateRuns('raw', runs);
    levels.push({ level, ours, raw, check: checkTargets(ours, raw, level.scheduledEventsPerS), runs });
    progress(`${level.name}: ${((performance.now() - levelStartMs) / 1000).toFixed(1)} s`);
  }
  const offsetAfter = monotonicOffsetMs();

  const results: FidelityResults = {
    benchmark: 'fidelity',
    date: startedAt,
    durationS: (performance.now() - startedMs) / 1000,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      totalMemoryBytes: totalmem(),
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg(),
    },
    clock: {
      source: 'CLOCK_MONOTONIC (client: performance.now() + offset; server: process.hrtime.bigint())',
      ...clock,
      offsetUncertaintyUs: offset.uncertaintyMs * 1e3,
      offsetDriftUs: (offsetAfter.offsetMs - offset.offsetMs) * 1e3,
      loopbackRoundTrip: roundTrip,
    },
    settings: {
      repeats: REPEATS,
      runTargetMs: RUN_TARGET_MS,
      serverNearWindowMs: NEAR_WINDOW_MS,
      serverNearMode: NEAR_MODE,
      startSpread: 'first requests of a run spread evenly over one ITL',
      uncertainWriteMs: UNCERTAIN_WRITE_MS,
      loopDelayHistogramIncludesInterval: includesInterval,
    },
    targets: {
      p50MarginMs: P50_MARGIN_MS,
      p99MarginMs: P99_MARGIN_MS,
      cpuLimitUsPerEvent: CPU_LIMIT_US_PER_EVENT,
      promisedUpToEventsPerS: PROMISED_UP_TO_EVENTS_PER_S,
    },
    pairing: pairingCheck(levels),
    levels,
    faults: pairingFaults(levels),
  };
  process.stdout.write(formatReport(results).join('\n') + '\n');
  await writeResults(RESULTS_PATH, results);
  progress(`wrote ${RESULTS_PATH}`);
  return results.faults.length === 0 ? 0 : 1;
}
