// @parallel: asserts no timing; pure code (files in a temporary folder)
/**
 * scripts/real-engine/gguf.mjs, the GGUF reader and writer behind the tiny models of
 * `npm run real-engine`: what it writes reads back the same, the same sizes and seed give the
 * same bytes, and the weights keep the model from ever choosing a token that is not a normal one.
 * A made-up vocabulary stands in for llama.cpp's (which only a build has).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface KvValue { type: number; itemType?: number; value: unknown }
interface Tensor { name: string; dims: number[]; data: Float32Array; f16?: boolean }
interface Gguf {
  T: Record<string, number>;
  TOKEN: Record<string, number>;
  MODELS: Record<string, { embd: number; layers: number; heads: number; ff: number; ctx: number; seed: number }>;
  readGguf(path: string): { version: number; kv: Map<string, KvValue>; tensors: { name: string; dims: number[]; type: number; offset: number }[]; dataOffset: number; alignment: number };
  encodeGguf(kv: Map<string, KvValue>, tensors: Tensor[], alignment?: number): Buffer;
  writeAtomically(path: string, bytes: Buffer): void;
  tinyLlama(vocabPath: string, sizes?: object): { kv: Map<string, KvValue>; tensors: Tensor[]; banned: number; nVocab: number };
  toHalf(x: number): number;
}
const gguf = await import(pathToFileURL(fileURLToPath(new URL('../../../../scripts/real-engine/gguf.mjs', import.meta.url))).href) as Gguf;
const { T, TOKEN } = gguf;

const dir = mkdtempSync(join(tmpdir(), 'llm-slo-gate-gguf-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A vocabulary-only GGUF like llama.cpp's models/ggml-vocab-*.gguf, with a few tokens of each type. */
function writeVocab(): { path: string; types: number[]; tokens: string[] } {
  const tokens = ['<unk>', '<s>', '</s>', '<0x00>', '<0xFF>', '▁the', '▁a', 'b', '▁\uFFFD', '▁word', 'ing', '▁end'];
  const types = [TOKEN.UNKNOWN, TOKEN.CONTROL, TOKEN.CONTROL, TOKEN.BYTE, TOKEN.BYTE, TOKEN.NORMAL, TOKEN.NORMAL, TOKEN.NORMAL, TOKEN.NORMAL, TOKEN.NORMAL, TOKEN.NORMAL, TOKEN.NORMAL] as number[];
  const kv = new Map<string, KvValue>([
    ['general.architecture', { type: T.STRING!, value: 'llama' }],
    ['llama.embedding_length', { type: T.UINT32!, value: 4096 }],
    ['tokenizer.ggml.model', { type: T.STRING!, value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: T.ARRAY!, itemType: T.STRING!, value: tokens }],
    ['tokenizer.ggml.scores', { type: T.ARRAY!, itemType: T.FLOAT32!, value: tokens.map((_, i) => -i) }],
    ['tokenizer.ggml.token_type', { type: T.ARRAY!, itemType: T.INT32!, value: types }],
    ['tokenizer.ggml.bos_token_id', { type: T.UINT32!, value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: T.UINT32!, value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: T.BOOL!, value: true }],
  ]);
  const path = join(dir, 'vocab.gguf');
  gguf.writeAtomically(path, gguf.encodeGguf(kv, []));
  return { path, types, tokens };
}

test('what encodeGguf writes, readGguf reads back: header, every value type, tensors at aligned offsets', () => {
  const kv = new Map<string, KvValue>([
    ['u8', { type: T.UINT8!, value: 200 }], ['i8', { type: T.INT8!, value: -5 }],
    ['u16', { type: T.UINT16!, value: 60000 }], ['i16', { type: T.INT16!, value: -300 }],
    ['u32', { type: T.UINT32!, value: 4e9 }], ['i32', { type: T.INT32!, value: -2e9 }],
    ['f32', { type: T.FLOAT32!, value: 0.5 }], ['bool', { type: T.BOOL!, value: true }],
    ['str', { type: T.STRING!, value: 'héllo ▁' }], ['u64', { type: T.UINT64!, value: 2n ** 40n }],
    ['i64', { type: T.INT64!, value: -(2n ** 40n) }], ['f64', { type: T.FLOAT64!, value: Math.PI }],
    ['arr', { type: T.ARRAY!, itemType: T.STRING!, value: ['a', '', 'ü'] }],
  ]);
  const tensors: Tensor[] = [
    { name: 'a', dims: [3], data: new Float32Array([1, 2, 3]) },
    { name: 'b', dims: [2, 2], data: new Float32Array([0.5, -1, 4, 8]), f16: true },
  ];
  const path = join(dir, 'roundtrip.gguf');
  gguf.writeAtomically(path, gguf.encodeGguf(kv, tensors));
  const read = gguf.readGguf(path);
  assert.equal(read.version, 3);
  assert.equal(read.alignment, 32);
  assert.deepEqual([...read.kv.keys()], [...kv.keys()]);
  for (const [key, { value }] of kv) assert.deepEqual(read.kv.get(key)!.value, value, key);
  assert.deepEqual(read.tensors.map((t) => [t.name, t.dims, t.type, t.offset]), [['a', [3], 0, 0], ['b', [2, 2], 1, 32]]);
  assert.equal(read.dataOffset % 32, 0);
  const bytes = readFileSync(path);
  assert.equal(bytes.toString('latin1', 0, 4), 'GGUF');
  assert.deepEqual([...new Float32Array(bytes.buffer.slice(bytes.byteOffset + read.dataOffset, bytes.byteOffset + read.dataOffset + 12))], [1, 2, 3]);
  const half = new Uint16Array(bytes.buffer.slice(bytes.byteOffset + read.dataOffset + 32, bytes.byteOffset + read.dataOffset + 40));
  assert.deepEqual([...half], [0x3800, 0xbc00, 0x4400, 0x4800], 'f16 of 0.5, -1, 4, 8');
});

