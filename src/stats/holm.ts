/**
 * Holm's step-down adjustment (Holm 1979, "A simple sequentially rejective multiple test
 * procedure", Scand J Statist 6): rejecting every hypothesis whose adjusted p-value is at most α
 * keeps the chance of any false rejection among all of them at or below α, whatever the
 * dependence between the tests. It is uniformly more powerful than Bonferroni.
 */

/**
 * Holm-adjusted p-values, in the input order: sort ascending, p̃₍ᵢ₎ = max over j ≤ i of
 * min(1, (m − j + 1)·p₍ⱼ₎). Ties keep the input order (the result does not depend on it).
 *
 * @param pValues - one per hypothesis, each in [0, 1].
 * @throws RangeError when a p-value is outside [0, 1].
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  for (const p of pValues) if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must be in [0, 1], got ${p}`);
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[a]! - pValues[b]! || a - b);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((idx, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * pValues[idx]!));
    adjusted[idx] = running;
  });
  return adjusted;
}

/**
 * The per-check error level at which a check's own interval agrees with Holm's decision:
 * γᵢ = α · pᵢ / p̃ᵢ. Since pᵢ ≤ γᵢ exactly when p̃ᵢ ≤ α, the check's bound at γᵢ lies beyond
 * its limit exactly when Holm rejects. γᵢ lies between α / m (the first step, Bonferroni's level)
 * and α; 0 p-values get α / m.
 */
export function holmLevel(alpha: number, pValue: number, adjustedP: number, m: number): number {
  if (pValue <= 0 || adjustedP <= 0) return alpha / m;
  return Math.max(alpha / m, Math.min(alpha, (alpha * pValue) / adjustedP));
}
