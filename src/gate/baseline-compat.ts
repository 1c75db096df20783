/**
 * Whether an earlier run may serve as the baseline of this one. A comparison only means
 * something when the same model answered the same prompt with the same `max_tokens` at the same
 * load levels; anything else is refused with the differing values named, never compared.
 *
 * Levels: every level of this run must be in the baseline. A baseline with more levels is
 * accepted (a wider sweep on the main branch, or a run here that stopped early): the shared
 * levels are compared, and the comparison reports the baseline's other levels as not run.
 */
import type { Results } from '../model/results.js';
import { levelKey, levelLabel, levelRate } from '../model/level.js';

/** The verdict on a baseline: usable, or every reason it is not. */
export type Compatibility = { ok: true } | { ok: false; reasons: string[] };

/** Digests are long; 12 hex digits tell two prompts apart in a message. */
const DIGEST_SHOWN = 12;

/**
 * Compare what was measured, not how: API (`endpoint.api`, `openai-chat` when a file lacks
 * it), model id, prompt digest (`workload.prompt_sha256`), `max_tokens`, the unique prefix
 * (`workload.unique_prefix`, false when a file lacks it), load levels and the results format
 * must match. The API matters because each one counts and streams tokens its own way (e.g. a
 * Messages stream's first event is not a chat stream's); the prefix because a prefix cache
 * answers a repeated prompt far faster, so a run with it off is not comparable with one with it on.
 */
export function checkBaselineCompatible(current: Results, baseline: Results): Compatibility {
  const reasons: string[] = [];
  if (baseline.schema_version !== current.schema_version) {
    reasons.push(`the baseline is in results format ${String(baseline.schema_version)}, this run in format ${current.schema_version}`);
  }
  if (baseline.levels.length === 0) {
    reasons.push(`the baseline measured no load level (its status was "${baseline.status}")`);
  }
  // Files written before `endpoint.api` existed measured chat completions.
  const baselineApi = baseline.endpoint.api ?? 'openai-chat';
  const currentApi = current.endpoint.api ?? 'openai-chat';
  if (baselineApi !== currentApi) {
    reasons.push(`the API differs: the baseline was measured over endpoint.api "${baselineApi}", this run over "${currentApi}"`);
  }
  if (baseline.endpoint.model !== current.endpoint.model) {
    reasons.push(`the model differs: the baseline measured "${baseline.endpoint.model}", this run "${current.endpoint.model}"`);
  }
  if (baseline.workload.prompt_sha256 !== current.workload.prompt_sha256) {
    reasons.push(
      `the prompt differs: the baseline's prompt digest is ${short(baseline.workload.prompt_sha256)} (${baseline.workload.prompt_chars} characters), `
        + `this run's is ${short(current.workload.prompt_sha256)} (${current.workload.prompt_chars} characters)`,
    );
  }
  if (baseline.workload.max_tokens !== current.workload.max_tokens) {
    reasons.push(`max_tokens differs: the baseline used ${baseline.workload.max_tokens}, this run ${current.workload.max_tokens}`);
  }
  // Files written before the field existed sent no prefix at all, so a prefix cache could serve them.
  const baselinePrefix = baseline.workload.unique_prefix ?? false;
  const currentPrefix = current.workload.unique_prefix ?? false;
  if (baselinePrefix !== currentPrefix) {
    reasons.push(
      `the unique prefix differs: the baseline was measured with workload.unique_prefix ${String(baselinePrefix)}${baseline.workload.unique_prefix === undefined ? ' (its file predates the field: no prefix was sent)' : ''}, `
        + `this run with ${String(currentPrefix)}, so one side may have been answered from a prefix cache; refresh the baseline or set workload.unique_prefix to match`,
    );
  }
  if (baseline.levels.length > 0) {
    const inBaseline = new Set(baseline.levels.map(levelKey));
    const missing = current.levels.filter((l) => levelRate(l) === null && !inBaseline.has(levelKey(l))).map((l) => l.concurrency);
    if (missing.length > 0) {
      const were = missing.length === 1 ? 'was' : 'were';
      reasons.push(
        `concurrency ${joinAnd(missing)} ${were} run now but not in the baseline (which ran ${baseline.levels.map(levelLabel).join(', ')})`,
      );
    }
    const missingRates = current.levels.filter((l) => levelRate(l) !== null && !inBaseline.has(levelKey(l)));
    if (missingRates.length > 0) {
      reasons.push(`rate ${missingRates.map(levelLabel).join(', ')} ${missingRates.length === 1 ? 'was' : 'were'} run now but not in the baseline (which ran ${baseline.levels.map(levelLabel).join(', ')})`);
    }
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}

function short(digest: string): string {
  return digest.length > DIGEST_SHOWN ? `${digest.slice(0, DIGEST_SHOWN)}…` : digest;
}

function joinAnd(items: readonly number[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
