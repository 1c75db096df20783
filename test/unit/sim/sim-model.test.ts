// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The serving model on a scripted clock: no real time passes, so every figure is exact.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EngineClock } from '../../../src/sim/clock.js';
import { defaultSimConfig, parseSimConfig, type SimConfig } from '../../../src/sim/config.js';
import { expectedLowLoad } from '../../../src/sim/expected.js';
import { REBASE_AFTER_MS, ServingModel, type StepRecord } from '../../../src/sim/model.js';
import { createRandom } from '../../../src/stats/random.js';
import { estimatePromptTokens } from '../../../src/sim/tokens.js';

/** A clock whose timers fire in deadline order, each `lateMs` after its deadline. */
class ScriptedClock implements EngineClock {
  nowMs = 0;
  private timers: { atMs: number; seq: number; fn: () => void }[] = [];
  private seq = 0;
  constructor(private readonly lateMs = 0) {}
  now(): number {
    return this.nowMs;
  }
  schedule(atMs: number, fn: () => void): () => void {
    const timer = { atMs: atMs + this.lateMs, seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }
  /** Fire timers until none is left (or a safety limit, so a bug cannot hang the test). */
  runAll(limit = 1_000_000): void {
    for (let i = 0; i < limit && this.timers.length > 0; i++) {
      this.timers.sort((a, b) => a.atMs - b.atMs || a.seq - b.seq);
      const next = this.timers.shift()!;
      this.nowMs = Math.max(this.nowMs, next.atMs);
      next.fn();
    }
    assert.equal(this.timers.length, 0, 'the model kept scheduling steps past the safety limit');
  }
}

const exact: SimConfig = { ...defaultSimConfig, jitter: 0, prefillBaseMs: 20, prefillPerTokenMs: 0.5, decodeBaseMs: 10, decodePerSeqMs: 1, maxBatch: 8 };

interface Trace {
  submitMs: number;
  admitMs: number | undefined;
  tokenMs: number[];
}

/** Closed loop: `concurrency` clients, each resubmitting as soon as its answer ends, `perClient` requests each. */
function closedLoop(config: SimConfig, concurrency: number, perClient: number, outputTokens: number, promptTokens = 8) {
  const clock = new ScriptedClock();
  const steps: StepRecord[] = [];
  const model = new ServingModel(config, { clock, onStep: (s) => steps.push(s) });
  const traces: Trace[] = [];
  const send = (remaining: number): void => {
    if (remaining === 0) return;
    const trace: Trace = { submitMs: clock.now(), admitMs: undefined, tokenMs: [] };
    traces.push(trace);
    model.submit({
      promptTokens,
      outputTokens,
      onAdmit: () => {
        trace.admitMs = clock.now();
      },
      onToken: (_index, last) => {
        trace.tokenMs.push(clock.now());
        if (last) send(remaining - 1);
      },
    });
  };
  for (let c = 0; c < concurrency; c++) send(perClient);
  clock.runAll();
  const endMs = Math.max(...traces.map((t) => t.tokenMs.at(-1)!));
  const ttfts = traces.map((t) => t.tokenMs[0]! - t.submitMs);
  return {
    traces,
    steps,
    tokensPerS: (traces.length * outputTokens * 1000) / endMs,
    meanTtftMs: ttfts.reduce((a, b) => a + b, 0) / ttfts.length,
  };
}

describe('serving model', () => {
  it('gives a lone request its prefill as time to first token and one decode step per later token', () => {
    const { traces } = closedLoop(exact, 1, 1, 5, 8);
    const t = traces[0]!;
    assert.equal(t.admitMs, 0);
    assert.deepEqual(t.tokenMs, [24, 35, 46, 57, 68]); // 20 + 0.5 × 8, then steps of 10 + 1 × 1
  });

  it('agrees with expectedLowLoad at concurrency 1', () => {
    const expected = expectedLowLoad(exact, { concurrency: 1, promptTokens: 8, outputTokens: 5 });
    assert.deepEqual([expected.ttftMs, expected.itlMs, expected.e2eMs], [24, 11, 68]);
    const { traces } = closedLoop(exact, 1, 1, 5, 8);
    assert.equal(traces[0]!.tokenMs.at(-1), expected.e2eMs);
  });

  it('lengthens decode steps with the number of sequences decoding', () => {
    const { steps } = closedLoop(exact, 4, 1, 3);
    const decode = steps.filter((s) => s.kind === 'decode');
    assert.ok(decode.length > 0);
    for (const s of decode) assert.equal(s.durationMs, 10 + 1 * s.batchSize);
    assert.equal(decode[0]!.batchSize, 4);
  });

  it('stalls decoding sequences while a new arrival is prefilled', () => {
    const clock = new ScriptedClock();
    const model = new ServingModel(exact, { clock });
    const first: number[] = [];
    model.submit({ promptTokens: 0, outputTokens: 4, onToken: () => first.push(clock.now()) });
    // A second request arrives during the first decode step (which runs 20 → 31).
    clock.schedule(25, () => model.submit({ promptTokens: 0, outputTokens: 1, onToken: () => {} }));
    clock.runAll();
    // Tokens at 20 and 31; then the newcomer's 20 ms prefill (31 → 51); then two-sequence steps... the
    // newcomer left at 51, so steps are one-sequence again: 62, 73.
    assert.deepEqual(first, [20, 31, 62, 73]);
  });

  it('makes requests beyond maxBatch wait a whole request in the queue', () => {
    const config = { ...exact, maxBatch: 2 };
    const { traces } = closedLoop(config, 4, 1, 5, 0);
    const ttfts = traces.map((t) => t.tokenMs[0]! - t.submitMs).sort((a, b) => a - b);
    const lone = traces[0]!.tokenMs.at(-1)! - traces[0]!.submitMs;
    assert.deepEqual(ttfts.slice(0, 2), [20, 20]);
    for (const waited of ttfts.slice(2)) assert.ok(waited >= lone, `queued TTFT ${waited} ms < one request's ${lone} ms`);
    assert.equal(traces[2]!.admitMs, lone, 'a queued request is admitted when a slot frees');
  });

  it('shows the knee in a 1, 4, 8, 16, 32 sweep: throughput rises then flattens, TTFT climbs past maxBatch', () => {
    const sweep = [1, 4, 8, 16, 32].map((c) => ({ c, ...closedLoop(exact, c, Math.max(2, 64 / c), 32) }));
    const tps = sweep.map((s) => s.tokensPerS);
    const ttft = sweep.map((s) => s.meanTtftMs);
    assert.ok(tps[1]! > 2.5 * tps[0]!, `4 vs 1: ${tps[1]} vs ${tps[0]} tok/s`);
    assert.ok(tps[2]! > 1.5 * tps[1]!, `8 vs 4: ${tps[2]} vs ${tps[1]} tok/s`);
    for (const i of [3, 4]) {
      assert.ok(Math.abs(tps[i]! / tps[2]! - 1) < 0.1, `concurrency ${sweep[i]!.c} moved throughput: ${tps[i]} vs ${tps[2]} tok/s`);
    }
    assert.ok(ttft[2]! < 3 * ttft[0]!, `TTFT at 8 (${ttft[2]} ms) should stay near the prefill (${ttft[0]} ms)`);
    assert.ok(ttft[3]! > 5 * ttft[2]!, `TTFT at 16 (${ttft[3]} ms) should jump over 8 (${ttft[2]} ms)`);
    assert.ok(ttft[4]! > 1.8 * ttft[3]!, `TTFT at 32 (${ttft[4]} ms) should keep climbing over 16 (${ttft[3]} ms)`);
  });

  it('frees the slot of a cancelled sequence for the next queued one', () => {
    const clock = new ScriptedClock();
    const model = new ServingModel({ ...exact, maxBatch: 1 }, { clock });
    const handle = model.submit({ promptTokens: 0, outputTokens: 100, onToken: () => {} });
    let secondFirstMs: number | undefined;
    model.submit({ promptTokens: 0, outputTokens: 1, onToken: () => (secondFirstMs ??= clock.now()) });
    clock.schedule(25, () => handle.cancel());
    clock.runAll();
    // The first request's decode step 20 → 31 completes; the second is prefilled 31 → 51.
    assert.equal(secondFirstMs, 51);
    assert.equal(model.activeCount + model.queuedCount, 0);
  });

  it('gives the same step durations for the same seed, and different ones for another seed', () => {
    const noisy = { ...exact, jitter: 0.2 };
    const run = (seed: number) => closedLoop({ ...noisy, seed }, 3, 2, 6).steps.map((s) => s.durationMs);
    const a = run(7);
    assert.deepEqual(run(7), a);
    assert.notDeepEqual(run(8), a);
    const nominal = closedLoop(exact, 3, 2, 6).steps.map((s) => s.durationMs);
    assert.equal(a.length, nominal.length);
    a.forEach((d, i) => assert.ok(Math.abs(d / nominal[i]! - 1) <= 0.2 + 1e-9, `step ${i}: ${d} vs ${nominal[i]}`));
    assert.ok(a.some((d, i) => d !== nominal[i]), 'jitter changed nothing');
  });

  it('keeps steps on absolute deadlines when every timer fires late', () => {
    const clock = new ScriptedClock(0.7);
    const steps: StepRecord[] = [];
    const model = new ServingModel(exact, { clock, onStep: (s) => steps.push(s) });
    model.submit({ promptTokens: 0, outputTokens: 20, onToken: () => {} });
    clock.runAll();
    // Without absolute deadlines the k-th step would start 0.7 × k ms late.
    assert.deepEqual(steps.map((s) => s.startMs), [0, ...Array.from({ length: 19 }, (_, k) => 20 + 11 * k)]);
  });

  it('restarts from the present instead of racing when the process stalled', () => {
    const clock = new ScriptedClock(REBASE_AFTER_MS + 10);
    const steps: StepRecord[] = [];
    const model = new ServingModel(exact, { clock, onStep: (s) => steps.push(s) });
    model.submit({ promptTokens: 0, outputTokens: 3, onToken: () => {} });
    clock.runAll();
    assert.deepEqual(steps.map((s) => s.startMs), [0, 35, 61]);
  });

  it('calls nothing back after stop', () => {
    const clock = new ScriptedClock();
    const model = new ServingModel(exact, { clock });
    let tokens = 0;
    model.submit({ promptTokens: 0, outputTokens: 5, onToken: () => (tokens += 1) });
    model.stop();
    clock.runAll();
    assert.equal(tokens, 0);
  });
});

describe('expectedLowLoad', () => {
  it('refuses a concurrency beyond maxBatch, where queueing makes it meaningless', () => {
    assert.throws(() => expectedLowLoad(exact, { concurrency: 9, promptTokens: 0, outputTokens: 4 }), RangeError);
    assert.throws(() => expectedLowLoad(exact, { concurrency: 0, promptTokens: 0, outputTokens: 4 }), RangeError);
  });

  it('uses one decode step per sequence in flight', () => {
    const e = expectedLowLoad(exact, { concurrency: 8, promptTokens: 100, outputTokens: 11 });
    assert.equal(e.ttftMs, 70);
    assert.equal(e.itlMs, 18);
    assert.equal(e.e2eMs, 250);
    assert.equal(e.outputTokensPerS, (8 * 11 * 1000) / 250);
  });
});

describe('estimatePromptTokens', () => {
  const cases: [string, unknown[], number][] = [
    ['counts a quarter token per character, rounded up, plus 4 per message', [{ role: 'user', content: 'hello' }], 2 + 4],
    ['adds messages together', [{ role: 'system', content: 'abcd' }, { role: 'user', content: 'abcdefgh' }], 1 + 4 + 2 + 4],
    ['reads the text parts of array content', [{ role: 'user', content: [{ type: 'text', text: 'abcdefgh' }, { type: 'image_url' }] }], 2 + 4],
    ['charges only the overhead for empty or odd messages', [{ role: 'user', content: '' }, null], 8],
  ];
  for (const [name, messages, expected] of cases) {
    it(name, () => assert.equal(estimatePromptTokens(messages), expected));
  }
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    assert.deepEqual(Array.from({ length: 1000 }, () => b()), xs);
    assert.ok(xs.every((x) => x >= 0 && x < 1));
    assert.ok(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5) < 0.05);
  });
});

