// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('the README reference tables match action.yml and the spec schema', () => {
  const res = spawnSync(process.execPath, ['scripts/docs.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
});
