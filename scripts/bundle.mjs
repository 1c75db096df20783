// Builds the committed entry points in dist/ from src/: the CLI and the Action, and apart from
// them the simulator: dist/sim.js (its API, which the CLI's `simulate` and `demo` load by path)
// and dist/sim-child.js (the simulator as a child process, for `demo`). The simulator is a
// build of its own, so no chunk of the CLI or the Action holds any of it.
// Output is ESM for Node 20+ (the Action runtime is node24); CommonJS dependencies such as
// undici need a real `require`, which the banner provides.
//
// dist/ is committed, so what a change rewrites there is part of its cost (every clone carries
// every version). Hence:
// - Minified, with keepNames: functions and classes keep their names, which is what a stack trace
//   shows (a minified line is one long line either way), and what code reading `.name` sees.
// - The code each CLI command and the Action load lazily (`import()`) is a chunk of its own, and
//   code shared by several entries a chunk named after them: `chunks/run-command.js`,
//   `chunks/action+merge+run.js` (what the Action and the `merge` and `run` commands share). esbuild
//   names chunks by a hash of their content and of the chunks they import, so a one-line change
//   renamed about 16 files; here a chunk's name depends only on which entries load it, and a
//   one-line change rewrites only the files that hold that line.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateValidators } from './validators.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __llmSloGateCreateRequire } from 'node:module';",
  'const require = __llmSloGateCreateRequire(import.meta.url);',
].join('\n');

/** What every build shares. */
const common = {
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.js' },
  banner: { js: banner },
  legalComments: 'linked',
  logLevel: 'warning',
  minify: true,
  keepNames: true,
  splitting: true,
  // esbuild needs [hash] to tell its shared chunks apart; stableNames() renames them all.
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  write: false,
};

/**
 * New names for a build's outputs, without hashes: an entry keeps its name, a chunk loaded by
 * `import()` is `chunks/<module>.js`, and a shared chunk is named after the entries and lazily
 * loaded chunks that load it (`-command` left off): esbuild puts modules in one shared chunk exactly
 * when the same entries reach them, so the name is unique, and it changes only when the imports do.
 */
function stableNames(metafile, entries) {
  const outputs = metafile.outputs;
  const jsFiles = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  const names = new Map();
  for (const file of jsFiles) {
    const entryPoint = outputs[file].entryPoint;
    if (entryPoint === undefined) continue;
    const entry = Object.entries(entries).find(([, source]) => source === entryPoint)?.[0];
    names.set(file, entry !== undefined ? `dist/${entry}.js` : file.replace(/-[A-Z0-9]{8}\.js$/, '.js'));
  }
  /** The files `file` loads when it is imported, itself included. */
  const loads = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && i.path in outputs) loads(i.path, seen);
    return seen;
  };
  const loadedBy = new Map();
  for (const loader of names.keys()) {
    const label = names.get(loader).replace(/^dist\/(chunks\/)?/, '').replace(/(-command)?\.js$/, '');
    for (const file of loads(loader)) loadedBy.set(file, [...(loadedBy.get(file) ?? []), label]);
  }
  for (const file of jsFiles) if (!names.has(file)) names.set(file, `dist/chunks/${loadedBy.get(file).sort().join('+')}.js`);
  return names;
}

/** Builds `entries` ({ name: source }), renames its outputs by stableNames and writes them. */
async function bundle(entries, written) {
  const result = await build({ ...common, entryPoints: entries });
  const names = stableNames(result.metafile, entries);
  // Each output refers to another by its file name (imports, the pointer to its LEGAL.txt).
  const byBase = new Map([...names].map(([from, to]) => [from.slice(from.lastIndexOf('/') + 1), to.slice(to.lastIndexOf('/') + 1)]));
  const hashed = new RegExp([...byBase.keys()].filter((b) => /-[A-Z0-9]{8}\.js$/.test(b)).map((b) => b.replace(/[.+]/g, '\\$&')).join('|') || '(?!)', 'g');
  for (const out of result.outputFiles) {
    const file = relative(root, out.path).split(sep).join('/');
    const js = file.endsWith('.LEGAL.txt') ? file.slice(0, -'.LEGAL.txt'.length) : file;
    if (!names.has(js)) throw new Error(`bundle: no name for ${file}`);
    const to = names.get(js) + file.slice(js.length);
    if (written.has(to)) throw new Error(`bundle: two outputs would be ${to}`);
    written.add(to);
    await mkdir(dirname(`${root}/${to}`), { recursive: true });
    await writeFile(`${root}/${to}`, out.text.replace(hashed, (base) => byBase.get(base)));
  }
}

// The schemas' validators are generated code (scripts/validators.mjs); make them for this bundle.
await generateValidators();
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
const written = new Set();
await bundle({ cli: 'src/cli.ts', action: 'src/action.ts' }, written);
await bundle({ sim: 'src/sim/index.ts', 'sim-child': 'src/sim/child.ts' }, written);
