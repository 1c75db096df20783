// Where the real engine's build lives (scripts/real-engine.mjs writes it; the tests'
// test/helpers/llama-server.ts reads it, without building): one folder per llama.cpp commit and
// build target, holding the server binary, the vocabulary it was built with, the tiny models and
// a manifest.
//
//   $LLM_SLO_GATE_CACHE, else $XDG_CACHE_HOME/llm-slo-gate, else ~/.cache/llm-slo-gate
//     llama.cpp/<commit>-<target>/
//       bin/llama-server
//       vocab/ggml-vocab-llama-spm.gguf
//       models/tiny-v<N>.gguf, models/slowed-v<N>.gguf
//       manifest.json
//
// <target> is the platform, the CPU architecture and, on x86-64, the instruction set level the
// build uses (see `target()`), so a cache copied to another machine is only used where it runs.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { MODEL_VERSION, MODELS } from './gguf.mjs';

/** What the build takes its source from (the npm package, its git bundle's commit, the vocabulary). */
export const PIN = JSON.parse(readFileSync(new URL('./pin.json', import.meta.url), 'utf8'));

/** The environment variable naming the cache's root folder. */
export const CACHE_ENV = 'LLM_SLO_GATE_CACHE';

/** The cache's root folder. */
export function cacheRoot(env = process.env) {
  if (env[CACHE_ENV]) return env[CACHE_ENV];
  const xdg = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(xdg, 'llm-slo-gate');
}

/** The instruction set extensions of x86-64-v3, which ggml enables when GGML_NATIVE is OFF. */
export const X86_64_V3 = ['avx', 'avx2', 'fma', 'f16c', 'bmi2'];

/** This CPU's flags (Linux's /proc/cpuinfo), or undefined where they cannot be read. */
function cpuFlags() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('flags'));
    return line === undefined ? undefined : new Set(line.slice(line.indexOf(':') + 1).trim().split(/\s+/));
  } catch {
    return undefined;
  }
}

/**
 * The build target on this machine: `{ name, cmake }`, the cache folder's suffix and the CMake
 * flags that choose its instructions.
 *
 * GGML_NATIVE is OFF, so what the build uses does not depend on the exact CPU that built it (with
 * -march=native, a cache restored on a CI machine of another CPU generation could stop with
 * SIGILL). On x86-64, ggml then uses the x86-64-v3 extensions (AVX2, FMA, F16C, BMI2: every x86
 * CPU since 2013-2015): the target is `x86-64-v3` where this CPU has them, and the plain x86-64
 * baseline (those flags OFF) where it does not, and that level is in the folder's name. Elsewhere
 * (arm64) GGML_NATIVE OFF is the architecture's baseline. The tiny model is so small that the
 * instructions barely change its speed; what matters is that the binary runs.
 */
export function target(platform = process.platform, arch = process.arch, flags = cpuFlags()) {
  const base = `${platform}-${arch}`;
  if (arch !== 'x64') return { name: base, cmake: [] };
  if (flags !== undefined && X86_64_V3.every((f) => flags.has(f))) return { name: `${base}-v3`, cmake: [] };
  return { name: `${base}-v1`, cmake: ['-DGGML_AVX=OFF', '-DGGML_AVX2=OFF', '-DGGML_FMA=OFF', '-DGGML_F16C=OFF', '-DGGML_BMI2=OFF', '-DGGML_SSE42=OFF'] };
}

/** The folder of the pinned commit's build for this machine. */
export function engineDir(env = process.env) {
  return join(cacheRoot(env), 'llama.cpp', `${PIN.commit}-${target().name}`);
}

/**
 * The manifest of the build for this machine (`{ commit, server, models: { name: { path, … } }, … }`,
 * absolute paths), or, when it is not built (or not completely), `{ missing: reason }`.
 */
export function readEngine(env = process.env) {
  const dir = engineDir(env);
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return { missing: `no llama-server built for llama.cpp ${PIN.commit.slice(0, 10)} (${target().name}) in ${dir}` };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const server = join(dir, manifest.server);
  if (!existsSync(server)) return { missing: `${server} is missing` };
  if (manifest.modelVersion !== MODEL_VERSION || Object.keys(MODELS).some((name) => manifest.models?.[name] === undefined)) {
    return { missing: `the models in ${dir} are of another version of scripts/real-engine/gguf.mjs` };
  }
  const models = {};
  for (const [name, model] of Object.entries(manifest.models)) {
    const path = join(dir, model.path);
    if (!existsSync(path)) return { missing: `the model ${path} is missing` };
    models[name] = { ...model, path };
  }
  return { ...manifest, dir, server, models };
}
