/**
 * Servers that refuse `stream_options`. OpenAI added `stream_options.include_usage` in 2024;
 * servers older than that, or strict about unknown fields (some vLLM, TGI and llama.cpp
 * releases, older Azure OpenAI API versions), answer 400 or 422 naming
 * the field. Such a server still streams, only without usage, so the run can go on without
 * the field and count output tokens from content events.
 */
import type { EndpointApi } from '../model/endpoint.js';
import type { RequestRecord } from '../model/record.js';

/** The APIs whose request body carries `stream_options`. */
const WITH_STREAM_OPTIONS: ReadonlySet<EndpointApi> = new Set(['openai-chat', 'openai-completions']);

/** True for the APIs whose request body carries `stream_options` (not Anthropic's Messages API). */
export function sendsStreamOptions(api: EndpointApi): boolean {
  return WITH_STREAM_OPTIONS.has(api);
}

/**
 * True when `record` failed because the server rejected `stream_options`: a 400 or 422 whose
 * message names `stream_options` or `include_usage`. A 400 for any other reason (too many
 * tokens, unknown model) is not one: leaving the field out would not help.
 */
export function rejectedStreamOptions(api: EndpointApi, record: RequestRecord): boolean {
  if (record.ok || !WITH_STREAM_OPTIONS.has(api)) return false;
  if (record.statusCode !== 400 && record.statusCode !== 422) return false;
  return /stream_options|include_usage/i.test(record.error?.message ?? '');
}

/** The note saying the run went without `stream_options`, and what that changes. */
export function streamOptionsNote(statusCode: number | undefined, usageSent: boolean): string {
  const counted = usageSent
    ? 'the server still sent usage, so token counts are its own.'
    : 'the server sent no usage, so output tokens are counted from content events (tokens_source "events") and input tokens are unknown.';
  return `The server rejected stream_options (HTTP ${statusCode ?? '?'}): the connectivity check was retried without it, `
    + `and every request of the run was sent without it; ${counted}`;
}
