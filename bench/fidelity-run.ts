/**
 * The fidelity benchmark (`npm run bench`): how far the figures of a real `llm-slo-gate run`
 * (`node dist/cli.js run`, with its warm-up, self-check and progress, as a user runs it) are
 * from the times a ground-truth server wrote its events, next to a raw-socket client measured
 * in the same run against the same server (the floor this machine allows). Closed loop at
 * c = 1, 16, 64, 256 with synchronised starts: every stream of a level starts at once and, the
 * schedule being the same for all, its events arrive in bursts of c, the hardest case for a
 * client's event loop. Errors per request are paired by `x-request-id` (`path/pair.ts`); each
 * figure is the median over ROUNDS rounds, the two clients taking turns to go first.
 *
 * Environment: FIDELITY_LEVELS (e.g. `64`), FIDELITY_ROUNDS, FIDELITY_CLI (another build's
 * `dist/cli.js`, measured as a third client, `before`), FIDELITY_PROFILE_DIR (the CLI runs with
 * `--cpu-prof` into it), FIDELITY_RESULTS (where the JSON goes).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GroundTruthConfig } from './ground-truth/protocol.js';
import { startGroundTruth, type GroundTruthServer } from './ground-truth/spawn.js';
import { median, spread, type Spread } from './measure/summary.js';
import { writeResults } from './report/results-file.js';
import { canSampleCpu } from './path/proc-cpu.js';
import { runCliClient, runRawFloor, type ClientRun, type RunAsk } from './path/clients.js';
import { pairRelative } from './path/pair.js';

const RESULTS_PATH = process.env.FIDELITY_RESULTS ?? fileURLToPath(new URL('../../bench/results/fidelity-latest.json', import.meta.url));
const LEVELS = (process.env.FIDELITY_LEVELS ?? '1,16,64,256').split(',').map(Number);
const ROUNDS = Number(process.env.FIDELITY_ROUNDS ?? 3);
const BEFORE_CLI = process.env.FIDELITY_CLI;
const PROFILE_DIR = process.env.FIDELITY_PROFILE_DIR;

/** The schedule of every level: the issue's (a 100 ms prefill, 10 ms decode steps, 64 tokens). */
const SERVER: GroundTruthConfig = { ttftMs: 100, itlMs: 10, tokens: 64, nearWindowMs: 2, nearMode: 'sleep' };

/** Measured requests per client run: four rounds of the level, at least 16 so c = 1 has a tail. */
const requestsAt = (c: number): number => Math.max(16, 4 * c);

/** Targets (`docs/accuracy.md`): margins over the floor, ms, and CPU per event over the floor, µs. */
const TARGETS = { p50MarginMs: 0.3, p99MarginMs: 1.5, p50MarginAt256Ms: 1, cpuMarginUs: 3 };

type ClientName = 'raw' | 'cli' | 'before';

/** One client run's figures. */
interface RunRow {
  client: ClientName;
  round: number;
  paired: number;
  unpaired: number;
  mismatched: number;
  uncertainWrites: number;
  /** Measured requests that paid a connection set-up inside them. */
  handshakes: number;
  ttft: Spread;
  itl: Spread;
  /** The CLI's dispatch → written-on-a-connection times (`connection_wait_ms`). */
  connectionWait: Spread;
  cpuUsPerEvent: number;
  /** First measured arrival → last measured tail write at the server, CLOCK_MONOTONIC ms (to cut a profile to it). */
  windowMs: [number, number];
  exitCode: number | null;
}

/** A client's figures at one level: medians over the rounds. */
interface Summary {
  ttftP50Ms: number | null;
  ttftP99Ms: number | null;
  itlP50Ms: number | null;
  itlP99Ms: number | null;
  cpuUsPerEvent: number | null;
  handshakes: number;
}

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

