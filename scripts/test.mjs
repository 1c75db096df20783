// Runs the compiled test files (every `*.test.js` under build/test, at any depth) with Node's
// built-in runner, in two rounds:
//
// - The files that assert no timing run several at a time: every file under test/unit/ (pure
//   code, the rule of that folder) and every other file marked `// @parallel` (a line of its
//   own, with the reason). Most of them wait on sockets, timers and child processes.
// - Every other file runs one at a time, at normal priority.
//
// A file outside test/unit/ runs alone unless it is marked: a file whose assertions depend on
// timing (latency, event-loop lag, a wall-clock window, a rate held) can fail when another file
// competes for the CPU, and a file that was never tried beside others is not known not to. So a
// new file is safe by default, and is marked once it asserts no timing.
//
// The two rounds run at the same time when the parallel one can be put below the other one's
// priority: on Linux, in a scheduling group of its own at the lowest priority (the kernel's
// autogroup, nice 19), so that it only gets the CPU the timing-sensitive file leaves idle,
// which is most of it (those files mostly wait on timers). Where that cannot be done (another
// system, or this runner already at the lowest priority), or with TEST_ROUNDS=sequential, the
// parallel round runs first and the other one after it, with nothing beside it.
//
// Each file's wall time is recorded in build/test-times.jsonl (scripts/test-log.mjs): the next
// run starts the slowest files of the parallel round first, so that no long file starts last and
// runs on alone, and each round ends by naming its slowest files.
//
// The run's last lines count the tests skipped (one line per file and reason: a test that needs a
// real server absent here names it and the command that installs it, test/helpers/real-servers.ts)
// and those marked todo, whether or not the run passed.
//
// A glob is expanded here because Node 20's `--test` does not expand globs itself.
// Usage: node scripts/test.mjs [substring...]  (only the files whose paths contain one)
// TEST_CONCURRENCY=N sets the files at once of the parallel round; TEST_ROUNDS=sequential or
// TEST_ROUNDS=together chooses how the rounds run whatever the priorities.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import module from 'node:module';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';

const dir = 'build/test';
const UNIT_DIR = join(dir, 'unit');
const PARALLEL_MARK = /^\/\/ @parallel\b/m;
const TIMES = 'build/test-times.jsonl';
/**
 * Files at once in the parallel round: twice the cores, at least 4, since most of these files
 * wait on child processes, sockets and timers rather than compute; at most 16, since each may
 * start several processes of its own.
 */
const concurrency = Number(process.env.TEST_CONCURRENCY) || Math.min(16, Math.max(4, 2 * availableParallelism()));
const SLOWEST_SHOWN = 8;
/**
 * One test's longest time (Node's runner has none by default): a test left waiting on a promise
 * that never settles (a client that crashed inside a timer, say) fails after it, naming itself,
 * instead of holding the run until CI's own limit cuts it with no word of which test hung. The
 * slowest tests take about a minute alone and five beside a busy core.
 */
const TEST_TIMEOUT_MS = 600_000;

/**
 * Every `*.test.js` under `root` whose source `test/….test.ts` still exists, as paths relative to
 * the working directory, sorted. tsc does not delete what it compiled from a file since moved or
 * removed, and such a leftover would run again, or run the old code.
 */
function testFiles(root) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.js'))
    .map((e) => relative('.', join(e.parentPath ?? e.path, e.name)))
    .filter((f) => existsSync(join('test', relative(root, f)).replace(/\.js$/, '.ts')))
    .sort();
}

/** The wall time of each file in the last run that ran it, from build/test-times.jsonl. */
function lastTimes() {
  const times = new Map();
  if (!existsSync(TIMES)) return times;
  for (const line of readFileSync(TIMES, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const { file, ms } = JSON.parse(line);
      times.set(file, ms);
    } catch {
      // A line cut short by an interrupted run: that file just has no time.
    }
  }
  return times;
}

