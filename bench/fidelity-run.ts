/**
 * The fidelity benchmark (`npm run bench`): how far the figures of a real `llm-slo-gate run`
 * (`node dist/cli.js run`, with its warm-up, self-check and progress, as a user runs it) are
 * from the times a ground-truth server wrote its events, next to a raw-socket client measured
 * in the same run against the same server (the floor this machine allows). Closed loop at
 * c = 1, 16, 64, 256 with synchronised starts: every stream of a level starts at once and, the
 * schedule being the same for all, its events arrive in bursts of c, the hardest case for a
 * client's event loop. Errors per request are paired by `x-request-id` (`path/pair.ts`); each
 * figure is the median over ROUNDS rounds, the clients taking turns to go first. Beside them, in
 * the same rounds, the peers a user would otherwise measure with (`path/peers.ts`): the `openai`
 * npm SDK and the seed documents' Python method, and a bare undici client, the floor of the
 * CLI's own HTTP library (reported beside the targets, not a rival); each skipped with a line
 * saying why when it cannot run here.
 *
 * Environment: FIDELITY_LEVELS (e.g. `64`), FIDELITY_ROUNDS, FIDELITY_CLI (another build's
 * `dist/cli.js`, measured as a third client, `before`), FIDELITY_BEFORE_NODE_OPTIONS (`node`
 * options for that client alone, space-separated: a runtime flag measured against the CLI as it
 * runs, with FIDELITY_CLI naming the same build), FIDELITY_PEERS (`openai,python,undici`, the
 * default, or a part of it, or `none`), FIDELITY_PYTHON (the Python peer's interpreter; by
 * default the first of /usr/bin/python3 and python3 that has requests), FIDELITY_PROFILE_DIR
 * (the CLI runs with `--cpu-prof` into it), FIDELITY_ROUNDS_PER_RUN (rounds of the level in one
 * client run, 4 by default), FIDELITY_STEADY_ROUNDS, FIDELITY_STEADY_REPEATS and
 * FIDELITY_STEADY_LEVELS (the steady CPU runs, see STEADY_ROUNDS), FIDELITY_NEAR_WINDOW_MS (how
 * long before each deadline the ground-truth server stops trusting its timer and blocks in a
 * precise sleep, 2 by default; 0 never blocks its loop, so no arriving request waits behind a
 * sleep for its arrival stamp), FIDELITY_RESULTS (where the JSON goes), FIDELITY_SCRAPE_MS
 * (what reading the server's metrics costs the CLI: the ground-truth server also answers
 * `GET /metrics` with a vLLM page, the CLI reads it every that many ms, `server_metrics: {url,
 * interval_ms}`, and runs once more in every round with `server_metrics: false`, as the client
 * `unscraped`; each level then says both runs' TTFT error over the floor and CPU per event, and
 * the CPU of one read. An earlier build's CLI, FIDELITY_CLI, reads it too. Unset: no /metrics,
 * and no spec names `server_metrics`, as before; see `path/scrape-pairs.ts`).
 */
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GroundTruthConfig, ServedRequest } from './ground-truth/protocol.js';
import { startGroundTruth, type GroundTruthServer } from './ground-truth/spawn.js';
import { lineFit, median, spread, type LineFit, type Spread } from './measure/summary.js';
import { writeResults } from './report/results-file.js';
import { canSampleCpu } from './path/proc-cpu.js';
import { runCliClient, runRawFloor, type ClientRun, type RunAsk } from './path/clients.js';
import { eventsBetween, pairRelative } from './path/pair.js';
import { LIBRARY_FLOORS, parsePeerList, type PeerName } from './path/peer-protocol.js';
import { findPeer, runPeer, type ReadyPeer } from './path/peers.js';
import { runReads, scrapeCost, scrapeLines, scrapeMs, scrapeSection, type RunReads } from './path/scrape-pairs.js';

