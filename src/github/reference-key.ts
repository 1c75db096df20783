/**
 * The same-run reference's key in the Action: the endpoint's own when both name the same
 * variable, else the value of the reference's variable, masked in the log like the endpoint's.
 */
import * as core from '@actions/core';
import { readApiKey } from '../io/api-key.js';
import type { Plan } from '../spec/types.js';

export function readReferenceKey(env: NodeJS.ProcessEnv, plan: Plan, endpointKey: string | undefined, notes: string[]): string | undefined {
  const name = plan.reference?.apiKeyEnv ?? plan.endpoint.apiKeyEnv;
  if (name === plan.endpoint.apiKeyEnv) return endpointKey;
  const fromEnv = readApiKey(env, name, notes);
  if (fromEnv.key) core.setSecret(fromEnv.key);
  return fromEnv.key;
}
