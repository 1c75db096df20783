// `npm run real-engine`: builds llama.cpp's llama-server, and writes the tiny random-weight models
// it serves, into the cache the tests that run against a real engine read (docs/real-engine.md).
//
// - The source is the llama.cpp release that the npm package node-llama-cpp (pinned in
//   scripts/real-engine/pin.json) carries as a git bundle: `npm pack` fetches the package from
//   the npm registry, the bundle's commit is checked against the pin, and `git clone` makes a
//   work tree of it. No prebuilt binary is downloaded.
// - It is built with the machine's cmake and C++ compiler (Debian: `apt-get install cmake g++ make
//   git`), the server target only, with GGML_NATIVE OFF (why: scripts/real-engine/cache.mjs,
//   `target()`) and static libraries, so the cached binary is one file that needs no build tree.
// - Everything is made in a temporary folder beside the cache's and renamed into place at the end,
//   so an interrupted run leaves no half-built cache (a later run deletes its leftovers), and two
//   runs at once do not spoil each other's work. When the cache is there, a run only prints where
//   it is (and writes the models again when scripts/real-engine/gguf.mjs changed them).
//
// Usage: node scripts/real-engine.mjs [--force]   (--force: build again even when cached)
// Environment: LLM_SLO_GATE_CACHE, the cache's root folder (default ~/.cache/llm-slo-gate);
// REAL_ENGINE_JOBS, the build's parallel jobs (default: the number of CPUs).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join, relative } from 'node:path';
import { PIN, cacheRoot, engineDir, readEngine, target } from './real-engine/cache.mjs';
import { MODELS, MODEL_VERSION, writeTinyLlama } from './real-engine/gguf.mjs';

const force = process.argv.includes('--force');
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (line) => console.log(`real-engine: ${line}`);

/**
 * Runs a command to its end, in a process group of its own (stopped with this script), its
 * standard output kept and its standard error shown; throws when it fails.
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    current = child;
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('error', (err) => reject(new Error(`${command}: ${err.message}${err.code === 'ENOENT' ? ` (not installed: ${INSTALL_TOOLS})` : ''}`)));
    child.on('close', (code, signal) => {
      current = undefined;
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal})`));
    });
  });
}

const INSTALL_TOOLS = 'on Debian or Ubuntu, `apt-get install -y cmake g++ make git`';

/** The child running now, stopped with this script. */
let current;
/** The temporary folder of this run, deleted however it ends. */
let work;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => {
    if (current?.pid) try { process.kill(-current.pid, 'SIGKILL'); } catch { /* gone */ }
    if (work) rmSync(work, { recursive: true, force: true });
    log(`${signal}: stopped; nothing was left in the cache`);
    process.exit(code);
  });
}

/**
 * Runs a long command (the build) with its output in `logPath`, printing only its progress
 * ("[ 42%]"), each percentage once; on failure, the log's last lines.
 */
function runLogged(command, args, logPath, options = {}) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logPath);
    // A process group of its own, so that an interrupt stops the compilers under it too.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
    current = child;
    let shown = '';
    let partial = '';
    const onData = (d) => {
      out.write(d);
      partial += d.toString();
      const lines = partial.split('\n');
      partial = lines.pop();
      for (const line of lines) {
        const pct = /^\[\s*(\d+)%\]/.exec(line)?.[1];
        if (pct !== undefined && pct !== shown) {
          shown = pct;
          process.stdout.write(`real-engine: build ${pct}% (${seconds(performance.now() - started)})\n`);
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (err) => reject(new Error(`${command}: ${err.message}${err.code === 'ENOENT' ? ` (not installed: ${INSTALL_TOOLS})` : ''}`)));
    child.on('close', (code, signal) => {
      current = undefined;
      out.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n');
        reject(new Error(`${command} ${args.join(' ')} failed (exit ${code ?? signal}); the log's last lines:\n${tail}`));
      });
    });
  });
}

/** Whether process `pid` still runs (a zombie, killed but not reaped yet, does not). */
function alive(pid) {
  try {
    // Linux: the state is the field after the parenthesised command name.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch (err) {
    if (err.code === 'ENOENT' && existsSync('/proc/self/stat')) return false;
  }
  try { process.kill(pid, 0); return true; } catch (err) { return err.code === 'EPERM'; }
}

