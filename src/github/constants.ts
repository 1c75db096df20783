/** Action input and output names, exactly as declared in action.yml: released names are API. */
export const Input = {
  Spec: 'spec',
  BaseUrl: 'base-url',
  ReferenceUrl: 'reference-url',
  ApiKey: 'api-key',
  Model: 'model',
  Concurrency: 'concurrency',
  Requests: 'requests',
  Baseline: 'baseline',
  UpdateBaseline: 'update-baseline',
  FailOn: 'fail-on',
  FailOnError: 'fail-on-error',
  Comment: 'comment',
  GithubToken: 'github-token',
  ResultsFile: 'results-file',
  PrNumber: 'pr-number',
  Out: 'out',
  WorkingDirectory: 'working-directory',
} as const;

export const Output = {
  Status: 'status',
  ResultsPath: 'results-path',
  ReportPath: 'report-path',
  TtftP95Ms: 'ttft-p95-ms',
  TpotP95Ms: 'tpot-p95-ms',
  MaxQps: 'max-qps',
  MaxTpm: 'max-tpm',
  KneeConcurrency: 'knee-concurrency',
  RecommendedConcurrency: 'recommended-concurrency',
  FailedChecks: 'failed-checks',
  CommentUrl: 'comment-url',
} as const;
