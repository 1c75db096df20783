// @parallel: asserts no timing (shards run one after the other never overlap, however slowly they run; the other refusals come before anything is sent), so it may run beside other test files (scripts/test.mjs).
/**
 * Shards refused end to end: `dist/cli.js merge` refuses shards that did not measure at the same
 * time, saying by how much, and `dist/cli.js run --shard` refuses a level below the number of
 * shards, a shard without `--start-at` and a shard that is not i/N, before anything is sent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CliResult } from '../helpers/cli.js';
import { shardFixture, inSeconds } from '../helpers/shards.js';

// A budget no run here comes near, even on a busy machine: these refusals are about when the
// shards measured, not how long they took.
const fixture = shardFixture(60);
const { shardArgs, run } = fixture;

test('merge refuses shards that did not measure at the same time, saying by how much', async () => {
  // Shard 2 runs after shard 1 has finished, with the same (now past) start: nothing overlaps.
  const at = inSeconds(0);
  const quick = ['--requests', '20'];
  const first = await run(shardArgs(1, at, 'late-1', quick));
  assert.equal(first.code, 0, first.stderr);
  const second = await run(shardArgs(2, at, 'late-2', quick));
  assert.equal(second.code, 0, second.stderr);
  const merged = await run(['merge', 'late-1', 'late-2', '--out', 'm-late']);
  assert.equal(merged.code, 2);
  assert.match(merged.stderr, /The shards did not measure at the same time: at concurrency 4 the shards did not overlap at all \([\d.]+ s apart\) of the longest shard's [\d.]+ s, below the 50 % needed; their starts were [\d.]+ s apart \(late-1 \(shard 1\/2\) measured /);
});

test('a level below the number of shards, or --shard without --start-at, is refused before anything is sent', async () => {
  const small = await run(['run', '--base-url', fixture.sim.url, '--model', 'sim-model', '--concurrency', '1,4', '--shard', '1/2', '--start-at', inSeconds(1), '--out', 'small']);
  assert.equal(small.code, 2);
  assert.match(small.stderr, /--shard 1\/2: concurrency 1 is below the 2 shards/);
  const noStart = await run(['run', '--base-url', fixture.sim.url, '--model', 'sim-model', '--shard', '2/2', '--out', 'nostart']);
  assert.equal(noStart.code, 2);
  assert.match(noStart.stderr, /--shard 2\/2 needs --start-at/);
  const bad = await run(['run', '--base-url', fixture.sim.url, '--model', 'sim-model', '--shard', '3/2', '--start-at', inSeconds(1)]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--shard is "3\/2", not i\/N/);
});
