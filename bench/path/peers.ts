/**
 * The peer clients of the fidelity benchmark: what a user would otherwise measure with, run
 * against the same ground-truth server as the CLI and the floor, as child processes measured the
 * same way. `openai`: the npm SDK (`openai-peer.ts`). `python`: the seed documents' method
 * (`seed-method.py`, requests + threads) under an interpreter that has `requests`. `undici`: a
 * bare client on the CLI's HTTP library (`undici-peer.ts`), the floor of what code on it costs. A peer that
 * cannot run here is skipped with its reason, never a failure of the benchmark.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { requestId } from '../clients/types.js';
import { runChild, type ClientRun, type RunAsk } from './clients.js';
import { parsePeerTraces, type PeerName, type PeerShape } from './peer-protocol.js';

/** The compiled SDK script, next to this file in `build/bench/path/`. */
const OPENAI_PEER_PATH = fileURLToPath(new URL('./openai-peer.js', import.meta.url));
const UNDICI_PEER_PATH = fileURLToPath(new URL('./undici-peer.js', import.meta.url));
/** The Python script is not compiled: it stays in the source tree. */
const PYTHON_PEER_PATH = fileURLToPath(new URL('../../../bench/path/seed-method.py', import.meta.url));

/** A peer ready to run: the command that runs it and what it is (library versions). */
export interface ReadyPeer {
  peer: PeerName;
  command: string;
  args: string[];
  version: string;
}

/** A peer found or the reason it cannot run. */
export type PeerLookup = { ready: ReadyPeer } | { skip: string };

/** The `openai` SDK, when it is installed (a devDependency). */
async function findOpenAi(): Promise<PeerLookup> {
  try {
    const { VERSION } = (await import('openai/version')) as { VERSION: string };
    return { ready: { peer: 'openai', command: process.execPath, args: [OPENAI_PEER_PATH], version: `openai ${VERSION}` } };
  } catch (err) {
    return { skip: `the openai package does not load (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); it is a devDependency: npm install` };
  }
}

/**
 * Interpreters tried for the Python peer: FIDELITY_PYTHON alone when it is set; else Debian's
 * (its `python3-requests` package is the one install route this machine has, no PyPI), then
 * whichever `python3` is first on PATH (e.g. pyenv's, which may lack requests).
 */
function pythonCandidates(): string[] {
  const named = process.env.FIDELITY_PYTHON;
  return named ? [named] : ['/usr/bin/python3', 'python3'];
}

/** The first interpreter that imports `requests`. */
export function findPython(candidates = pythonCandidates()): PeerLookup {
  const tried: string[] = [];
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', 'import sys, requests; print(sys.version.split()[0], requests.__version__)'], { encoding: 'utf8', timeout: 15_000 });
    if (probe.status === 0) {
      const [pythonVersion, requestsVersion] = probe.stdout.trim().split(' ');
      return { ready: { peer: 'python', command: python, args: [PYTHON_PEER_PATH], version: `python ${pythonVersion} (${python}), requests ${requestsVersion}` } };
    }
    tried.push(`${python}: ${probe.error ? 'not found' : 'no requests module'}`);
  }
  return { skip: `no Python with the requests module (${tried.join('; ')}); on Debian: apt-get install -y python3-requests` };
}

/** undici, the CLI's own dependency, so always there. */
async function findUndici(): Promise<PeerLookup> {
  const pkg = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('undici/package.json'), 'utf8')) as { version: string };
  return { ready: { peer: 'undici', command: process.execPath, args: [UNDICI_PEER_PATH], version: `undici ${pkg.version} (Pool.dispatch, no SSE or JSON parsing)` } };
}

/** Looks up `peer`. */
export async function findPeer(peer: PeerName): Promise<PeerLookup> {
  if (peer === 'openai') return findOpenAi();
  return peer === 'undici' ? findUndici() : findPython();
}

/**
 * One run of a peer. Like the raw floor, its first round of `concurrency` requests opens and
 * warms its connections (a user's script has no warm-up, the CLI has one) and is left out; the
 * measured requests follow.
 */
export async function runPeer(ready: ReadyPeer, ask: RunAsk): Promise<ClientRun> {
  const warm = ask.concurrency;
  const shape: PeerShape = { baseUrl: ask.baseUrl, concurrency: ask.concurrency, requests: warm + ask.requests, maxTokens: ask.tokens, idPrefix: ask.idPrefix };
  const run = await runChild([...ready.args, JSON.stringify(shape)], ready.command);
  if (run.exitCode !== 0) throw new Error(`the ${ready.peer} peer failed (exit ${run.exitCode}): ${run.stderr.slice(-2000)}`);
  const warmIds = new Set(Array.from({ length: warm }, (_, i) => requestId(ask.idPrefix, i)));
  const traces = parsePeerTraces(ready.peer, run.stdout).filter((t) => !warmIds.has(t.id));
  return {
    traces: traces.map((t) => ({ id: t.id, ok: t.ok, ttftMs: t.ttftMs, itlMs: t.itlMs })),
    cpuBetweenUs: run.cpu.cpuBetweenUs,
    cpuSampledUntilMs: run.cpu.sampledUntilMs(),
    exitCode: run.exitCode,
  };
}