const RESULTS_PATH = process.env.FIDELITY_RESULTS ?? fileURLToPath(new URL('../../bench/results/fidelity-latest.json', import.meta.url));
const LEVELS = (process.env.FIDELITY_LEVELS ?? '1,16,64,256').split(',').map(Number);
const ROUNDS = Number(process.env.FIDELITY_ROUNDS ?? 3);
const BEFORE_CLI = process.env.FIDELITY_CLI;
const PROFILE_DIR = process.env.FIDELITY_PROFILE_DIR;
const BEFORE_NODE_OPTIONS = (process.env.FIDELITY_BEFORE_NODE_OPTIONS ?? '').split(' ').filter((option) => option !== '');

/** FIDELITY_NEAR_WINDOW_MS, ms ≥ 0 (2 when unset): see the module comment. */
function nearWindowMs(): number {
  const text = process.env.FIDELITY_NEAR_WINDOW_MS ?? '2';
  const ms = Number(text);
  if (text.trim() === '' || !(ms >= 0)) throw new Error(`FIDELITY_NEAR_WINDOW_MS: ${JSON.stringify(text)} is not a number of ms ≥ 0; set it to 0 (never block) or leave it unset (2)`);
  return ms;
}

/** FIDELITY_SCRAPE_MS: the gap between the CLI's reads of the server's metrics; undefined: no reads (see the module comment). */
const SCRAPE_MS = scrapeMs();

/** The schedule of every level: the issue's (a 100 ms prefill, 10 ms decode steps, 64 tokens). */
const SERVER: GroundTruthConfig = {
  ttftMs: 100, itlMs: 10, tokens: 64, nearWindowMs: nearWindowMs(), nearMode: 'sleep', collectOnTake: true,
  ...(SCRAPE_MS === undefined ? {} : { metrics: true }),
};

/** Rounds of the level a client run measures (FIDELITY_ROUNDS_PER_RUN; 4 by default): longer runs show the steady state apart from a run's start. */
const ROUNDS_PER_RUN = Number(process.env.FIDELITY_ROUNDS_PER_RUN ?? 4);
/** Measured requests per client run: ROUNDS_PER_RUN rounds of the level, at least 16 so c = 1 has a tail. */
const requestsAt = (c: number): number => Math.max(16, ROUNDS_PER_RUN * c);
/**
 * The CPU in steady state, the CPU target's reading: at each of STEADY_LEVELS, each steady client
 * makes STEADY_REPEATS longer runs of STEADY_ROUNDS rounds of the level (FIDELITY_STEADY_ROUNDS,
 * 16 by default, 0 for none), the clients taking turns as in the rounds, and the CPU of the
 * second half of each run's window is taken per event written in it. A short run's CPU also
 * holds what a process spends once: the CLI compiles its hot code (TurboFan, on V8's worker
 * threads) through its first seconds, which the floor, with a whole round left out before its
 * window, has done before it is measured. Each repeat's clients run one after another, so the
 * CLI's excess over the floor is taken within a repeat and its median reported: this machine's
 * speed drifts by more than the excess between runs minutes apart (the floor's own CPU per event
 * at 256 streams read 10.6 and 16.9 µs in the steady runs of one benchmark).
 */
const STEADY_ROUNDS = Number(process.env.FIDELITY_STEADY_ROUNDS ?? 16);
const STEADY_REPEATS = Number(process.env.FIDELITY_STEADY_REPEATS ?? 3);
/** The levels whose steady CPU is measured: where the events, not a second's fixed costs, make the CPU. */
const STEADY_LEVELS = (process.env.FIDELITY_STEADY_LEVELS ?? '64,256').split(',').map(Number);
/** The clients whose steady CPU is measured: the floor, the CLI (and another build of it), and the library floor. */
const STEADY_CLIENTS: readonly ClientName[] = ['raw', 'cli', 'before', 'undici', 'unscraped'];

/** Targets (`docs/accuracy.md`): margins over the floor, ms, and CPU per event over the floor, µs. */
const TARGETS = { p50MarginMs: 0.3, p99MarginMs: 1.5, p50MarginAt256Ms: 1, cpuMarginUs: 3 };

