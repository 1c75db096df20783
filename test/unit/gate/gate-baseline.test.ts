// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { baselineAge } from '../../../src/gate/baseline-age.js';
import { checkBaselineCompatible } from '../../../src/gate/baseline-compat.js';
import { compareToBaseline, relativeChange } from '../../../src/gate/baseline-compare.js';
import { parseChange, parseMaxChange } from '../../../src/spec/max-change.js';
import type { Results } from '../../../src/model/results.js';
import { formatPath } from '../../../src/spec/problem.js';
import { level, results } from '../../helpers/levels.js';

describe('parseChange', () => {
  const cases: Array<[string, 'up' | 'down', number]> = [
    ['+10%', 'up', 0.1],
    ['-10%', 'down', 0.1],
    ['10%', 'up', 0.1],
    [' +12.5 % ', 'up', 0.125],
    ['\u22125%', 'down', 0.05],
    ['0%', 'up', 0],
  ];
  for (const [text, direction, fraction] of cases) {
    it(`reads "${text}" as ${direction} ${fraction}`, () => {
      assert.deepEqual(parseChange(text), { direction, fraction });
    });
  }

  const bad: Array<[unknown, string]> = [
    ['10', 'must be a percentage such as "+10%"'],
    ['+-10%', 'got "+-10%"'],
    ['ten %', 'got "ten %"'],
    [0.1, 'write "+0.1%" (up) or "-0.1%" (down)'],
    [null, 'must be a percentage in quotes'],
  ];
  for (const [text, says] of bad) {
    it(`refuses ${JSON.stringify(text)} with a clear message`, () => {
      const r = parseChange(text);
      assert.ok('error' in r && r.error.includes(says), JSON.stringify(r));
    });
  }
});

describe('parseMaxChange', () => {
  it('keeps each entry with its path, direction and text', () => {
    const { changes, issues } = parseMaxChange({ 'ttft_ms.p95': '+10%', tpm: '-10%', 'output_tokens.p50': '-20%' });
    assert.deepEqual(issues, []);
    assert.deepEqual(changes.map((c) => [c.path, c.direction, c.fraction, c.source, formatPath(c.specPath)]), [
      ['ttft_ms.p95', 'up', 0.1, 'ttft_ms.p95: +10%', 'baseline.max_change["ttft_ms.p95"]'],
      ['tpm', 'down', 0.1, 'tpm: -10%', 'baseline.max_change.tpm'],
      ['output_tokens.p50', 'down', 0.2, 'output_tokens.p50: -20%', 'baseline.max_change["output_tokens.p50"]'],
    ]);
  });

  const bad: Array<{ name: string; data: unknown; says: string[] }> = [
    { name: 'an unknown metric path, with the closest one', data: { 'tft_ms.p95': '+10%' }, says: ['unknown metric "tft_ms.p95"', 'did you mean "ttft_ms.p95"?'] },
    { name: 'a distribution without its statistic', data: { ttft_ms: '+10%' }, says: ['unknown metric "ttft_ms"', 'with its statistic'] },
    { name: 'a statistic on a scalar', data: { 'tpm.p95': '-10%' }, says: ['unknown metric "tpm.p95"'] },
    { name: 'growth limited on a higher-is-better metric', data: { tpm: '+10%' }, says: ['TPM is better when higher', 'write "-10%"'] },
    { name: 'an unsigned change on a higher-is-better metric', data: { success_rate: '1%' }, says: ['("1%" without a sign means it may grow)', 'write "-1%"'] },
    { name: 'a drop limited on a lower-is-better metric', data: { 'ttft_ms.p95': '-10%' }, says: ['TTFT p95 is better when lower', 'write "+10%"'] },
    { name: 'a drop of more than 100 %', data: { 'output_tokens.p50': '-150%' }, says: ['cannot drop by more than 100 %'] },
    { name: 'a list instead of a mapping', data: ['ttft_ms.p95: +10%'], says: ['must be a mapping'] },
  ];
  for (const b of bad) {
    it(`reports ${b.name}`, () => {
      const { changes, issues } = parseMaxChange(b.data);
      assert.deepEqual(changes, []);
      assert.equal(issues.length, 1);
      for (const s of b.says) assert.ok(issues[0]!.message.includes(s), `"${issues[0]!.message}" should include "${s}"`);
    });
  }
});

