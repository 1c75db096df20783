// The import rules of src/, checked by `npm run lint:deps` (part of `npm test`). The pipeline's
// layers, lowest first: a module may import its own layer and the layers before it, never one
// after it. docs/architecture.md says what each folder holds.
//
// Edges that break a rule today and are to be moved are listed, one by one, in
// .dependency-cruiser-known-violations.json; `--ignore-known` lets only those through, so any new
// one fails. Regenerate that file only when removing entries from it:
// `npx depcruise src --output-type baseline > .dependency-cruiser-known-violations.json`.

/** The layers in import order: [name, path pattern, why it sits there]. */
const LAYERS = [
  ['model', '^src/(model/|errors\\.ts$|exit-codes\\.ts$|version\\.ts$)', 'the results.json contract, records, level identity, checks; the error type, exit codes and version'],
  ['stats', '^src/stats/', 'percentiles, intervals, tests, the seeded generators'],
  ['metrics', '^src/metrics/', 'records to level statistics and samples, the metric catalogue (pure)'],
  ['client', '^src/client/', 'one streamed request to one record, one adapter per API'],
  ['spec', '^src/spec/', 'the spec file to a plan'],
  ['workload', '^src/workload/', 'the prompts a plan sends'],
  ['load', '^src/load/', 'a plan\'s sweep to level runs: closed, open, adaptive, repeats, paired'],
  ['server-metrics', '^src/server-metrics/', 'the server\'s own /metrics: read, parsed and summarised per level, off the requests\' path'],
  ['gate', '^src/gate/', 'statistics, objectives and baseline to checks, verdict and knee (pure)'],
  ['report', '^src/report/', 'results to Markdown, chart, CSV, JSONL and terminal text (pure strings)'],
  ['engine', '^src/engine/', 'runs a plan or a spec\'s scenarios: the orchestration both front ends call'],
  ['probe', '^src/probe/', 'the monitoring probe: a plan\'s endpoint probed on an interval, as Prometheus metrics'],
  ['io', '^src/io/', 'files, environment, key and signals, for both front ends'],
  ['front end', '^src/(github/|cli/|action\\.ts$|cli\\.ts$)', 'the Action and the CLI'],
];

const layerRules = LAYERS.slice(0, -1).map(([name, path, why], i) => ({
  name: `layer-${name.replace(/ /g, '-')}`,
  comment: `${name} (${why}) must not import a later layer: ${LAYERS.slice(i + 1).map((l) => l[0]).join(', ')}.`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(i + 1).map((l) => l[1]).join('|') },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles in src/, type-only imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'github-not-cli',
      comment: 'The Action does not import the CLI: what both need lives in a shared layer (io/, engine).',
      severity: 'error',
      from: { path: '^src/github/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-not-github',
      comment: 'The CLI does not import the Action.',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/github/' },
    },
    {
      name: 'metrics-not-gate',
      comment: 'Level statistics are computed without the gate; the gate reads them.',
      severity: 'error',
      from: { path: '^src/metrics/' },
      to: { path: '^src/gate/' },
    },
    {
      name: 'no-simulator-in-product',
      comment: 'Nothing under src/ but src/sim/ imports the simulator: it is bundled on its own (dist/sim.js), which the CLI loads by path (cli/simulator.ts).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/sim/' },
      to: { path: '^src/sim/' },
    },
    {
      name: 'simulator-stands-alone',
      comment: 'The simulator builds only on stats/ and the error type, so it can have its own entry.',
      severity: 'error',
      from: { path: '^src/sim/' },
      to: { path: '^src/', pathNot: '^src/(sim/|stats/|errors\\.ts$)' },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle or a backwards arrow through types couples the modules too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
