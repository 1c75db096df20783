// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatAge, formatDuration } from '../../../src/report/markdown-format.js';
import { formatChange, formatLimit, formatMetric, formatNumber, formatValue } from '../../../src/metrics/format.js';

/** Numbers use no-break spaces; compare them as plain spaces. */
const plain = (s: string): string => s.replaceAll('\u00a0', ' ');

const cases: [string, string, string][] = [
  ['small values keep three significant figures', formatNumber(0.41234), '0.412'],
  ['values from 100 up are whole numbers with separators', formatNumber(12345.6), '12 346'],
  ['values between 10 and 100 keep one decimal', formatNumber(12.34), '12.3'],
  ['negative numbers keep their sign', formatNumber(-1234), '-1 234'],
  ['latencies carry ms', formatMetric('ttft_ms.p95', 812.4), '812 ms'],
  ['success rates are fractions shown as percentages', formatMetric('success_rate', 0.995), '99.5 %'],
  ['a missing value is a dash, never 0, never with a unit', formatMetric('ttft_ms.p95', null), '–'],
  ['throughput carries its unit', formatMetric('output_tokens_per_s', 1234.5), '1 235 tokens/s'],
  ['TPM is in tokens per minute', formatMetric('tpm', 7052.3), '7 052 tokens/min'],
  ['99.999 % does not round up to 100 %', formatValue('success_rate', 0.99999), '99.99 %'],
  ['exactly 100 % is 100 %', formatValue('success_rate', 1), '100 %'],
  ['float noise does not lose a hundredth', formatValue('success_rate', 0.9995), '99.95 %'],
  ['a share above 0 never reads as 0 %', formatValue('success_rate', 0.00001), '0.001 %'],
  ['a rise has a plus sign', formatChange(0.041), '+4.1 %'],
  ['a fall has a minus sign', formatChange(-0.2), '-20 %'],
  ['a tiny change is not shown as -0.0', formatChange(-0.00001), '0 %'],
  ['a large change drops the decimals', formatChange(3.456), '+346 %'],
  ['short runs are in seconds', formatDuration(41.23), '41.2 s'],
  ['longer runs are in minutes', formatDuration(125), '2 min 5 s'],
  ['hours for the longest', formatDuration(3 * 3600 + 125), '3 h 2 min'],
  ['ages are coarse', formatAge(3 * 24 * 3600_000 + 5000), '3 days'],
  ['limits show the direction', formatLimit({ metric: 'success_rate', op: '>=', limit: 0.995 }), '≥ 99.5 %'],
];

for (const [name, actual, expected] of cases) {
  test(name, () => assert.equal(plain(actual), expected));
}
