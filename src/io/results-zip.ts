/**
 * Finding the results file in a zip, as GitHub serves a workflow artifact. Zip is read with
 * fflate: only the chosen entry is decompressed, and an entry that claims to be larger than
 * `maxBytes` is refused before it is inflated, so a hostile archive cannot exhaust memory.
 */
import { unzipSync } from 'fflate';

/** Largest results file read from an artifact: far above a real results.json (a few MB). */
export const MAX_RESULTS_ENTRY_BYTES = 64 * 1024 * 1024;

/** The chosen entry's path in the zip and its text, or why none could be read. */
export type ZipEntryRead =
  | { ok: true; entry: string; text: string }
  | { ok: false; problem: string };

/**
 * Reads the entry whose file name is one of `names` (earlier names win; among equals, the one
 * nearest the zip's root, then the first by path). A folder uploaded with actions/upload-artifact
 * puts its files at the root, so `results.json` is usually found there. Never throws.
 */
export function readResultsEntry(zip: Uint8Array, names: readonly string[], maxBytes = MAX_RESULTS_ENTRY_BYTES): ZipEntryRead {
  const entries: { name: string; size: number }[] = [];
  try {
    // First pass lists the entries without inflating any of them.
    unzipSync(zip, { filter: (f) => { entries.push({ name: f.name, size: f.originalSize }); return false; } });
  } catch (err) {
    return { ok: false, problem: `it is not a readable zip archive (${(err as Error).message})` };
  }
  const rank = (name: string) => names.indexOf(name.split('/').at(-1) ?? '');
  const candidates = entries.filter((e) => !e.name.endsWith('/') && rank(e.name) >= 0)
    .sort((a, b) => rank(a.name) - rank(b.name) || depth(a.name) - depth(b.name) || a.name.localeCompare(b.name));
  const chosen = candidates[0];
  if (chosen === undefined) {
    const listed = entries.slice(0, 5).map((e) => e.name).join(', ');
    return { ok: false, problem: `it holds no ${names.join(' or ')} (${entries.length === 0 ? 'it is empty' : `it holds ${listed}${entries.length > 5 ? ', …' : ''}`})` };
  }
  if (chosen.size > maxBytes) {
    return { ok: false, problem: `its ${chosen.name} is ${chosen.size} bytes uncompressed, more than the ${maxBytes} bytes read` };
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (f) => f.name === chosen.name });
  } catch (err) {
    return { ok: false, problem: `its ${chosen.name} could not be unpacked (${(err as Error).message})` };
  }
  const bytes = files[chosen.name];
  if (bytes === undefined) return { ok: false, problem: `its ${chosen.name} could not be unpacked` };
  return { ok: true, entry: chosen.name, text: new TextDecoder().decode(bytes) };
}

function depth(name: string): number {
  return name.split('/').length;
}