test('toHalf rounds to the nearest half, ties to even, with subnormals, infinities and NaN', () => {
  assert.equal(gguf.toHalf(1), 0x3c00);
  assert.equal(gguf.toHalf(65504), 0x7bff);
  assert.equal(gguf.toHalf(70000), 0x7c00);
  assert.equal(gguf.toHalf(-Infinity), 0xfc00);
  assert.equal(gguf.toHalf(NaN) & 0x7c00, 0x7c00);
  assert.equal(gguf.toHalf(2 ** -24), 0x0001, 'the smallest subnormal');
  assert.equal(gguf.toHalf(1 + 2 ** -11), 0x3c00, 'a tie rounds to even (down)');
  assert.equal(gguf.toHalf(1 + 3 * 2 ** -11), 0x3c02, 'a tie rounds to even (up)');
});

test('the tiny model: llama metadata, the vocabulary copied with a chat template, every tensor llama.cpp asks for, the same bytes for the same seed', () => {
  const vocab = writeVocab();
  const sizes = { embd: 8, layers: 2, heads: 2, ff: 16, ctx: 64, seed: 7 };
  const model = gguf.tinyLlama(vocab.path, sizes);
  const path = join(dir, 'tiny.gguf');
  gguf.writeAtomically(path, gguf.encodeGguf(model.kv, model.tensors));
  const read = gguf.readGguf(path);
  const value = (key: string): unknown => read.kv.get(key)?.value;
  assert.equal(value('general.architecture'), 'llama');
  assert.equal(value('llama.embedding_length'), 8);
  assert.equal(value('llama.block_count'), 2);
  assert.equal(value('llama.attention.head_count'), 2);
  assert.equal(value('llama.rope.dimension_count'), 4);
  assert.equal(value('llama.context_length'), 64);
  assert.deepEqual(value('tokenizer.ggml.tokens'), vocab.tokens);
  assert.deepEqual(value('tokenizer.ggml.token_type'), vocab.types);
  assert.equal(value('tokenizer.ggml.eos_token_id'), 2);
  assert.match(String(value('tokenizer.chat_template')), /add_generation_prompt/);
  const names = read.tensors.map((t) => t.name);
  for (const name of ['token_embd.weight', 'output_norm.weight', 'output.weight', 'blk.1.attn_q.weight', 'blk.1.attn_output.weight', 'blk.1.ffn_down.weight', 'blk.1.ffn_gate.weight']) {
    assert.ok(names.includes(name), name);
  }
  assert.deepEqual(read.tensors.find((t) => t.name === 'output.weight')!.dims, [8, vocab.tokens.length]);
  assert.deepEqual(read.tensors.find((t) => t.name === 'blk.0.ffn_down.weight')!.dims, [16, 8]);
  // Deterministic: the same again, and another seed differs.
  const again = gguf.tinyLlama(vocab.path, sizes);
  assert.ok(gguf.encodeGguf(again.kv, again.tensors).equals(readFileSync(path)));
  const other = gguf.tinyLlama(vocab.path, { ...sizes, seed: 8 });
  assert.ok(!gguf.encodeGguf(other.kv, other.tensors).equals(readFileSync(path)));
});

test('the weights ban every token but the normal ones: dimension 0 of the residual is a positive constant, and only banned tokens weigh it, negatively', () => {
  const vocab = writeVocab();
  const embd = 8;
  const model = gguf.tinyLlama(vocab.path, { embd, layers: 2, heads: 2, ff: 16, ctx: 64, seed: 3 });
  const tensor = (name: string): Tensor => model.tensors.find((t) => t.name === name)!;
  const emb = tensor('token_embd.weight').data;
  for (let t = 0; t < vocab.tokens.length; t++) assert.ok(emb[t * embd]! > 0 && emb[t * embd] === emb[0], `token ${t}: dimension 0 is the same positive constant`);
  for (let l = 0; l < 2; l++) {
    assert.ok(tensor(`blk.${l}.attn_output.weight`).data.subarray(0, embd).every((x) => x === 0), `layer ${l}: attention output row 0 is zero`);
    assert.ok(tensor(`blk.${l}.ffn_down.weight`).data.subarray(0, 16).every((x) => x === 0), `layer ${l}: FFN down row 0 is zero`);
    assert.ok(tensor(`blk.${l}.attn_norm.weight`).data.every((x) => x === 1));
  }
  const out = tensor('output.weight').data;
  const banned: string[] = [];
  for (let t = 0; t < vocab.tokens.length; t++) {
    if (out[t * embd]! < 0) banned.push(vocab.tokens[t]!);
    else assert.equal(out[t * embd], 0, `token ${vocab.tokens[t]}: no weight on dimension 0`);
  }
  assert.deepEqual(banned, ['<unk>', '<s>', '</s>', '<0x00>', '<0xFF>', '▁\uFFFD'], 'unknown, control, byte tokens and the replacement character');
  assert.equal(model.banned, 6);
  assert.ok(out[0]! <= -100, 'by far more than any other weight can add');
});

test('MODELS: tiny, and slowed at twice its size in every dimension', () => {
  const { tiny, slowed } = gguf.MODELS;
  assert.ok(tiny && slowed);
  assert.deepEqual([slowed.embd, slowed.layers, slowed.ff], [2 * tiny.embd, 2 * tiny.layers, 2 * tiny.ff]);
});
