// @parallel: asserts no timing; it reads dist/ only
/**
 * dist/ is committed, so every clone carries every version of it: it stays small, and its file
 * names say what a file holds rather than a hash of its content, so that a change rewrites only
 * the files that hold it (scripts/bundle.mjs; figures in docs/development.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What dist/ may weigh in all, in bytes. */
const BUDGET = 2_500_000;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

const all = await files('dist');

test(`dist/ weighs at most ${BUDGET / 1e6} MB`, async () => {
  const sizes = await Promise.all(all.map(async (f) => [f, (await stat(f)).size] as const));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([f, size]) => `${f} ${(size / 1e6).toFixed(2)} MB`);
  assert.ok(total <= BUDGET, `dist/ is ${(total / 1e6).toFixed(2)} MB; the largest files: ${largest.join(', ')}`);
});

test('dist/ file names carry no content hash, and no source maps are committed', () => {
  assert.ok(all.some((f) => f.endsWith('cli.js')) && all.length > 4, `dist/ holds the bundle: ${all.join(', ')}`);
  assert.deepEqual(all.filter((f) => /-[A-Z0-9]{8}\.js/.test(f)), [], 'esbuild\'s hashed chunk names: scripts/bundle.mjs renames them');
  assert.deepEqual(all.filter((f) => f.endsWith('.map')), []);
});

test('each licence notice file is linked from the file whose code it covers', async () => {
  const notices = all.filter((f) => f.endsWith('.LEGAL.txt'));
  assert.ok(notices.length > 0, 'undici\'s bundled notices (formdata-polyfill, ws) are kept');
  for (const notice of notices) {
    const code = await readFile(notice.slice(0, -'.LEGAL.txt'.length), 'utf8');
    const name = notice.slice(notice.lastIndexOf('/') + 1);
    assert.ok(code.includes(`For license information please see ${name}`), `${notice} is not linked from its file`);
  }
});
