// @parallel: asserts no timing; it runs dependency-cruiser over src/ in a process of its own.
/**
 * The import rules of docs/architecture.md hold (`npm run lint:deps`, rules in
 * .dependency-cruiser.cjs): each folder of src/ imports only the folders before it, and there are
 * no import cycles. Run as a test, in the parallel round, rather than before the build, so that
 * `npm test` does not wait for it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

test('src/ keeps the import rules: layer order, no cycles (npm run lint:deps)', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/.bin/depcruise'), 'src', '--ignore-known'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 0, out);
  assert.match(out, /no dependency violations found/, out);
});
