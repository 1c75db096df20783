/**
 * Request headers as they may be shown to a person: the value of any header that carries a
 * credential, or looks like one, is replaced. Used wherever headers are printed.
 */
import { containsSecret, isCredentialHeader } from '../spec/checks.js';
import { REDACTED } from '../client/redact.js';

/** A copy of `headers` safe to print: names kept, credential values replaced by `[redacted]`. */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = isCredentialHeader(name) || containsSecret(value) ? REDACTED : value;
  }
  return out;
}