/**
 * Whether a round can run below this process's priority: Linux's autogroups are on and this
 * process's group is not already at the lowest priority (nice 19).
 */
function canRunBelow() {
  if (process.env.TEST_ROUNDS === 'together') return true;
  if (process.env.TEST_ROUNDS === 'sequential' || process.platform !== 'linux') return false;
  try {
    if (readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() !== '1') return false;
    const nice = Number(/nice (-?\d+)/.exec(readFileSync('/proc/self/autogroup', 'utf8'))?.[1]);
    return Number.isFinite(nice) && nice < 19;
  } catch {
    return false;
  }
}

// Where Node can keep compiled code on disk (22.1 and later), the test files and the hundreds of
// CLI and Action processes they start share one cache of it, so each process after the first
// does not compile the bundle's chunks again (2.2 MB, the spec's validators 0.46 MB of it). Node 20
// has no such cache and ignores the variable. What the code does is the same either way.
if (typeof module.enableCompileCache === 'function' && process.env.NODE_COMPILE_CACHE === undefined) {
  process.env.NODE_COMPILE_CACHE = resolve('build/compile-cache');
}

const only = process.argv.slice(2);
const files = testFiles(dir).filter((f) => only.length === 0 || only.some((o) => f.includes(o)));
const isParallel = (f) => f.startsWith(UNIT_DIR + '/') || PARALLEL_MARK.test(readFileSync(f, 'utf8'));
const before = lastTimes();
// Slowest first (by the last run's times; a file not timed yet counts as slow), then by name.
const bySlowest = (a, b) => (before.get(b) ?? Infinity) - (before.get(a) ?? Infinity) || a.localeCompare(b);
const parallel = files.filter(isParallel).sort(bySlowest);
const alone = files.filter((f) => !isParallel(f));
const reporter = process.stdout.isTTY ? 'spec' : 'tap';
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Children still running, stopped with this runner (a group of their own does not get its Ctrl-C). */
const running = new Set();
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    for (const child of running) {
      try { process.kill(-child.pid, signal); } catch { child.kill(signal); }
    }
    process.exit(code);
  });
}

/**
 * Runs `group` with at most `at` files at once (`name` keeps its times apart from another
 * round's), printing its output as it comes or, when
 * `buffered`, at the end (so two rounds at once do not interleave their lines); `below` runs
 * it in a scheduling group of its own at the lowest priority.
 *
 * @returns whether every test passed, each file's wall time as JSON lines, and the tests that
 *   failed, were skipped and are marked todo.
 */
function round(group, at, { name, label, buffered = false, below = false }) {
  if (group.length === 0) return Promise.resolve({ ok: true, times: '', failed: [], skipped: [], todo: [] });
  const roundLog = `build/test-log.${name}.jsonl`;
  rmSync(roundLog, { force: true });
  const args = [
    '--test', `--test-concurrency=${at}`, `--test-timeout=${TEST_TIMEOUT_MS}`,
    `--test-reporter=${reporter}`, '--test-reporter-destination=stdout',
    '--test-reporter=./scripts/test-log.mjs', `--test-reporter-destination=${roundLog}`,
    ...group,
  ];
  const [command, argv] = below
    ? ['sh', ['-c', 'echo 19 > /proc/self/autogroup 2>/dev/null; exec nice -n 19 "$@"', 'sh', process.execPath, ...args]]
    : [process.execPath, args];
  const header = `# ${group.length} ${label}\n`;
  if (!buffered) process.stdout.write(header);
  const child = spawn(command, argv, { stdio: ['ignore', buffered ? 'pipe' : 'inherit', 'inherit'], detached: below });
  running.add(child);
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  const roundStarted = performance.now();
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      const log = existsSync(roundLog) ? readFileSync(roundLog, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l)) : [];
      rmSync(roundLog, { force: true });
      const timed = log.filter((l) => l.ms !== undefined);
      const times = timed.map(({ file, ms }) => `${JSON.stringify({ file, ms })}\n`).join('');
      const failed = log.filter((l) => l.message !== undefined);
      const skipped = log.filter((l) => l.skip !== undefined);
      const todo = log.filter((l) => l.todo !== undefined);
      const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
      const summary = `# ${label}: took ${seconds(performance.now() - roundStarted)}; slowest files: ${slowest.map((t) => `${relative(dir, t.file)} ${seconds(t.ms)}`).join(', ')}\n`;
      resolve({ ok: code === 0, times, failed, skipped, todo, print: () => process.stdout.write(buffered ? header + Buffer.concat(out).toString() + summary : summary) });
      if (!buffered) process.stdout.write(summary);
    });
  });
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Counts the skipped tests, one line per file and reason (a test that needs a real server says
 * what is missing and the command that installs it: test/helpers/real-servers.ts), and the
 * tests marked todo, in the run's last lines, so that a skip is never silent.
 */
