/**
 * Request headers as they may be shown to a person: the value of any header that carries a
 * credential, or looks like one, is replaced. Used wherever headers are printed.
 */
import { containsSecret } from '../spec/checks.js';
import { REDACTED } from '../client/redact.js';

/** Header names whose values are credentials whatever they look like. */
const CREDENTIAL_HEADER = /^(?:authorization|proxy-authorization|x-api-key|api-key|x-goog-api-key|cookie|set-cookie)$/i;

/** A copy of `headers` safe to print: names kept, credential values replaced by `[redacted]`. */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = CREDENTIAL_HEADER.test(name) || containsSecret(value) ? REDACTED : value;
  }
  return out;
}
