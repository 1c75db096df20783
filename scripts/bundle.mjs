// Builds the committed entry points in dist/ from src/: the CLI and the Action, and apart from
// them the simulator: dist/sim.js (its API, which the CLI's `simulate` and `demo` load by path)
// and dist/sim-child.js (the simulator as a child process, for `demo`). The simulator is a
// build of its own, so no chunk of the CLI or the Action holds any of it.
// Output is ESM for Node 20+ (the Action runtime is node24); CommonJS dependencies such as
// undici need a real `require`, which the banner provides.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { generateValidators } from './validators.mjs';

const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __llmSloGateCreateRequire } from 'node:module';",
  'const require = __llmSloGateCreateRequire(import.meta.url);',
].join('\n');

/** What every build shares. */
const common = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.js' },
  banner: { js: banner },
  legalComments: 'linked',
  logLevel: 'warning',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
};

// The schemas' validators are generated code (scripts/validators.mjs); make them for this bundle.
await generateValidators();
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({ ...common, entryPoints: { cli: 'src/cli.ts', action: 'src/action.ts' } });
await build({ ...common, entryPoints: { sim: 'src/sim/index.ts', 'sim-child': 'src/sim/child.ts' } });
