#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  OUTPUT_FILES,
  checkResults,
  describeProblems
} from "./chunk-6SZW6RL2.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";

// src/io/shard-folders.ts
import { readFile, readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
var HINT = "Name the output folders the shards wrote (run --shard I/N --out DIR), each with its results.json and shard-records.jsonl.";
async function readShardFolders(cwd, dirs) {
  const out = [];
  for (const dir of dirs) out.push(await readShardFolder(cwd, dir));
  return out;
}
async function readShardFolder(cwd, dir) {
  const abs = resolve(cwd, dir);
  const text = await readText(join(abs, OUTPUT_FILES.results), dir);
  let data;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new GateError("IO", `${dir}/${OUTPUT_FILES.results} is not JSON: ${cause.message}`, { hint: HINT, cause });
  }
  const checked = checkResults(data);
  if (!checked.ok) throw new GateError("IO", `${dir}/${OUTPUT_FILES.results} is not a results.json this version can merge: ${describeProblems(checked.problems)}.`, { hint: HINT });
  if (checked.kind !== "run" || checked.results.shard === void 0) {
    throw new GateError("IO", `${dir}/${OUTPUT_FILES.results} is not a shard's results (it has no "shard"): it was not written by run --shard I/N.`, { hint: HINT });
  }
  const records = [];
  const lines = (await readText(join(abs, OUTPUT_FILES.shardRecords), dir)).split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const parsed = parseLine(line);
    if (parsed === void 0) throw new GateError("IO", `${dir}/${OUTPUT_FILES.shardRecords} line ${i + 1} is not a shard record.`, { hint: HINT });
    records.push(parsed);
  }
  return { dir, results: checked.results, records };
}
function parseLine(line) {
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    return void 0;
  }
  const l = v;
  const r = l?.record;
  const finite = (x) => typeof x === "number" && Number.isFinite(x);
  if (typeof l?.level !== "string" || typeof l.shard !== "string" || typeof r !== "object" || r === null) return void 0;
  if (!finite(r.sentMs) || !finite(r.endMs) || !Array.isArray(r.contentMs) || !r.contentMs.every(finite) || typeof r.ok !== "boolean") return void 0;
  return l;
}
async function readText(path, dir) {
  try {
    return await readFile(path, "utf8");
  } catch (cause) {
    throw new GateError("IO", `Cannot read ${path} (shard folder ${dir}): ${cause.message}`, { hint: HINT, cause });
  }
}
async function findShardFolders(cwd, root) {
  const abs = resolve(cwd, root);
  const has = async (d) => await isFile(join(d, OUTPUT_FILES.results)) && isFile(join(d, OUTPUT_FILES.shardRecords));
  let entries;
  try {
    entries = (await readdir(abs, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  } catch (cause) {
    throw new GateError("IO", `Cannot read the shards folder ${abs}: ${cause.message}`, { hint: "Download the shard artifacts there first (actions/download-artifact with path: set to the same folder).", cause });
  }
  const found = [];
  for (const name of entries) if (await has(join(abs, name))) found.push(join(root, name));
  if (found.length === 0 && await has(abs)) found.push(root);
  return found;
}
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export {
  readShardFolders,
  findShardFolders
};