const BASE_LEVELS = [
  level({ concurrency: 1, ttft_ms: { p95: 100, p50: 80, p99: 120 }, tpm: 4_000 }),
  level({ concurrency: 8, ttft_ms: { p95: 1_000, p50: 800, p99: 1_200 }, tpm: 20_000 }),
];

describe('checkBaselineCompatible', () => {
  const cur = results(BASE_LEVELS);

  it('accepts the same model, prompt, max_tokens and levels', () => {
    assert.deepEqual(checkBaselineCompatible(cur, results(BASE_LEVELS)), { ok: true });
  });

  it('accepts two runs that both sent no unique prefix, an older file among them', () => {
    const off = results(BASE_LEVELS, { workload: { ...cur.workload, unique_prefix: false } });
    const older = results(BASE_LEVELS, { workload: { ...cur.workload, unique_prefix: undefined } });
    assert.deepEqual(checkBaselineCompatible(off, older), { ok: true });
  });

  it('accepts a baseline with more levels than this run', () => {
    const wider = results([...BASE_LEVELS, level({ concurrency: 16 })]);
    assert.deepEqual(checkBaselineCompatible(cur, wider), { ok: true });
  });

  const refusals: Array<{ name: string; baseline: Results; reasons: string[] }> = [
    {
      name: 'another model',
      baseline: results(BASE_LEVELS, { endpoint: { ...cur.endpoint, model: 'other-model' } }),
      reasons: ['the model differs: the baseline measured "other-model", this run "sim-model"'],
    },
    {
      name: 'another prompt',
      baseline: results(BASE_LEVELS, { workload: { ...cur.workload, prompt_sha256: 'b'.repeat(64), prompt_chars: 90 } }),
      reasons: [`the prompt differs: the baseline's prompt digest is bbbbbbbbbbbb… (90 characters), this run's is aaaaaaaaaaaa… (120 characters)`],
    },
    {
      name: 'another max_tokens',
      baseline: results(BASE_LEVELS, { workload: { ...cur.workload, max_tokens: 128 } }),
      reasons: ['max_tokens differs: the baseline used 128, this run 256'],
    },
    {
      name: 'the unique prefix off (prefix-cache hits), naming both values',
      baseline: results(BASE_LEVELS, { workload: { ...cur.workload, unique_prefix: false } }),
      reasons: [
        'the unique prefix differs: the baseline was measured with workload.unique_prefix false, this run with true, '
          + 'so one side may have been answered from a prefix cache; refresh the baseline or set workload.unique_prefix to match',
      ],
    },
    {
      name: 'no unique_prefix field (an older file, which sent no prefix)',
      baseline: results(BASE_LEVELS, { workload: { ...cur.workload, unique_prefix: undefined } }),
      reasons: [
        'the unique prefix differs: the baseline was measured with workload.unique_prefix false (its file predates the field: no prefix was sent), this run with true, '
          + 'so one side may have been answered from a prefix cache; refresh the baseline or set workload.unique_prefix to match',
      ],
    },
    {
      name: 'a level this run has and the baseline lacks',
      baseline: results([BASE_LEVELS[0]!]),
      reasons: ['concurrency 8 was run now but not in the baseline (which ran 1)'],
    },
    {
      name: 'a baseline that measured nothing',
      baseline: results([], { status: 'error' }),
      reasons: ['the baseline measured no load level (its status was "error")'],
    },
    {
      name: 'everything at once, each named',
      baseline: results([level({ concurrency: 2 })], { endpoint: { ...cur.endpoint, model: 'm2' }, workload: { ...cur.workload, max_tokens: 64 } }),
      reasons: [
        'the model differs: the baseline measured "m2", this run "sim-model"',
        'max_tokens differs: the baseline used 64, this run 256',
        'concurrency 1 and 8 were run now but not in the baseline (which ran 2)',
      ],
    },
  ];
  for (const r of refusals) {
    it(`refuses a baseline with ${r.name}`, () => {
      assert.deepEqual(checkBaselineCompatible(cur, r.baseline), { ok: false, reasons: r.reasons });
    });
  }
});

