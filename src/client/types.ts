/**
 * What the client is asked to do: the request to send and the endpoint to send it to. What it
 * returns, one `RequestRecord` per request, is part of the results contract (`model/record.ts`).
 */

/** One message of an OpenAI chat conversation, as sent. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'developer' | 'tool';
  content: string;
  /**
   * Images sent with the text, after it, as each API's content parts (OpenAI `image_url` data
   * URLs, Anthropic base64 `image` blocks); absent for a text-only message.
   */
  images?: readonly ChatImage[];
}

/** An image attached to a message: its media type and its bytes in base64. */
export interface ChatImage {
  /** `image/png`, `image/jpeg`, `image/gif` or `image/webp`. */
  mediaType: string;
  base64: string;
}

/** What to ask for. */
export interface ChatRequest {
  messages: ChatMessage[];
  /** Upper bound on generated tokens (`max_tokens`). */
  maxTokens: number;
  /** Sampling temperature; omitted from the body when undefined. */
  temperature: number | undefined;
  /**
   * Extra top-level body fields (e.g. vLLM's `ignore_eos`), added after the tool's own; never
   * one of the fields the tool sets itself (the spec refuses those).
   */
  extraBody?: Readonly<Record<string, unknown>>;
  /**
   * Keep the answer's text in the record (`RequestRecord.answerText`), for a conversation's next
   * turn. Off by default: every event of such a stream is parsed for its text. @defaultValue false
   */
  keepAnswer?: boolean;
}

/** Where and how to call. */
export interface EndpointConfig {
  /** As the user wrote it: with or without a trailing `/v1` or `/`. */
  baseUrl: string;
  model: string;
  /** The key's value (already trimmed), or undefined to send no Authorization header. */
  apiKey: string | undefined;
  /**
   * Header the key is sent in as its bare value (`api-key: <key>`), instead of the API's own
   * (`Authorization: Bearer <key>`, `x-api-key`); undefined for the API's own.
   */
  apiKeyHeader?: string | undefined;
  /** Extra request headers from the spec. */
  headers: Record<string, string>;
  /** Whole-request timeout in ms (send → stream end). */
  timeoutMs: number;
  /**
   * Ask for usage with `stream_options: {"include_usage": true}` (OpenAI-shaped APIs). False
   * for servers that answer 400 to a body holding it (some vLLM, TGI, llama.cpp releases and
   * Azure API versions); output tokens are then counted from content events. @defaultValue true
   */
  streamOptions?: boolean;
  /**
   * The body field that carries `ChatRequest.maxTokens` (OpenAI-shaped APIs): `max_tokens`, or
   * `max_completion_tokens` for OpenAI's reasoning models, which answer 400 to `max_tokens`.
   * @defaultValue `max_tokens`
   */
  maxTokensField?: MaxTokensField;
}

/** The body fields an OpenAI-shaped API may take the answer's token limit in. */
export type MaxTokensField = 'max_tokens' | 'max_completion_tokens';