async function measure(client: ClientName, server: GroundTruthServer, ask: RunAsk, round: number): Promise<RunRow> {
  await server.take();
  let run: ClientRun;
  if (client === 'raw') run = await runRawFloor(ask);
  else run = await runCliClient({ ...ask, ...(client === 'before' ? { cli: BEFORE_CLI } : {}), ...(PROFILE_DIR ? { nodeOptions: ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', `${PROFILE_DIR}/${client}`] } : {}) });
  const { requests } = await server.take();
  const e = pairRelative(run.traces, requests);
  const waits = Float64Array.from(run.traces.flatMap((t) => (typeof t.connectionWaitMs === 'number' ? [t.connectionWaitMs] : [])));
  const cpuUs = run.cpuBetweenUs(e.windowMs[0], e.windowMs[1]);
  return {
    client, round,
    paired: e.paired, unpaired: e.unpaired, mismatched: e.mismatched, uncertainWrites: e.uncertainWrites, handshakes: e.handshakes,
    ttft: spread(e.ttftMs), itl: spread(e.itlMs), connectionWait: spread(waits),
    cpuUsPerEvent: e.events > 0 ? cpuUs / e.events : Number.NaN,
    windowMs: e.windowMs,
    exitCode: run.exitCode,
  };
}

function summarise(rows: RunRow[]): Summary {
  return {
    ttftP50Ms: median(rows.map((r) => r.ttft.p50Ms)),
    ttftP99Ms: median(rows.map((r) => r.ttft.p99Ms)),
    itlP50Ms: median(rows.map((r) => r.itl.p50Ms)),
    itlP99Ms: median(rows.map((r) => r.itl.p99Ms)),
    cpuUsPerEvent: median(rows.map((r) => (Number.isFinite(r.cpuUsPerEvent) ? r.cpuUsPerEvent : null))),
    handshakes: rows.reduce((n, r) => n + r.handshakes, 0),
  };
}

/** Whether the CLI meets the targets against the floor at concurrency `c`. */
function verdict(c: number, cli: Summary, raw: Summary): { met: boolean; misses: string[] } {
  const misses: string[] = [];
  const over = (a: number | null, b: number | null): number => (a === null || b === null ? Number.NaN : a - b);
  const p50 = over(cli.ttftP50Ms, raw.ttftP50Ms);
  const p99 = over(cli.ttftP99Ms, raw.ttftP99Ms);
  const cpu = over(cli.cpuUsPerEvent, raw.cpuUsPerEvent);
  const p50Limit = c >= 256 ? TARGETS.p50MarginAt256Ms : TARGETS.p50MarginMs;
  if (!(p50 <= p50Limit)) misses.push(`TTFT p50 floor + ${p50.toFixed(2)} ms > + ${p50Limit} ms`);
  if (c <= 64 && !(p99 <= TARGETS.p99MarginMs)) misses.push(`TTFT p99 floor + ${p99.toFixed(2)} ms > + ${TARGETS.p99MarginMs} ms`);
  if (!(cpu <= TARGETS.cpuMarginUs)) misses.push(`CPU/event floor + ${cpu.toFixed(1)} µs > + ${TARGETS.cpuMarginUs} µs`);
  if (cli.handshakes > 0) misses.push(`${cli.handshakes} measured requests paid a handshake`);
  return { met: misses.length === 0, misses };
}

const f = (v: number | null, digits = 2): string => (v === null || !Number.isFinite(v) ? '—' : `${v >= 0 ? '+' : ''}${v.toFixed(digits)}`);

/** Runs the benchmark; resolves with the process exit code (0 unless a run could not be paired). */
export async function run(): Promise<number> {
  if (!canSampleCpu()) throw new Error('this benchmark reads /proc/<pid>/task/*/schedstat (Linux)');
  const startedAt = new Date().toISOString();
  const startedMs = performance.now();
  const loadBefore = loadavg();
  const clients: ClientName[] = BEFORE_CLI === undefined ? ['raw', 'cli'] : ['raw', 'cli', 'before'];
  const levels = [];
  let faults = 0;
  for (const c of LEVELS) {
    const server = await startGroundTruth(SERVER);
    const rows: RunRow[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        // Take turns going first, so neither client always runs on a machine the other just warmed.
        const order = round % 2 === 0 ? clients : [...clients].reverse();
        for (const client of order) {
          const row = await measure(client, server, { baseUrl: server.baseUrl, concurrency: c, requests: requestsAt(c), tokens: SERVER.tokens, idPrefix: `c${c}-${client}-${round}` }, round);
          if (row.unpaired + row.mismatched > 0 || row.paired === 0) faults += 1;
          rows.push(row);
          progress(`c=${c} ${client} round ${round + 1}: TTFT error p50 ${f(row.ttft.p50Ms)} p99 ${f(row.ttft.p99Ms)} ms, ITL p50 ${f(row.itl.p50Ms, 3)} ms, CPU ${row.cpuUsPerEvent.toFixed(1)} µs/event` +
            `${row.handshakes > 0 ? `, ${row.handshakes} handshakes` : ''}${row.connectionWait.p50Ms === null ? '' : `, connection wait p50 ${f(row.connectionWait.p50Ms, 3)} p99 ${f(row.connectionWait.p99Ms)} ms`}${PROFILE_DIR ? `, window ${row.windowMs.map((ms) => ms.toFixed(1)).join(' ')}` : ''}${row.unpaired + row.mismatched > 0 ? `, ${row.unpaired} unpaired, ${row.mismatched} mismatched` : ''}`);
        }
      }
    } finally {
      await server.stop();
    }
    const by = (name: ClientName): Summary => summarise(rows.filter((r) => r.client === name));
    const raw = by('raw');
    const cli = by('cli');
    levels.push({ concurrency: c, requests: requestsAt(c), raw, cli, ...(BEFORE_CLI ? { before: by('before') } : {}), check: verdict(c, cli, raw), runs: rows });
  }
  const results = {
    benchmark: 'fidelity',
    date: startedAt,
    durationS: (performance.now() - startedMs) / 1000,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
    server: SERVER,
    rounds: ROUNDS,
    targets: TARGETS,
    levels,
    faults,
  };
  const lines = [
    `fidelity of \`llm-slo-gate run\` against ground truth (TTFT ${SERVER.ttftMs} ms, ITL ${SERVER.itlMs} ms, ${SERVER.tokens} tokens; median of ${ROUNDS} rounds)`,
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    '| c | client | TTFT err p50 | p99 | ITL err p50 | p99 | CPU µs/event | handshakes |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const l of levels) {
    for (const [name, s] of Object.entries({ raw: l.raw, cli: l.cli, ...(l.before ? { before: l.before } : {}) })) {
      lines.push(`| ${l.concurrency} | ${name} | ${f(s.ttftP50Ms)} | ${f(s.ttftP99Ms)} | ${f(s.itlP50Ms, 3)} | ${f(s.itlP99Ms)} | ${s.cpuUsPerEvent?.toFixed(1) ?? '—'} | ${s.handshakes} |`);
    }
    lines.push(`|   | targets | ${l.check.met ? 'met' : l.check.misses.join('; ')} |`);
  }
  process.stdout.write(lines.join('\n') + '\n');
  await writeResults(RESULTS_PATH, results);
  progress(`wrote ${RESULTS_PATH}`);
  return faults === 0 ? 0 : 1;
}