describe('compareToBaseline', () => {
  const current = results([
    level({ concurrency: 1, ttft_ms: { p95: 105, p50: 80, p99: 130 }, tpm: 4_100 }),
    level({ concurrency: 8, ttft_ms: { p95: 1_230, p50: 900, p99: 1_500 }, tpm: 17_000 }),
  ]);
  const baseline = results(BASE_LEVELS);

  it('checks only the metrics in max_change, at every level, with limit, change and source', () => {
    const { checks } = compareToBaseline(current, baseline, { 'ttft_ms.p95': '+10%', tpm: '-10%' }, 'error');
    assert.deepEqual(checks.map((c) => [c.concurrency, c.metric, c.op, c.baseline, c.actual, c.status, c.source]), [
      [1, 'ttft_ms.p95', '<=', 100, 105, 'pass', 'ttft_ms.p95: +10%'],
      [1, 'tpm', '>=', 4_000, 4_100, 'pass', 'tpm: -10%'],
      [8, 'ttft_ms.p95', '<=', 1_000, 1_230, 'fail', 'ttft_ms.p95: +10%'],
      [8, 'tpm', '>=', 20_000, 17_000, 'fail', 'tpm: -10%'],
    ]);
    const [, , ttft8, tpm8] = checks;
    assert.ok(Math.abs((ttft8?.limit ?? 0) - 1_100) < 1e-9 && Math.abs((ttft8?.change ?? 0) - 0.23) < 1e-9);
    assert.ok(Math.abs((tpm8?.limit ?? 0) - 18_000) < 1e-9 && Math.abs((tpm8?.change ?? 0) + 0.15) < 1e-9);
    assert.deepEqual(checks.map((c) => [c.kind, c.objective, c.level]), Array(4).fill(['regression', 'baseline', 'error']));
  });

  it('passes a change exactly at the allowed edge', () => {
    const edge = results([level({ concurrency: 1, ttft_ms: { p95: 110 } })]);
    const { checks } = compareToBaseline(edge, results([BASE_LEVELS[0]!]), { 'ttft_ms.p95': '+10%' }, 'error');
    assert.equal(checks[0]?.status, 'pass');
  });

  it('carries the level and the spec line of each entry', () => {
    const asked: string[] = [];
    const { checks } = compareToBaseline(current, baseline, { 'ttft_ms.p95': '+50%' }, 'warn', (p) => {
      asked.push(p);
      return 21;
    });
    assert.deepEqual(checks.map((c) => [c.level, c.spec_line]), [['warn', 21], ['warn', 21]]);
    assert.deepEqual([...new Set(asked)], ['baseline.max_change["ttft_ms.p95"]']);
  });

  it('reports a baseline level this run did not reach as no data', () => {
    const short = results([current.levels[0]!]);
    const { checks, rows } = compareToBaseline(short, baseline, { 'ttft_ms.p95': '+10%' }, 'error');
    assert.deepEqual(checks.map((c) => [c.concurrency, c.status, c.reason]), [
      [1, 'pass', null],
      [8, 'no_data', 'concurrency 8 is in the baseline but was not run this time'],
    ]);
    const row8 = rows.find((r) => r.concurrency === 8 && r.metric === 'ttft_ms.p95');
    assert.deepEqual([row8?.baseline, row8?.current, row8?.change], [1_000, null, null]);
  });

  it('reports a metric the baseline lacks as no data, with no limit', () => {
    const noTpot = results([level({ concurrency: 1, tpot_ms: { count: 0 } })]);
    const { checks } = compareToBaseline(results([level({ concurrency: 1 })]), noTpot, { 'tpot_ms.p95': '+10%' }, 'error');
    assert.deepEqual([checks[0]?.status, checks[0]?.limit, checks[0]?.actual], ['no_data', null, 20]);
    assert.equal(checks[0]?.reason, 'the baseline has no TPOT p95 at concurrency 1: no answer had 2 or more output tokens, so TPOT is undefined');
  });

  it('builds rows for the default metrics at every level, then any other metric in max_change', () => {
    const { rows } = compareToBaseline(current, baseline, { 'itl_ms.p99': '+10%', 'ttft_ms.p95': '+10%' }, 'error');
    const metrics = rows.filter((r) => r.concurrency === 1).map((r) => r.metric);
    assert.deepEqual(metrics, ['ttft_ms.p50', 'ttft_ms.p95', 'ttft_ms.p99', 'tpot_ms.p50', 'tpot_ms.p95', 'e2e_ms.p95', 'qps', 'tpm', 'success_rate', 'itl_ms.p99']);
    assert.deepEqual([...new Set(rows.map((r) => r.concurrency))], [1, 8]);
    const row = rows.find((r) => r.concurrency === 8 && r.metric === 'ttft_ms.p99');
    assert.deepEqual(row, { concurrency: 8, metric: 'ttft_ms.p99', label: 'TTFT p99', unit: 'ms', better: 'lower', baseline: 1_200, current: 1_500, change: 0.25 });
  });

  it('shows rows without checks when max_change is empty', () => {
    const { checks, rows } = compareToBaseline(current, baseline, undefined, 'error');
    assert.deepEqual(checks, []);
    assert.equal(rows.length, 2 * 9);
  });

  it('refuses an invalid max_change', () => {
    assert.throws(() => compareToBaseline(current, baseline, { tpm: '+10%' }, 'error'), /baseline\.max_change\.tpm: TPM is better when higher/);
  });
});

