// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSlos } from '../../../src/spec/slo-parse.js';
import { compileSlos, sloIssues } from '../../../src/spec/slo.js';
import { evaluateSlos } from '../../../src/gate/slo-evaluate.js';
import type { SloSpec } from '../../../src/spec/gate-types.js';
import type { Check } from '../../../src/model/checks.js';
import { formatPath } from '../../../src/spec/problem.js';
import { EMPTY, level } from '../../helpers/levels.js';

describe('parsing thresholds', () => {
  const cases: Array<{ name: string; thresholds: unknown; sources: string[] }> = [
    { name: 'a bare number under a statistic is an upper bound', thresholds: { ttft_ms: { p95: 1500 } }, sources: ['ttft_ms.p95 <= 1500'] },
    { name: 'min on a scalar is a lower bound', thresholds: { success_rate: { min: 0.995 } }, sources: ['success_rate >= 0.995'] },
    { name: 'min and max on a scalar are both kept', thresholds: { qps: { min: 1, max: 5 } }, sources: ['qps >= 1', 'qps <= 5'] },
    { name: 'request_tps takes an explicit floor per statistic', thresholds: { request_tps: { p50: { min: 20 } } }, sources: ['request_tps.p50 >= 20'] },
    { name: 'min under a distribution is the statistic, not a direction', thresholds: { ttft_ms: { min: 50 } }, sources: ['ttft_ms.min <= 50'] },
    { name: 'a statistic may take both bounds', thresholds: { e2e_ms: { p99: { min: 100, max: 20000 } } }, sources: ['e2e_ms.p99 >= 100', 'e2e_ms.p99 <= 20000'] },
    {
      name: 'several metrics keep the order written',
      thresholds: { tpot_ms: { p95: 30 }, e2e_ms: { p99: 20000 }, output_tokens_per_s: { min: 100 } },
      sources: ['tpot_ms.p95 <= 30', 'e2e_ms.p99 <= 20000', 'output_tokens_per_s >= 100'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { objectives, issues } = parseSlos([{ thresholds: c.thresholds }]);
      assert.deepEqual(issues, []);
      assert.deepEqual(objectives[0]?.thresholds.map((t) => t.source), c.sources);
    });
  }

  it('fills in the defaults: every level, level error, a name from the position', () => {
    const { objectives } = parseSlos([{ name: 'chat', thresholds: { ttft_ms: { p95: 1 } } }, { thresholds: { ttft_ms: { p95: 1 } } }]);
    assert.deepEqual(objectives.map((o) => [o.name, o.concurrency, o.level]), [['chat', null, 'error'], ['SLO 2', null, 'error']]);
  });

  it('reads a single level and a list of levels alike', () => {
    const { objectives } = parseSlos([
      { at: { concurrency: 8 }, thresholds: { ttft_ms: { p95: 1 } } },
      { at: { concurrency: [8, 16] }, thresholds: { ttft_ms: { p95: 1 } } },
    ]);
    assert.deepEqual(objectives.map((o) => o.concurrency), [[8], [8, 16]]);
  });
});

