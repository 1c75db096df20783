// @parallel: asserts no timing; it regenerates the schema in memory and compares, so it may run beside other test files (scripts/test.mjs).
/**
 * The shipped JSON Schema of results.json (`schema/results.schema.json`) is generated from the
 * results types (scripts/results-schema.mjs) and must be committed up to date.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

test('the committed schema is the one the results types generate (run `npm run schema` after changing them)', () => {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts', 'results-schema.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
});
