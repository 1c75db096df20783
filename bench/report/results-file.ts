/**
 * Writes the benchmark's results as JSON (`bench/results/fidelity-latest.json`), so the README
 * can quote them and a later run can be compared. Keys are snake_case like the product's other
 * files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A deep copy of `value` with every object key in snake_case, typed arrays as plain arrays and non-finite numbers as null. */
export function toSnakeJson(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value)) return value.map(toSnakeJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), toSnakeJson(v)]));
  }
  return value;
}

/** Writes `results` to `path` (directories created), pretty-printed. */
export async function writeResults(path: string, results: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(toSnakeJson(results), null, 2) + '\n');
}
