// @parallel: asserts no timing (the commands run against a simulator answering in milliseconds, with limits seconds away; the demo, which holds timings, runs in readme-demo.test.ts), so it may run beside other test files (scripts/test.mjs).
/**
 * The README's first commands are true as written: every line of the shell blocks in "Try it"
 * and in "From the command line" is run (the CLI as `node dist/cli.js`, against the simulator
 * where it names an endpoint), or, where running it here cannot work, the test checks what
 * would make it fail. A command with no rule below fails the test, so a new README command
 * gets one. `npm run demo` (about 30 s, judged on the simulator's real timings) is run by
 * readme-demo.test.ts, alone; here its script is checked.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { CLI_PATH, runCli, startCli, tempDir, waitFor } from '../helpers/cli.js';
import { DEMO_SCRIPT, readmeShellLines } from '../helpers/readme.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The README's placeholders for an endpoint, replaced by the simulator's. */
const PLACEHOLDER_URL = 'http://127.0.0.1:8000/v1';
const PLACEHOLDER_MODEL = 'my-model';

/** Each command of the lines, `a && b` as two. */
function commands(lines: readonly string[]): string[] {
  return lines.flatMap((l) => l.split('&&').map((c) => c.trim()));
}

let sim: Simulator;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 3, outputTokens: 4 });
});
after(async () => {
  await sim.close();
});

async function packageJson(): Promise<{ scripts: Record<string, string>; bin: Record<string, string>; dependencies: object; devDependencies: object; engines: object; overrides?: object }> {
  return JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
}

/** `npm ci` is not run here (it would replace the node_modules this suite runs from and needs the registry): it fails when the lock file disagrees with package.json, so that is checked. */
async function checkNpmCi(): Promise<void> {
  const pkg = await packageJson();
  const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, Record<string, unknown>> };
  assert.ok(lock.lockfileVersion >= 2, 'npm ci needs a lock file of version 2 or later');
  const top = lock.packages['']!;
  assert.deepEqual(top.dependencies, pkg.dependencies, 'package-lock.json is out of date: npm ci would refuse it');
  assert.deepEqual(top.devDependencies, pkg.devDependencies, 'package-lock.json is out of date: npm ci would refuse it');
  assert.deepEqual(top.engines, pkg.engines);
}

/** `npm run NAME`: the script exists and, for a `node …` script, runs as npm would run it. */
async function runNpmScript(name: string): Promise<void> {
  const pkg = await packageJson();
  const script = pkg.scripts[name];
  assert.ok(script, `README runs npm run ${name}, which package.json does not define`);
  if (name === 'test') {
    // It is the suite this test is part of: running it here would recurse.
    assert.match(script, /node scripts\/test\.mjs/);
    return;
  }
  assert.equal(name, 'demo', `no rule for npm run ${name}: add one to test/e2e/readme-commands.test.ts`);
  // What the script runs is run, and judged, by readme-demo.test.ts.
  assert.equal(script, DEMO_SCRIPT);
}

/** `npm install -g … git URL`: no network here; what makes such an install work is checked. */
async function checkGitInstall(command: string): Promise<void> {
  assert.match(command, /^npm install -g --install-links git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
  const pkg = await packageJson();
  assert.equal(pkg.bin['llm-slo-gate'], 'dist/cli.js');
  // Installed from git, the package is what is committed: dist/cli.js must be there and runnable on its own.
  const cli = await readFile(join(root, 'dist', 'cli.js'), 'utf8');
  assert.ok(cli.startsWith('#!/usr/bin/env node\n'), 'dist/cli.js needs a shebang to run as a bin');
  assert.equal(pkg.scripts.prepare, undefined, 'a prepare script would need the dev dependencies at install time');
  const version = spawnSync(process.execPath, [CLI_PATH, '--version'], { encoding: 'utf8', cwd: await tempDir() });
  assert.equal(version.stdout.trim(), (JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string }).version);
}

/** A folder holding the example spec at the default path, pointed at the simulator. */
async function projectWithSpec(): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, '.github'));
  const example = await readFile(join(root, 'examples', 'llm-slo.yml'), 'utf8');
  assert.ok(example.includes(PLACEHOLDER_URL), 'the example spec points at the simulator\'s usual address');
  await writeFile(join(dir, '.github', 'llm-slo.yml'), example.replace(PLACEHOLDER_URL, sim.url));
  return dir;
}

/** `llm-slo-gate …` as the installed command: run as node dist/cli.js, placeholders replaced by the simulator. */
async function runTool(args: string[]): Promise<void> {
  const real = args.map((a) => (a === PLACEHOLDER_URL ? sim.url : a === PLACEHOLDER_MODEL ? 'sim-model' : a));
  if (real[0] === 'simulate') {
    // It serves until stopped: it must come up on the port given, then stop on Ctrl-C.
    const port = real.indexOf('--port');
    if (port >= 0) real[port + 1] = '0';
    const started = startCli(real, { cwd: await tempDir(), timeoutMs: 60_000 });
    let stdout = '';
    started.child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    await waitFor(() => stdout, /simulator serving /);
    started.child.kill('SIGINT');
    const res = await started.done;
    assert.equal(res.code, 0, res.stderr);
    return;
  }
  const dir = await projectWithSpec();
  const res = await runCli(real, { cwd: dir, timeoutMs: 120_000 });
  assert.equal(res.code, 0, `llm-slo-gate ${args.join(' ')} exited ${res.code}:\n${res.stderr}`);
  if (real[0] === 'run') {
    const out = real.includes('--out') ? real[real.indexOf('--out') + 1]! : 'llm-slo-gate-results';
    await stat(join(dir, out, 'report.md'));
  }
}

async function runCommand(command: string): Promise<void> {
  const words = command.split(/\s+/);
  if (command === 'npm ci') return checkNpmCi();
  if (words[0] === 'npm' && words[1] === 'run' && words.length === 3) return runNpmScript(words[2]!);
  if (command === 'npm test') return runNpmScript('test');
  if (command.startsWith('npm install -g')) return checkGitInstall(command);
  if (words[0] === 'llm-slo-gate') return runTool(words.slice(1));
  assert.fail(`no rule for the README command "${command}" (npx needs a published package): add one to test/e2e/readme-commands.test.ts`);
}

test('every command in the README\'s "Try it" and "From the command line" works as written', { timeout: 600_000 }, async () => {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const all = [...commands(readmeShellLines(readme, /^## Try it$/)), ...commands(readmeShellLines(readme, /^### From the command line$/))];
  assert.ok(all.includes('npm run demo'), `the first section runs the demo: ${all.join(' | ')}`);
  for (const command of all) await runCommand(command);
});