function printSkippedAndTodo(skipped, todo) {
  if (skipped.length > 0) {
    console.log(`# skipped: ${plural(skipped.length, 'test')}`);
    const byReason = new Map();
    for (const { file, skip } of skipped) {
      const key = `${file === '' ? '?' : relative(dir, file)}: ${skip || 'no reason given'}`;
      byReason.set(key, (byReason.get(key) ?? 0) + 1);
    }
    for (const [key, n] of byReason) console.log(`#   ${plural(n, 'test')} in ${key}`);
  }
  if (todo.length > 0) {
    console.log(`# todo: ${plural(todo.length, 'test')}, ${todo.filter((t) => !t.passed).length} not passing yet`);
    for (const { file, name, todo: why, passed } of todo) {
      console.log(`#   ${file === '' ? '?' : relative(dir, file)}: ${name}${why ? ` (${why})` : ''}: ${passed ? 'passes' : 'not passing yet'}`);
    }
  }
}

const parallelLabel = `test files that assert no timing (test/unit/, or marked @parallel), ${concurrency} at a time`;
const aloneLabel = 'test files one at a time (timing-sensitive, or not marked @parallel)';
let results;
if (canRunBelow() && parallel.length > 0 && alone.length > 0) {
  console.log(`# the ${parallel.length} files that assert no timing run at the lowest priority beside the ${alone.length} that run one at a time; their output follows that of the others`);
  const both = await Promise.all([
    round(parallel, concurrency, { name: 'parallel', label: parallelLabel, buffered: true, below: true }),
    round(alone, 1, { name: 'alone', label: aloneLabel }),
  ]);
  both[0].print();
  results = both;
} else {
  const first = await round(parallel, concurrency, { name: 'parallel', label: parallelLabel });
  results = [first, await round(alone, 1, { name: 'alone', label: aloneLabel })];
}
const [parallelRound, aloneRound] = results;

// Keep the times of the files this run did not run (a run of a few files keeps the others').
const ran = new Set(files);
const kept = [...before].filter(([file]) => !ran.has(file)).map(([file, ms]) => `${JSON.stringify({ file, ms })}\n`);
writeFileSync(TIMES, kept.join('') + parallelRound.times + aloneRound.times);
console.log(`# ${files.length} test files in ${seconds(performance.now() - started)}`);
printSkippedAndTodo([...parallelRound.skipped, ...aloneRound.skipped], [...parallelRound.todo, ...aloneRound.todo]);
if (!parallelRound.ok || !aloneRound.ok) {
  // Named again here, last, so that a log cut to its tail still says what failed and why.
  for (const { file, name, message } of [...parallelRound.failed, ...aloneRound.failed]) {
    console.log(`# not ok: ${file === '' ? '?' : relative(dir, file)}: ${name}\n${message.replace(/^/gm, '#   ')}`);
  }
  console.log(`# failed: ${[!parallelRound.ok && 'parallel round', !aloneRound.ok && 'one-at-a-time round'].filter(Boolean).join(', ')}`);
}
process.exitCode = parallelRound.ok && aloneRound.ok ? 0 : 1;
