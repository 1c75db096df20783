/**
 * The engine's contract with its front ends: the options a run takes, the events it reports while
 * it runs, the client it drives, and what it returns. Types only, so every step can import them.
 */
import type { ChatRequest, EndpointConfig } from '../client/types.js';
import type { LevelRecords, RequestRecord } from '../model/record.js';
import type { OpenAIChatClientOptions } from '../client/index.js';
import type { SweepLevel } from '../model/level.js';
import type { LevelStats } from '../model/level-stats.js';
import type { Plan } from '../spec/types.js';
import type { BaselineSource, PreflightResult, Results } from '../model/results.js';
import type { ExitCode } from '../exit-codes.js';
import type { ProxyRoute } from '../client/proxy.js';
import type { BaselineInput } from '../gate/judge.js';
import type { FailOn } from '../model/checks.js';
import type { SpecLocator } from '../spec/locate.js';
import type { GitInfo } from '../model/baseline.js';
import type { WorkloadFiles } from '../workload/files.js';
import type { RunEnvironment } from '../model/environment.js';
import type { RunShard } from '../load/shard.js';

/** What the engine tells its front end while it runs; a level's start and progress name the level (`SweepLevel`). */
export type RunEvent =
  | { type: 'preflight'; result: PreflightResult; record: RequestRecord }
  | ({ type: 'level-start'; requests: number; warmup: number } & SweepLevel)
  | ({ type: 'level-progress'; finished: number; total: number } & SweepLevel)
  | { type: 'level-done'; stats: LevelStats };

/** The smallest thing the engine needs from a client: send one request, never throw. */
export interface StreamClient {
  send(request: ChatRequest, options: { id: string; signal?: AbortSignal }): Promise<RequestRecord>;
  close(): Promise<void>;
  /** How requests travel (direct, or through a proxy named by an environment variable), for hints. */
  readonly route?: ProxyRoute;
  /** Sockets open to the endpoint, when known: lets the warm-up open every connection a level needs. */
  openConnections?(): number | undefined;
}

export interface RunOptions {
  /**
   * The run's plan as resolved (`resolveRuns`): final and frozen, a replay's request count already
   * in `sweep.requests`. No step changes it.
   */
  plan: Plan;
  /**
   * Seconds the run may take, counted from its start: a scenario's share of the budget it shares
   * with the others. @defaultValue the plan's `sweep.maxDurationS`
   */
  budgetS?: number;
  /**
   * True when the front end's search for the stored baseline asked for a comparison (an
   * artifact), so finding none is reported like a missing configured file (`JudgeInput.baselineAsked`).
   */
  baselineAsked?: boolean;
  /** The key's value, already read from `plan.endpoint.apiKeyEnv` and trimmed; undefined for none. */
  apiKey: string | undefined;
  /** True when the key's value had whitespace around it that was trimmed: a hint for a 401. */
  apiKeyTrimmed?: boolean;
  /**
   * Aborting stops new requests, cancels those in flight, and returns partial results. A string
   * abort reason (such as `SIGTERM`) is named in the note saying why the run stopped.
   */
  signal?: AbortSignal;
  onEvent?: (event: RunEvent) => void;
  /**
   * Receives each level's measured records once, after its stats are computed: with the rate
   * level's `timings`, and with `sweep.repeats` above 1 each record's pass (`passes`).
   */
  onLevelRecords?: (level: LevelRecords) => void | Promise<void>;
  /** Extra notes from the front end (e.g. about the key), carried into the results. */
  notes?: string[];
  /** The stored baseline as found by the front end; undefined when none was looked for. */
  baseline?: BaselineInput;
  /** Where the stored baseline came from, recorded in `results.baseline.source`; undefined when not known. */
  baselineSource?: BaselineSource;
  /** Which failed checks fail the gate. @defaultValue `both` */
  failOn?: FailOn;
  /** True when the front end records this run as the new baseline (see `JudgeInput.recordsBaseline`). */
  recordsBaseline?: boolean;
  /** Finds a spec field's line, so checks can point at it. */
  locate?: SpecLocator;
  /** The commit being measured, recorded so this run can serve as a baseline. */
  git?: GitInfo | null;
  /** The measuring machine, recorded so a comparison can warn when a baseline was measured elsewhere. */
  environment?: RunEnvironment;
  /**
   * Builds the client; the default speaks `plan.endpoint.api` over undici (`createApiClient`). It gets the pool
   * size (the highest level) and the plan's stall timeout.
   */
  createClient?: (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient;
  /** The prompt set and images the workload names, read by the front end (`readWorkloadFiles`); none when absent. */
  workloadFiles?: WorkloadFiles;
  /** The reference's key, read from `plan.reference.apiKeyEnv`; only used when the plan has a reference. */
  referenceApiKey?: string;
  /** Set when this run is one shard of a sweep split across machines: its ids, prompt slots and level starts. */
  shard?: RunShard;
  /**
   * The values of the headers sent when reading the server's metrics (`server_metrics.headers`),
   * read by the front end from the environment variables the spec names; never printed.
   */
  serverMetricsHeaders?: Record<string, string>;
}

export interface RunOutcome {
  results: Results;
  exitCode: ExitCode;
}
