/**
 * The API an endpoint speaks (`endpoint.api` in the spec): OpenAI chat completions,
 * OpenAI (legacy) text completions, or Anthropic's Messages API.
 */
export type EndpointApi = 'openai-chat' | 'openai-completions' | 'anthropic-messages';
