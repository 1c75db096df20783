/**
 * Servers that refuse the field the answer's token limit was sent in. OpenAI's reasoning models
 * (o1, o3, o4-mini, gpt-5 …) answer 400 "Unsupported parameter: 'max_tokens' … Use
 * 'max_completion_tokens' instead"; servers older than `max_completion_tokens`, or strict about
 * unknown fields, answer 400 or 422 naming it. Either way the other field is the one to send.
 */
import type { EndpointApi } from '../model/endpoint.js';
import type { RequestRecord } from '../model/record.js';
import type { MaxTokensField } from './types.js';

/** The APIs that may take the limit in either field: OpenAI's chat and text completions. */
const WITH_TWO_FIELDS: ReadonlySet<EndpointApi> = new Set(['openai-chat', 'openai-completions']);

/** True for the APIs whose body may carry `max_completion_tokens` (not Anthropic's Messages API). */
export function takesMaxTokensField(api: EndpointApi): boolean {
  return WITH_TWO_FIELDS.has(api);
}

/** The field to try when `field` was refused. */
export function otherMaxTokensField(field: MaxTokensField): MaxTokensField {
  return field === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
}

/** Words a server uses when it refuses a field for its name rather than its value. */
const REFUSED = String.raw`unsupported|unrecognized|unrecognised|unknown|not supported|not allowed|not permitted|extra_forbidden|extra inputs|extra fields`;

/**
 * True when `record` failed because the server refused `sent`, the field the token limit was in:
 * a 400 or 422 whose message names the field together with a word of refusal ("Unsupported
 * parameter: 'max_tokens'", pydantic's `extra_forbidden` for `('body', 'max_completion_tokens')`),
 * or, having been sent `max_tokens`, tells to use `max_completion_tokens`. A 400 about the
 * limit's value ("max_tokens is too large: 99999") is not one: the other field would not help.
 */
export function rejectedMaxTokensField(api: EndpointApi, record: RequestRecord, sent: MaxTokensField): boolean {
  if (record.ok || !WITH_TWO_FIELDS.has(api)) return false;
  if (record.statusCode !== 400 && record.statusCode !== 422) return false;
  const message = record.error?.message ?? '';
  const name = String.raw`(?<![A-Za-z_])${sent}(?![A-Za-z_])`;
  const refused = new RegExp(String.raw`(?:${REFUSED})[^\n]{0,80}?${name}|${name}[^\n]{0,80}?(?:${REFUSED})`, 'i');
  if (refused.test(message)) return true;
  return sent === 'max_tokens' && /(?<![A-Za-z_])max_completion_tokens(?![A-Za-z_])/i.test(message);
}

/** The note saying the run sent the other field, and how to skip the retry next time. */
export function maxTokensFieldNote(statusCode: number | undefined, refused: MaxTokensField, used: MaxTokensField): string {
  return `The server rejected ${refused} (HTTP ${statusCode ?? '?'}): the connectivity check was retried with ${used}, `
    + `and every request of the run sent its token limit as ${used}. Set workload.max_tokens_field: ${used} to send it from the start.`;
}
