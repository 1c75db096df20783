/**
 * The engine run with its real client, as the engine-level tests use it (budget.test.ts,
 * failed-levels.test.ts): a plan from spec YAML, a run that keeps every record it hands out,
 * and transcript servers closed when the file's tests end.
 */
import { after } from 'node:test';
import { run, type RunOptions } from '../../src/engine/run.js';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import type { Plan } from '../../src/spec/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { startTranscriptServer, typicalStream, type Transcript, type TranscriptServer } from './transcript-server.js';

/** A plan from spec YAML whose endpoint is `baseUrl`. */
export function plan(baseUrl: string, yaml: string): Plan {
  return resolvePlan(parseSpec(`endpoint: {base_url: "${baseUrl}", model: sim-model}\n${yaml}`, 'spec.yml'), {}, 'spec.yml');
}

/** Runs the engine and keeps every record it hands out for writing. */
export async function measure(p: Plan, extra: Partial<RunOptions> = {}) {
  const written: RequestRecord[] = [];
  const startedMs = performance.now();
  const outcome = await run({ plan: p, apiKey: undefined, onLevelRecords: ({ records }) => { written.push(...records); }, ...extra });
  return { ...outcome, written, elapsedS: (performance.now() - startedMs) / 1000 };
}

/** A short, complete answer. */
export const OK_STREAM: Transcript = { steps: typicalStream(['Hello', ' there', ' friend']) };

/**
 * A transcript server starter for this file: each server answers a request with what `pick`
 * returns for its request id and index. Call it at the top level of the file.
 */
export function transcriptServersForFile(): (pick: (requestId: string, index: number) => Transcript) => Promise<TranscriptServer> {
  const servers: TranscriptServer[] = [];
  after(async () => { await Promise.all(servers.map((s) => s.close())); });
  return async (pick) => {
    const s = await startTranscriptServer((req, i) => pick(String(req.headers['x-request-id'] ?? ''), i));
    servers.push(s);
    return s;
  };
}
