/**
 * The policy for tests that run against a real system server (llama.cpp's llama-server, built by
 * `npm run real-engine`; Debian's prometheus, promtool and prometheus-pushgateway): where the
 * server is absent, each such test is skipped with one line naming what is missing and the
 * command that installs or builds it (scripts/test.mjs counts the skips in the run's last
 * lines), unless LLM_SLO_GATE_REQUIRE_SERVERS is set (.ci/run sets it), which turns every such
 * skip into a failure with the same line: CI never passes by skipping.
 */
import type { TestContext } from 'node:test';

/** The environment variable that turns a skip for an absent server into a failure. */
export const REQUIRE_SERVERS_ENV = 'LLM_SLO_GATE_REQUIRE_SERVERS';

/** A real server a test needs, and whether it is there. */
export interface Requirement {
  /** What the test needs, e.g. `llama-server` or `prometheus`. */
  what: string;
  /** Why it is absent (e.g. "not on PATH"), or undefined when it is there. */
  missing: string | undefined;
  /** The exact command that installs or builds it. */
  install: string;
}

/** What becomes of a test that needs a real server. */
export type Decision = { run: true } | { skip: string } | { fail: string };

/** Whether LLM_SLO_GATE_REQUIRE_SERVERS asks for every needed server (set, and not 0/false/no). */
export function serversRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env[REQUIRE_SERVERS_ENV] ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false' && value !== 'no';
}

/** Runs the test when its server is there; otherwise a skip, or a failure when servers are required. */
export function decide(requirement: Requirement, env: NodeJS.ProcessEnv = process.env): Decision {
  const { what, missing, install } = requirement;
  if (missing === undefined) return { run: true };
  if (serversRequired(env)) {
    return { fail: `${what} is absent (${missing}), and ${REQUIRE_SERVERS_ENV}=${env[REQUIRE_SERVERS_ENV]} requires it: ${install}` };
  }
  return { skip: `needs ${what}, absent (${missing}): ${install}` };
}

/** What `needing` gives node:test's `test` after the test's name. */
export type Needing = [options: { skip?: string; timeout?: number; todo?: string }, fn: (t: TestContext) => void | Promise<void>];

/**
 * The options and body of a node:test test that needs `requirement`, as
 * `test(name, ...needing(requirement, fn))`: the body as given when the server is there; when
 * it is not, skipped with the one-line reason, or a body that fails with it (see `decide`). A test
 * marked `todo` is one only where the server is there: absent, it is skipped or fails like the others.
 * (The test file itself calls `test`, so the runner names that file for a skip or a failure.)
 */
export function needing(
  requirement: Requirement | readonly Requirement[],
  fn: (t: TestContext) => void | Promise<void>,
  options: { timeout?: number; todo?: string; env?: NodeJS.ProcessEnv } = {},
): Needing {
  const { env = process.env, timeout, todo } = options;
  const decisions = (Array.isArray(requirement) ? requirement : [requirement] as Requirement[]).map((r) => decide(r, env));
  const failed = decisions.find((d): d is { fail: string } => 'fail' in d);
  const skipped = decisions.find((d): d is { skip: string } => 'skip' in d);
  const timing = timeout === undefined ? {} : { timeout };
  if (failed) return [timing, () => { throw new Error(failed.fail); }];
  if (skipped) return [{ skip: skipped.skip }, fn];
  return [{ ...timing, ...(todo === undefined ? {} : { todo }) }, fn];
}
