/**
 * `llm-slo-gate merge DIR…`: the shards of one sweep pooled into one results.json, judged,
 * reported and (with --update-baseline) kept as the baseline, like a single run (docs/shards.md).
 */
import { parseFlags } from './flags.js';
import type { CliIO } from './io.js';
import { loadRunSpec } from './run-spec.js';
import { resolvePlan } from '../spec/plan.js';
import { frozenPlan } from '../engine/resolve-runs.js';
import { DEFAULT_OUT_DIR, DEFAULT_SPEC_PATH, parseFailOn } from '../io/front-end.js';
import { readShardFolders } from '../io/shard-folders.js';
import { GateError } from '../errors.js';
import { mergeInTerminal } from './terminal-sink.js';

export const MERGE_USAGE = `Usage: llm-slo-gate merge [options] DIR...

Merges the output folders of the shards of one sweep (run --shard I/N, one folder per shard)
into one results.json, requests.jsonl, results.csv and report.md in --out: every level pools
the shards' raw records, so its percentiles are those of all the requests together, and its
throughput is what the shards completed together while all of them were measuring. Refuses
shards that ran different specs, flags or versions, a missing or repeated shard, and shards that
did not measure at the same time. The merged results are judged like a single run's.

Options:
  --spec PATH           the spec the shards ran: its slos and baseline judge the merge
                        (default ${DEFAULT_SPEC_PATH}; without one, the default objective only)
  --out DIR             output folder (default ${DEFAULT_OUT_DIR})
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     write the merged results as the new baseline
  --pin-baseline        with --update-baseline: record the merged run as the anchor
                        baseline.max_drift judges drift from
  -q, --quiet           no progress lines
`;

const OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  'fail-on': { type: 'string' },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  'pin-baseline': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function mergeCommand(argv: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags(argv, OPTIONS, 'merge', true);
  if (values.help) {
    io.stdout.write(MERGE_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new GateError('USAGE', 'merge needs the shards\' output folders.', { hint: 'e.g. llm-slo-gate merge shard-1 shard-2 --out merged' });
  const failOn = parseFailOn(values['fail-on'] ?? 'both', '--fail-on');
  if (values['pin-baseline'] === true && values['update-baseline'] !== true) {
    throw new GateError('USAGE', '--pin-baseline pins the run that --update-baseline records, and --update-baseline is not set.', {
      hint: 'Run llm-slo-gate merge … --update-baseline --pin-baseline on the main branch to pin the merged run as the anchor of baseline.max_drift.',
    });
  }
  const shards = await readShardFolders(io.cwd, positionals);
  // Without a spec file, the shards' own endpoint makes a plan with the default gate.
  const first = shards[0]!.results.endpoint;
  const { spec, path: specPath, locate, sha256 } = await loadRunSpec(io.cwd, values.spec, first.base_url, first.model);
  const plan = frozenPlan(resolvePlan(spec, {}, specPath, undefined, values.baseline));
  const outcome = await mergeInTerminal({
    shards, plan, specSha256: sha256, failOn,
    ...(locate ? { locate } : {}),
    specFile: { path: specPath ?? null, sha256 },
    outDir: values.out ?? DEFAULT_OUT_DIR,
    updateBaseline: values['update-baseline'] === true,
    ...(values['pin-baseline'] === true ? { pinBaseline: true } : {}),
  }, io, { quiet: values.quiet === true });
  return outcome.exitCode;
}