describe('parseSimConfig', () => {
  it('fills in every default for no input', () => {
    assert.deepEqual(parseSimConfig(undefined), { ...defaultSimConfig });
  });

  it('accepts flag-style keys and text values as the command line gives them', () => {
    const config = parseSimConfig({ '--max-batch': '4', decode_base_ms: '12.5', seed: 3, usage: 'false', outputTokens: null, jitter: undefined });
    assert.equal(config.maxBatch, 4);
    assert.equal(config.decodeBaseMs, 12.5);
    assert.equal(config.seed, 3);
    assert.equal(config.usage, false);
    assert.equal(config.outputTokens, undefined);
    assert.equal(config.jitter, defaultSimConfig.jitter);
  });

  const rejected: [string, Record<string, unknown>, RegExp][] = [
    ['a batch of zero', { maxBatch: '0' }, /maxBatch \(--max-batch\) is "0": expected a whole number ≥ 1/],
    ['a fractional batch', { maxBatch: 2.5 }, /maxBatch.*2\.5/],
    ['jitter of 1 or more', { jitter: 1 }, /jitter \(--jitter\) is 1: expected a number ≥ 0 and < 1/],
    ['a negative step time', { decodeBaseMs: -1 }, /decodeBaseMs/],
    ['text that is not a number', { prefillBaseMs: 'fast' }, /prefillBaseMs \(--prefill-base-ms\) is "fast"/],
    ['an empty model id', { model: ' ' }, /model \(--model\)/],
    ['a boolean that is not one', { usage: 'yes' }, /usage.*true or false/],
    ['an unknown setting', { maxBatchSize: 4 }, /Unknown simulator setting "maxBatchSize"/],
  ];
  for (const [name, input, message] of rejected) {
    it(`rejects ${name} with a USAGE error naming the field`, () => {
      assert.throws(() => parseSimConfig(input), (err: unknown) => {
        const e = err as { code?: string; message?: string; hint?: string };
        assert.equal(e.code, 'USAGE');
        assert.match(e.message ?? '', message);
        assert.ok((e.hint ?? '').length > 0, 'the error carries a hint');
        return true;
      });
    });
  }

  it('rejects input that is not an object', () => {
    assert.throws(() => parseSimConfig([1]), /must be an object/);
  });
});
