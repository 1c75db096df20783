/** A plan from a spec's text, for the engine's unit tests: an endpoint nobody listens on, and the given sections. */
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import type { Plan } from '../../src/spec/types.js';

export function planOf(sections = ''): Plan {
  return resolvePlan(parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: hi, max_tokens: 16}\n${sections}`, 'spec.yml'), {});
}
