// Runs the compiled test files with Node's built-in runner, in two rounds:
//
// 1. Files marked `// @parallel` (a line of their own, with the reason) run several at a time.
//    Most of them wait on sockets, timers and child processes, so the CPU is idle between them.
// 2. Every other file runs afterwards, one at a time, with nothing else of the suite beside it.
//
// A file runs alone unless it is marked: a file whose assertions depend on timing (latency,
// event-loop lag, a wall-clock window, a rate held) can fail when another file competes for the
// CPU, and a file that was never tried beside others is not known not to. So a new file is safe
// by default, and is marked once it asserts no timing.
//
// A glob is expanded here because Node 20's `--test` does not expand globs itself.
// Usage: node scripts/test.mjs [substring...]  (only the files whose names contain one)
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const dir = 'build/test';
const PARALLEL_MARK = /^\/\/ @parallel\b/m;
/** Files at once in the first round; at least 2, since most of them wait rather than compute. */
const concurrency = Math.max(2, availableParallelism());

const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.js'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join(dir, f));
const parallel = files.filter((f) => PARALLEL_MARK.test(readFileSync(f, 'utf8')));
const alone = files.filter((f) => !parallel.includes(f));

/** Runs `group` with at most `at` files at once; true when every test passed. */
function round(group, at, label) {
  if (group.length === 0) return true;
  console.log(`# ${group.length} ${label}`);
  const res = spawnSync(process.execPath, ['--test', `--test-concurrency=${at}`, ...group], { stdio: 'inherit' });
  return res.status === 0;
}

const parallelOk = round(parallel, concurrency, `test files marked @parallel, ${concurrency} at a time`);
const aloneOk = round(alone, 1, 'test files one at a time (timing-sensitive, or not marked @parallel)');
if (!parallelOk || !aloneOk) console.log(`# failed: ${[!parallelOk && 'parallel round', !aloneOk && 'one-at-a-time round'].filter(Boolean).join(', ')}`);
process.exit(parallelOk && aloneOk ? 0 : 1);
