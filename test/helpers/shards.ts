/**
 * The set-up both shard files share: one simulator process and a temporary folder for the
 * file's whole run, and the flags of one shard's `run` of the sweep `--concurrency 4,8`.
 */
import { before, after } from 'node:test';
import { runCli, tempDir, type CliResult } from './cli.js';
import { startSimProcess, type SimProcess } from './sim-process.js';
import { CALM, startEngineMetrics, type EngineMetricsServer } from './engine-metrics.js';

export interface ShardFixture {
  /** Set in the file's `before`. */
  sim: SimProcess;
  /** With `metrics`: the vLLM `/metrics` server in front of the simulator, set in `before`. */
  metrics: EngineMetricsServer | undefined;
  /** The base URL the shards send to: the simulator's, or its through the metrics server. */
  baseUrl: string;
  dir: string;
  /** Flags of shard `i` of 2: 2 levels in the fixture's budget, starting at `startAt`, into `out`. */
  shardArgs(i: number, startAt: string, out: string, extra?: string[]): string[];
  /** Runs dist/cli.js in `dir`. */
  run(args: string[]): Promise<CliResult>;
}

/**
 * Registers the file's `before`/`after` hooks and returns the fixture they fill. With `metrics`,
 * the shards send to a server that answers `/metrics` as vLLM (test/helpers/engine-metrics.ts)
 * and passes every other request on to the simulator, so both shards find and read the one
 * server's metrics at the endpoint's origin, as on a real engine.
 */
export function shardFixture(maxDurationS: number, options: { metrics?: boolean } = {}): ShardFixture {
  const fixture = {
    shardArgs: (i: number, startAt: string, out: string, extra: string[] = []): string[] => [
      'run', '--base-url', fixture.baseUrl, '--model', 'sim-model', '--concurrency', '4,8', '--requests', '60', '--warmup', '2',
      '--max-duration', String(maxDurationS), '--shard', `${i}/2`, '--start-at', startAt, '--out', out, '-q', ...extra,
    ],
    run: (args: string[]): Promise<CliResult> => runCli(args, { cwd: fixture.dir, timeoutMs: 60_000 }),
  } as ShardFixture;
  before(async () => {
    fixture.sim = await startSimProcess({ prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0.3, maxBatch: 16, jitter: 0.2, seed: 3, outputTokens: 12 });
    const sim = new URL(fixture.sim.url);
    fixture.metrics = options.metrics ? await startEngineMetrics('vllm', CALM, 'sim-model', sim.origin) : undefined;
    fixture.baseUrl = fixture.metrics === undefined ? fixture.sim.url : `${fixture.metrics.origin}${sim.pathname}`;
    fixture.dir = await tempDir('llm-slo-gate-shards-');
  });
  after(async () => {
    await fixture.metrics?.close();
    await fixture.sim.stop();
  });
  return fixture;
}

/** The ISO time `s` seconds from now. */
export const inSeconds = (s: number): string => new Date(Date.now() + s * 1000).toISOString();
