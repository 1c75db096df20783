/**
 * "Did you mean …?" for misspelt field names.
 */

/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // One row of the classic table is enough: each cell needs the row above and the cell to its left.
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * The allowed name a user most likely meant, or undefined when none is close. Case, `-` versus
 * `_`, and a missing or extra unit suffix (`timeout` for `timeout_s`) are forgiven; otherwise
 * the distance may be at most a third of the name's length (at least 1).
 */
export function closestName(name: string, allowed: readonly string[]): string | undefined {
  const norm = (s: string): string => s.toLowerCase().replaceAll('-', '_');
  const wanted = norm(name);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of allowed) {
    const c = norm(candidate);
    const contains = wanted.length >= 3 && (c.startsWith(wanted) || wanted.startsWith(c));
    const d = contains ? 0.5 : levenshtein(wanted, c);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(wanted.length / 3)) ? best : undefined;
}
