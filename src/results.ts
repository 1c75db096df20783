/**
 * The `results.json` contract. Field names are a public API that users' scripts and
 * baselines depend on: renaming or removing one requires bumping RESULTS_SCHEMA_VERSION
 * and a migration note in the README.
 */
import type { LevelStats } from './metrics/types.js';

/** Version of the results.json layout. */
export const RESULTS_SCHEMA_VERSION = 1 as const;

/**
 * The verdict of a run.
 * - `pass`: measured, and every gate held.
 * - `fail`: measured, and a gate said no.
 * - `error`: nothing trustworthy could be measured (the connectivity check failed, every
 *   request failed, or the spec was invalid).
 */
export type RunStatus = 'pass' | 'fail' | 'error';

/** The connectivity check sent before any load. */
export interface PreflightResult {
  ok: boolean;
  status_code: number | null;
  /** The classified error kind when it failed. */
  error_kind: string | null;
  ttft_ms: number | null;
  e2e_ms: number | null;
  /** Whether the server sent a `usage` object in the stream. */
  usage: boolean;
}

export interface Results {
  schema_version: typeof RESULTS_SCHEMA_VERSION;
  tool: { name: string; version: string };
  status: RunStatus;
  /** Why the status is `error`; null otherwise. */
  error: { code: string; message: string; hint: string | null } | null;
  /** Wall-clock times of the run (ISO 8601, UTC). */
  started_at: string;
  finished_at: string;
  /** Whole run, preflight included, in seconds. */
  duration_s: number;
  /** True when the run stopped before every level finished (cancelled or out of budget). */
  incomplete: boolean;
  /** The endpoint called. Never contains the key. */
  endpoint: { base_url: string; url: string; model: string; api: 'openai-chat' };
  /** What was sent; the prompt itself is summarised by its size and digest. */
  workload: {
    max_tokens: number;
    temperature: number | null;
    messages: number;
    prompt_chars: number;
    /** SHA-256 of the JSON-serialised messages: equal digests mean the same prompt. */
    prompt_sha256: string;
  };
  sweep: { concurrency: number[]; requests: number; warmup: number };
  preflight: PreflightResult | null;
  /** One entry per finished level, in the order run. */
  levels: LevelStats[];
  /** Observations worth a person's attention (e.g. no usage sent, so tokens were counted). */
  notes: string[];
}
