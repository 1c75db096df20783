// @parallel: asserts no timing; it runs scripts/test.mjs on a few tiny test files in a folder of its own.
/**
 * The suite's runner (scripts/test.mjs) on a tree of tiny compiled test files: it finds them at
 * any depth, runs the files under test/unit/ and the marked ones in the parallel round and the
 * rest alone, skips a compiled file whose source is gone, records each file's time, and fails
 * when a test fails, naming it and its message again in its last lines, whether the rounds run
 * one after the other or together.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { tempDir } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A compiled test file at `path` under build/test, with its source under test/ unless `stale`. */
async function testFile(dir: string, path: string, body: string, stale = false): Promise<void> {
  await mkdir(dirname(join(dir, 'build/test', path)), { recursive: true });
  await writeFile(join(dir, 'build/test', path), `${body}\n`);
  if (stale) return;
  await mkdir(dirname(join(dir, 'test', path)), { recursive: true });
  await writeFile(join(dir, 'test', path.replace(/\.js$/, '.ts')), '');
}

/** A folder holding the runner and four test files: unit, marked e2e, unmarked at the top, and a leftover. */
async function project(failing = false): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'scripts'));
  for (const f of ['test.mjs', 'test-log.mjs']) await copyFile(join(ROOT, 'scripts', f), join(dir, 'scripts', f));
  const ok = (name: string) => `import { test } from 'node:test';\ntest('${name}', () => {});`;
  await testFile(dir, 'unit/pure/one.test.js', ok('unit one'));
  await testFile(dir, 'e2e/two.test.js', `// @parallel: asserts no timing\n${ok('marked two')}`);
  await testFile(dir, 'three.test.js', failing ? "import { test } from 'node:test';\ntest('alone three', () => { throw new Error('no such answer'); });" : ok('alone three'));
  if (failing) await testFile(dir, 'unit/pure/four.test.js', "import { test, describe } from 'node:test';\ndescribe('group', () => { test('fine', () => {}); test('unit four', () => { throw new Error('sums differ\\n1 !== 2'); }); });");
  await testFile(dir, 'stale.test.js', ok('leftover'), true);
  return dir;
}

function runner(dir: string, rounds: 'sequential' | 'together') {
  // Without NODE_TEST_CONTEXT, which would make the inner runner report to this one's.
  const { NODE_TEST_CONTEXT: _context, ...env } = process.env;
  return spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: dir, encoding: 'utf8', env: { ...env, TEST_ROUNDS: rounds } });
}

for (const rounds of ['sequential', 'together'] as const) {
  test(`rounds ${rounds}: unit and marked files in the parallel round, the rest alone, leftovers skipped, times kept`, async () => {
    const dir = await project();
    const res = runner(dir, rounds);
    assert.equal(res.status, 0, res.stdout + res.stderr);
    const parallelAt = res.stdout.indexOf('# 2 test files that assert no timing');
    const aloneAt = res.stdout.indexOf('# 1 test files one at a time');
    assert.ok(parallelAt >= 0 && aloneAt >= 0, res.stdout);
    // Each round's tests follow its header, up to the other round's (whichever comes first).
    const [first, second] = parallelAt < aloneAt ? [parallelAt, aloneAt] : [aloneAt, parallelAt];
    const inRound = (at: number) => (at === first ? res.stdout.slice(first, second) : res.stdout.slice(second));
    assert.match(inRound(parallelAt), /ok \d+ - unit one/);
    assert.match(inRound(parallelAt), /ok \d+ - marked two/);
    assert.match(inRound(aloneAt), /ok \d+ - alone three/);
    assert.doesNotMatch(res.stdout, /leftover/);
    const times = (await readFile(join(dir, 'build/test-times.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { file: string; ms: number });
    assert.deepEqual(times.map((t) => t.file).sort(), ['build/test/e2e/two.test.js', 'build/test/three.test.js', 'build/test/unit/pure/one.test.js']);
    assert.ok(times.every((t) => Number.isFinite(t.ms) && t.ms >= 0));
  });

  test(`rounds ${rounds}: a failing test fails the run, and its last lines name each failed test, its message and its round`, async () => {
    const dir = await project(true);
    const res = runner(dir, rounds);
    assert.equal(res.status, 1, res.stdout + res.stderr);
    // Last, after every round's output and the file count, so that a log cut to its tail shows them.
    const tail = res.stdout.slice(res.stdout.lastIndexOf('test files in'));
    assert.match(tail, /^# not ok: unit\/pure\/four\.test\.js: unit four\n#   sums differ\n#   1 !== 2$/m);
    assert.match(tail, /^# not ok: three\.test\.js: alone three\n#   no such answer$/m);
    // The suite that failed only through its test is not named again, nor the tests that passed.
    assert.doesNotMatch(tail, /: group\n|fine/);
    assert.match(tail, /^# failed: parallel round, one-at-a-time round$/m);
  });
}
