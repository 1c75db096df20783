/**
 * `llm-slo-gate validate`: checks the spec against the schema and prints the resolved plan,
 * without sending anything.
 */
import { parseFlags } from './flags.js';
import { resolve } from 'node:path';
import type { CliIO } from './io.js';
import { loadSpecFile } from '../spec/load.js';
import type { WorkloadFiles } from '../workload/files.js';
import { sampleSizeWarnings } from '../gate/sample-size-warnings.js';
import { gatingWarning } from '../gate/gating-warnings.js';
import type { Plan } from '../spec/types.js';
import { resolveRuns } from '../engine/resolve-runs.js';
import { ANTHROPIC_VERSION, adapterFor, redactUrl } from '../client/index.js';
import { DEFAULT_SPEC_PATH } from '../io/front-end.js';
import { redactHeaders } from './redact-headers.js';

export const VALIDATE_USAGE = `Usage: llm-slo-gate validate [--spec PATH]

Checks the spec file and prints what a run would do. Sends nothing. Exit 0 when valid, 2 when not.
`;

export async function validateCommand(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { spec: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 'validate');
  if (values.help) {
    io.stdout.write(VALIDATE_USAGE);
    return 0;
  }
  const specPath = values.spec ?? DEFAULT_SPEC_PATH;
  const { spec } = await loadSpecFile(resolve(io.cwd, specPath), specPath);
  // Every run's plan and files, as `run` resolves them (a problem in a scenario's files named with it).
  const { runs, scenarios, budgetS } = await resolveRuns(spec, {}, { cwd: io.cwd, specPath });
  if (scenarios) {
    // The endpoint lines are the same for all.
    const out = [`${specPath}: valid, ${runs.length} scenario(s) sharing a budget of ${budgetS} s`];
    for (const s of runs) {
      const { plan, files } = s;
      // A scenario gets what is left of the shared budget, at most its own cap.
      const upToS = Math.min(budgetS, s.capS ?? Infinity);
      const runLine = `this scenario up to ${upToS} s of the shared ${budgetS} s`;
      out.push(`scenario ${s.name} (baseline ${plan.gate.baseline.path})`, ...planLines(plan, files, io, runLine).map((l) => `  ${l}`));
      for (const w of [...sampleSizeWarnings(plan), ...optional(gatingWarning(plan))]) io.stderr.write(`warning: scenario ${s.name}: ${w}\n`);
    }
    io.stdout.write(out.join('\n') + '\n');
    return 0;
  }
  const { plan, files } = runs[0]!;
  io.stdout.write([`${specPath}: valid`, ...planLines(plan, files, io)].join('\n') + '\n');
  for (const w of [...sampleSizeWarnings(plan), ...optional(gatingWarning(plan))]) io.stderr.write(`warning: ${w}\n`);
  return 0;
}

function optional(text: string | undefined): string[] {
  return text === undefined ? [] : [text];
}

