/**
 * The synthetic workload's check of itself: the target input length against the input tokens
 * the server counted, since the words were chosen to be one token each without a tokenizer.
 */
import type { LevelStats } from '../model/level-stats.js';

/** Largest relative gap between target and measured input tokens that passes without a warning. */
export const SYNTHETIC_TOLERANCE = 0.15;

/**
 * A note stating the target and the measured median input tokens, worded as a warning when they
 * differ by more than 15 %; undefined when the workload is not synthetic or the server sent no counts.
 * A shared prefix's tokens (`sharedPrefixTokens`) are part of the target; with conversations only
 * first turns are counted, since later ones carry the history too.
 */
export function syntheticInputNote(syntheticTokens: number | undefined, levels: readonly LevelStats[], sharedPrefixTokens = 0): string | undefined {
  if (syntheticTokens === undefined) return undefined;
  const targetTokens = syntheticTokens + sharedPrefixTokens;
  const counted = levels.map((l) => l.turns?.[0]?.input_tokens ?? l.input_tokens);
  const medians = counted.map((d) => d.p50 ?? d.mean).filter((v): v is number => typeof v === 'number');
  if (medians.length === 0) return undefined;
  const sorted = [...medians].sort((a, b) => a - b);
  const measured = sorted[Math.floor(sorted.length / 2)]!;
  const off = (measured - targetTokens) / targetTokens;
  const pct = `${off >= 0 ? '+' : ''}${(off * 100).toFixed(1)} %`;
  const aim = sharedPrefixTokens > 0 ? `${targetTokens} input tokens (${sharedPrefixTokens} of them the shared prefix)` : `${targetTokens} input tokens`;
  const which = levels.some((l) => l.turns !== undefined) ? ' in first turns' : '';
  if (Math.abs(off) <= SYNTHETIC_TOLERANCE) {
    return `Synthetic prompts aimed at ${aim}; the server counted ${measured}${which} (median, ${pct}).`;
  }
  return `Synthetic prompts aimed at ${aim}, but the server counted ${measured}${which} (median, ${pct}), more than 15 % off: `
    + 'its tokenizer splits the common words differently, or it adds a long chat template. Compare runs by the measured input_tokens, '
    + 'or adjust workload.synthetic.input_tokens until the count lands where you want it.';
}
