// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/** The level table's companion for conversation workloads: each level turn by turn. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelsSection } from '../../../src/report/markdown-levels.js';
import { dist, level } from '../../helpers/report-fixtures.js';
import type { TurnStats } from '../../../src/model/level-stats.js';

function turn(n: number, ttftP50: number, inputP50: number): TurnStats {
  return { turn: n, requests: 8, succeeded: 8, ttft_ms: dist(ttftP50, 8), e2e_ms: dist(900, 8), input_tokens: dist(inputP50, 8) };
}

test('a conversation level gets a table by turn; a level of single requests gets none', () => {
  const plain = levelsSection([level(2)], [], [], 10);
  assert.doesNotMatch(plain, /By turn/);
  const text = levelsSection([level(2, { turns: [turn(1, 210, 450), turn(2, 80, 530)] })], [], [], 10);
  assert.match(text, /By turn of the conversations/);
  assert.match(text, /\| 2 \| 1 \| 8\/8 \| 210.ms \| 315.ms \| 450 \|/);
  assert.match(text, /\| 2 \| 2 \| 8\/8 \| 80.ms \| 120.ms \| 530 \|/);
});

test('of more than 8 turns, the first two and the last are shown', () => {
  const turns = Array.from({ length: 12 }, (_, i) => turn(i + 1, 100, 400 + 50 * i));
  const text = levelsSection([level(4, { turns })], [], [], 10);
  const rows = text.split('\n').filter((l) => /^\| 4 \| \d+ \|/.test(l)).map((l) => Number(l.split('|')[2]));
  assert.deepEqual(rows, [1, 2, 12]);
});
