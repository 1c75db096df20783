/**
 * Finds where a path into the spec sits in the YAML (or JSON) source, so messages can give a
 * line and column.
 */
import { isMap, isScalar, isSeq, type Document, type LineCounter } from 'yaml';
import type { PathSegment } from './problem.js';

/** A 1-based position in the source. */
export interface Position {
  line: number;
  col: number;
}

interface Ranged {
  range?: [number, number, number] | null;
}

/**
 * The position of the field at `path`: its name (`at: 'key'`) or its value (`at: 'value'`).
 * An empty value points at the name. When the path goes further than the document (a missing
 * field), the position is that of the deepest part that exists.
 */
export function locate(doc: Document, lines: LineCounter, path: readonly PathSegment[], at: 'key' | 'value'): Position {
  let node: unknown = doc.contents;
  let offset = startOf(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as PathSegment;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (pair === undefined) break;
      const keyAt = startOf(pair.key);
      const valueAt = startOf(pair.value);
      offset = (last && at === 'key' ? keyAt : valueAt ?? keyAt) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg];
      if (item === undefined) break;
      offset = startOf(item) ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return lines.linePos(offset);
}

// Start offset of a node; undefined for a missing or zero-width (empty) node.
function startOf(node: unknown): number | undefined {
  const range = (node as Ranged | null | undefined)?.range;
  if (range === undefined || range === null || range[0] === range[1]) return undefined;
  return range[0];
}

/**
 * Finds the spec line of a field, for annotations. The path is written as the docs write it:
 * `slos[0].thresholds.ttft_ms.p95`, `baseline.max_change["ttft_ms.p95"]`. Returns null when unknown.
 */
export type SpecLocator = (path: string) => number | null;
