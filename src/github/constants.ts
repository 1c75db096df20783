import { INPUT_OVERRIDES, type OverrideKey } from '../spec/overrides.js';

/**
 * Action input and output names, exactly as declared in action.yml: released names are API.
 * The inputs that override a spec setting (`base-url`, `concurrency`, …) are named in the
 * override table (src/spec/overrides.ts); these are the others.
 */
export const NON_OVERRIDE_INPUTS = {
  Spec: 'spec',
  ApiKey: 'api-key',
  Baseline: 'baseline',
  BaselineArtifact: 'baseline-artifact',
  BaselineWorkflow: 'baseline-workflow',
  UpdateBaseline: 'update-baseline',
  PinBaseline: 'pin-baseline',
  FailOn: 'fail-on',
  FailOnError: 'fail-on-error',
  Comment: 'comment',
  GithubToken: 'github-token',
  ResultsFile: 'results-file',
  PrNumber: 'pr-number',
  Out: 'out',
  WorkingDirectory: 'working-directory',
  Shard: 'shard',
  StartAt: 'start-at',
  Merge: 'merge',
  ShardsPath: 'shards-path',
} as const;

/** Every input of the Action: the ones above and the override table's, keyed by override. */
export const Input = {
  ...NON_OVERRIDE_INPUTS,
  ...Object.fromEntries(INPUT_OVERRIDES.map((r) => [r.key, r.input])),
} as typeof NON_OVERRIDE_INPUTS & Readonly<Partial<Record<OverrideKey, string>>>;

export const Output = {
  Status: 'status',
  ResultsPath: 'results-path',
  ReportPath: 'report-path',
  TtftP95Ms: 'ttft-p95-ms',
  TtfaP95Ms: 'ttfa-p95-ms',
  TpotP95Ms: 'tpot-p95-ms',
  MaxQps: 'max-qps',
  MaxTpm: 'max-tpm',
  KneeConcurrency: 'knee-concurrency',
  RecommendedConcurrency: 'recommended-concurrency',
  FailedChecks: 'failed-checks',
  CommentUrl: 'comment-url',
} as const;
