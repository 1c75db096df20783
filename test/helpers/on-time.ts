/**
 * Timing-sensitive tests: a measurement whose timing bounds did not hold is taken again, up to a
 * fixed number of attempts, and the test fails only when every attempt missed.
 *
 * Why: a shared machine stalls a process for tens of milliseconds now and then, whatever that
 * process does (seen on one CI run: sends 15–43 ms late at p95 in three tests, each of which holds
 * with room to spare on every other run). A scheduler that is late on its own is late in every
 * attempt, so the bound still catches it; a stall of the machine is rarely there three times running.
 * Only timing bounds are retried: what a run did (counts, caps, labels) is asserted once, on the
 * attempt that was on time, and never excused.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';

/** Attempts before a timing bound counts as missed. */
const ATTEMPTS = 3;

/**
 * Runs `measure` until `late` finds nothing wrong with its timing, at most ATTEMPTS times.
 * `late` returns one line per missed bound (empty when all held). Missed attempts are written as
 * test diagnostics, so a retry is never silent.
 */
export async function onTime<T>(
  t: TestContext,
  measure: () => Promise<T>,
  late: (result: T) => string[],
): Promise<T> {
  const missed: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await measure();
    const problems = late(result);
    if (problems.length === 0) return result;
    const line = `attempt ${attempt} of ${ATTEMPTS} missed its timing: ${problems.join('; ')}`;
    missed.push(line);
    t.diagnostic(line);
  }
  assert.fail(`every attempt missed its timing bounds:\n${missed.join('\n')}`);
}
