import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lineFit } from '../../../bench/measure/summary.js';

describe('lineFit: the benchmark\'s CPU per event and per second', () => {
  it('recovers the slope and intercept of points on a line', () => {
    // 8 µs an event and 15 ms a second, at the event rates of c = 1, 16, 64, 256.
    const points = [100, 1600, 6400, 25600].map((x): [number, number] => [x, 15 + 0.008 * x]);
    const fit = lineFit(points);
    assert.ok(fit !== null);
    assert.ok(Math.abs(fit.slope - 0.008) < 1e-12, String(fit.slope));
    assert.ok(Math.abs(fit.fixed - 15) < 1e-9, String(fit.fixed));
  });

  it('is the least-squares line through scattered points', () => {
    const fit = lineFit([[0, 1], [1, 3], [2, 2]]);
    assert.deepEqual(fit, { slope: 0.5, fixed: 1.5 });
  });

  it('has no line with fewer than two distinct x', () => {
    assert.equal(lineFit([]), null);
    assert.equal(lineFit([[1, 2]]), null);
    assert.equal(lineFit([[1, 2], [1, 5]]), null);
  });
});
