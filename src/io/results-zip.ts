/**
 * Finding the results file in a zip, as GitHub serves a workflow artifact. The zip's directory is
 * read here; only the chosen entry is inflated, with fflate's streaming `Inflate`, and counted as
 * it comes out. A zip's headers can lie: an entry that claims 1 KB may inflate to 4 GiB (4 MB of
 * DEFLATE repeating one byte), which a one-shot inflate spends a minute of CPU on. So the cap is
 * on bytes actually inflated, not on the size the zip claims, and the inflate stops as soon as an
 * entry passes it, or all entries read from one zip together pass `MAX_ZIP_INFLATED_BYTES`.
 */
import { Inflate } from 'fflate';

/** Largest results file read from an artifact: far above a real results.json (a few MB). */
export const MAX_RESULTS_ENTRY_BYTES = 64 * 1024 * 1024;
/** Most bytes inflated from one zip, all entries read together: a zip of many lying entries is cut off too. */
export const MAX_ZIP_INFLATED_BYTES = 2 * MAX_RESULTS_ENTRY_BYTES;
/**
 * Compressed bytes fed to the inflater at a time. DEFLATE expands at most 1032-fold, so one step
 * yields at most about 16 MB before the count is checked: tens of milliseconds of CPU.
 */
const INFLATE_STEP_BYTES = 16 * 1024;

/** The chosen entry's path in the zip and its text, or why none could be read. */
export type ZipEntryRead =
  | { ok: true; entry: string; text: string }
  | { ok: false; problem: string };

/** An entry of a zip, as its central directory lists it (nothing inflated). */
export interface ZipEntryInfo {
  /** Its path in the zip, `/`-separated. */
  name: string;
  /** Its size uncompressed, as the zip claims it: a hint, never trusted. */
  size: number;
  /** 0 stored, 8 DEFLATE; others are refused when read. */
  method: number;
  /** Where its local header starts, and how many compressed bytes follow it. */
  offset: number;
  compressedSize: number;
}

/** Bytes still allowed to be inflated from one zip; pass the same one to every read of that zip. */
export interface InflateBudget {
  remainingBytes: number;
}

/** A budget of `MAX_ZIP_INFLATED_BYTES` for reading one zip. */
export function inflateBudget(bytes = MAX_ZIP_INFLATED_BYTES): InflateBudget {
  return { remainingBytes: bytes };
}

/** Every file entry in the zip (folders left out), or why the zip cannot be read. Never throws. */
export function listZipEntries(zip: Uint8Array): { ok: true; entries: ZipEntryInfo[] } | { ok: false; problem: string } {
  let entries: ZipEntryInfo[];
  try {
    entries = centralDirectory(zip);
  } catch (err) {
    return { ok: false, problem: `it is not a readable zip archive (${(err as Error).message})` };
  }
  return { ok: true, entries: entries.filter((e) => !e.name.endsWith('/')) };
}

/**
 * Inflates one listed entry, refusing one larger than `maxBytes`, whether it says so or turns out
 * so while inflating. Never throws.
 */
export function inflateZipEntry(zip: Uint8Array, entry: ZipEntryInfo, maxBytes = MAX_RESULTS_ENTRY_BYTES, budget = inflateBudget()): ZipEntryRead {
  if (entry.size > maxBytes) {
    return { ok: false, problem: `its ${entry.name} is ${entry.size} bytes uncompressed, more than the ${maxBytes} bytes read` };
  }
  let data: Uint8Array;
  try {
    data = entryData(zip, entry);
  } catch (err) {
    return { ok: false, problem: `its ${entry.name} could not be unpacked (${(err as Error).message})` };
  }
  const limit = Math.min(maxBytes, budget.remainingBytes);
  const out = entry.method === 0 ? stored(data, limit) : inflateCapped(data, limit);
  budget.remainingBytes -= out.inflatedBytes;
  if (out.kind === 'too-large') {
    const cap = limit < maxBytes ? `the ${MAX_ZIP_INFLATED_BYTES} bytes read from one artifact in all` : `the ${maxBytes} bytes read`;
    return { ok: false, problem: `its ${entry.name} inflates to more than ${cap}, though the zip says ${entry.size} bytes; it was not read further` };
  }
  if (out.kind === 'broken') return { ok: false, problem: `its ${entry.name} could not be unpacked (${out.message})` };
  return { ok: true, entry: entry.name, text: new TextDecoder().decode(out.bytes) };
}

