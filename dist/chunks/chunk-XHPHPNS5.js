#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);

// src/exit-codes.ts
var ExitCode = {
  /** Measured, and every gate held. */
  Pass: 0,
  /** Measured, and the gate said no. */
  GateFailed: 1,
  /** Bad command-line usage or an invalid spec: nothing ran. */
  Usage: 2,
  /** The endpoint could not be measured (connectivity check failed, or every request failed). */
  Unmeasurable: 3,
  /**
   * Measured, but a limit meant to gate the run was judged at no level (status `inconclusive`),
   * like pytest's 5 for "no tests ran": a gate that judged nothing must not read as a pass.
   * `gate.on_inconclusive: pass` turns it into 0.
   */
  Inconclusive: 4
};
function exitCodeFor(status, onInconclusive = "fail", shard = false) {
  switch (status) {
    case "pass":
      return ExitCode.Pass;
    case "fail":
      return ExitCode.GateFailed;
    case "inconclusive":
      return onInconclusive === "pass" || shard ? ExitCode.Pass : ExitCode.Inconclusive;
    case "error":
      return ExitCode.Unmeasurable;
  }
}

// package.json
var package_default = {
  name: "llm-slo-gate",
  version: "0.1.0",
  description: "Block pull requests that make an LLM endpoint slower: a streamed concurrency sweep measuring TTFT, TPOT, ITL and E2E against SLOs.",
  license: "MIT",
  type: "module",
  engines: {
    node: ">=20.18.1"
  },
  bin: {
    "llm-slo-gate": "dist/cli.js"
  },
  files: [
    "dist",
    "action.yml",
    "examples",
    "schema",
    "README.md"
  ],
  scripts: {
    typecheck: "node scripts/validators.mjs && tsc -p tsconfig.json --noEmit",
    compile: "node scripts/validators.mjs && tsc -p tsconfig.json",
    bundle: "node scripts/bundle.mjs",
    build: "npm run compile && npm run bundle",
    test: "npm run build && node scripts/test.mjs",
    "lint:deps": "depcruise src --ignore-known",
    "test:only": "node scripts/test.mjs",
    "real-engine": "node scripts/real-engine.mjs",
    demo: "node dist/cli.js demo",
    bench: "npm run build && node build/bench/fidelity.js",
    "bench:client": "npm run build && node build/bench/client-only.js",
    docs: "node scripts/docs.mjs",
    "spec-types": "node scripts/spec-types.mjs",
    schema: "node scripts/results-schema.mjs",
    soak: "npm run build && node build/bench/soak.js",
    "bench:stats": "npm run build && node build/bench/stats-evidence.js",
    "bench:verdict": "npm run build && node build/bench/verdict.js",
    "bench:selfcheck": "npm run build && node build/bench/selfcheck.js",
    "bench:shards": "npm run build && node build/bench/shards.js"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    ajv: "^8.20.0",
    "eventsource-parser": "^3.1.1",
    fflate: "^0.8.3",
    "markdown-table": "^3.1.0",
    "prom-client": "^15.1.3",
    undici: "^7.30.2",
    yaml: "^2.9.1"
  },
  devDependencies: {
    "@action-validator/cli": "^0.6.0",
    "@action-validator/core": "^0.6.0",
    "@types/node": "^20.19.43",
    "dependency-cruiser": "^17.4.3",
    esbuild: "^0.28.2",
    "happy-dom": "^21.0.4",
    "mdast-util-from-markdown": "^2.1.0",
    "mdast-util-gfm": "^3.1.0",
    mermaid: "^11.17.2",
    "micromark-extension-gfm": "^3.0.0",
    openai: "^6.49.0",
    "ts-json-schema-generator": "~2.4.0",
    typescript: "~5.9.3"
  },
  overrides: {
    "content-type": "2.1.0"
  },
  allowScripts: {
    esbuild: false
  }
};

// src/version.ts
var TOOL_VERSION = package_default.version;
var TOOL_NAME = "llm-slo-gate";

export {
  ExitCode,
  exitCodeFor,
  TOOL_VERSION,
  TOOL_NAME
};
