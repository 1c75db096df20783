/** `run --shard I/N --start-at TIME`: the flags turned into the engine's shard of the sweep. */
import { GateError } from '../errors.js';
import type { Plan } from '../spec/types.js';
import { prepareShard, type ShardRun } from '../engine/shard-run.js';
import { parseShard, parseStartAt } from '../load/shard.js';
import { clockFacts } from '../io/clock-facts.js';

/**
 * The shard `--shard` asks for, of the spec's resolved plans (one, unless `scenarios`), with
 * its split plan; undefined without `--shard`.
 * @throws GateError `USAGE` for a bad value, `--start-at` without `--shard` or the other way
 *   round, `--update-baseline` on a shard (the merge refreshes the baseline), or a sweep that
 *   cannot be split.
 */
export function shardOfRun(plans: readonly Plan[], scenarios: boolean, flags: { shard: string | undefined; startAt: string | undefined; updateBaseline: boolean; specSha256: string | null }): ShardRun | undefined {
  if (flags.shard === undefined) {
    if (flags.startAt !== undefined) throw new GateError('USAGE', '--start-at needs --shard: it is the common start of the shards of one sweep.', { hint: 'Add --shard I/N, or leave --start-at out.' });
    return undefined;
  }
  const shard = parseShard(flags.shard, '--shard');
  if (flags.startAt === undefined) {
    throw new GateError('USAGE', `--shard ${flags.shard} needs --start-at: every shard must start each level at the same wall-clock time.`, {
      hint: 'Give all shards the same --start-at, e.g. --start-at 2026-05-01T12:00:00Z, a little after the last one will be ready.',
    });
  }
  if (flags.updateBaseline) throw new GateError('USAGE', '--update-baseline does not apply to a shard: `llm-slo-gate merge --update-baseline` writes the merged baseline.', { hint: 'Move --update-baseline to the merge.' });
  if (scenarios) throw new GateError('USAGE', 'A spec with scenarios cannot be split into shards.', { hint: 'Run each scenario as a spec of its own to shard it.' });
  return prepareShard(plans[0]!, shard, parseStartAt(flags.startAt, '--start-at'), flags.specSha256, clockFacts());
}
