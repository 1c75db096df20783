/**
 * What the tests of endpoints that bend HTTP share (hostile-endpoint*.test.ts): a run of the real
 * CLI at concurrency 1 against a raw TCP server, and the bytes of a short, complete answer.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from './cli.js';
import type { RawServer } from './raw-server.js';

export interface RequestLine {
  ok: boolean;
  error_kind: string | null;
  error_message: string | null;
  ttft_ms: number | null;
  output_tokens: number | null;
  connection_wait_ms: number | null;
  connect_ms: number | null;
}

export interface RunOutcome {
  code: number | null;
  stderr: string;
  results: { status: string; notes: string[]; levels: Array<{ stream: Record<string, unknown>; errors: Record<string, number> }> };
  lines: RequestLine[];
}

/**
 * Runs the CLI against `server` at concurrency 1 and reads what it wrote. The server's metrics
 * are not looked for (`server_metrics: false`): these servers answer whatever they are asked
 * with the same bytes, and the tests count their connections.
 */
export async function runAgainst(server: RawServer, options: { requests?: number; timeoutS?: number } = {}): Promise<RunOutcome> {
  const dir = await tempDir();
  const spec = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m}
workload: {prompt: Hi, max_tokens: 4}
server_metrics: false
sweep: {concurrency: [1], requests: ${options.requests ?? 4}, warmup: 0}
`);
  const res = await runCli(['run', '--spec', spec, '--out', 'out', '--timeout', String(options.timeoutS ?? 3)], { cwd: dir, env: { OPENAI_API_KEY: 'sk-x' }, timeoutMs: 60_000 });
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunOutcome['results'];
  const text = await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8').catch(() => '');
  const lines = text.trim() === '' ? [] : text.trim().split('\n').map((l) => JSON.parse(l) as RequestLine);
  return { code: res.code, stderr: res.stderr, results, lines };
}

/** The events of a short, complete answer, and a whole response carrying them (raw-server.ts). */
export { ANSWER_EVENTS as ANSWER, WHOLE_ANSWER as WHOLE } from './raw-server.js';
