/**
 * The job summary: the report shown on the run's summary page. It needs no token and no write
 * permission, so it is the one output that works on every event, forks included.
 *
 * The Markdown is appended to the file named by `GITHUB_STEP_SUMMARY` directly rather than through
 * `core.summary`: the report is already finished Markdown (the buffer's HTML helpers add nothing),
 * the environment is passed in instead of read from the process (so tests need no global state),
 * and GitHub's per-step size limit can be checked before writing.
 */
import { appendFile, stat } from 'node:fs/promises';

/** GitHub refuses a step summary larger than this many bytes. */
export const STEP_SUMMARY_MAX_BYTES = 1024 * 1024;

/** What `writeJobSummary` did. */
export type SummaryResult =
  | { written: true; path: string; bytes: number }
  | { written: false; reason: string };

/**
 * Appends `markdown` (and a blank line) to the step summary file. When the variable is unset
 * (a local run) nothing is written and the reason says so. When the file would pass GitHub's
 * 1 MiB limit, a short note is written instead, since an oversized summary is dropped whole.
 * Rejects only when the file cannot be written.
 */
export async function writeJobSummary(markdown: string, env: Readonly<Record<string, string | undefined>>): Promise<SummaryResult> {
  const path = env.GITHUB_STEP_SUMMARY?.trim();
  if (!path) return { written: false, reason: 'GITHUB_STEP_SUMMARY is not set (not running in GitHub Actions), so no job summary was written' };
  const existing = await stat(path).then((s) => s.size, () => 0);
  let text = markdown.endsWith('\n') ? `${markdown}\n` : `${markdown}\n\n`;
  if (existing + Buffer.byteLength(text) > STEP_SUMMARY_MAX_BYTES) {
    text = 'The report is too large for the job summary; it is in the report.md file of this run.\n\n';
  }
  await appendFile(path, text, 'utf8');
  return { written: true, path, bytes: Buffer.byteLength(text) };
}