/** `unscraped`: this build's CLI with `server_metrics: false`, beside `cli` reading them (FIDELITY_SCRAPE_MS only). */
type ClientName = 'raw' | 'cli' | 'before' | 'unscraped' | PeerName;

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
  /** The same CPU a second of the window, ms, and the content events a second in it (for `cpuFit`). */
  cpuMsPerS: number;
  eventsPerS: number;
  /** How bunched the measured requests reached the server (`arrivalSpreadMs`). */
  arrivalSpreadMs: number | null;
  /** The CPU in the second half of the window, per event written in it and a second; the events a second there. */
  secondHalf: CpuRate;
  /** First measured arrival → last measured tail write at the server, CLOCK_MONOTONIC ms (to cut a profile to it). */
  windowMs: [number, number];
  exitCode: number | null;
  /** With FIDELITY_SCRAPE_MS, a CLI run that read the server's metrics: the reads in its window. */
  reads?: RunReads;
}

/** CPU over part of a run: per content event, a second, and the events a second. */
interface CpuRate {
  cpuUsPerEvent: number;
  cpuMsPerS: number;
  eventsPerS: number;
}

/** A client's figures at one level: medians over the rounds. */
interface Summary {
  ttftP50Ms: number | null;
  ttftP99Ms: number | null;
  itlP50Ms: number | null;
  itlP99Ms: number | null;
  cpuUsPerEvent: number | null;
  cpuMsPerS: number | null;
  eventsPerS: number | null;
  arrivalSpreadMs: number | null;
  handshakes: number;
  /** The second half of the steady runs (see STEADY_ROUNDS), medians over the repeats; null when not measured. */
  steady: CpuRate | null;
  /** Its CPU per event minus the floor's in the same repeat, µs, a value per repeat; empty when not measured. */
  steadyOverFloorUs: number[];
}

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

/**
 * How bunched a client's measured requests reached the server: taken in arrival order, c at a
 * time (a closed loop's rounds), the median of last − first arrival over those groups, ms. A
 * client that cannot send c requests at once spreads them, and its answers then come back less
 * bunched than a closed loop's, which lowers its TTFT error without making its stamps better.
 */
function arrivalSpreadMs(served: readonly ServedRequest[], measured: ReadonlySet<string>, c: number): number | null {
  const arrivals = served.filter((r) => measured.has(r.id)).map((r) => r.arrivalMs).sort((a, b) => a - b);
  const spreads: number[] = [];
  for (let i = 0; i + c <= arrivals.length; i += c) spreads.push((arrivals[i + c - 1] as number) - (arrivals[i] as number));
  return median(spreads);
}

/** The peers that can run here, found once per benchmark. */
const readyPeers = new Map<PeerName, ReadyPeer>();

