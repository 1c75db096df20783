/**
 * `llm-slo-gate probe`: the spec's endpoint watched in production. Loads the spec, reads the key
 * and workload files, and runs the probe (src/probe/) until Ctrl-C or SIGTERM, or for --count
 * probes or --duration seconds.
 */
import { resolve } from 'node:path';
import { parseFlags } from './flags.js';
import type { CliIO } from './io.js';
import { loadSpecFile } from '../spec/load.js';
import { resolvePlan, parseIntegerFlag, parseSecondsFlag } from '../spec/plan.js';
import { resolveProbePlan } from '../spec/probe.js';
import { GateError } from '../errors.js';
import { readWorkloadFiles } from '../workload/files.js';
import { readApiKey, readServerMetricsHeaders } from '../io/api-key.js';
import { handleStopSignals } from '../io/stop-signals.js';
import { DEFAULT_SPEC_PATH } from '../io/front-end.js';
import { runProbe } from '../probe/probe.js';
import { DEFAULT_LISTEN, parseListen } from '../probe/server.js';
import { parsePushUrl, PUSH_JOB } from '../probe/push.js';

export const PROBE_USAGE = `Usage: llm-slo-gate probe [options]

Watches the spec's endpoint: every probe.interval_s seconds it sends probe.concurrency
requests with the workload's first prompt, and serves their TTFT, TTFA, TPOT, ITL and E2E
histograms, request and error counters, and the state of the spec's SLOs over probe.window
as Prometheus metrics. Runs until Ctrl-C or SIGTERM (exit 0); a failing endpoint is counted,
never a reason to stop. See docs/probe.md.

Options:
  --spec PATH        spec file (default ${DEFAULT_SPEC_PATH})
  --listen ADDR      serve /metrics on HOST:PORT (default ${DEFAULT_LISTEN}; loopback only
                     unless you name another address; port 0 picks a free one)
  --push-url URL     at the end, push the figures to this Prometheus Pushgateway
                     (job ${PUSH_JOB}); without --listen, no scrape endpoint is opened
  --count N          stop after N probes
  --duration S       stop after S seconds
`;

const OPTIONS = {
  spec: { type: 'string' },
  listen: { type: 'string' },
  'push-url': { type: 'string' },
  count: { type: 'string' },
  duration: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function probeCommand(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, OPTIONS, 'probe');
  if (values.help) {
    io.stdout.write(PROBE_USAGE);
    return 0;
  }
  const pushUrl = values['push-url'] === undefined ? undefined : parsePushUrl(values['push-url'], '--push-url');
  // Push only (a scheduled CI job) opens no port unless asked to.
  const listenText = values.listen ?? (pushUrl === undefined ? DEFAULT_LISTEN : undefined);
  const listen = listenText === undefined ? undefined : parseListen(listenText, '--listen');
  const count = values.count === undefined ? undefined : parseIntegerFlag(values.count, '--count');
  const durationS = values.duration === undefined ? undefined : parseSecondsFlag(values.duration, '--duration');
  if (count === 0 || durationS === 0) {
    throw new GateError('USAGE', `${count === 0 ? '--count 0' : '--duration 0'}: the probe would send nothing`, { hint: 'Give at least 1, or leave it out to run until stopped.' });
  }
  const specPath = values.spec ?? DEFAULT_SPEC_PATH;
  const { spec } = await loadSpecFile(resolve(io.cwd, specPath), specPath);
  if (spec.workload === undefined) {
    throw new GateError('SPEC_INVALID', `${specPath}: the probe sends the top-level workload, and this spec has none (only its scenarios have one)`, {
      hint: 'Add a top-level workload with the prompt the probe should send, e.g. workload: {prompt: "Say hello.", max_tokens: 64}.',
    });
  }
  const plan = resolvePlan(spec, {}, specPath);
  const files = await readWorkloadFiles(plan.workload, io.cwd);
  const notes: string[] = [];
  const { key } = readApiKey(io.env, plan.endpoint.apiKeyEnv, notes);
  const serverMetricsHeaders = readServerMetricsHeaders(io.env, plan, notes);
  for (const note of notes) io.stderr.write(`note: ${note}\n`);
  const stop = handleStopSignals({ say: (line) => io.stderr.write(`${line.replace('and writing partial results', 'and closing')}\n`) });
  try {
    await runProbe({
      plan, probe: resolveProbePlan(spec.probe), apiKey: key, serverMetricsHeaders, files, signal: stop.signal,
      ...(listen === undefined ? {} : { listen }),
      ...(pushUrl === undefined ? {} : { pushUrl }),
      ...(count === undefined ? {} : { count }),
      ...(durationS === undefined ? {} : { durationMs: durationS * 1000 }),
      say: (line) => io.stderr.write(`${line}\n`),
      warn: (line) => io.stderr.write(`warning: ${line}\n`),
      listenFlag: '--listen',
    });
  } finally {
    stop.dispose();
  }
  return 0;
}
