/** Reading an endpoint's key from the environment, for both front ends. */

/** The key as read from the environment, and whether it needed trimming. */
export interface ApiKeyRead {
  /** The trimmed value; undefined when the variable is unset or blank. */
  key: string | undefined;
  /** True when the value had whitespace around it: a likely cause of a 401, named in hints. */
  trimmed: boolean;
}

/**
 * Reads the key from the named variable, trims it, and notes what a person debugging a 401
 * needs to know: the variable's name and whether it was set or padded, never its value.
 */
export function readApiKey(env: NodeJS.ProcessEnv, name: string, notes: string[]): ApiKeyRead {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') {
    notes.push(`${name} is not set: requests are sent without an API key (no Authorization or x-api-key header).`);
    return { key: undefined, trimmed: false };
  }
  const key = raw.trim();
  if (key !== raw) notes.push(`${name} had surrounding whitespace; it was trimmed before use.`);
  return { key, trimmed: key !== raw };
}

/**
 * The same-run reference's key: the endpoint's own when both name the same variable, else the
 * value of the reference's variable (noted like the endpoint's).
 */
export function readReferenceKey(
  env: NodeJS.ProcessEnv, plan: { endpoint: { apiKeyEnv: string }; reference?: { apiKeyEnv: string } }, endpointKey: string | undefined, notes: string[],
): string | undefined {
  const name = plan.reference?.apiKeyEnv ?? plan.endpoint.apiKeyEnv;
  if (name === plan.endpoint.apiKeyEnv) return endpointKey;
  return readApiKey(env, name, notes).key;
}

/**
 * The values of the headers sent when reading the server's metrics (`server_metrics.headers`),
 * each from the environment variable the spec names for it. A variable that is unset or blank
 * leaves its header out, with a note naming the variable, never a value.
 */
export function readServerMetricsHeaders(
  env: NodeJS.ProcessEnv, plan: { serverMetrics?: { mode: string; headerEnvs?: Record<string, string> } }, notes: string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const sm = plan.serverMetrics;
  if (sm === undefined || sm.mode === 'off' || sm.headerEnvs === undefined) return headers;
  for (const [header, variable] of Object.entries(sm.headerEnvs)) {
    const value = env[variable]?.trim();
    if (value === undefined || value === '') notes.push(`${variable} is not set: the server's metrics are read without the ${header} header (server_metrics.headers).`);
    else headers[header] = value;
  }
  return headers;
}
