// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Trace replay (`sweep.trace`): the three formats parsed into arrivals and lengths, bad lines
 * refused at once with file:line, the window and speed, and the prompts built from hash ids.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { azureTimestampMs, parseTrace, traceReplay, type TraceEntry } from '../../../src/workload/trace.js';
import { sharedBlocks, tracePrompt } from '../../../src/workload/trace-prompt.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { createRequestSource, UNIQUE_PREFIX_PATTERN } from '../../../src/workload/source.js';
import type { WorkloadFiles } from '../../../src/workload/files.js';

const MOONCAKE = [
  '{"timestamp": 0, "input_length": 1100, "output_length": 20, "hash_ids": [0, 1, 2]}',
  '{"timestamp": 0, "input_length": 700, "output_length": 30, "hash_ids": [0, 3]}',
  '',
  '{"timestamp": 2500, "input_length": 300, "output_length": 5, "hash_ids": [4]}',
].join('\n');

function gateMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  assert.fail('expected an error');
}

describe('trace parsing', () => {
  it('reads a Mooncake trace: arrivals in ms, lengths, hash ids, lines', () => {
    const e = parseTrace(MOONCAKE, 'm.jsonl', 'mooncake');
    assert.deepEqual(e.map((x) => [x.atMs, x.inputTokens, x.outputTokens, x.line]), [[0, 1100, 20, 1], [0, 700, 30, 2], [2500, 300, 5, 4]]);
    assert.deepEqual(e[1]!.hashIds, [0, 3]);
  });

  it('reads an Azure trace to the tenth of a microsecond, with or without +00:00, offsets from the first row', () => {
    const csv = 'TIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46.6805900,374,44\n2023-11-16 18:15:47.0000001+00:00,10,2\r\n2023-11-16 18:15:50,5,1\n';
    const e = parseTrace(csv, 'a.csv', 'azure');
    assert.deepEqual(e.map((x) => x.inputTokens), [374, 10, 5]);
    // Exact to the millisecond and well below it (a double holds epoch ms to about 0.0002 ms).
    assert.ok(Math.abs(e[1]!.atMs - 319.4101) < 1e-3, String(e[1]!.atMs));
    assert.ok(Math.abs(e[2]!.atMs - 3319.41) < 1e-3, String(e[2]!.atMs));
    assert.ok(Math.abs((azureTimestampMs('2023-11-16 18:15:46.6805900') ?? 0) - (Date.UTC(2023, 10, 16, 18, 15, 46) + 680.59)) < 1e-3);
    assert.equal(azureTimestampMs('2023-11-16 19:15:46+01:00'), Date.UTC(2023, 10, 16, 18, 15, 46));
    assert.equal(azureTimestampMs('16/11/2023 18:15'), undefined);
  });

  it('reads its own JSONL, with an optional literal prompt', () => {
    const e = parseTrace('{"at_ms": 0, "input_tokens": 200, "output_tokens": 64}\n{"at_ms": 12.5, "output_tokens": 8, "prompt": "Hi there"}', 't.jsonl', 'jsonl');
    assert.equal(e[1]!.prompt, 'Hi there');
    assert.equal(e[1]!.atMs, 12.5);
    assert.equal(e[1]!.inputTokens, 2);
  });

  it('refuses every bad line at once, each with file:line and the fix, quoting file text as JSON', () => {
    const text = [
      '{"timestamp": 0, "input_length": 10, "output_length": 5}',
      'not json',
      '{"timestamp": 5, "input_length": 0, "output_length": 5}',
      '{"timestamp": 6, "input_length": 10, "output_length": 99999}',
      '{"timestamp": 9, "input_length": 10, "output_length": 5}',
      '{"timestamp": 1, "input_length": 10, "output_length": 5}',
      '{"timestamp": 10, "input_length": 10, "output_length": 5, "hash_ids": "x\\u001b[31m"}',
      '{"timestamp": 8, "input_len": 10}',
    ].join('\n');
    const message = gateMessage(() => parseTrace(text, 'm.jsonl', 'mooncake'));
    for (const line of [2, 3, 4, 6, 7, 8]) assert.match(message, new RegExp(`m\\.jsonl:${line}: `));
    for (const line of [1, 5]) assert.doesNotMatch(message, new RegExp(`m\\.jsonl:${line}:`));
    assert.match(message, /"input_length" is 0; use a whole number of tokens from 1 to 200000/);
    assert.match(message, /"output_length" is 99999; .*max_tokens/);
    assert.match(message, /earlier than the line before it/);
    assert.match(message, /unknown field "input_len"/);
    assert.ok(!message.includes('\u001b'), 'no raw escape character reaches the message');
  });

  it('refuses an Azure file without its header, and a row with a bad timestamp', () => {
    assert.match(gateMessage(() => parseTrace('2023-11-16 18:15:46.68,374,44\n', 'a.csv', 'azure')), /a\.csv:1: the first line is not the header TIMESTAMP,ContextTokens,GeneratedTokens/);
    assert.match(gateMessage(() => parseTrace('TIMESTAMP,ContextTokens,GeneratedTokens\nyesterday,1,1\n', 'a.csv', 'azure')), /a\.csv:2: TIMESTAMP is "yesterday"/);
    assert.match(gateMessage(() => parseTrace('\n\n', 'e.jsonl', 'jsonl')), /holds no request/);
  });
});