async function measure(client: ClientName, server: GroundTruthServer, ask: RunAsk, round: number): Promise<RunRow> {
  await server.take();
  let run: ClientRun;
  const peer = readyPeers.get(client as PeerName);
  if (client === 'raw') run = await runRawFloor(ask);
  else if (peer !== undefined) run = await runPeer(peer, ask);
  else {
    const before = client === 'before';
    const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', `${PROFILE_DIR}/${client}`] : [];
    const nodeOptions = [...(before ? BEFORE_NODE_OPTIONS : []), ...profile];
    const serverMetrics = SCRAPE_MS === undefined ? {} : { serverMetrics: scrapeSection(client, server.baseUrl, SCRAPE_MS) };
    run = await runCliClient({ ...ask, ...(before ? { cli: BEFORE_CLI } : {}), ...(nodeOptions.length > 0 ? { nodeOptions } : {}), ...serverMetrics });
  }
  const { requests, metricsReadsMs } = await server.take();
  const e = pairRelative(run.traces, requests);
  const waits = Float64Array.from(run.traces.flatMap((t) => (typeof t.connectionWaitMs === 'number' ? [t.connectionWaitMs] : [])));
  // The CPU window ends where the samples do when the process exited before a reading after the
  // last response (a slow /proc spaces readings out): CPU, events and seconds all stop there.
  const [fromMs, toMs] = [e.windowMs[0], Math.min(e.windowMs[1], run.cpuSampledUntilMs)];
  const cpuUs = run.cpuBetweenUs(fromMs, toMs);
  const events = toMs === e.windowMs[1] ? e.events : eventsBetween(e.eventWritesMs, fromMs, toMs);
  const windowS = (toMs - fromMs) / 1000;
  const midMs = (fromMs + toMs) / 2;
  const halfCpuUs = run.cpuBetweenUs(midMs, toMs);
  const halfEvents = eventsBetween(e.eventWritesMs, midMs, toMs);
  // The stream's own rate in the second half of the whole window, as `eventsPerS` below: known
  // even when a starved sampler clipped the CPU window to nothing.
  const wholeMs = e.windowMs[1] - e.windowMs[0];
  const wholeHalfEvents = eventsBetween(e.eventWritesMs, e.windowMs[0] + wholeMs / 2, e.windowMs[1]);
  return {
    client, round,
    paired: e.paired, unpaired: e.unpaired, mismatched: e.mismatched, uncertainWrites: e.uncertainWrites, handshakes: e.handshakes,
    ttft: spread(e.ttftMs), itl: spread(e.itlMs), connectionWait: spread(waits),
    cpuUsPerEvent: events > 0 ? cpuUs / events : Number.NaN,
    cpuMsPerS: windowS > 0 ? cpuUs / 1000 / windowS : Number.NaN,
    // The stream's own rate, over the whole window: it needs no CPU reading, so a starved sampler
    // that clipped the CPU window leaves it known.
    eventsPerS: e.windowMs[1] > e.windowMs[0] ? (e.events * 1000) / (e.windowMs[1] - e.windowMs[0]) : Number.NaN,
    arrivalSpreadMs: arrivalSpreadMs(requests, new Set(run.traces.map((t) => t.id)), ask.concurrency),
    secondHalf: {
      cpuUsPerEvent: halfEvents > 0 ? halfCpuUs / halfEvents : Number.NaN,
      cpuMsPerS: windowS > 0 ? halfCpuUs / 1000 / (windowS / 2) : Number.NaN,
      eventsPerS: wholeMs > 0 ? (wholeHalfEvents * 1000) / (wholeMs / 2) : Number.NaN,
    },
    windowMs: e.windowMs,
    exitCode: run.exitCode,
    ...(run.serverReads === undefined || client === 'unscraped' ? {} : { reads: runReads(metricsReadsMs, fromMs, toMs, run.serverReads) }),
  };
}

/** The steady figures of `client`: medians over its repeats, and its excess over the floor in each. */
function summariseSteady(steadyRows: readonly RunRow[], client: ClientName): Pick<Summary, 'steady' | 'steadyOverFloorUs'> {
  const mine = steadyRows.filter((r) => r.client === client && Number.isFinite(r.secondHalf.cpuUsPerEvent));
  if (mine.length === 0) return { steady: null, steadyOverFloorUs: [] };
  const mid = (pick: (r: CpuRate) => number): number => median(mine.map((r) => pick(r.secondHalf))) as number;
  const overFloor: number[] = [];
  for (const row of mine) {
    const floor = steadyRows.find((r) => r.client === 'raw' && r.round === row.round);
    if (floor !== undefined && Number.isFinite(floor.secondHalf.cpuUsPerEvent)) overFloor.push(row.secondHalf.cpuUsPerEvent - floor.secondHalf.cpuUsPerEvent);
  }
  return { steady: { cpuUsPerEvent: mid((r) => r.cpuUsPerEvent), cpuMsPerS: mid((r) => r.cpuMsPerS), eventsPerS: mid((r) => r.eventsPerS) }, steadyOverFloorUs: overFloor };
}

function summarise(rows: RunRow[], steady: Pick<Summary, 'steady' | 'steadyOverFloorUs'>): Summary {
  return {
    ttftP50Ms: median(rows.map((r) => r.ttft.p50Ms)),
    ttftP99Ms: median(rows.map((r) => r.ttft.p99Ms)),
    itlP50Ms: median(rows.map((r) => r.itl.p50Ms)),
    itlP99Ms: median(rows.map((r) => r.itl.p99Ms)),
    cpuUsPerEvent: median(rows.map((r) => (Number.isFinite(r.cpuUsPerEvent) ? r.cpuUsPerEvent : null))),
    cpuMsPerS: median(rows.map((r) => (Number.isFinite(r.cpuMsPerS) ? r.cpuMsPerS : null))),
    eventsPerS: median(rows.map((r) => (Number.isFinite(r.eventsPerS) ? r.eventsPerS : null))),
    arrivalSpreadMs: median(rows.map((r) => r.arrivalSpreadMs)),
    handshakes: rows.reduce((n, r) => n + r.handshakes, 0),
    ...steady,
  };
}