type Inflated =
  | { kind: 'ok'; bytes: Uint8Array; inflatedBytes: number }
  | { kind: 'too-large'; inflatedBytes: number }
  | { kind: 'broken'; message: string; inflatedBytes: number };

function stored(data: Uint8Array, limit: number): Inflated {
  return data.length > limit ? { kind: 'too-large', inflatedBytes: 0 } : { kind: 'ok', bytes: data, inflatedBytes: data.length };
}

/** Inflates raw DEFLATE data a step at a time, stopping once more than `limit` bytes came out. */
function inflateCapped(data: Uint8Array, limit: number): Inflated {
  const parts: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total <= limit) parts.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length && total <= limit; at += INFLATE_STEP_BYTES) {
      inflater.push(data.subarray(at, at + INFLATE_STEP_BYTES), at + INFLATE_STEP_BYTES >= data.length);
    }
  } catch (err) {
    return { kind: 'broken', message: (err as Error).message, inflatedBytes: total };
  }
  if (total > limit) return { kind: 'too-large', inflatedBytes: total };
  if (!ended) return { kind: 'broken', message: 'its data ends early', inflatedBytes: total };
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { kind: 'ok', bytes, inflatedBytes: total };
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
  const budget = inflateBudget();
  for (const candidate of candidates) {
    const read = inflateZipEntry(zip, candidate, maxBytes, budget);
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

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const UNKNOWN_32 = 0xffffffff;

/**
 * The central directory's entries (PKWARE APPNOTE 4.3.12–4.3.16, with the zip64 forms).
 * @throws Error naming what is wrong, for `listZipEntries` to report
 */
function centralDirectory(zip: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
  let end = zip.length - 22;
  while (end >= 0 && u32(end) !== END_OF_DIRECTORY) {
    if (zip.length - end > 22 + 0xffff) { end = -1; break; }
    end--;
  }
  if (end < 0) throw new Error('no end of central directory record');
  let count = u16(end + 10);
  let at = u32(end + 16);
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
    const end64 = u64(end - 12);
    if (end64 + 56 > zip.length || u32(end64) !== ZIP64_END_OF_DIRECTORY) throw new Error('a broken zip64 end record');
    count = u64(end64 + 32);
    at = u64(end64 + 48);
  }
  const entries: ZipEntryInfo[] = [];
  const utf8 = new TextDecoder('utf-8');
  const latin1 = new TextDecoder('latin1');
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(at) !== DIRECTORY_ENTRY) throw new Error(`entry ${i + 1} of ${count} is missing from the central directory`);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8; otherwise code page 437, of which ASCII names are the same.
    const name = (u16(at + 8) & 0x800 ? utf8 : latin1).decode(nameBytes);
    const sizes = { size: u32(at + 24), compressedSize: u32(at + 20), offset: u32(at + 42) };
    readZip64Extra(zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), sizes);
    entries.push({ name, method: u16(at + 10), ...sizes });
    at += 46 + nameLength + extraLength + u16(at + 32);
  }
  return entries;
}

/** Fills in the sizes and offset the directory entry gave as 0xFFFFFFFF from its zip64 extra field. */
function readZip64Extra(extra: Uint8Array, sizes: { size: number; compressedSize: number; offset: number }): void {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 0x0001) continue;
    let field = at + 4;
    for (const key of ['size', 'compressedSize', 'offset'] as const) {
      if (sizes[key] !== UNKNOWN_32 || field + 8 > extra.length) continue;
      sizes[key] = Number(view.getBigUint64(field, true));
      field += 8;
    }
    return;
  }
}

/** An entry's compressed bytes, found past its local header. @throws Error when they are not in the zip */
function entryData(zip: Uint8Array, entry: ZipEntryInfo): Uint8Array {
  if (entry.method !== 0 && entry.method !== 8) throw new Error(`compression method ${entry.method} is not supported`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (entry.offset + 30 > zip.length || view.getUint32(entry.offset, true) !== LOCAL_HEADER) throw new Error('its local header is missing');
  const start = entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  if (start + entry.compressedSize > zip.length) throw new Error('its data runs past the end of the zip');
  return zip.subarray(start, start + entry.compressedSize);
}
