/**
 * `llm-slo-gate run`: load the spec, apply flags, measure, write the files, print the table.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import type { CliIO } from './io.js';
import { loadSpecFile } from '../spec/load.js';
import { readWorkloadFiles } from '../workload/files.js';
import { resolvePlan, parseConcurrencyList, parseIntegerFlag, parseRateList, parseSecondsFlag } from '../spec/plan.js';
import type { Plan, PlanOverrides } from '../spec/types.js';
import { run, type RunOutcome } from '../engine/run.js';
import { OutputWriter } from '../io/outputs.js';
import { progressPrinter } from './progress.js';
import { handleStopSignals } from '../io/stop-signals.js';
import { levelsTextTable } from '../report/text-table.js';
import { checksText } from '../report/text-checks.js';
import { renderReport, reportInputFromResults } from '../report/markdown.js';
import { statusWord, verdictDetails, inconclusiveAdvice } from '../report/verdict-line.js';
import { GateError } from '../errors.js';
import { OpenAIChatClient } from '../client/index.js';
import { readBaseline, unusableBaselineWarning, writeBaseline } from '../io/baseline-file.js';
import { collectEnvironment } from '../io/environment.js';
import { gitInfo } from '../io/git-info.js';
import { resolveScenarioPlans } from '../spec/scenario-plans.js';
import { measureScenarios } from './run-scenarios.js';
import { DEFAULT_OUT_DIR, DEFAULT_SPEC_PATH, parseFailOn } from '../io/front-end.js';
import { readApiKey } from '../io/api-key.js';
import type { MeasureOptions } from './measure-options.js';

export const RUN_USAGE = `Usage: llm-slo-gate run [options]

Runs the sweep described by the spec and writes results.json, requests.jsonl and results.csv.
A spec with scenarios runs each in turn and writes its files to DIR/<name>/, with a combined
results.json and report.md in DIR.

Options:
  --spec PATH           spec file (default ${DEFAULT_SPEC_PATH})
  --out DIR             output folder (default ${DEFAULT_OUT_DIR})
  --base-url URL        override endpoint.base_url
  --model ID            override endpoint.model
  --reference-url URL   measure this reference endpoint in the same run and judge regressions against it
  --concurrency LIST    override sweep.concurrency, e.g. 1,4,8
  --rate LIST           override sweep.rate (requests/s), e.g. 1,2,4; the spec's concurrency
                        levels still run unless --concurrency is given too
  --max-concurrency N   override sweep.max_concurrency (most in flight at a rate level)
  --requests N          override sweep.requests
  --warmup N            override sweep.warmup
  --max-tokens N        override workload.max_tokens
  --timeout S           override endpoint.timeout_s (seconds one request may take)
  --stall-timeout S     override endpoint.stall_timeout_s (seconds without a byte before a request is stalled)
  --max-duration S      override sweep.max_duration_s (seconds the whole run may take)
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  -q, --quiet           print only the final table
`;

const OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  'base-url': { type: 'string' },
  model: { type: 'string' },
  concurrency: { type: 'string' },
  rate: { type: 'string' },
  'max-concurrency': { type: 'string' },
  requests: { type: 'string' },
  warmup: { type: 'string' },
  'max-tokens': { type: 'string' },
  timeout: { type: 'string' },
  'stall-timeout': { type: 'string' },
  'max-duration': { type: 'string' },
  'reference-url': { type: 'string' },
  'fail-on': { type: 'string' },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runCommand(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseStrict(argv);
  if (values.help) {
    io.stdout.write(RUN_USAGE);
    return 0;
  }
  const specPath = values.spec ?? DEFAULT_SPEC_PATH;
  const { spec, locate, sha256 } = await loadSpecFile(resolve(io.cwd, specPath), specPath);
  const overrides: PlanOverrides = {};
  if (values['base-url'] !== undefined) overrides.baseUrl = values['base-url'];
  if (values.model !== undefined) overrides.model = values.model;
  if (values['reference-url'] !== undefined) overrides.referenceUrl = values['reference-url'];
  if (values.concurrency !== undefined) overrides.concurrency = parseConcurrencyList(values.concurrency, '--concurrency');
  if (values.rate !== undefined) overrides.rate = parseRateList(values.rate, '--rate');
  if (values['max-concurrency'] !== undefined) overrides.maxConcurrency = parseIntegerFlag(values['max-concurrency'], '--max-concurrency');
  if (values.requests !== undefined) overrides.requests = parseIntegerFlag(values.requests, '--requests');
  if (values.warmup !== undefined) overrides.warmup = parseIntegerFlag(values.warmup, '--warmup');
  if (values['max-tokens'] !== undefined) overrides.maxTokens = parseIntegerFlag(values['max-tokens'], '--max-tokens');
  if (values.timeout !== undefined) overrides.timeoutS = parseSecondsFlag(values.timeout, '--timeout');
  if (values['stall-timeout'] !== undefined) overrides.stallTimeoutS = parseSecondsFlag(values['stall-timeout'], '--stall-timeout');
  if (values['max-duration'] !== undefined) overrides.maxDurationS = parseSecondsFlag(values['max-duration'], '--max-duration');
  const failOn = parseFailOn(values['fail-on'] ?? 'both', '--fail-on');
  const options = {
    outDir: values.out ?? DEFAULT_OUT_DIR,
    quiet: values.quiet === true,
    failOn,
    locate,
    spec: { path: specPath, sha256 },
    updateBaseline: values['update-baseline'] === true,
  };
  if (spec.scenarios !== undefined) {
    const plans = resolveScenarioPlans(spec, overrides, specPath, undefined, values.baseline);
    return measureScenarios(spec, plans, io, options, measure);
  }
  const plan = resolvePlan(spec, overrides, specPath);
  if (values.baseline !== undefined) plan.gate.baseline = { ...plan.gate.baseline, path: values.baseline, configured: true };
  return (await measure(plan, io, options)).exitCode;
}

/**
 * Runs a plan with the terminal front end: key from the environment, progress, files,
 * Ctrl-C / SIGTERM handling, the final table. Shared by `run` and `demo`.
 */
