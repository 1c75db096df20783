// @parallel: asserts no timing (spec errors printed before anything is sent), so it may run beside other test files (scripts/test.mjs).
/**
 * The spec errors for goodput and SLO attainment: a limit on either without per-request bounds,
 * a baseline max_change on goodput, a bound that is not a positive number of ms. Each is refused
 * by the bundled CLI before anything is sent; the spec names an endpoint that answers nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { goodputSpec, runSpec as run } from '../helpers/goodput.js';

/** Port 9 (discard) on loopback: nothing is listening, so a request sent would fail. */
const spec = (rest: string): string => goodputSpec('http://127.0.0.1:9/v1', rest);

describe('a spec that uses goodput without bounds', () => {
  it('is refused before anything is sent, naming the field and the fix', async () => {
    const { res } = await run(spec(`slos:
  - thresholds:
      goodput: {min: 2}
knee:
  min_slo_attainment: 0.95
`));
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /slos\[0\]\.thresholds\.goodput: needs per-request bounds to count goodput against; add a goodput section with the per-request bounds a good request meets, such as goodput: \{ttft_ms: 1500, tpot_ms: 30\}/);
    assert.match(res.stderr, /knee\.min_slo_attainment: needs per-request bounds to count SLO attainment against/);
  });

  it('refuses a baseline max_change on goodput, which is judged by slos only', async () => {
    const { res } = await run(spec(`goodput: {ttft_ms: 150}
baseline:
  max_change: {goodput: "-10%"}
`));
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /baseline\.max_change\.goodput: cannot be compared with a baseline: goodput is judged against slos thresholds only/);
  });

  it('refuses a bound that is not a positive number of ms', async () => {
    const { res } = await run(spec(`goodput: {ttft_ms: 0, itl_ms: 40}
`));
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /goodput\.ttft_ms: must be a number > 0 \(got 0\)/);
    assert.match(res.stderr, /goodput\.itl_ms: unknown field "itl_ms" — allowed here: ttft_ms, ttfa_ms, tpot_ms, e2e_ms/);
  });
});
