/** Action input and output names, exactly as declared in action.yml: released names are API. */
export const Input = {
  Spec: 'spec',
  BaseUrl: 'base-url',
  ApiKey: 'api-key',
  Model: 'model',
  Concurrency: 'concurrency',
  Requests: 'requests',
  Out: 'out',
  WorkingDirectory: 'working-directory',
} as const;

export const Output = {
  Status: 'status',
  ResultsPath: 'results-path',
  TtftP95Ms: 'ttft-p95-ms',
  TpotP95Ms: 'tpot-p95-ms',
  MaxQps: 'max-qps',
  MaxTpm: 'max-tpm',
} as const;
