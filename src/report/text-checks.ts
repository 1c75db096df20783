/**
 * The terminal's account of the verdict: failed and warned checks as sentences, a count of
 * the rest, the knee and the baseline, printed under the levels table.
 */
import type { Results } from '../model/results.js';
import { describeCheck, describeBaselineAge } from '../gate/describe.js';
import { failureGates, type Check } from '../model/checks.js';
import { missingBaselineText } from '../gate/run-status.js';
import { failuresByKind } from './verdict-line.js';

/** Lines of text (each ending in `\n`); empty when nothing was judged. */
export function checksText(results: Results): string {
  const out: string[] = [];
  const failing = results.checks.filter((c) => c.status === 'fail');
  const inconclusive = results.checks.filter((c) => c.status === 'inconclusive');
  const passed = results.checks.filter((c) => c.status === 'pass').length;
  const unverified = results.checks.length - failing.length - inconclusive.length - passed;
  // As in the verdict: a failing check fails the gate only at level error and of a kind fail-on
  // selects; the others are warnings, counted and marked as such.
  const failOn = results.verdict.fail_on;
  const gates = (c: Check): boolean => failureGates(c, failOn);
  const failed = failing.filter(gates).length;
  const warned = failing.length - failed;
  if (results.checks.length > 0) {
    const undecided = inconclusive.length > 0 ? `, ${inconclusive.length} inconclusive` : '';
    const warnings = warned > 0 ? `, ${warned} warned` : '';
    out.push(`checks: ${passed} passed, ${failed} failed${warnings}${undecided}, ${unverified} not judged (fail-on: ${failOn})`);
    for (const c of failing) {
      const mark = gates(c) ? 'FAIL' : 'WARN';
      // A check failed without a measured value (every request at its level failed): say why.
      const why = c.actual === null && c.reason ? ` — ${c.reason}` : '';
      out.push(`  ${mark}  ${describeCheck(c)}${why}${c.spec_line === null ? '' : ` [spec line ${c.spec_line}]`}`);
    }
    // The reason is part of the sentence: what the interval was, or why none could be computed.
    for (const c of inconclusive) out.push(`  INCONCLUSIVE  ${describeCheck(c)}${c.spec_line === null ? '' : ` [spec line ${c.spec_line}]`}`);
  }
  const b = results.baseline;
  if (b.status === 'compared' && b.age) out.push(`${describeBaselineAge(b.age)} (${b.path})`);
  else if (b.source?.kind === 'reference') out.push(`baseline: reference ${b.source.url} (same run) ${b.status}${b.reasons.length ? ` (${b.reasons.join('; ')})` : ''}`);
  else if (b.status === 'missing') {
    // Said once: the verdict's line says it when the run passes on it.
    const missing = missingBaselineText(b.path);
    if (!(results.verdict.reason ?? '').includes(missing)) out.push(`baseline: ${missing}`);
  } else if (b.status !== 'not_configured') out.push(`baseline: ${b.path} ${b.status}${b.reasons.length ? ` (${b.reasons.join('; ')})` : ''}`);
  if (results.knee) out.push(`knee: ${results.knee.reason}`);
  return out.map((l) => l + '\n').join('');
}

/**
 * The requests that failed, one line per kind with where it happened and its hint, as report.md
 * lists them: `  stream_reset × 18 at concurrency 1, 2, 4: The connection closed …`. Empty when
 * every request succeeded.
 */
export function failuresText(results: Pick<Results, 'levels' | 'hints'>): string {
  const kinds = failuresByKind(results.levels);
  if (kinds.length === 0) return '';
  const lines = kinds.map(({ kind, count, where }) => {
    const hint = results.hints?.[kind];
    return `  ${kind} × ${count} at ${where}${hint ? `: ${hint}` : ''}\n`;
  });
  return `failed requests:\n${lines.join('')}`;
}