/** The resolved plan in a few lines: endpoint, headers, budgets, workload, sweep. */
function planLines(plan: Plan, files: WorkloadFiles, io: CliIO, runLine = `whole run ${plan.sweep.maxDurationS} s`): string[] {
  const e = plan.endpoint;
  const keySet = Boolean(io.env[e.apiKeyEnv]?.trim());
  const trace = files.trace;
  const sweepLine = trace === undefined ? undefined
    : `  sweep     replay of ${trace.path} (${trace.format}) at ${trace.speed}× speed: ${trace.replay.entries.length} requests over ${(trace.replay.spanMs / 1000).toFixed(3)} s`
      + ` (lines ${trace.replay.entries[0]!.line} to ${trace.replay.entries[trace.replay.entries.length - 1]!.line}), at most ${plan.sweep.maxConcurrency} in flight, every request measured;`
      + ` input and output tokens from the trace (max_tokens ${Math.min(...trace.replay.entries.map((x) => x.outputTokens))} to ${Math.max(...trace.replay.entries.map((x) => x.outputTokens))})`;
  return [
    `  endpoint  ${redactUrl(adapterFor(e.api).url(e.baseUrl))} (${e.api})  model ${e.model}  key from $${e.apiKeyEnv} (${keySet ? 'set' : 'not set'})`,
    `  headers   ${shownHeaders(e, keySet).join(', ')}`,
    `  budgets   request timeout ${e.timeoutMs / 1000} s, stall timeout ${e.stallTimeoutMs / 1000} s, ${runLine}`,
    trace !== undefined ? `  workload  the trace's prompts; ${workloadLine(plan, files)} only for the connectivity check` : `  workload  ${workloadLine(plan, files)}, max_tokens ${plan.workload.maxTokens}${plan.workload.maxTokensField === undefined ? '' : ` (sent as ${plan.workload.maxTokensField})`}${plan.workload.temperature === undefined ? '' : `, temperature ${plan.workload.temperature}`}`,
    sweepLine ?? `  sweep     ${[
      ...(plan.sweep.concurrency.length > 0 ? [`concurrency ${plan.sweep.concurrency.join(', ')}`] : []),
      ...(plan.sweep.rate ? [`rate ${plan.sweep.rate.join(', ')} req/s (Poisson, seed ${plan.sweep.seed}, at most ${plan.sweep.maxConcurrency} in flight)`] : []),
    ].join(', then ')}; ${plan.sweep.requests} measured + ${plan.sweep.warmup} warm-up requests per level${samplingText(plan)}`,
  ];
}

/** Adaptive sampling and repeats, when the plan uses them: `, adaptive up to 128 requests for ±10 % resolution, 3 repeats`. */
function samplingText(plan: Plan): string {
  const s = plan.sweep;
  const parts = [
    ...(s.maxRequests !== undefined ? [`adaptive up to ${s.maxRequests} requests per concurrency level for ±${Math.round((s.targetResolution ?? 0) * 1000) / 10} % resolution`] : []),
    ...((s.repeats ?? 1) > 1 ? [`${s.repeats} repeats of the whole sweep`] : []),
  ];
  return parts.map((p) => `, ${p}`).join('');
}

/** The headers every request will carry, as `name: value`, with anything secret shown as its source. */
function shownHeaders(e: Plan['endpoint'], keySet: boolean): string[] {
  const { headers, apiKeyEnv } = e;
  const anthropic = e.api === 'anthropic-messages';
  const auth = e.apiKeyHeader !== undefined
    ? (keySet ? `${e.apiKeyHeader}: [from $${apiKeyEnv}]` : `no ${e.apiKeyHeader} ($${apiKeyEnv} is not set)`)
    : anthropic
      ? (keySet ? `x-api-key: [from $${apiKeyEnv}]` : `no x-api-key ($${apiKeyEnv} is not set)`)
      : (keySet ? `authorization: Bearer [from $${apiKeyEnv}]` : `no authorization ($${apiKeyEnv} is not set)`);
  const fixed = anthropic ? [`anthropic-version: ${ANTHROPIC_VERSION}`] : [];
  return [auth, ...fixed, ...Object.entries(redactHeaders(headers)).map(([name, value]) => `${name}: ${value}`)];
}

/** What the requests carry, in a few words: the prompt source, images and extra fields. */
function workloadLine(plan: Plan, files: WorkloadFiles): string {
  const w = plan.workload;
  const parts = [
    files.promptSet ? `prompt set ${files.promptSet.path} (${files.promptSet.entries.length} prompts, seed ${w.seed})`
      : w.synthetic ? `synthetic prompts of ${w.synthetic.inputTokens} input tokens (${w.synthetic.count} different, seed ${w.seed})`
        : `${w.messages.length} message(s)`,
    ...(files.images.length > 0 ? [`${files.images.length} image(s) (${files.images.map((i) => i.mediaType).join(', ')})`] : []),
    ...(w.extraBody ? [`extra body ${Object.keys(w.extraBody).join(', ')}`] : []),
    w.uniquePrefix === false ? 'no unique prefix' : 'unique prefix',
  ];
  return parts.join(', ');
}
