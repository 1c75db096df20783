/**
 * Reads the shards' output folders for `llm-slo-gate merge`: each one's results.json (checked
 * completely, like any results file read back, and required to carry `shard`) and its raw
 * records, `shard-records.jsonl`.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GateError } from '../errors.js';
import type { ShardFolder } from '../engine/merge.js';
import type { ShardFacts, ShardRecordLine } from '../model/shard.js';
import type { Results } from '../model/results.js';
import { checkResults, describeProblems } from './results-check.js';
import { OUTPUT_FILES } from './outputs.js';

const HINT = 'Name the output folders the shards wrote (run --shard I/N --out DIR), each with its results.json and shard-records.jsonl.';

/** Each folder in `dirs` (relative to `cwd`), read; throws GateError `IO` naming the folder and what is wrong. */
export async function readShardFolders(cwd: string, dirs: readonly string[]): Promise<ShardFolder[]> {
  const out: ShardFolder[] = [];
  for (const dir of dirs) out.push(await readShardFolder(cwd, dir));
  return out;
}

async function readShardFolder(cwd: string, dir: string): Promise<ShardFolder> {
  const abs = resolve(cwd, dir);
  const text = await readText(join(abs, OUTPUT_FILES.results), dir);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new GateError('IO', `${dir}/${OUTPUT_FILES.results} is not JSON: ${(cause as Error).message}`, { hint: HINT, cause });
  }
  const checked = checkResults(data);
  if (!checked.ok) throw new GateError('IO', `${dir}/${OUTPUT_FILES.results} is not a results.json this version can merge: ${describeProblems(checked.problems)}.`, { hint: HINT });
  if (checked.kind !== 'run' || checked.results.shard === undefined) {
    throw new GateError('IO', `${dir}/${OUTPUT_FILES.results} is not a shard's results (it has no "shard"): it was not written by run --shard I/N.`, { hint: HINT });
  }
  const records: ShardRecordLine[] = [];
  const lines = (await readText(join(abs, OUTPUT_FILES.shardRecords), dir)).split('\n');
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const parsed = parseLine(line);
    if (parsed === undefined) throw new GateError('IO', `${dir}/${OUTPUT_FILES.shardRecords} line ${i + 1} is not a shard record.`, { hint: HINT });
    records.push(parsed);
  }
  return { dir, results: checked.results as Results & { shard: ShardFacts }, records };
}

/** A line's record, when it has the shape of one (the fields every figure is computed from). */
function parseLine(line: string): ShardRecordLine | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  const l = v as Partial<ShardRecordLine> | null;
  const r = l?.record;
  const finite = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  if (typeof l?.level !== 'string' || typeof l.shard !== 'string' || typeof r !== 'object' || r === null) return undefined;
  if (!finite(r.sentMs) || !finite(r.endMs) || !Array.isArray(r.contentMs) || !r.contentMs.every(finite) || typeof r.ok !== 'boolean') return undefined;
  return l as ShardRecordLine;
}

async function readText(path: string, dir: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    throw new GateError('IO', `Cannot read ${path} (shard folder ${dir}): ${(cause as Error).message}`, { hint: HINT, cause });
  }
}

/**
 * The shard folders under `root` (Action input `shards-path`): `root` itself or its sub-folders,
 * one level down (where actions/download-artifact puts each artifact), that hold a results.json
 * and shard-records.jsonl; sorted by name.
 */
export async function findShardFolders(cwd: string, root: string): Promise<string[]> {
  const abs = resolve(cwd, root);
  const has = async (d: string): Promise<boolean> => (await isFile(join(d, OUTPUT_FILES.results))) && isFile(join(d, OUTPUT_FILES.shardRecords));
  let entries: string[];
  try {
    entries = (await readdir(abs, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  } catch (cause) {
    throw new GateError('IO', `Cannot read the shards folder ${abs}: ${(cause as Error).message}`, { hint: 'Download the shard artifacts there first (actions/download-artifact with path: set to the same folder).', cause });
  }
  const found: string[] = [];
  for (const name of entries) if (await has(join(abs, name))) found.push(join(root, name));
  if (found.length === 0 && await has(abs)) found.push(root);
  return found;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
