/**
 * What the Markdown report is made from. Everything here is data already computed by the run
 * and the gate; the report adds nothing it could get wrong by measuring or judging again.
 */
import { missingBaselineText } from '../gate/run-status.js';
import type { Check, Knee } from '../model/checks.js';
import type { Results } from '../model/results.js';
import type { ChartOptions } from './chart.js';

/**
 * One metric at one level compared with the baseline. Only the fields the report reads; the
 * gate's own comparison type may carry more.
 */
export interface ComparisonRow {
  concurrency: number;
  /** Target requests/s when the row is about a rate level; absent for a concurrency level. */
  rate?: number;
  /** Metric path as in checks, e.g. `ttft_ms.p95`, `tpm`, `success_rate`. */
  metric: string;
  baseline: number | null;
  current: number | null;
  /** (current − baseline) / baseline; null when not computable. */
  change: number | null;
  /** Bounds on `change` when known; null or absent when not (an unbounded side is null too). */
  change_lower?: number | null;
  change_upper?: number | null;
}

/** Which baseline the run was compared with, or why it was not. */
export interface ReportBaseline {
  /** Where it was read from: a path in the repository or an artifact name; the reference's URL for a same-run reference. */
  source: string;
  /** `reference` when the comparison was with a reference endpoint measured in the same run; absent for a stored baseline. */
  kind?: 'reference';
  /** Commit the baseline was measured on; null when unknown. */
  commit: string | null;
  /** When the baseline run finished (ISO 8601); null when unknown. */
  measured_at: string | null;
  /**
   * Why no comparison was made (missing file, different model or prompt, …), in plain words;
   * null when the comparison was made.
   */
  problem: string | null;
  /** True when `problem` is that there is no baseline yet (a sentence of its own, with the fix). */
  missing?: boolean;
  /** The workflow run whose artifact held the baseline; absent or null for a file. */
  artifact?: { name: string; run_id: number; run_url: string } | null;
  /** Runs the baseline holds; absent or 1 for a one-run baseline. */
  runs?: number;
  /** How the baseline's measuring conditions differ from this run's, in plain words. */
  warnings?: readonly string[];
}

/** The spec the run came from, for the details section. */
export interface ReportSpec {
  /** Path as the user wrote it, relative to the working directory. */
  path: string | null;
  /** SHA-256 of the spec file's bytes, hex. */
  sha256: string | null;
}

/** Everything `renderReport` shows. Only `results` is required. */
export interface ReportInput {
  results: Results;
  /** Every evaluated check, in the order they should be listed. @defaultValue `[]` */
  checks?: readonly Check[];
  /** The capacity knee; null or absent when it was not computed. */
  knee?: Knee | null;
  /** Per-level, per-metric change against the baseline, shown next to the figures. */
  comparison?: readonly ComparisonRow[];
  /** The baseline compared with, or why none was. Absent when the spec names no baseline. */
  baseline?: ReportBaseline | null;
  spec?: ReportSpec | null;
  /** Plain-words advice per error kind seen in the levels (e.g. from `hintFor`). */
  hints?: Readonly<Record<string, string>>;
  /** Link to the workflow run, shown in the details. */
  runUrl?: string | null;
}

/** How the report is laid out. */
export interface ReportOptions {
  /**
   * When set, the report starts with `commentMarker(markerId)`, the hidden line that finds this
   * report's PR comment again on the next run.
   */
  markerId?: string;
  /**
   * Size budget in characters (UTF-16 code units, which never undercount what GitHub counts).
   * The report drops details, then the chart, then rows until it fits. At least
   * `MIN_REPORT_CHARS`. @defaultValue 65000 (GitHub rejects comments over 65,536)
   */
  maxChars?: number;
  chart?: ChartOptions;
  /**
   * A line of our own Markdown (never escaped, so never from a file or a server) placed under
   * the verdict, saying where the results came from when this run did not measure them.
   */
  origin?: string;
}

/** What the report needs beyond `results.json`: facts about the spec and the workflow run. */
export interface ReportExtras {
  spec?: ReportSpec | null;
  hints?: Readonly<Record<string, string>>;
  runUrl?: string | null;
}

/**
 * The report input for a finished run: its checks, knee and baseline comparison as recorded in
 * the results, plus the extras only the front end knows.
 */
export function reportInputFromResults(results: Results, extras: ReportExtras = {}): ReportInput {
  const b = results.baseline;
  let baseline: ReportBaseline | null = null;
  if (b.status !== 'not_configured') {
    const why = b.reasons.join('; ');
    const problem = b.status === 'compared' ? null
      : b.status === 'missing' ? missingBaselineText(b.path)
        : why || `the baseline at ${b.path} is ${b.status}`;
    if (b.source?.kind === 'reference') {
      baseline = { source: b.source.url, kind: 'reference', commit: null, measured_at: null, problem: b.status === 'compared' ? null : why || `the reference ${b.source.url} gave nothing to compare` };
    } else {
      baseline = {
        source: b.path, commit: b.age?.sha ?? null, measured_at: b.age?.measured_at ?? null, problem,
        ...(b.status === 'missing' ? { missing: true } : {}),
        ...(b.runs === undefined ? {} : { runs: b.runs }),
        ...(b.warnings === undefined || b.warnings.length === 0 ? {} : { warnings: b.warnings }),
      };
      if (b.source?.kind === 'artifact') baseline.artifact = { name: b.source.artifact, run_id: b.source.run_id, run_url: b.source.run_url };
    }
  }
  return {
    results,
    checks: results.checks,
    knee: results.knee,
    comparison: b.rows,
    baseline,
    spec: extras.spec ?? null,
    hints: extras.hints ?? {},
    runUrl: extras.runUrl ?? null,
  };
}
