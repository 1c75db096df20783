/**
 * The benchmark's whole result as one record: what is printed and what is written to
 * `bench/results/fidelity-latest.json` (keys turned to snake_case there).
 */
import type { Level } from '../levels.js';
import type { LoopbackRoundTrip, ClockResolution } from '../measure/clock-facts.js';
import type { RunFigures } from '../measure/client-run.js';
import type { LevelRows } from './table.js';

/** One level: the two rows, the verdict, and every run behind them. */
export interface LevelResult extends LevelRows {
  runs: RunFigures[];
}

/** Whether client records and server logs matched up, over every run. */
export interface PairingCheck {
  requests: number;
  paired: number;
  unpaired: number;
  mismatched: number;
  events: number;
  /** Server writes left out of the errors (server pre-empted around them). */
  uncertainWrites: number;
  /** Most negative TTFT or E2E error of any run; a few hundredths of a ms below 0 at worst when pairing is right. */
  lowestTtftOrE2eErrorMs: number;
}

/** Everything one benchmark run found. */
export interface FidelityResults {
  benchmark: 'fidelity';
  /** ISO 8601 start time. */
  date: string;
  durationS: number;
  machine: {
    cpus: number;
    cpuModel: string | null;
    totalMemoryBytes: number;
    node: string;
    platform: string;
    arch: string;
    /** 1, 5 and 15 minute load averages: other work on the machine moves the p99s. */
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  clock: ClockResolution & {
    source: string;
    /** How well the client → server clock offset is known, µs. */
    offsetUncertaintyUs: number;
    /** Change of that offset between the start and the end of the run, µs (should be 0). */
    offsetDriftUs: number;
    loopbackRoundTrip: LoopbackRoundTrip;
  };
  settings: {
    repeats: number;
    runTargetMs: number;
    serverNearWindowMs: number;
    serverNearMode: string;
    startSpread: string;
    uncertainWriteMs: number;
    loopDelayHistogramIncludesInterval: boolean;
  };
  targets: {
    p50MarginMs: number;
    p99MarginMs: number;
    cpuLimitUsPerEvent: number;
    promisedUpToEventsPerS: number;
  };
  pairing: PairingCheck;
  levels: LevelResult[];
  /** Levels whose records did not all pair: the figures there cannot be trusted. */
  faults: string[];
}

/** Totals the pairing counts of every run. */
export function pairingCheck(levels: readonly LevelResult[]): PairingCheck {
  const runs = levels.flatMap((l) => l.runs);
  const total = (pick: (r: RunFigures) => number): number => runs.reduce((sum, r) => sum + pick(r), 0);
  const lowest = runs
    .flatMap((r) => [r.ttftError.minMs, r.e2eError.minMs, r.rampTtftError.minMs])
    .filter((v): v is number => v !== null);
  return {
    requests: total((r) => r.requests),
    paired: total((r) => r.paired),
    unpaired: total((r) => r.unpaired),
    mismatched: total((r) => r.mismatched),
    events: total((r) => r.events),
    uncertainWrites: total((r) => r.uncertainWrites),
    lowestTtftOrE2eErrorMs: lowest.length > 0 ? Math.min(...lowest) : Number.NaN,
  };
}

/** One line per level and client whose requests did not all pair. */
export function pairingFaults(levels: readonly { level: Level; ours: RunFigures; raw: RunFigures }[]): string[] {
  return levels.flatMap(({ level, ours, raw }) =>
    [raw, ours]
      .filter((f) => f.unpaired > 0 || f.mismatched > 0)
      .map((f) => `${level.name} ${f.client}: ${f.unpaired} unpaired, ${f.mismatched} mismatched of ${f.requests} requests`),
  );
}