describe('relativeChange', () => {
  const cases: Array<[number | null, number | null, number | null]> = [
    [100, 110, 0.1], [100, 50, -0.5], [0, 0, 0], [0, 5, null], [null, 5, null], [5, null, null],
  ];
  for (const [b, c, want] of cases) {
    it(`from ${b} to ${c} is ${want}`, () => {
      const got = relativeChange(b, c);
      if (want === null || got === null) assert.equal(got, want);
      else assert.ok(Math.abs(got - want) < 1e-12, `${got}`);
    });
  }
});

describe('baselineAge', () => {
  const finished = '2026-01-02T10:05:00.000Z';
  const cases: Array<{ name: string; now: string; git?: { sha: string; ref: string | null } | null; finished?: string; want: unknown }> = [
    { name: 'counts whole days and reads the commit', now: '2026-01-14T09:00:00Z', git: { sha: 'a1b2c3d4e5', ref: 'refs/heads/main' },
      want: { sha: 'a1b2c3d4e5', ref: 'refs/heads/main', measured_at: finished, age_days: 11 } },
    { name: 'is 0 on the same day', now: '2026-01-02T23:00:00Z', want: { sha: null, ref: null, measured_at: finished, age_days: 0 } },
    { name: 'is never negative when the clock is behind', now: '2026-01-01T00:00:00Z', git: null,
      want: { sha: null, ref: null, measured_at: finished, age_days: 0 } },
    { name: 'is unknown when the time cannot be read', now: '2026-01-14T09:00:00Z', finished: 'yesterday',
      want: { sha: null, ref: null, measured_at: 'yesterday', age_days: null } },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const baseline = { finished_at: c.finished ?? finished, ...(c.git === undefined ? {} : { git: c.git }) };
      assert.deepEqual(baselineAge(baseline, new Date(c.now)), c.want);
    });
  }
});
