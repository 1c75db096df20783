// Builds the two committed entry points in dist/ from src/: the CLI and the Action.
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

// The schemas' validators are generated code (scripts/validators.mjs); make them for this bundle.
await generateValidators();
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { cli: 'src/cli.ts', action: 'src/action.ts' },
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
});
