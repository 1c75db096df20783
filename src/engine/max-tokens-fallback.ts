/**
 * The connectivity check's second fallback (the first drops `stream_options`): an endpoint that
 * refuses the field the token limit was sent in gets one retry with the other field
 * (`max_tokens` ⇄ `max_completion_tokens`); when that works, the whole run sends the other field,
 * on the new client, and a note says so.
 */
import type { ChatRequest, EndpointConfig, MaxTokensField, RequestRecord } from '../client/index.js';
import { maxTokensFieldNote, otherMaxTokensField, rejectedMaxTokensField } from '../client/max-tokens-field.js';
import type { EndpointApi } from '../model/endpoint.js';

/** What the fallback needs of a client (the engine's `StreamClient`). */
interface CheckClient {
  send(request: ChatRequest, options: { id: string; signal?: AbortSignal }): Promise<RequestRecord>;
  close(): Promise<void>;
}

/** What the connectivity check ended with, and the field the run's requests carry their limit in. */
export interface FieldChecked<C extends CheckClient> {
  record: RequestRecord;
  client: C;
  /** The field every request of the run sends; `max_tokens` unless the spec or the retry chose the other. */
  field: MaxTokensField;
  /** Says the run switched fields; undefined when it did not. */
  note?: string;
}

/**
 * Retry the connectivity check once with the other field when its answer refused the one sent.
 *
 * @param c.endpoint - the endpoint as the check's client was made (with `streamOptions` as the check left it).
 * @param c.request - the check's request as sent.
 */
export async function maxTokensFallback<C extends CheckClient>(c: {
  record: RequestRecord; client: C; makeClient: (e: EndpointConfig) => C; endpoint: EndpointConfig;
  request: ChatRequest; id: string; signal: AbortSignal; stopped: () => boolean; api: EndpointApi;
}): Promise<FieldChecked<C>> {
  const field = c.endpoint.maxTokensField ?? 'max_tokens';
  if (c.stopped() || !rejectedMaxTokensField(c.api, c.record, field)) return { record: c.record, client: c.client, field };
  const other = otherMaxTokensField(field);
  const retried = c.makeClient({ ...c.endpoint, maxTokensField: other });
  const retry = await retried.send(c.request, { id: `${c.id}-${other}`, signal: c.signal });
  if (!retry.ok) {
    // Still refused: the first answer is the one to report, with the field the spec asked for.
    await retried.close();
    return { record: c.record, client: c.client, field };
  }
  const note = maxTokensFieldNote(c.record.statusCode, field, other);
  await c.client.close();
  return { record: retry, client: retried, field: other, note };
}
