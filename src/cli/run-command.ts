/**
 * `llm-slo-gate run`: load the spec, apply flags, and run it with the terminal's ports (terminal-sink.ts).
 */
import { parseFlags } from './flags.js';
import type { CliIO } from './io.js';
import { loadRunSpec } from './run-spec.js';
import { OVERRIDE_OPTIONS, overrideUsage, readOverrides } from '../spec/overrides.js';
import { resolveRuns } from '../engine/resolve-runs.js';
import { DEFAULT_OUT_DIR, DEFAULT_SPEC_PATH, parseFailOn } from '../io/front-end.js';
import { measureSpec } from './terminal-sink.js';
import { shardOfRun } from './shard-flags.js';
import { GateError } from '../errors.js';

export const RUN_USAGE = `Usage: llm-slo-gate run [options]

Runs the sweep described by the spec and writes results.json, requests.jsonl, results.csv and
report.md into DIR. A spec with scenarios runs each in turn and writes its files to DIR/<name>/,
with a combined results.json and report.md in DIR. With no spec file (no --spec, and none at
${DEFAULT_SPEC_PATH}), --base-url and --model are enough: the other flags or their defaults
make the rest of the plan.

Options:
  --spec PATH           spec file (default ${DEFAULT_SPEC_PATH})
  --out DIR             output folder (default ${DEFAULT_OUT_DIR})
${overrideUsage()}  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  --pin-baseline        with --update-baseline: record this run as the anchor baseline.max_drift
                        judges drift from (e.g. at a release), kept until pinned again
  --shard I/N           run shard I of N: each level's share of the load, starting every level
                        at the same wall-clock time as the other shards (docs/shards.md)
  --start-at TIME       the shards' common start, ISO 8601 (e.g. 2026-05-01T12:00:00Z); needs --shard
  -q, --quiet           no progress lines (connectivity check, each level as it ends): print
                        only the results: the levels table, checks, notes, errors and verdict
`;

const OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  ...OVERRIDE_OPTIONS,
  'fail-on': { type: 'string' },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  'pin-baseline': { type: 'boolean' },
  shard: { type: 'string' },
  'start-at': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, OPTIONS, 'run');
  if (values.help) {
    io.stdout.write(RUN_USAGE);
    return 0;
  }
  const { spec, path: specPath, locate, sha256 } = await loadRunSpec(io.cwd, values.spec, values['base-url'], values.model);
  const overrides = readOverrides('cli', (name) => (values as Record<string, unknown>)[name] as string | undefined);
  const failOn = parseFailOn(values['fail-on'] ?? 'both', '--fail-on');
  if (values['pin-baseline'] === true && values['update-baseline'] !== true) {
    throw new GateError('USAGE', '--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.', {
      hint: 'Run llm-slo-gate run --update-baseline --pin-baseline on the main branch to pin this run as the anchor of baseline.max_drift.',
    });
  }
  const shardFlags = { shard: values.shard, startAt: values['start-at'], updateBaseline: values['update-baseline'] === true, specSha256: sha256 };
  const runs = await resolveRuns(spec, overrides, {
    cwd: io.cwd,
    ...(specPath !== undefined ? { specPath } : {}),
    ...(values.baseline !== undefined ? { baselinePath: values.baseline } : {}),
    shard: (plans, scenarios) => shardOfRun(plans, scenarios, shardFlags),
  });
  const outcome = await measureSpec({
    spec, runs, failOn,
    ...(locate ? { locate } : {}),
    specFile: { path: specPath ?? null, sha256 },
    outDir: values.out ?? DEFAULT_OUT_DIR,
    updateBaseline: values['update-baseline'] === true,
    ...(values['pin-baseline'] === true ? { pinBaseline: true } : {}),
  }, io, { quiet: values.quiet === true });
  return outcome.exitCode;
}
