/**
 * The spec and the run goodput*.test.ts share: three closed-loop levels of short answers, and
 * the bundled CLI run on it in a folder of its own.
 */
import { runCli, tempDir, writeSpec, type CliResult } from './cli.js';

/** The goodput tests' spec against `baseUrl`, with `rest` (the goodput, slos and knee sections) appended. */
export function goodputSpec(baseUrl: string, rest: string): string {
  return `endpoint:
  base_url: ${baseUrl}
  model: sim-model
  timeout_s: 10
workload:
  prompt: Say something.
  max_tokens: 6
sweep:
  concurrency: [1, 2, 4]
  requests: 8
  warmup: 1
${rest}`;
}

/** Runs the CLI on `yaml` in a new temporary folder, writing to out/ there. */
export async function runSpec(yaml: string): Promise<{ res: CliResult; dir: string }> {
  const dir = await tempDir();
  const path = await writeSpec(dir, yaml);
  const res = await runCli(['run', '--spec', path, '--out', 'out'], { cwd: dir });
  return { res, dir };
}