/** a − b, NaN when either is missing. */
const over = (a: number | null, b: number | null): number => (a === null || b === null ? Number.NaN : a - b);

/** Whether the CLI meets the targets against the floor, and is ahead of every peer, at concurrency `c`. */
function verdict(c: number, cli: Summary, raw: Summary, peers: Partial<Record<PeerName, Summary>>): { met: boolean; misses: string[] } {
  const misses: string[] = [];
  const p50 = over(cli.ttftP50Ms, raw.ttftP50Ms);
  const p99 = over(cli.ttftP99Ms, raw.ttftP99Ms);
  const p50Limit = c >= 256 ? TARGETS.p50MarginAt256Ms : TARGETS.p50MarginMs;
  if (!(p50 <= p50Limit)) misses.push(`TTFT p50 floor + ${p50.toFixed(2)} ms > + ${p50Limit} ms`);
  if (c <= 64 && !(p99 <= TARGETS.p99MarginMs)) misses.push(`TTFT p99 floor + ${p99.toFixed(2)} ms > + ${TARGETS.p99MarginMs} ms`);
  if (cli.handshakes > 0) misses.push(`${cli.handshakes} measured requests paid a handshake`);
  // Ahead means a smaller TTFT error than the peer's, at the median and in the tail. A library
  // floor is not a rival: what the CLI adds above it is reported beside the targets instead.
  for (const [name, peer] of Object.entries(peers)) {
    if (LIBRARY_FLOORS.includes(name as PeerName)) continue;
    if (!(over(cli.ttftP50Ms, peer.ttftP50Ms) < 0)) misses.push(`TTFT p50 not ahead of ${name} (${f(cli.ttftP50Ms)} vs ${f(peer.ttftP50Ms)} ms)`);
    if (!(over(cli.ttftP99Ms, peer.ttftP99Ms) < 0)) misses.push(`TTFT p99 not ahead of ${name} (${f(cli.ttftP99Ms)} vs ${f(peer.ttftP99Ms)} ms)`);
  }
  return { met: misses.length === 0, misses };
}

/** A client's CPU split over the levels (see `lineFit`): µs per event, and ms a second at any rate. */
interface CpuFit {
  perEventUs: number;
  fixedMsPerS: number;
}

/**
 * The fit of `client`'s CPU a second against its events a second, one point per level: its
 * medians over the rounds, or with `steady` its steady run's; null with fewer than two levels.
 */
function cpuFit(levels: readonly Partial<Record<ClientName, Summary>>[], client: ClientName, steady = false): CpuFit | null {
  const points: [number, number][] = [];
  for (const level of levels) {
    const s = steady ? level[client]?.steady : level[client];
    if (s?.eventsPerS != null && s.cpuMsPerS != null && Number.isFinite(s.eventsPerS) && Number.isFinite(s.cpuMsPerS)) points.push([s.eventsPerS, s.cpuMsPerS]);
  }
  const fit: LineFit | null = lineFit(points);
  return fit === null ? null : { perEventUs: fit.slope * 1000, fixedMsPerS: fit.fixed };
}

const f = (v: number | null, digits = 2): string => (v === null || !Number.isFinite(v) ? '—' : `${v >= 0 ? '+' : ''}${v.toFixed(digits)}`);

/** The peers FIDELITY_PEERS asks for that can run here; one line for each one that cannot. */
async function findPeers(): Promise<{ ready: ReadyPeer[]; skipped: { peer: PeerName; why: string }[] }> {
  const ready: ReadyPeer[] = [];
  const skipped: { peer: PeerName; why: string }[] = [];
  for (const peer of parsePeerList(process.env.FIDELITY_PEERS)) {
    const found = await findPeer(peer);
    if ('ready' in found) {
      ready.push(found.ready);
      readyPeers.set(peer, found.ready);
      progress(`peer ${peer}: ${found.ready.version}`);
    } else {
      skipped.push({ peer, why: found.skip });
      progress(`skipping the ${peer} peer: ${found.skip}`);
    }
  }
  return { ready, skipped };
}

