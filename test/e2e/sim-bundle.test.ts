// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The simulator stands apart from the product: it has its own bundle (dist/sim.js), which the
 * CLI loads by path, and a child-process entry (dist/sim-child.js) that `demo` serves from; the
 * CLI's and the Action's bundles hold none of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as simSource from '../../src/sim/index.js';
import { loadSimulator, startSimulatorProcess, type SimulatorModule } from '../../src/cli/simulator.js';

const dist = fileURLToPath(new URL('../../../dist/', import.meta.url));

// Compile-time: the simulator's source exports what the CLI expects of its bundle, with these types.
const expected: SimulatorModule = simSource;

/** Every file a bundled entry loads, itself included, following its relative imports. */
function bundleFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // esbuild's own imports of its chunks: `from "./chunks/action+cli.js"`, `import("./run-command.js")`.
    for (const m of text.matchAll(/(?:from\s*|import\(\s*)"(\.\/(?:chunks\/)?[\w+-]+\.js)"/g)) visit(join(dirname(file), m[1]!));
  };
  visit(join(dist, entry));
  return [...seen];
}

test('the CLI and the Action bundles hold no simulator code', () => {
  // Strings only the simulator's server and serving model contain.
  const markers = ['The simulator is shutting down.', 'Unknown path '];
  const simFiles = bundleFiles('sim.js');
  assert.ok(simFiles.some((f) => markers.every((m) => readFileSync(f, 'utf8').includes(m))), 'the markers are in the simulator\'s bundle');
  for (const entry of ['cli.js', 'action.js']) {
    const files = bundleFiles(entry);
    assert.ok(files.length > 1, `${entry} loads its chunks`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of markers) assert.ok(!text.includes(m), `${file} (loaded by ${entry}) holds simulator code: ${JSON.stringify(m)}`);
    }
  }
});

test('the simulator\'s bundle gives the CLI what it loads, the same as the source', async () => {
  const bundle = await loadSimulator();
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(typeof (bundle as unknown as Record<string, unknown>)[name], typeof value, `dist/sim.js exports ${name}`);
  }
  assert.deepEqual(bundle.simConfigFields, simSource.simConfigFields);
  assert.equal(bundle.SIM_FAULT_HELP, simSource.SIM_FAULT_HELP);
  const config = bundle.parseSimConfig({ maxBatch: '3', fault: '503', faultRate: '0.5' });
  assert.equal(bundle.describeSimulator(config, 'http://h/v1'), simSource.describeSimulator(simSource.parseSimConfig({ maxBatch: '3', fault: '503', faultRate: '0.5' }), 'http://h/v1'));
});

/** Starts dist/sim-child.js with `settings` as its first stdin line; resolves with its first stdout line. */
function startChild(settings: unknown) {
  const child = spawn(process.execPath, [join(dist, 'sim-child.js')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
    });
    void exit.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  child.stdin.write(`${JSON.stringify(settings)}\n`);
  return { child, firstLine, exit, stderr: () => stderr };
}

test('the child simulator serves on a free loopback port, ignores Ctrl-C, and stops when its stdin ends', async () => {
  const started = startChild({ model: 'child-model', apiKey: 'sim-key' });
  const { url, port } = JSON.parse(await started.firstLine) as { url: string; port: number };
  assert.equal(url, `http://127.0.0.1:${port}/v1`);
  const models = await fetch(`${url}/models`, { headers: { authorization: 'Bearer sim-key' } });
  assert.equal(models.status, 200);
  assert.match(await models.text(), /child-model/);
  // Ctrl-C at a terminal reaches the parent's whole process group: the parent decides when the simulator stops.
  started.child.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal((await fetch(`${url}/models`, { headers: { authorization: 'Bearer sim-key' } })).status, 200);
  started.child.stdin.end();
  assert.equal(await started.exit, 0, started.stderr());
  await assert.rejects(fetch(`${url}/models`), 'nothing listens after it stopped');
});

test('the child simulator refuses settings that do not validate with exit 2, naming the setting', async () => {
  const started = startChild({ maxBatch: '0' });
  await assert.rejects(started.firstLine);
  assert.equal(await started.exit, 2);
  assert.match(started.stderr(), /^error: .*(--max-batch|maxBatch)/m);
});

test('startSimulatorProcess serves the settings in a child and stops it on close', async () => {
  const sim = await startSimulatorProcess({ model: 'm2' });
  const res = await fetch(`${sim.url}/models`);
  assert.match(await res.text(), /"m2"/);
  await sim.close();
  await sim.close();
  await assert.rejects(fetch(`${sim.url}/models`));
});

test('startSimulatorProcess fails with the child\'s own message when the simulator cannot start', async () => {
  await assert.rejects(startSimulatorProcess({ maxBatch: '0' }), (err: Error & { code?: string }) => {
    assert.equal(err.code, 'IO');
    assert.match(err.message, /^The simulator did not start: error: .*--max-batch/);
    return true;
  });
});
