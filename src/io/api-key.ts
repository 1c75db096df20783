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
