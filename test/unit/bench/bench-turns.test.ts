// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { turns } from '../../../bench/fidelity-run.js';

describe('turns: the fidelity benchmark\'s order of clients, round by round', () => {
  for (let n = 1; n <= 7; n++) {
    const clients = Array.from({ length: n }, (_, i) => `c${i}`);
    const rounds = n % 2 === 0 ? n : 2 * n;
    const orders = Array.from({ length: rounds }, (_, r) => turns(clients, r));

    it(`${n} clients: every round runs each client once`, () => {
      for (const order of orders) assert.deepEqual([...order].sort(), [...clients].sort());
    });
    it(`${n} clients: over ${rounds} rounds each runs in every place equally often`, () => {
      for (let place = 0; place < n; place++) {
        const counts = new Map<string, number>();
        for (const order of orders) counts.set(order[place]!, (counts.get(order[place]!) ?? 0) + 1);
        assert.deepEqual([...counts.values()], Array(n).fill(rounds / n), `place ${place}: ${JSON.stringify([...counts])}`);
      }
    });
    it(`${n} clients: over ${rounds} rounds each runs right after every other equally often`, () => {
      const after = new Map<string, number>();
      for (const order of orders) for (let i = 1; i < n; i++) after.set(`${order[i - 1]}>${order[i]}`, (after.get(`${order[i - 1]}>${order[i]}`) ?? 0) + 1);
      assert.equal(after.size, n * (n - 1));
      assert.ok([...after.values()].every((count) => count === rounds / n), JSON.stringify([...after]));
    });
  }
  it('goes on past a full cycle, and takes an empty list', () => {
    assert.deepEqual(turns(['a', 'b', 'c', 'd'], 5), turns(['a', 'b', 'c', 'd'], 1));
    assert.deepEqual(turns([], 3), []);
  });
});