describe('rejecting thresholds and objectives', () => {
  const cases: Array<{ name: string; slos: unknown; path: string; says: string[] }> = [
    { name: 'an unknown metric, with the closest name and the allowed list', slos: [{ thresholds: { ttft: { p95: 1 } } }],
      path: 'slos[0].thresholds.ttft', says: ['unknown metric "ttft"', 'did you mean "ttft_ms"?', 'ttft_ms, ttfa_ms, tpot_ms, itl_ms, e2e_ms, input_tokens, output_tokens, request_tps, success_rate, qps, rpm, tpm, output_tokens_per_s'] },
    { name: 'an unknown statistic, with the allowed list', slos: [{ thresholds: { ttft_ms: { p96: 1 } } }],
      path: 'slos[0].thresholds.ttft_ms.p96', says: ['unknown statistic of ttft_ms "p96"', 'use one of p50, p90, p95, p99, mean, min, max'] },
    { name: 'a statistic on a scalar metric', slos: [{ thresholds: { success_rate: { p95: 0.9 } } }],
      path: 'slos[0].thresholds.success_rate.p95', says: ['success_rate is one number per level, so it takes min and/or max'] },
    { name: 'a bare number on a distribution metric', slos: [{ thresholds: { ttft_ms: 1500 } }],
      path: 'slos[0].thresholds.ttft_ms', says: ['needs a statistic and its limit, such as ttft_ms: {p95: 1500}'] },
    { name: 'a bare number on request_tps, which is better when higher', slos: [{ thresholds: { request_tps: { p50: 20 } } }],
      path: 'slos[0].thresholds.request_tps.p50', says: ['better when higher', 'request_tps: {p50: {min: 20}}'] },
    { name: 'a success rate written in percent', slos: [{ thresholds: { success_rate: { min: 99.5 } } }],
      path: 'slos[0].thresholds.success_rate.min', says: ['a fraction from 0 to 1 (got 99.5)', 'write 0.995 for 99.5 %'] },
    { name: 'a min above the max', slos: [{ thresholds: { qps: { min: 5, max: 2 } } }],
      path: 'slos[0].thresholds.qps', says: ['min 5 above max 2, so it can never pass'] },
    { name: 'a negative limit', slos: [{ thresholds: { tpot_ms: { p95: -1 } } }],
      path: 'slos[0].thresholds.tpot_ms.p95', says: ['at least 0', 'TPOT is never negative'] },
    { name: 'a limit that is not a number', slos: [{ thresholds: { tpot_ms: { p95: '30ms' } } }],
      path: 'slos[0].thresholds.tpot_ms.p95', says: ['must be a number (the most allowed) or {min: …, max: …}, in ms'] },
    { name: 'bounds with neither min nor max', slos: [{ thresholds: { tpm: {} } }],
      path: 'slos[0].thresholds.tpm', says: ['needs min and/or max'] },
    { name: 'an objective without thresholds', slos: [{ name: 'chat' }], path: 'slos[0]', says: ['has no thresholds'] },
    { name: 'empty thresholds', slos: [{ thresholds: {} }], path: 'slos[0].thresholds', says: ['is empty'] },
    { name: 'a misspelt objective field', slos: [{ threshold: { ttft_ms: { p95: 1 } }, thresholds: { ttft_ms: { p95: 1 } } }],
      path: 'slos[0].threshold', says: ['did you mean "thresholds"?'] },
    { name: 'an unknown level', slos: [{ level: 'fatal', thresholds: { ttft_ms: { p95: 1 } } }],
      path: 'slos[0].level', says: ['"error"', '"warn"'] },
    { name: 'a concurrency of 0', slos: [{ at: { concurrency: 0 }, thresholds: { ttft_ms: { p95: 1 } } }],
      path: 'slos[0].at.concurrency', says: ['at least 1 (got 0)'] },
    { name: 'a level listed twice', slos: [{ at: { concurrency: [8, 8] }, thresholds: { ttft_ms: { p95: 1 } } }],
      path: 'slos[0].at.concurrency[1]', says: ['lists concurrency 8 twice'] },
    { name: 'at without concurrency', slos: [{ at: { qps: 2 }, thresholds: { ttft_ms: { p95: 1 } } }],
      path: 'slos[0].at.qps', says: ['unknown field of at "qps"', 'use one of concurrency'] },
    { name: 'a precondition on a service metric', slos: [{ when: { ttft_ms: { p95: 1 } }, thresholds: { e2e_ms: { p95: 1 } } }],
      path: 'slos[0].when.ttft_ms', says: ['unknown workload metric "ttft_ms"', 'use one of input_tokens, output_tokens'] },
    { name: 'slos that are not a list', slos: { ttft_ms: { p95: 1 } }, path: 'slos', says: ['must be a list of objectives'] },
  ];
  for (const c of cases) {
    it(`reports ${c.name}`, () => {
      const issues = sloIssues(c.slos);
      assert.equal(issues.length, 1, JSON.stringify(issues));
      const issue = issues[0]!;
      assert.equal(formatPath(issue.path), c.path);
      for (const s of c.says) assert.ok(issue.message.includes(s), `"${issue.message}" should include "${s}"`);
    });
  }

  it('reports every problem at once, not only the first', () => {
    const issues = sloIssues([{ thresholds: { ttft: { p95: 1 }, tpot_ms: { p96: 1 } } }, { level: 'x', thresholds: { qps: { min: -1 } } }]);
    assert.deepEqual(issues.map((i) => formatPath(i.path)), ['slos[0].thresholds.ttft', 'slos[0].thresholds.tpot_ms.p96', 'slos[1].level', 'slos[1].thresholds.qps.min']);
  });

  it('refuses to compile invalid slos with a SPEC_INVALID error naming each field', () => {
    assert.throws(() => compileSlos([{ thresholds: { ttft: { p95: 1 } } }]), (err: unknown) => {
      const e = err as { code?: string; message: string };
      assert.equal(e.code, 'SPEC_INVALID');
      assert.match(e.message, /slos\[0\]\.thresholds\.ttft: unknown metric "ttft"/);
      return true;
    });
  });

  it('accepts no slos at all', () => {
    assert.deepEqual(compileSlos(undefined), []);
  });
});

