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

/** An entry of a zip, as listed without inflating it. */
export interface ZipEntryInfo {
  /** Its path in the zip, `/`-separated. */
  name: string;
  /** Its size uncompressed, as the zip claims it. */
  size: number;
}

/** Every file entry in the zip (folders left out), or why the zip cannot be read. Never throws. */
export function listZipEntries(zip: Uint8Array): { ok: true; entries: ZipEntryInfo[] } | { ok: false; problem: string } {
  const entries: ZipEntryInfo[] = [];
  try {
    // Lists the entries without inflating any of them.
    unzipSync(zip, { filter: (f) => { entries.push({ name: f.name, size: f.originalSize }); return false; } });
  } catch (err) {
    return { ok: false, problem: `it is not a readable zip archive (${(err as Error).message})` };
  }
  return { ok: true, entries: entries.filter((e) => !e.name.endsWith('/')) };
}

/** Inflates one listed entry, refusing one larger than `maxBytes`. Never throws. */
export function inflateZipEntry(zip: Uint8Array, entry: ZipEntryInfo, maxBytes = MAX_RESULTS_ENTRY_BYTES): ZipEntryRead {
  if (entry.size > maxBytes) {
    return { ok: false, problem: `its ${entry.name} is ${entry.size} bytes uncompressed, more than the ${maxBytes} bytes read` };
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: (f) => f.name === entry.name });
  } catch (err) {
    return { ok: false, problem: `its ${entry.name} could not be unpacked (${(err as Error).message})` };
  }
  const bytes = files[entry.name];
  if (bytes === undefined) return { ok: false, problem: `its ${entry.name} could not be unpacked` };
  return { ok: true, entry: entry.name, text: new TextDecoder().decode(bytes) };
}

/**
 * Why an entry read by `readResultsEntry` is passed over (e.g. it holds the combined results of
 * a spec with scenarios), or undefined to take it.
 */
export type EntryRefusal = (entry: string, text: string) => string | undefined;

/**
 * Reads the entry whose file name is one of `names` (earlier names win; among equals, the one
 * nearest the zip's root, then the first by path). A folder uploaded with actions/upload-artifact
 * puts its files at the root, so `results.json` is usually found there. An entry `refuse` gives a
 * reason for is passed over for the next; when every one is, the problem lists the reasons.
 * Never throws.
 */
export function readResultsEntry(zip: Uint8Array, names: readonly string[], maxBytes = MAX_RESULTS_ENTRY_BYTES, refuse?: EntryRefusal): ZipEntryRead {
  const listed = listZipEntries(zip);
  if (!listed.ok) return listed;
  const entries = listed.entries;
  const rank = (name: string) => names.indexOf(name.split('/').at(-1) ?? '');
  const candidates = entries.filter((e) => rank(e.name) >= 0)
    .sort((a, b) => rank(a.name) - rank(b.name) || depth(a.name) - depth(b.name) || a.name.localeCompare(b.name));
  if (candidates.length === 0) {
    const shown = entries.slice(0, 5).map((e) => e.name).join(', ');
    return { ok: false, problem: `it holds no ${names.join(' or ')} (${entries.length === 0 ? 'it is empty' : `it holds ${shown}${entries.length > 5 ? ', …' : ''}`})` };
  }
  const passed: string[] = [];
  for (const candidate of candidates) {
    const read = inflateZipEntry(zip, candidate, maxBytes);
    // Without a refusal to judge by, the first candidate is the answer, readable or not.
    if (!read.ok || refuse === undefined) return read;
    const why = refuse(read.entry, read.text);
    if (why === undefined) return read;
    passed.push(`its ${read.entry} ${why}`);
  }
  return { ok: false, problem: passed.join('; ') };
}

/** How many folders deep an entry is: 1 at the zip's root. */
export function depth(name: string): number {
  return name.split('/').length;
}
