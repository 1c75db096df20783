// @parallel: asserts pairing, counts and output, no timing, so it may run beside other test files (scripts/test.mjs).
// The fidelity benchmark's peer clients (bench/path/peers.ts): the openai SDK script, the
// seed documents' Python method and a bare undici client, each run as its own process against a real ground-truth server
// and paired with its log by x-request-id; the FIDELITY_PEERS choice and the check of what a
// peer prints; and `npm run bench`'s driver running a peer in its rounds and skipping, with a
// line saying why, a peer that cannot run. The Python peer needs Debian's python3-requests
// (`apt-get install -y python3-requests`; .ci/run installs it).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGroundTruth, type GroundTruthServer } from '../../bench/ground-truth/spawn.js';
import { pairRelative } from '../../bench/path/pair.js';
import { parsePeerList, parsePeerTraces } from '../../bench/path/peer-protocol.js';
import { findPeer, findPython, runPeer, type ReadyPeer } from '../../bench/path/peers.js';

const FIDELITY = fileURLToPath(new URL('../../bench/fidelity.js', import.meta.url));
/** A short schedule, so a run of a few requests takes well under a second. */
const SERVER = { ttftMs: 20, itlMs: 5, tokens: 8, nearWindowMs: 2, nearMode: 'sleep' as const };

/** A CPU figure in the benchmark's text: signed µs with one decimal, or — when none was read. */
const CPU_US = '(?:[+-]\\d+\\.\\d|—)';
/** A CPU reading in results.json: positive, or null when the sampler read none in the window. */
const readOrStarved = (value: number | null): boolean => value === null || value > 0;