describe('trace window and speed', () => {
  const entries: TraceEntry[] = [0, 1000, 2000, 3000, 4000].map((atMs, i) => ({ atMs, inputTokens: 10, outputTokens: 5, line: i + 1 }));

  it('replays the whole file by default, its offsets divided by the speed', () => {
    const r = traceReplay(entries, {}, 4, 't');
    assert.deepEqual(r.scheduleMs, [0, 250, 500, 750, 1000]);
    assert.equal(r.spanMs, 1000);
  });

  it('takes [start_s, start_s + duration_s) of trace time, offsets from its first request, capped by max_requests', () => {
    const r = traceReplay(entries, { startS: 1, durationS: 3 }, 1, 't');
    assert.deepEqual(r.entries.map((e) => e.line), [2, 3, 4]);
    assert.deepEqual(r.scheduleMs, [0, 1000, 2000]);
    assert.deepEqual(traceReplay(entries, { startS: 1, maxRequests: 2 }, 2, 't').scheduleMs, [0, 500]);
  });

  it('refuses a window that selects nothing, saying where the trace has requests', () => {
    assert.match(gateMessage(() => traceReplay(entries, { startS: 10 }, 1, 't.jsonl')), /sweep\.trace\.window: selects no request of t\.jsonl .* from 0 to 4 s/);
  });
});

describe('trace prompts', () => {
  const e = parseTrace(MOONCAKE, 'm.jsonl', 'mooncake');

  it('counts as shared the leading blocks another request of the replay also has', () => {
    assert.deepEqual(sharedBlocks(e), [1, 1, 0]);
  });

  it('puts the shared blocks first, the tag after them, and each prompt about its input length at four characters a token', () => {
    const shared = sharedBlocks(e);
    const a = tracePrompt(e[0]!, shared[0]!, ' tag [a]\n', 0);
    const b = tracePrompt(e[1]!, shared[1]!, ' tag [b]\n', 1);
    const block0 = a.slice(0, 512 * 4);
    assert.equal(b.slice(0, 512 * 4), block0, 'the shared block is the same text');
    assert.ok(a.slice(512 * 4).startsWith(' tag [a]\n'), 'the tag follows the shared block');
    const c = tracePrompt(e[2]!, shared[2]!, ' tag [c]\n', 2);
    assert.ok(c.startsWith(' tag [c]\n'), 'a request sharing nothing opens with its tag');
    for (const [text, want] of [[a, 1100], [b, 700], [c, 300]] as const) {
      const tokens = (text.length - 9) / 4;
      assert.ok(Math.abs(tokens - want) <= 3, `${tokens} tokens for ${want}`);
    }
  });
});

describe('sweep.trace in the spec', () => {
  const spec = (extra: string) => `endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  prompt: Hi\n${extra}\nsweep:\n  trace: {file: t.jsonl, format: mooncake}\n`;

  it('refuses what the trace would override, naming the field and the fix', () => {
    const message = gateMessage(() => parseSpec(spec('  max_tokens: 64\n  shared_prefix: {tokens: 100}').replace('sweep:\n', 'sweep:\n  rate: [2]\n'), 'spec.yml'));
    assert.match(message, /workload\.max_tokens.*cannot be used with sweep\.trace/);
    assert.match(message, /workload\.shared_prefix.*cannot be used with sweep\.trace/);
    assert.match(message, /sweep\.rate.*cannot be used with sweep\.trace/);
  });

  it('refuses an unknown format with the allowed ones', () => {
    assert.match(gateMessage(() => parseSpec(spec('').replace('format: mooncake', 'format: sharegpt'), 'spec.yml')), /mooncake.*azure.*jsonl/s);
  });
});

describe('the request source of a replay', () => {
  const plan = resolvePlan(parseSpec('endpoint: {base_url: "http://h/v1", model: m}\nworkload: {prompt: Hi}\nsweep:\n  trace: {file: t.jsonl, format: jsonl}\n', 'spec.yml'), {});
  const entries = parseTrace('{"at_ms": 0, "input_tokens": 40, "output_tokens": 7}\n{"at_ms": 5, "output_tokens": 3, "prompt": "What is a queue?"}', 't.jsonl', 'jsonl');
  const files: WorkloadFiles = { images: [], trace: { path: 't.jsonl', sha256: 'ab', format: 'jsonl', speed: 1, replay: traceReplay(entries, {}, 1, 't.jsonl') } };
  const source = createRequestSource(plan.workload, files);

  it('sends each request with its recorded output length as max_tokens, a literal prompt as written after the tag', () => {
    const a = source.request(0, 'abcd1234-t1-m0');
    const b = source.request(1, 'abcd1234-t1-m1');
    assert.deepEqual([a.maxTokens, b.maxTokens], [7, 3]);
    assert.match(a.messages[0]!.content, UNIQUE_PREFIX_PATTERN);
    assert.equal(b.messages[0]!.content.replace(UNIQUE_PREFIX_PATTERN, ''), 'What is a queue?');
    assert.equal(source.summary.source, 'trace');
    assert.deepEqual(source.summary.trace, { path: 't.jsonl', sha256: 'ab', format: 'jsonl', requests: 2, first_line: 1, last_line: 2 });
  });

  it('gives slots past the replay (warm-ups, the connectivity check) the same lengths and words of their own', () => {
    const warm = source.request(2, 'abcd1234-t1-w0');
    assert.equal(warm.maxTokens, 7);
    assert.notEqual(warm.messages[0]!.content.replace(UNIQUE_PREFIX_PATTERN, ''), source.request(0, 'x').messages[0]!.content.replace(/^ \S+ \S+ \[x\]\n/, ''));
  });

  it('refuses to run a plan whose trace was not read', () => {
    assert.throws(() => createRequestSource(plan.workload, { images: [] }), /the trace t\.jsonl was not read/);
  });
});