export async function measure(plan: Plan, io: CliIO, options: MeasureOptions): Promise<RunOutcome> {
  // A bad prompt set or image is refused before anything is written or sent.
  const workloadFiles = options.workloadFiles ?? await readWorkloadFiles(plan.workload, io.cwd);
  const notes: string[] = [...(options.notes ?? [])];
  const { key: apiKey, trimmed: apiKeyTrimmed } = readApiKey(io.env, plan.endpoint.apiKeyEnv, notes);
  const writer = await OutputWriter.open(io.cwd, options.outDir);
  // A same-run reference replaces the stored baseline: the file is not read. It is read and
  // checked before any request is sent, so a file that cannot be used is said at once.
  let baseline = options.baseline;
  if (baseline === undefined && !plan.reference) {
    baseline = await readBaseline(io.cwd, plan.gate.baseline.path);
    const unusable = unusableBaselineWarning(baseline);
    if (unusable) io.stderr.write(`warning: ${unusable}\n`);
  }
  const referenceApiKey = plan.reference && plan.reference.apiKeyEnv !== plan.endpoint.apiKeyEnv
    ? readApiKey(io.env, plan.reference.apiKeyEnv, notes).key
    : apiKey;

  // The handlers stay until the files are written, so a stop never loses what was measured.
  const stop = options.signal ? { signal: options.signal, dispose: () => {} } : handleStopSignals({ say: (line) => io.stderr.write(`\n${line}\n`) });
  let outcome: RunOutcome;
  try {
    outcome = await run({
      plan,
      apiKey,
      apiKeyTrimmed,
      notes,
      workloadFiles,
      ...(options.direct ? { createClient: (endpoint, clientOptions) => new OpenAIChatClient(endpoint, { ...clientOptions, env: {} }) } : {}),
      ...(baseline ? { baseline } : {}),
      ...(plan.reference ? { referenceApiKey } : {}),
      failOn: options.failOn,
      ...(options.locate ? { locate: options.locate } : {}),
      git: gitInfo(io.env, io.cwd),
      environment: collectEnvironment(io.env),
      signal: stop.signal,
      ...(options.quiet ? {} : { onEvent: progressPrinter(io.stderr) }),
      onLevelRecords: (level, records, openLoop, passes) => writer.appendRequests(level, records, openLoop, passes),
    });
    await writer.writeResults(outcome.results);
    await writer.writeReport(renderReport(reportInputFromResults(outcome.results, { spec: options.spec ?? null, hints: outcome.results.hints })));
  } finally {
    stop.dispose();
  }
  if (options.updateBaseline) {
    const written = await writeBaseline(io.cwd, plan.gate.baseline.path, outcome.results, plan.gate.baseline.runs ?? 1);
    io.stderr.write(`baseline written to ${written}\n`);
  }

  const r = outcome.results;
  if (r.levels.length > 0) io.stdout.write('\n' + levelsTextTable(r.levels));
  const judged = checksText(r);
  if (judged) io.stdout.write('\n' + judged);
  for (const note of r.notes) io.stderr.write(`note: ${note}\n`);
  if (r.error) {
    io.stderr.write(`\nerror: ${r.error.message}\n`);
    if (r.error.hint) io.stderr.write(`hint: ${r.error.hint}\n`);
  }
  const details = verdictDetails(r).map((d) => ` ${d[0]?.toUpperCase()}${d.slice(1)}.`).join('');
  io.stdout.write(`\n${statusWord(r.status)}${r.incomplete ? ' (incomplete)' : ''}: ${r.endpoint.model} at ${r.endpoint.url}, ${r.levels.length} level(s) in ${r.duration_s.toFixed(1)} s.${details} Results in ${writer.dir}\n`);
  if (r.status === 'inconclusive') io.stderr.write(inconclusiveAdvice(r.verdict.on_inconclusive) + '\n');
  return outcome;
}

function parseStrict(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: false, strict: true });
  } catch (cause) {
    throw new GateError('USAGE', (cause as Error).message, { hint: 'Run `llm-slo-gate run --help` for the options.', cause });
  }
}