/** Deletes the temporary folders of earlier runs that were interrupted (their process is gone). */
function deleteLeftovers(parent) {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = Number(/^\.build-(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    if (!alive(pid)) {
      log(`deleting ${join(parent, name)}, left by an interrupted run`);
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

/** Writes every model of MODELS into `dir`/models; returns the manifest's `models`. */
function writeModels(dir, vocabPath) {
  mkdirSync(join(dir, 'models'), { recursive: true });
  const models = {};
  for (const [name, sizes] of Object.entries(MODELS)) {
    const file = join('models', `${name}-v${MODEL_VERSION}.gguf`);
    const t = performance.now();
    const bytes = writeTinyLlama(join(dir, file), vocabPath, sizes);
    log(`wrote the ${name} model, ${(bytes / 1e6).toFixed(1)} MB, in ${seconds(performance.now() - t)}`);
    models[name] = { path: file, bytes, ...sizes };
  }
  // The models of an earlier version of gguf.mjs, which nothing reads any more.
  const current = new Set(Object.values(models).map((m) => basename(m.path)));
  for (const old of readdirSync(join(dir, 'models'))) if (!current.has(old)) rmSync(join(dir, 'models', old), { force: true });
  return models;
}

function printWhere(engine) {
  log(`llama-server: ${engine.server}`);
  for (const [name, model] of Object.entries(engine.models)) log(`model ${name}: ${model.path}`);
}

async function main() {
  const dir = engineDir();
  const parent = join(cacheRoot(), 'llama.cpp');
  mkdirSync(parent, { recursive: true });
  deleteLeftovers(parent);

  const cached = readEngine();
  if (!force && cached.missing === undefined) {
    log(`cached (llama.cpp ${PIN.commit.slice(0, 10)}, ${target().name}, built in ${cached.buildSeconds} s)`);
    printWhere(cached);
    return;
  }
  const manifestPath = join(dir, 'manifest.json');
  if (!force && existsSync(manifestPath) && existsSync(join(dir, 'bin', 'llama-server'))) {
    // The server is built; only the models are of another version: write them again.
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    manifest.models = writeModels(dir, join(dir, manifest.vocab));
    manifest.modelVersion = MODEL_VERSION;
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    printWhere(readEngine());
    return;
  }

  work = mkdtempSync(join(parent, `.build-${process.pid}-`));
  log(`building llama.cpp ${PIN.commit} (${target().name}) in ${work}`);

  // 1. The source: the npm package's git bundle, checked against the pinned commit.
  const spec = `${PIN.package}@${PIN.version}`;
  log(`npm pack ${spec}`);
  const packed = await run('npm', ['pack', spec, '--silent', '--pack-destination', work]);
  const tarball = join(work, packed.trim().split('\n').pop());
  await run('tar', ['-xzf', tarball, '-C', work, PIN.bundle]);
  const bundle = join(work, PIN.bundle);
  const heads = await run('git', ['bundle', 'list-heads', bundle]);
  const head = /^([0-9a-f]{40}) HEAD$/m.exec(heads)?.[1];
  if (head !== PIN.commit) throw new Error(`${spec}'s ${PIN.bundle} is at ${head ?? 'no readable commit'}, not the pinned ${PIN.commit}`);
  const src = join(work, 'llama.cpp');
  await run('git', ['-c', 'advice.detachedHead=false', 'clone', '--quiet', bundle, src]);
  await run('git', ['-c', 'advice.detachedHead=false', '-C', src, 'checkout', '--quiet', '--detach', PIN.commit]);
  rmSync(tarball);

  // 2. The build: the server only, static, with the target's instruction set.
  const buildDir = join(src, 'build');
  const configure = [
    '-S', src, '-B', buildDir,
    '-DCMAKE_BUILD_TYPE=Release', '-DLLAMA_CURL=OFF', '-DLLAMA_BUILD_TESTS=OFF', '-DLLAMA_BUILD_EXAMPLES=OFF',
    '-DGGML_NATIVE=OFF', '-DBUILD_SHARED_LIBS=OFF', '-DLLAMA_OPENSSL=OFF', '-DGGML_CCACHE=OFF',
    ...target().cmake,
  ];
  const jobs = String(Number(process.env.REAL_ENGINE_JOBS) || availableParallelism());
  const buildStarted = performance.now();
  log(`cmake ${configure.join(' ')}`);
  await runLogged('cmake', configure, join(work, 'configure.log'));
  log(`cmake --build ${relative(work, buildDir)} --target llama-server -j${jobs} (the log: ${join(work, 'build.log')})`);
  await runLogged('cmake', ['--build', buildDir, '--target', 'llama-server', `-j${jobs}`], join(work, 'build.log'));
  const buildSeconds = Math.round((performance.now() - buildStarted) / 1000);
  log(`built in ${buildSeconds} s`);

  // 3. What the cache keeps: the binary, the vocabulary, the models, the manifest.
  const stage = join(work, 'stage');
  mkdirSync(join(stage, 'bin'), { recursive: true });
  mkdirSync(join(stage, 'vocab'), { recursive: true });
  copyFileSync(join(buildDir, 'bin', 'llama-server'), join(stage, 'bin', 'llama-server'));
  const vocab = join('vocab', basename(PIN.vocab));
  copyFileSync(join(src, PIN.vocab), join(stage, vocab));
  const version = spawnSync(join(stage, 'bin', 'llama-server'), ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`the built llama-server does not run: ${version.stderr}${version.error ?? ''}`);
  const manifest = {
    package: `${PIN.package}@${PIN.version}`,
    commit: PIN.commit,
    target: target().name,
    cmake: configure.filter((a) => a.startsWith('-D')),
    version: `${version.stdout}${version.stderr}`.trim().split('\n').filter((l) => /version|built with/.test(l)).join('; '),
    buildSeconds,
    builtAt: new Date().toISOString(),
    server: join('bin', 'llama-server'),
    vocab,
    modelVersion: MODEL_VERSION,
    models: writeModels(stage, join(stage, vocab)),
  };
  writeFileSync(join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // 4. Into place in one rename (a cache another run finished meanwhile is kept; --force replaces it).
  if (existsSync(dir) && (force || readEngine().missing !== undefined)) {
    const old = `${work}-old`;
    renameSync(dir, old);
    rmSync(old, { recursive: true, force: true });
  }
  try {
    renameSync(stage, dir);
  } catch (err) {
    // Another run renamed its own build into place first (a folder is not renamed over one that is not empty).
    if (readEngine().missing !== undefined) throw err;
    log(`${dir} was finished by another run meanwhile; keeping it`);
  }
  rmSync(work, { recursive: true, force: true });
  work = undefined;
  log(`done in ${seconds(performance.now() - started)}`);
  printWhere(readEngine());
}

main().catch((err) => {
  if (work) rmSync(work, { recursive: true, force: true });
  console.error(`real-engine: ${err.message}`);
  process.exitCode = 1;
});