describe('FIDELITY_PEERS and what a peer prints', () => {
  it('chooses every peer by default, a part of them, or none; an unknown name is refused naming it', () => {
    assert.deepEqual(parsePeerList(undefined), ['openai', 'python', 'undici']);
    assert.deepEqual(parsePeerList(' '), ['openai', 'python', 'undici']);
    assert.deepEqual(parsePeerList('python'), ['python']);
    assert.deepEqual(parsePeerList('python, openai'), ['openai', 'python']);
    assert.deepEqual(parsePeerList('none'), []);
    assert.throws(() => parsePeerList('openai,httpx'), /FIDELITY_PEERS: unknown peer "httpx"; use a comma-separated list of openai, python, undici, or none/);
  });

  it('takes well-formed traces and refuses others, naming the peer, the trace and the field', () => {
    assert.deepEqual(parsePeerTraces('openai', '[{"id":"a-0","ok":true,"ttftMs":1.5,"itlMs":[2,3]},{"id":"a-1","ok":false,"ttftMs":null,"itlMs":[],"error":"refused"}]'), [
      { id: 'a-0', ok: true, ttftMs: 1.5, itlMs: [2, 3] },
      { id: 'a-1', ok: false, ttftMs: null, itlMs: [], error: 'refused' },
    ]);
    assert.throws(() => parsePeerTraces('python', 'Traceback (most recent call last):'), /the python peer did not print a JSON array of traces \(its stdout began "Traceback/);
    assert.throws(() => parsePeerTraces('python', '{"id":"a"}'), /the python peer printed object, not a JSON array/);
    assert.throws(() => parsePeerTraces('python', '[{"id":"a-0","ok":true,"ttftMs":1,"itlMs":[1,"x"]}]'), /the python peer's trace 0 has a bad itlMs/);
    assert.throws(() => parsePeerTraces('openai', '[{"id":"a-0","ok":true,"ttftMs":"1","itlMs":[]}]'), /the openai peer's trace 0 has a bad ttftMs: "1"/);
  });

  it('finds no Python peer where no interpreter has requests, and says which were tried and how to install it', () => {
    const found = findPython(['/nonexistent/python3']);
    assert.ok('skip' in found);
    assert.equal(found.skip, 'no Python with the requests module (/nonexistent/python3: not found); on Debian: apt-get install -y python3-requests');
  });
});

describe('each peer against the ground-truth server', () => {
  let server: GroundTruthServer;
  before(async () => {
    server = await startGroundTruth(SERVER);
  });
  after(async () => {
    await server.stop();
  });

  for (const name of ['openai', 'python', 'undici'] as const) {
    it(`${name}: its measured requests pair with the server's log, the warm-up round left out`, async () => {
      const found = await findPeer(name);
      assert.ok('ready' in found, `the ${name} peer cannot run here: ${'skip' in found ? found.skip : ''}`);
      const ready: ReadyPeer = found.ready;
      await server.take();
      const run = await runPeer(ready, { baseUrl: server.baseUrl, concurrency: 4, requests: 8, tokens: SERVER.tokens, idPrefix: `t-${name}` });
      const { requests } = await server.take();
      // The warm-up round (ids 0–3) reached the server but is not among the measured traces.
      assert.equal(requests.length, 12);
      assert.deepEqual(run.traces.map((t) => t.id).sort(), Array.from({ length: 8 }, (_, i) => `t-${name}-${i + 4}`).sort());
      const e = pairRelative(run.traces, requests);
      assert.equal(e.paired, 8);
      assert.equal(e.unpaired + e.mismatched, 0);
      for (const t of run.traces) assert.equal(t.itlMs.length, SERVER.tokens - 1, `${t.id}: one gap between each two of ${SERVER.tokens} content chunks`);
      // A client's TTFT holds the server's own (first write − arrival) plus the way there and back.
      for (const err of e.ttftMs) assert.ok(err > -0.5, `TTFT error ${err} ms: the client saw content before the server wrote it`);
      // That its CPU is read in the window is checked in bench-cpu.test.ts, which runs alone:
      // beside other files the sampler can be starved past the whole run of a fast peer.
    });
  }
});

describe('npm run bench with peers', () => {
  it('runs the openai and undici peers in the rounds beside the floor and the CLI, reports the CLI above undici without asking it to beat that floor, and skips a Python peer that cannot run, saying why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bench-peers-'));
    try {
      const resultsPath = join(dir, 'fidelity.json');
      const env = { ...process.env, FIDELITY_LEVELS: '4', FIDELITY_ROUNDS: '1', FIDELITY_STEADY_ROUNDS: '4', FIDELITY_STEADY_REPEATS: '1', FIDELITY_STEADY_LEVELS: '4', FIDELITY_PEERS: 'openai,python,undici', FIDELITY_PYTHON: '/nonexistent/python3', FIDELITY_RESULTS: resultsPath };
      const child = spawn(process.execPath, [FIDELITY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      assert.equal(code, 0, stderr);
      const why = 'no Python with the requests module (/nonexistent/python3: not found); on Debian: apt-get install -y python3-requests';
      assert.ok(stderr.includes(`skipping the python peer: ${why}\n`), stderr);
      assert.match(stdout, /^\| 4 \| raw \|/m);
      assert.match(stdout, /^\| 4 \| cli \|/m);
      assert.match(stdout, /^\| 4 \| openai \| \+\d/m);
      assert.doesNotMatch(stdout, /^\| 4 \| python \|/m);
      assert.match(stdout, /^\| 4 \| undici \| \+\d/m);
      // CPU figures may read — here: beside other files the sampler, a timer in the benchmark's
      // process, can be starved past the whole run of a fast peer (a peer's CPU read in its window
      // is bench-cpu.test.ts's, which runs alone). The rest of each line is asserted whole.
      assert.match(stdout, new RegExp(`^\\|   \\| above undici \\| TTFT p50 [+-]\\d+\\.\\d\\d ms, p99 [+-]\\d+\\.\\d\\d ms, CPU ${CPU_US} µs/event; undici above the raw floor: CPU ${CPU_US} µs/event \\|$`, 'm'));
      assert.doesNotMatch(stdout, /not ahead of undici/);
      const results = JSON.parse(await readFile(resultsPath, 'utf8')) as {
        peers: { peer: string; version: string }[];
        skipped_peers: { peer: string; why: string }[];
        levels: {
          openai?: { ttft_p50_ms: number };
          python?: unknown;
          cli: { steady: { cpu_us_per_event: number } | null; steady_over_floor_us: number[] };
          runs: { client: string; paired: number; arrival_spread_ms: number | null; events_per_s: number; cpu_ms_per_s: number }[];
          steady_runs: { client: string; paired: number; second_half: { cpu_us_per_event: number; events_per_s: number } }[];
        }[];
        cpu_fit: Record<string, unknown>;
        steady_cpu_fit: Record<string, unknown>;
      };
      assert.deepEqual(results.peers.map((p) => p.peer), ['openai', 'undici']);
      assert.match(results.peers[1]?.version ?? '', /^undici 7\.\d+\.\d+ /);
      assert.match(results.peers[0]?.version ?? '', /^openai \d+\.\d+\.\d+$/);
      assert.deepEqual(results.skipped_peers, [{ peer: 'python', why }]);
      const level = results.levels[0];
      assert.ok(level !== undefined && Number.isFinite(level.openai?.ttft_p50_ms));
      assert.equal(level.python, undefined);
      // One round, in the first order of the benchmark's Williams design: 0, 1, n−1, 2.
      assert.deepEqual(level.runs.map((r) => [r.client, r.paired]), [['raw', 16], ['cli', 16], ['undici', 16], ['openai', 16]]);
      // How bunched each client's requests reached the server: 4 rounds of 4, each a spread ≥ 0.
      for (const r of level.runs) assert.ok(typeof r.arrival_spread_ms === 'number' && r.arrival_spread_ms >= 0, `${r.client}: ${r.arrival_spread_ms}`);
      // Each run's events and CPU a second (4 streams of 100 events a second while they stream):
      // the points of the CPU fit, which one level cannot make a line of. A starved client starts
      // its requests late and stretches the window (beside a busy core the openai peer's run read
      // 50 events a second), so the floor only catches a rate a minute or a millisecond mistaken
      // for one a second (60 or 1 000 times off), not a slow run.
      const eventRate = (x: number): boolean => x > 10 && x < 500;
      for (const r of level.runs) assert.ok(eventRate(r.events_per_s) && readOrStarved(r.cpu_ms_per_s), `${r.client}: ${r.events_per_s} events/s, ${r.cpu_ms_per_s} ms/s`);
      assert.deepEqual(results.cpu_fit, { raw: null, cli: null, openai: null, undici: null });
      // The steady runs, one each for the floor, the CLI and undici (not the rival peers), whose
      // second halves are the CPU target's reading: 4 rounds of 4 here, events in the half that
      // four streams of 100 a second make.
      assert.deepEqual(level.steady_runs.map((r) => [r.client, r.paired]), [['raw', 16], ['cli', 16], ['undici', 16]]);
      for (const r of level.steady_runs) assert.ok(eventRate(r.second_half.events_per_s) && readOrStarved(r.second_half.cpu_us_per_event), `${r.client}: ${JSON.stringify(r.second_half)}`);
      // The CLI's steady figure is its run's second half, or none when a starved sampler left it unread.
      assert.equal(level.cli.steady?.cpu_us_per_event ?? null, level.steady_runs[1]?.second_half.cpu_us_per_event ?? null);
      const excess = (level.steady_runs[1]?.second_half.cpu_us_per_event ?? Number.NaN) - (level.steady_runs[0]?.second_half.cpu_us_per_event ?? Number.NaN);
      assert.deepEqual(level.cli.steady_over_floor_us, [Number.isFinite(excess) ? excess : null], 'a starved reading is written as null');
      assert.match(stdout, new RegExp(`^\\|   \\| steady CPU \\| CLI per event floor ${CPU_US} µs \\(repeats: ${CPU_US}; target \\+ 3 µs: (met|not met)\\); bare undici floor ${CPU_US} µs \\|$`, 'm'));
      assert.deepEqual(results.steady_cpu_fit, { raw: null, cli: null, undici: null });
      assert.match(stdout, /^\| 4 \| cli \| [^|]+ \| [^|]+ \| [^|]+ \| [^|]+ \| (?:\d+\.\d|—) \| (?:\d+\.\d|—) \| 0 \|/m);
      assert.doesNotMatch(stdout, /least squares/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
