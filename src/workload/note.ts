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
 */
export function syntheticInputNote(targetTokens: number | undefined, levels: readonly LevelStats[]): string | undefined {
  if (targetTokens === undefined) return undefined;
  const medians = levels.map((l) => l.input_tokens.p50 ?? l.input_tokens.mean).filter((v): v is number => typeof v === 'number');
  if (medians.length === 0) return undefined;
  const sorted = [...medians].sort((a, b) => a - b);
  const measured = sorted[Math.floor(sorted.length / 2)]!;
  const off = (measured - targetTokens) / targetTokens;
  const pct = `${off >= 0 ? '+' : ''}${(off * 100).toFixed(1)} %`;
  if (Math.abs(off) <= SYNTHETIC_TOLERANCE) {
    return `Synthetic prompts aimed at ${targetTokens} input tokens; the server counted ${measured} (median, ${pct}).`;
  }
  return `Synthetic prompts aimed at ${targetTokens} input tokens, but the server counted ${measured} (median, ${pct}), more than 15 % off: `
    + 'its tokenizer splits the common words differently, or it adds a long chat template. Compare runs by the measured input_tokens, '
    + 'or adjust workload.synthetic.input_tokens until the count lands where you want it.';
}