/** The sweep the evaluation tests run against: 1, 4, 8, 16 with TTFT p95 growing. */
const SWEEP = [
  level({ concurrency: 1, ttft_ms: { p95: 300 } }),
  level({ concurrency: 4, ttft_ms: { p95: 900 } }),
  level({ concurrency: 8, ttft_ms: { p95: 1732 } }),
  level({ concurrency: 16, ttft_ms: { p95: 5200 } }),
];

const judged = (checks: Check[]): Array<[number, string, string]> => checks.map((c) => [c.concurrency, c.metric, c.status]);

describe('evaluating objectives', () => {
  it('turns a threshold at a named level into one complete check', () => {
    const slos: SloSpec[] = [{ name: 'interactive chat', at: { concurrency: 8 }, thresholds: { ttft_ms: { p95: 1500 } } }];
    assert.deepEqual(evaluateSlos(slos, SWEEP), [{
      objective: 'interactive chat', kind: 'slo', level: 'error', concurrency: 8, metric: 'ttft_ms.p95', op: '<=',
      limit: 1500, actual: 1732, baseline: null, change: null, status: 'fail', reason: null,
      source: 'ttft_ms.p95 <= 1500', spec_line: null,
    }]);
  });

  it('applies an objective without at to every level run, in run order', () => {
    const checks = evaluateSlos([{ thresholds: { ttft_ms: { p95: 1000 }, success_rate: { min: 0.99 } } }], SWEEP);
    assert.deepEqual(judged(checks), [
      [1, 'ttft_ms.p95', 'pass'], [1, 'success_rate', 'pass'],
      [4, 'ttft_ms.p95', 'pass'], [4, 'success_rate', 'pass'],
      [8, 'ttft_ms.p95', 'fail'], [8, 'success_rate', 'pass'],
      [16, 'ttft_ms.p95', 'fail'], [16, 'success_rate', 'pass'],
    ]);
  });

  const boundaries: Array<{ name: string; thresholds: SloSpec['thresholds']; status: Check['status'] }> = [
    { name: 'a value equal to an upper bound passes', thresholds: { ttft_ms: { p95: 1732 } }, status: 'pass' },
    { name: 'a value just above an upper bound fails', thresholds: { ttft_ms: { p95: 1731.9 } }, status: 'fail' },
    { name: 'a value equal to a lower bound passes', thresholds: { success_rate: { min: 1 } }, status: 'pass' },
    { name: 'a value below a lower bound fails', thresholds: { request_tps: { p50: { min: 50.5 } } }, status: 'fail' },
    { name: 'a value above an explicit ceiling on a higher-is-better metric fails', thresholds: { qps: { max: 3 } }, status: 'fail' },
  ];
  for (const b of boundaries) {
    it(b.name, () => {
      const [check] = evaluateSlos([{ at: { concurrency: 8 }, thresholds: b.thresholds }], SWEEP);
      assert.equal(check?.status, b.status);
    });
  }

  it('reports a named level that was not run as no data, saying which levels ran', () => {
    const checks = evaluateSlos([{ at: { concurrency: [8, 32] }, thresholds: { ttft_ms: { p95: 5000 } } }], SWEEP);
    assert.deepEqual(judged(checks), [[8, 'ttft_ms.p95', 'pass'], [32, 'ttft_ms.p95', 'no_data']]);
    assert.equal(checks[1]?.actual, null);
    assert.equal(checks[1]?.reason, 'concurrency 32 was not run (the sweep ran 1, 4, 8, 16)');
  });

  it('marks every threshold not applicable where the workload breaks a precondition, quoting the measured value', () => {
    const levels = [
      level({ concurrency: 4, output_tokens: { p95: 480 } }),
      level({ concurrency: 8, output_tokens: { p95: 612 } }),
    ];
    const slos: SloSpec[] = [{
      name: 'chat', when: { input_tokens: { p95: 8000 }, output_tokens: { p95: 500 } },
      thresholds: { ttft_ms: { p95: 1500 }, tpot_ms: { p95: 30 } },
    }];
    const checks = evaluateSlos(slos, levels);
    assert.deepEqual(judged(checks), [
      [4, 'ttft_ms.p95', 'pass'], [4, 'tpot_ms.p95', 'pass'],
      [8, 'ttft_ms.p95', 'not_applicable'], [8, 'tpot_ms.p95', 'not_applicable'],
    ]);
    assert.equal(checks[2]?.reason, 'the objective is written for output_tokens.p95 <= 500, but the measured output tokens p95 was 612\u00a0tokens, above 500\u00a0tokens');
    assert.equal(checks[2]?.actual, null, 'a check that was not judged carries no actual value');
  });

  it('never passes an objective whose precondition cannot be checked', () => {
    const levels = [level({ concurrency: 4, input_tokens: { count: 0 } })];
    const [check] = evaluateSlos([{ when: { input_tokens: { p95: 8000 } }, thresholds: { ttft_ms: { p95: 1500 } } }], levels);
    assert.equal(check?.status, 'no_data');
    assert.equal(check?.reason, 'its workload precondition input_tokens.p95 <= 8000 could not be checked: the server sent no token usage, so input token counts are unknown');
  });

  const missing: Array<{ name: string; level: ReturnType<typeof level>; thresholds: SloSpec['thresholds']; reason: string }> = [
    { name: 'TPOT without multi-token answers', level: level({ concurrency: 2, tpot_ms: { count: 0 } }), thresholds: { tpot_ms: { p95: 30 } },
      reason: 'no answer had 2 or more output tokens, so TPOT is undefined' },
    { name: 'a level where every request failed', thresholds: { ttft_ms: { p95: 1500 } },
      level: level({ concurrency: 2, succeeded: 0, failed: 32, success_rate: 0, ttft_ms: { count: 0 } }),
      reason: 'no request succeeded at concurrency 2 (32 of 32 failed)' },
    { name: 'a success rate with no request sent', thresholds: { success_rate: { min: 0.9 } },
      level: level({ concurrency: 2, requests: 0, succeeded: 0, success_rate: null }),
      reason: 'no request was measured at concurrency 2' },
  ];
  for (const m of missing) {
    it(`reports no data, with the cause, for ${m.name}`, () => {
      const [check] = evaluateSlos([{ thresholds: m.thresholds }], [m.level]);
      assert.deepEqual([check?.status, check?.actual, check?.reason], ['no_data', null, m.reason]);
    });
  }

  it('carries the objective level and the spec line of each threshold', () => {
    const asked: string[] = [];
    const locate = (path: string): number | null => {
      asked.push(path);
      return path.endsWith('.min') ? 14 : null;
    };
    const slos: SloSpec[] = [
      { thresholds: { ttft_ms: { p95: 1 } } },
      { level: 'warn', at: { concurrency: 1 }, thresholds: { request_tps: { p50: { min: 1 } } } },
    ];
    const checks = evaluateSlos(slos, [SWEEP[0]!], locate);
    assert.deepEqual(checks.map((c) => [c.objective, c.level, c.spec_line]), [['SLO 1', 'error', null], ['SLO 2', 'warn', 14]]);
    assert.deepEqual(asked, ['slos[0].thresholds.ttft_ms.p95', 'slos[1].thresholds.request_tps.p50.min']);
  });

  it('uses the first entry when a level appears twice', () => {
    const levels = [level({ concurrency: 4, ttft_ms: { p95: 100 } }), level({ concurrency: 4, ttft_ms: { p95: 9000 } })];
    const checks = evaluateSlos([{ at: { concurrency: 4 }, thresholds: { ttft_ms: { p95: 500 } } }], levels);
    assert.deepEqual(judged(checks), [[4, 'ttft_ms.p95', 'pass']]);
  });

  it('gives no checks for an objective without at when no level was run', () => {
    assert.deepEqual(evaluateSlos([{ thresholds: { ttft_ms: { p95: 1 } } }], []), []);
  });

  it('reports an at level as not run when no level finished at all', () => {
    const [check] = evaluateSlos([{ at: { concurrency: 8 }, thresholds: { ttft_ms: { p95: 1 } } }], []);
    assert.equal(check?.reason, 'concurrency 8 was not run: no load level finished');
  });

  it('treats an empty distribution as no data even if its fields hold numbers', () => {
    const odd = level({ concurrency: 1 });
    odd.e2e_ms = { ...EMPTY, p95: 0 };
    const [check] = evaluateSlos([{ thresholds: { e2e_ms: { p95: 10 } } }], [odd]);
    assert.equal(check?.status, 'no_data');
  });
});