/**
 * The clients' order in round `round`: a Williams design (for n clients, round r runs
 * r, r+1, r−1, r+2, r−2, … mod n), so that over n rounds each client runs in every place and
 * right after every other client once (for an odd n, over 2n rounds, the second n reversed).
 * The client a run follows matters: a CLI run right after the raw floor or bare undici read a
 * TTFT p50 at 256 streams 0.9 ms above the earlier build's right after it, in 8 of 9
 * rounds, when the list was only turned by one place a round (which keeps each client's
 * predecessor; reversing every other round keeps a client of three always second).
 */
export function turns<T>(clients: readonly T[], round: number): T[] {
  const n = clients.length;
  if (n === 0) return [];
  const r = round % (n % 2 === 0 ? n : 2 * n);
  const order: T[] = [];
  for (let i = 0; i < n; i++) {
    // Places 0, 1, n−1, 2, n−2, …: the even ones count down from n, which is 0 mod n.
    const step = i % 2 === 1 ? (i + 1) / 2 : n - i / 2;
    order.push(clients[(r + step) % n] as T);
  }
  return r < n ? order : order.reverse();
}

/**
 * One level's runs, every client taking its turn in each round, then each steady client's one
 * longer run (STEADY_ROUNDS); resolves with the rows, the steady rows and the faults.
 */
async function runLevel(c: number, clients: ClientName[]): Promise<{ rows: RunRow[]; steadyRows: RunRow[]; faults: number }> {
  const server = await startGroundTruth(SERVER);
  const rows: RunRow[] = [];
  const steadyRows: RunRow[] = [];
  let faults = 0;
  /** One client run of `requests` at this level, its faults counted. */
  const runOnce = async (client: ClientName, requests: number, idPrefix: string, round: number): Promise<RunRow> => {
    const row = await measure(client, server, { baseUrl: server.baseUrl, concurrency: c, requests, tokens: SERVER.tokens, idPrefix }, round);
    if (row.unpaired + row.mismatched > 0 || row.paired === 0) faults += 1;
    return row;
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const client of turns(clients, round)) {
        const row = await runOnce(client, requestsAt(c), `c${c}-${client}-${round}`, round);
        rows.push(row);
        progress(`c=${c} ${client} round ${round + 1}: TTFT error p50 ${f(row.ttft.p50Ms)} p99 ${f(row.ttft.p99Ms)} ms, ITL p50 ${f(row.itl.p50Ms, 3)} ms, CPU ${row.cpuUsPerEvent.toFixed(1)} µs/event` +
          `${row.handshakes > 0 ? `, ${row.handshakes} handshakes` : ''}${row.connectionWait.p50Ms === null ? '' : `, connection wait p50 ${f(row.connectionWait.p50Ms, 3)} p99 ${f(row.connectionWait.p99Ms)} ms`}${PROFILE_DIR ? `, window ${row.windowMs.map((ms) => ms.toFixed(1)).join(' ')}` : ''}${row.unpaired + row.mismatched > 0 ? `, ${row.unpaired} unpaired, ${row.mismatched} mismatched` : ''}`);
      }
    }
    const steadyClients = clients.filter((name) => STEADY_CLIENTS.includes(name));
    for (let repeat = 0; STEADY_ROUNDS > 0 && STEADY_LEVELS.includes(c) && repeat < STEADY_REPEATS; repeat++) {
      for (const client of turns(steadyClients, repeat)) {
        const row = await runOnce(client, Math.max(16, STEADY_ROUNDS * c), `c${c}-${client}-steady-${repeat}`, repeat);
        steadyRows.push(row);
        progress(`c=${c} ${client} steady run ${repeat + 1} (${row.paired} requests): CPU ${row.cpuUsPerEvent.toFixed(1)} µs/event, its second half ${row.secondHalf.cpuUsPerEvent.toFixed(1)} µs/event, ${row.secondHalf.cpuMsPerS.toFixed(0)} ms/s`);
      }
    }
  } finally {
    await server.stop();
  }
  return { rows, steadyRows, faults };
}

/**
 * The CPU fits as lines under the table: each client's cost per event and per second, and the
 * CLI's against the floor's (the table's CPU per event adds a second's fixed cost spread over
 * that level's events; the CPU target itself is read in the steady runs, `steadyExcessLine`).
 */
