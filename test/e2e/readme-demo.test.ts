/**
 * The README's `npm run demo` works as written: the script package.json defines is run as npm
 * would run it and passes. Its figures are the simulator's real timings, judged against the
 * example spec's SLOs, so it runs alone (not @parallel). The README's other commands are in
 * readme-commands.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runCli, tempDir } from '../helpers/cli.js';
import { DEMO_SCRIPT, readmeShellLines } from '../helpers/readme.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('the README\'s "Try it" runs npm run demo, which starts the simulator, sweeps it and passes', { timeout: 600_000 }, async () => {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const tryIt = readmeShellLines(readme, /^## Try it$/).flatMap((l) => l.split('&&').map((c) => c.trim()));
  assert.ok(tryIt.includes('npm run demo'), `the first section runs the demo: ${tryIt.join(' | ')}`);
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(pkg.scripts.demo, DEMO_SCRIPT);
  // Run in a temporary folder, so its files do not land in the repository.
  const res = await runCli(['demo', '--out', join(await tempDir(), 'out')], { cwd: await tempDir(), timeoutMs: 240_000 });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /conc\s+ok\/sent/);
  assert.match(res.stdout, /^PASS: /m);
});
