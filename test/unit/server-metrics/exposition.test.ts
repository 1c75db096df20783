import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseExposition, parseSample, seriesKey } from '../../../src/server-metrics/exposition.js';

test('Samples with colons in names, labels, NaN and infinities are read', () => {
  const e = parseExposition([
    '# HELP vllm:num_requests_running Number of requests.',
    '# TYPE vllm:num_requests_running gauge',
    'vllm:num_requests_running{engine="0",model_name="m"} 3.0',
    'vllm:kv_cache_usage_perc{model_name="m"} NaN',
    'x_bucket{le="+Inf"} +Inf',
    'y -Inf 1700000000000',
  ].join('\n'), 100);
  assert.equal(e.badLines, 0);
  assert.equal(e.types.get('vllm:num_requests_running'), 'gauge');
  assert.deepEqual(e.samples[0], { name: 'vllm:num_requests_running', labels: [['engine', '0'], ['model_name', 'm']], value: 3 });
  assert.ok(Number.isNaN(e.samples[1]!.value));
  assert.equal(e.samples[2]!.value, Infinity);
  assert.equal(e.samples[3]!.value, -Infinity);
});

test('Label values keep escapes, braces, commas and markup as data', () => {
  const s = parseSample('m{a="x \\"q\\" \\\\ y\\nz",b="}{,<b>::error::x</b>"} 1');
  assert.deepEqual(s?.labels, [['a', 'x "q" \\ y\nz'], ['b', '}{,<b>::error::x</b>']]);
  assert.equal(seriesKey('m', s!.labels), 'm{a="x \\"q\\" \\\\ y\\nz",b="}{,<b>::error::x</b>"}');
});

test('Lines that do not follow the format are skipped and counted, never thrown', () => {
  const e = parseExposition('ok 1\nbad line here\n{x="1"} 2\nm{a="unterminated} 3\nm{a="1"} twelve\nfine{a="1",} 4\r\n', 100);
  assert.deepEqual(e.samples.map((s) => s.name), ['ok', 'fine']);
  assert.equal(e.badLines, 4);
});

test('An OpenMetrics exemplar after the value is ignored', () => {
  assert.equal(parseSample('a_bucket{le="0.1"} 5 # {trace_id="abc"} 0.05 1.5')?.value, 5);
});

test('More samples than the limit are cut and flagged', () => {
  const text = Array.from({ length: 1000 }, (_, i) => `s${i} ${i}`).join('\n');
  const e = parseExposition(text, 10);
  assert.equal(e.samples.length, 10);
  assert.equal(e.truncated, true);
});

test('A large exposition is read in linear time', () => {
  const text = Array.from({ length: 200_000 }, (_, i) => `vllm:x{engine="${i}",model_name="m"} ${i}`).join('\n');
  const started = performance.now();
  const e = parseExposition(text, 20_000);
  assert.equal(e.samples.length, 20_000);
  assert.ok(performance.now() - started < 2000);
});

test('With a filter, only the names it keeps are parsed; the others are not even checked', () => {
  const e = parseExposition('keep_me{a="1"} 1\nskip_me{broken 2\nkeep_me_bucket{le="1"} 3\n', 10, (name) => name.startsWith('keep_me'));
  assert.deepEqual(e.samples.map((s) => [s.name, s.value]), [['keep_me', 1], ['keep_me_bucket', 3]]);
  assert.equal(e.badLines, 0);
});