function fitLines(fits: Partial<Record<ClientName, CpuFit | null>>, what: string): string[] {
  const known = Object.entries(fits).filter((e): e is [string, CpuFit] => e[1] != null);
  if (known.length === 0) return [];
  const lines = [`CPU a second = fixed + per event × events a second, least squares over the levels (${what}):`];
  for (const [name, fit] of known) lines.push(`  ${name}: ${fit.perEventUs.toFixed(1)} µs per event, ${fit.fixedMsPerS.toFixed(1)} ms a second`);
  const cli = fits.cli;
  const raw = fits.raw;
  if (cli != null && raw != null) {
    const perEventUs = cli.perEventUs - raw.perEventUs;
    lines.push(`  cli per event: floor ${f(perEventUs, 1)} µs, a second: floor ${f(cli.fixedMsPerS - raw.fixedMsPerS, 1)} ms`);
  }
  return lines;
}

/**
 * The CPU target read at a level with steady runs: the CLI's CPU per event above the floor's in
 * the same repeat (median, and each repeat's), and bare undici's beside it.
 */
function steadyExcessLine(cli: Summary, undici: Summary | undefined): string | undefined {
  if (cli.steadyOverFloorUs.length === 0) return undefined;
  const excess = median(cli.steadyOverFloorUs) as number;
  const each = cli.steadyOverFloorUs.map((v) => f(v, 1)).join(', ');
  // Unknown (—) when a starved sampler left every undici steady run unread, as beside a busy core.
  const library = undici === undefined ? '' : `; bare undici floor ${f(undici.steadyOverFloorUs.length > 0 ? median(undici.steadyOverFloorUs) : null, 1)} µs`;
  return `CLI per event floor ${f(excess, 1)} µs (repeats: ${each}; target + ${TARGETS.cpuMarginUs} µs: ${excess <= TARGETS.cpuMarginUs ? 'met' : 'not met'})${library}`;
}

