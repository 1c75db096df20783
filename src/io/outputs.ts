/**
 * Writes a run's files into the output folder: `requests.jsonl` grows level by level while the
 * sweep runs (so a cancelled run keeps what it measured), `results.json`, `results.csv` and
 * `report.md` are written at the end.
 */
import { mkdir, writeFile, appendFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LevelRecords } from '../model/record.js';
import type { Results } from '../model/results.js';
import type { ScenariosResults } from '../model/scenario-results.js';
import { requestsJsonl } from '../report/requests-jsonl.js';
import { resultsCsv } from '../report/csv.js';
import { GateError } from '../errors.js';

/** File names inside the output folder: a public contract. */
export const OUTPUT_FILES = {
  results: 'results.json',
  requests: 'requests.jsonl',
  csv: 'results.csv',
  report: 'report.md',
  /** A shard's raw records, for `llm-slo-gate merge` (docs/shards.md). */
  shardRecords: 'shard-records.jsonl',
} as const;

export class OutputWriter {
  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  /** Creates the folder and empties `requests.jsonl`. */
  static async open(cwd: string, dir: string): Promise<OutputWriter> {
    const abs = resolve(cwd, dir);
    try {
      await mkdir(abs, { recursive: true });
      await writeFile(join(abs, OUTPUT_FILES.requests), '');
      // A shard's raw records from an earlier run must never be merged with this one's.
      await rm(join(abs, OUTPUT_FILES.shardRecords), { force: true });
    } catch (cause) {
      throw new GateError('IO', `Cannot write the output folder ${abs}: ${(cause as Error).message}`, { hint: 'Pass --out with a writable folder.', cause });
    }
    return new OutputWriter(abs);
  }

  /**
   * Opens the top folder of a run with scenarios, whose files are the combined results.json and
   * report.md (each scenario has its own folder, opened with `open`). A single run's
   * requests.jsonl and results.csv left there by an earlier run are removed, so the folder
   * never mixes two runs.
   */
  static async openCombined(cwd: string, dir: string): Promise<OutputWriter> {
    const abs = resolve(cwd, dir);
    try {
      await mkdir(abs, { recursive: true });
      await rm(join(abs, OUTPUT_FILES.requests), { force: true });
      await rm(join(abs, OUTPUT_FILES.csv), { force: true });
    } catch (cause) {
      throw new GateError('IO', `Cannot write the output folder ${abs}: ${(cause as Error).message}`, { hint: 'Pass --out with a writable folder.', cause });
    }
    return new OutputWriter(abs);
  }

  /** Writes the combined results.json of a run with scenarios. */
  async writeScenariosResults(results: ScenariosResults): Promise<void> {
    await writeFile(join(this.dir, OUTPUT_FILES.results), JSON.stringify(results, null, 2) + '\n');
  }

  /** Appends one level's measured requests. */
  async appendRequests(level: LevelRecords): Promise<void> {
    await appendFile(join(this.dir, OUTPUT_FILES.requests), requestsJsonl(level));
  }

  /** Appends a shard's raw record lines (`shard-records.jsonl`). */
  async appendShardRecords(lines: string): Promise<void> {
    await appendFile(join(this.dir, OUTPUT_FILES.shardRecords), lines);
  }

  /** Writes results.json and results.csv. */
  async writeResults(results: Results): Promise<void> {
    await writeFile(join(this.dir, OUTPUT_FILES.results), JSON.stringify(results, null, 2) + '\n');
    await writeFile(join(this.dir, OUTPUT_FILES.csv), resultsCsv(results.levels));
  }

  /** Writes report.md: the same Markdown as the PR comment and the job summary. */
  async writeReport(markdown: string): Promise<void> {
    await writeFile(join(this.dir, OUTPUT_FILES.report), markdown);
  }

  path(name: keyof typeof OUTPUT_FILES): string {
    return join(this.dir, OUTPUT_FILES[name]);
  }
}