/** Runs the benchmark; resolves with the process exit code (0 unless a run could not be paired). */
export async function run(): Promise<number> {
  if (!canSampleCpu()) throw new Error('this benchmark reads /proc/<pid>/task/*/schedstat (Linux)');
  const startedAt = new Date().toISOString();
  const startedMs = performance.now();
  const loadBefore = loadavg();
  const peers = await findPeers();
  const peerNames = peers.ready.map((p) => p.peer);
  const clients: ClientName[] = [...(BEFORE_CLI === undefined ? ['raw', 'cli'] as const : ['raw', 'cli', 'before'] as const), ...(SCRAPE_MS === undefined ? [] : ['unscraped'] as const), ...peerNames];
  const levels = [];
  /** Every client's summaries, a level each, for the CPU fits. */
  const summaries: Partial<Record<ClientName, Summary>>[] = [];
  let faults = 0;
  for (const c of LEVELS) {
    const level = await runLevel(c, clients);
    faults += level.faults;
    const by: Partial<Record<ClientName, Summary>> = Object.fromEntries(clients.map((name) => [name, summarise(level.rows.filter((r) => r.client === name), summariseSteady(level.steadyRows, name))]));
    summaries.push(by);
    const raw = by.raw as Summary;
    const cli = by.cli as Summary;
    const peerSummaries: Partial<Record<PeerName, Summary>> = Object.fromEntries(peerNames.map((p) => [p, by[p]]));
    const scrape = SCRAPE_MS === undefined ? {} : { unscraped: by.unscraped, scrape: scrapeCost(SCRAPE_MS, level.rows, level.steadyRows) };
    levels.push({ concurrency: c, requests: requestsAt(c), raw, cli, ...(BEFORE_CLI ? { before: by.before } : {}), ...scrape, ...peerSummaries, check: verdict(c, cli, raw, peerSummaries), runs: level.rows, steadyRuns: level.steadyRows });
  }
  const fits = Object.fromEntries(clients.map((c) => [c, cpuFit(summaries, c)])) as Partial<Record<ClientName, CpuFit | null>>;
  const steadyFits = Object.fromEntries(clients.filter((c) => STEADY_CLIENTS.includes(c)).map((c) => [c, cpuFit(summaries, c, true)])) as Partial<Record<ClientName, CpuFit | null>>;
  const results = {
    benchmark: 'fidelity',
    date: startedAt,
    durationS: (performance.now() - startedMs) / 1000,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
    server: SERVER,
    ...(SCRAPE_MS === undefined ? {} : { scrapeMs: SCRAPE_MS }),
    rounds: ROUNDS,
    steady: { rounds: STEADY_ROUNDS, repeats: STEADY_REPEATS, levels: STEADY_LEVELS },
    targets: TARGETS,
    peers: peers.ready.map((p) => ({ peer: p.peer, version: p.version })),
    skippedPeers: peers.skipped,
    levels,
    cpuFit: fits,
    steadyCpuFit: steadyFits,
    faults,
  };
  const lines = [
    `fidelity of \`llm-slo-gate run\` against ground truth (TTFT ${SERVER.ttftMs} ms, ITL ${SERVER.itlMs} ms, ${SERVER.tokens} tokens; median of ${ROUNDS} rounds; ${results.durationS.toFixed(0)} s)`,
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    ...(SCRAPE_MS === undefined ? [] : [`the server also answers /metrics (a vLLM page); cli reads it every ${SCRAPE_MS} ms, unscraped is the same CLI with server_metrics: false`]),
    ...peers.ready.map((p) => `peer ${p.peer}: ${p.version}`),
    ...peers.skipped.map((p) => `skipped the ${p.peer} peer: ${p.why}`),
    '| c | client | TTFT err p50 | p99 | ITL err p50 | p99 | CPU µs/event | steady | handshakes | arrival spread ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const l of levels) {
    const named: [string, Summary | undefined][] = [['raw', l.raw], ['cli', l.cli], ['before', l.before], ['unscraped', l.unscraped], ...peerNames.map((p): [string, Summary | undefined] => [p, l[p]])];
    for (const [name, s] of named) {
      if (s === undefined) continue;
      lines.push(`| ${l.concurrency} | ${name} | ${f(s.ttftP50Ms)} | ${f(s.ttftP99Ms)} | ${f(s.itlP50Ms, 3)} | ${f(s.itlP99Ms)} | ${s.cpuUsPerEvent?.toFixed(1) ?? '—'} | ${s.steady?.cpuUsPerEvent.toFixed(1) ?? '—'} | ${s.handshakes} | ${s.arrivalSpreadMs?.toFixed(2) ?? '—'} |`);
    }
    const steadyLine = steadyExcessLine(l.cli, l.undici);
    // The CPU target is read in the steady runs only: a level without them says so, so its
    // 'met' is never taken for the CPU's.
    const cpuUnjudged = steadyLine === undefined ? ' (CPU target not judged here: no steady runs)' : '';
    lines.push(`|   | targets | ${l.check.met ? 'met' : l.check.misses.join('; ')}${cpuUnjudged} |`);
    if (steadyLine !== undefined) lines.push(`|   | steady CPU | ${steadyLine} |`);
    if (l.scrape !== undefined && l.unscraped !== undefined) lines.push(...scrapeLines(l.concurrency, l.scrape, l.cli, l.unscraped, l.raw));
    const library = l.undici;
    if (library !== undefined) {
      lines.push(`|   | above undici | TTFT p50 ${f(over(l.cli.ttftP50Ms, library.ttftP50Ms))} ms, p99 ${f(over(l.cli.ttftP99Ms, library.ttftP99Ms))} ms, CPU ${f(over(l.cli.cpuUsPerEvent, library.cpuUsPerEvent), 1)} µs/event; undici above the raw floor: CPU ${f(over(library.cpuUsPerEvent, l.raw.cpuUsPerEvent), 1)} µs/event |`);
    }
  }
  lines.push(...fitLines(fits, 'the rounds, whole windows'), ...fitLines(steadyFits, `the steady runs of ${STEADY_ROUNDS} rounds, their second halves`));
  process.stdout.write(lines.join('\n') + '\n');
  await writeResults(RESULTS_PATH, results);
  progress(`wrote ${RESULTS_PATH}`);
  return faults === 0 ? 0 : 1;
}
