// GGUF files (llama.cpp's model format, version 3), read and written in plain JavaScript, and a
// tiny random-weight llama model built from a vocabulary-only GGUF, for the tests that run
// against a real llama-server (scripts/real-engine.mjs writes it; docs/real-engine.md).
//
// The format (llama.cpp's ggml/include/gguf.h), all little-endian:
//   "GGUF", version u32, tensor count u64, key-value count u64;
//   each key-value: key (string), value type u32, value (an array: item type u32, count u64, items);
//   each tensor: name (string), dimension count u32, dimensions u64 each (the first one is the
//   length of a row), ggml type u32, offset u64 into the data section;
//   padding to the alignment (general.alignment, 32 by default), then the data section, each
//   tensor's data at an offset that is a multiple of the alignment.
// A string is its byte length (u64) then its UTF-8 bytes, without a terminating zero.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** GGUF value types (gguf_type). */
export const T = Object.freeze({
  UINT8: 0, INT8: 1, UINT16: 2, INT16: 3, UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7,
  STRING: 8, ARRAY: 9, UINT64: 10, INT64: 11, FLOAT64: 12,
});

/** The ggml tensor types this file writes (ggml_type). */
export const GGML_F32 = 0;
export const GGML_F16 = 1;

/** IEEE 754 half precision bits of `x`, rounded to nearest even (what numpy's astype(float16) gives). */
export function toHalf(x) {
  const f32 = new Float32Array([x]);
  const bits = new Uint32Array(f32.buffer)[0];
  const sign = (bits >>> 16) & 0x8000;
  const exp = (bits >>> 23) & 0xff;
  let mant = bits & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0); // inf, nan
  let e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00; // overflow: inf
  if (e <= 0) {
    if (e < -10) return sign; // underflow: zero
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    if (rest > halfway || (rest === halfway && (half & 1))) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && (half & 1))) half++; // may carry into the exponent: still right
  return sign | half;
}

/** llama.cpp's token types (llama_token_type / gguf-py's TokenType). */
export const TOKEN = Object.freeze({ UNDEFINED: 0, NORMAL: 1, UNKNOWN: 2, CONTROL: 3, USER_DEFINED: 4, UNUSED: 5, BYTE: 6 });

const DEFAULT_ALIGNMENT = 32;
const SCALAR_SIZE = { [T.UINT8]: 1, [T.INT8]: 1, [T.UINT16]: 2, [T.INT16]: 2, [T.UINT32]: 4, [T.INT32]: 4, [T.FLOAT32]: 4, [T.BOOL]: 1, [T.UINT64]: 8, [T.INT64]: 8, [T.FLOAT64]: 8 };

/**
 * A GGUF file's metadata: `kv` maps each key to `{ type, value }` (an array: `{ type: T.ARRAY,
 * itemType, value: [...] }`), in the file's order; `tensors` lists each tensor's name,
 * dimensions, ggml type and offset; `dataOffset` is where the data section starts.
 * 64-bit integers are read as bigint.
 */
export function readGguf(path) {
  const buf = readFileSync(path);
  let at = 0;
  const need = (n) => {
    if (at + n > buf.length) throw new Error(`${path}: cut short at byte ${at} (wanted ${n} more)`);
  };
  const u32 = () => { need(4); const v = buf.readUInt32LE(at); at += 4; return v; };
  const u64 = () => { need(8); const v = buf.readBigUInt64LE(at); at += 8; return v; };
  const str = () => {
    const n = Number(u64());
    need(n);
    const s = buf.toString('utf8', at, at + n);
    at += n;
    return s;
  };
  const scalar = (type) => {
    need(SCALAR_SIZE[type] ?? 0);
    let v;
    switch (type) {
      case T.UINT8: v = buf.readUInt8(at); break;
      case T.INT8: v = buf.readInt8(at); break;
      case T.UINT16: v = buf.readUInt16LE(at); break;
      case T.INT16: v = buf.readInt16LE(at); break;
      case T.UINT32: v = buf.readUInt32LE(at); break;
      case T.INT32: v = buf.readInt32LE(at); break;
      case T.FLOAT32: v = buf.readFloatLE(at); break;
      case T.BOOL: v = buf.readUInt8(at) !== 0; break;
      case T.UINT64: v = buf.readBigUInt64LE(at); break;
      case T.INT64: v = buf.readBigInt64LE(at); break;
      case T.FLOAT64: v = buf.readDoubleLE(at); break;
      case T.STRING: return str();
      default: throw new Error(`${path}: unknown value type ${type} at byte ${at}`);
    }
    at += SCALAR_SIZE[type];
    return v;
  };

  if (buf.toString('latin1', 0, 4) !== 'GGUF') throw new Error(`${path}: not a GGUF file (no GGUF magic)`);
  at = 4;
  const version = u32();
  if (version !== 3) throw new Error(`${path}: GGUF version ${version}, this reader knows version 3`);
  const tensorCount = Number(u64());
  const kvCount = Number(u64());
  const kv = new Map();
  for (let i = 0; i < kvCount; i++) {
    const key = str();
    const type = u32();
    if (type === T.ARRAY) {
      const itemType = u32();
      const n = Number(u64());
      const value = new Array(n);
      for (let j = 0; j < n; j++) value[j] = scalar(itemType);
      kv.set(key, { type, itemType, value });
    } else {
      kv.set(key, { type, value: scalar(type) });
    }
  }
  const tensors = [];
  for (let i = 0; i < tensorCount; i++) {
    const name = str();
    const dims = [];
    for (let d = u32(); d > 0; d--) dims.push(Number(u64()));
    tensors.push({ name, dims, type: u32(), offset: Number(u64()) });
  }
  const alignment = Number(kv.get('general.alignment')?.value ?? DEFAULT_ALIGNMENT);
  const dataOffset = Math.ceil(at / alignment) * alignment;
  return { version, kv, tensors, dataOffset, alignment };
}

/** A growing little-endian byte buffer. */
class Out {
  constructor() { this.buf = Buffer.alloc(1 << 20); this.length = 0; }
  room(n) {
    if (this.length + n <= this.buf.length) return;
    const bigger = Buffer.alloc(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(bigger, 0, 0, this.length);
    this.buf = bigger;
  }
  u32(v) { this.room(4); this.buf.writeUInt32LE(v, this.length); this.length += 4; }
  u64(v) { this.room(8); this.buf.writeBigUInt64LE(BigInt(v), this.length); this.length += 8; }
  bytes(b) { this.room(b.length); b.copy?.(this.buf, this.length) ?? this.buf.set(b, this.length); this.length += b.length; }
  str(s) { const b = Buffer.from(s, 'utf8'); this.u64(b.length); this.bytes(b); }
  pad(alignment) { const n = (alignment - (this.length % alignment)) % alignment; this.room(n); this.buf.fill(0, this.length, this.length + n); this.length += n; }
  scalar(type, v) {
    const size = SCALAR_SIZE[type];
    if (type === T.STRING) return this.str(v);
    if (size === undefined) throw new Error(`cannot write value type ${type}`);
    this.room(size);
    const b = this.buf; const at = this.length;
    switch (type) {
      case T.UINT8: b.writeUInt8(v, at); break;
      case T.INT8: b.writeInt8(v, at); break;
      case T.UINT16: b.writeUInt16LE(v, at); break;
      case T.INT16: b.writeInt16LE(v, at); break;
      case T.UINT32: b.writeUInt32LE(v, at); break;
      case T.INT32: b.writeInt32LE(v, at); break;
      case T.FLOAT32: b.writeFloatLE(v, at); break;
      case T.BOOL: b.writeUInt8(v ? 1 : 0, at); break;
      case T.UINT64: b.writeBigUInt64LE(BigInt(v), at); break;
      case T.INT64: b.writeBigInt64LE(BigInt(v), at); break;
      case T.FLOAT64: b.writeDoubleLE(v, at); break;
    }
    this.length += size;
  }
}

/**
 * The bytes of a GGUF v3 file: `kv` as `readGguf` gives it (a Map, or [key, {type, value,
 * itemType}] pairs), `tensors` as `{ name, dims, data: Float32Array }` (f32, `dims[0]` the row
 * length). Nothing in it depends on the time or the machine, so the same input gives the same bytes.
 */
export function encodeGguf(kv, tensors, alignment = DEFAULT_ALIGNMENT) {
  const entries = [...kv].filter(([key]) => key !== 'general.alignment');
  if (alignment !== DEFAULT_ALIGNMENT) entries.push(['general.alignment', { type: T.UINT32, value: alignment }]);
  const out = new Out();
  out.bytes(Buffer.from('GGUF', 'latin1'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(entries.length);
  for (const [key, { type, itemType, value }] of entries) {
    out.str(key);
    out.u32(type);
    if (type === T.ARRAY) {
      out.u32(itemType);
      out.u64(value.length);
      for (const v of value) out.scalar(itemType, v);
    } else {
      out.scalar(type, value);
    }
  }
  let offset = 0;
  for (const t of tensors) {
    const elements = t.dims.reduce((a, b) => a * b, 1);
    if (t.data.length !== elements) throw new Error(`tensor ${t.name}: ${t.data.length} values for dimensions ${t.dims.join('×')}`);
    out.str(t.name);
    out.u32(t.dims.length);
    for (const d of t.dims) out.u64(d);
    out.u32(t.f16 ? GGML_F16 : GGML_F32);
    out.u64(offset);
    offset += Math.ceil((elements * (t.f16 ? 2 : 4)) / alignment) * alignment;
  }
  out.pad(alignment);
  for (const t of tensors) {
    if (t.f16) {
      const half = new Uint16Array(t.data.length);
      for (let i = 0; i < t.data.length; i++) half[i] = toHalf(t.data[i]);
      out.bytes(new Uint8Array(half.buffer));
    } else {
      out.bytes(new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
    }
    out.pad(alignment);
  }
  return out.buf.subarray(0, out.length);
}

/** Writes `bytes` to `path` through a temporary file renamed over it, so `path` is never half written. */
export function writeAtomically(path, bytes) {
  const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** A seeded PRNG (mulberry32): the same seed, the same numbers, on every machine. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The vocabulary keys copied from a vocabulary-only GGUF (every `tokenizer.*` key there). */
const VOCAB_PREFIX = 'tokenizer.';

/**
 * A ChatML template, so /v1/chat/completions works. None of its markers is a token of the llama
 * SPM vocabulary: they are tokenized as text, which a random model does not mind.
 */
export const CHAT_TEMPLATE = "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/**
 * Whether the model may choose a token: a NORMAL one whose text is not the replacement character
 * U+FFFD (the llama SPM vocabulary has two such tokens, and an answer holding U+FFFD would look
 * like text broken in decoding).
 */
export function allowed(text, type) {
  return type === TOKEN.NORMAL && !text.includes('\uFFFD');
}

/** The sizes of the default tiny model. */
export const TINY = Object.freeze({ embd: 64, layers: 2, heads: 4, ff: 128, ctx: 2048, seed: 1 });

/**
 * The models scripts/real-engine.mjs writes: `tiny`, and `slowed`, twice its size in every
 * dimension, for tests of a slower engine. MODEL_VERSION is in their file names: change it with
 * anything that changes their bytes, and the next `npm run real-engine` writes them again.
 */
export const MODELS = Object.freeze({
  tiny: TINY,
  slowed: Object.freeze({ ...TINY, embd: 128, layers: 4, ff: 256 }),
});
export const MODEL_VERSION = 2;

/**
 * A llama model with random weights and the vocabulary of `vocabPath` (a vocabulary-only GGUF of
 * llama.cpp's models/ folder, e.g. ggml-vocab-llama-spm.gguf), as `{ kv, tensors }` for `encodeGguf`.
 *
 * The weights never let it choose a token that is not `allowed` (no byte-fallback token, whose
 * partial UTF-8 llama-server refuses mid-stream, no end-of-sequence, control or unknown token, on
 * which it would stop early), so every answer runs to max_tokens:
 * - every token's embedding holds `anchor` in hidden dimension 0;
 * - row 0 of each layer's attention output and FFN down projection is zero, so nothing is added
 *   to the residual's dimension 0, which stays `anchor` through every layer, and RMS norm (whose
 *   weights are all 1) keeps its sign positive;
 * - in the output matrix, column 0 is `-ban` for each token not `allowed` and 0 for the others:
 *   the logits of the banned ones are pushed down by `ban` × (a positive normed value).
 * Every other weight is uniform in ±`scale` from a PRNG seeded with `sizes.seed`.
 */
export function tinyLlama(vocabPath, sizes = TINY, { anchor = 8, ban = 200, scale = 0.5 } = {}) {
  const { embd, layers, heads, ff, ctx, seed, f16 = false } = { ...TINY, ...sizes };
  if (embd % heads !== 0) throw new Error(`embedding length ${embd} is not a multiple of ${heads} heads`);
  const vocab = readGguf(vocabPath);
  const tokens = vocab.kv.get('tokenizer.ggml.tokens')?.value;
  const types = vocab.kv.get('tokenizer.ggml.token_type')?.value;
  if (!tokens || !types) throw new Error(`${vocabPath}: no tokenizer.ggml.tokens or token_type`);
  const nVocab = tokens.length;
  const random = prng(seed);
  const uniform = (n, s) => {
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = (random() * 2 - 1) * s;
    return a;
  };
  const ones = (n) => new Float32Array(n).fill(1);
  /** A matrix of `rows` rows of length `cols` (ggml dimensions [cols, rows]), uniform in ±s/√cols. */
  const matrix = (cols, rows) => ({ dims: [cols, rows], data: uniform(cols * rows, scale / Math.sqrt(cols)) });

  const tensors = [];
  // Matrices in f16 when asked (vectors, the norms' weights, stay f32, as llama.cpp's own converters keep them).
  const add = (name, { dims, data }) => tensors.push({ name, dims, data, f16: f16 && dims.length === 2 });

  const embeddings = uniform(embd * nVocab, scale);
  for (let t = 0; t < nVocab; t++) embeddings[t * embd] = anchor;
  add('token_embd.weight', { dims: [embd, nVocab], data: embeddings });
  for (let l = 0; l < layers; l++) {
    add(`blk.${l}.attn_norm.weight`, { dims: [embd], data: ones(embd) });
    add(`blk.${l}.attn_q.weight`, matrix(embd, embd));
    add(`blk.${l}.attn_k.weight`, matrix(embd, embd));
    add(`blk.${l}.attn_v.weight`, matrix(embd, embd));
    const wo = matrix(embd, embd);
    wo.data.fill(0, 0, embd); // row 0: nothing into the residual's dimension 0
    add(`blk.${l}.attn_output.weight`, wo);
    add(`blk.${l}.ffn_norm.weight`, { dims: [embd], data: ones(embd) });
    add(`blk.${l}.ffn_gate.weight`, matrix(embd, ff));
    const down = matrix(ff, embd);
    down.data.fill(0, 0, ff); // row 0 again
    add(`blk.${l}.ffn_down.weight`, down);
    add(`blk.${l}.ffn_up.weight`, matrix(embd, ff));
  }
  add('output_norm.weight', { dims: [embd], data: ones(embd) });
  const output = matrix(embd, nVocab);
  for (let t = 0; t < nVocab; t++) output.data[t * embd] = allowed(tokens[t], types[t]) ? 0 : -ban;
  add('output.weight', output);

  const kv = new Map([
    ['general.architecture', { type: T.STRING, value: 'llama' }],
    ['general.name', { type: T.STRING, value: `llm-slo-gate tiny llama e${embd} l${layers} h${heads} ff${ff} seed${seed}` }],
    ['general.file_type', { type: T.UINT32, value: 0 }], // all f32
    ['llama.context_length', { type: T.UINT32, value: ctx }],
    ['llama.embedding_length', { type: T.UINT32, value: embd }],
    ['llama.block_count', { type: T.UINT32, value: layers }],
    ['llama.feed_forward_length', { type: T.UINT32, value: ff }],
    ['llama.attention.head_count', { type: T.UINT32, value: heads }],
    ['llama.attention.head_count_kv', { type: T.UINT32, value: heads }],
    ['llama.rope.dimension_count', { type: T.UINT32, value: embd / heads }],
    ['llama.rope.freq_base', { type: T.FLOAT32, value: 10000 }],
    ['llama.attention.layer_norm_rms_epsilon', { type: T.FLOAT32, value: 1e-5 }],
    ['llama.vocab_size', { type: T.UINT32, value: nVocab }],
  ]);
  for (const [key, value] of vocab.kv) if (key.startsWith(VOCAB_PREFIX)) kv.set(key, value);
  kv.set('tokenizer.chat_template', { type: T.STRING, value: CHAT_TEMPLATE });
  return { kv, tensors, banned: tokens.filter((text, t) => !allowed(text, types[t])).length, nVocab };
}

/** Writes the tiny model of `sizes` to `path` (atomically); returns its size in bytes. */
export function writeTinyLlama(path, vocabPath, sizes = TINY) {
  const { kv, tensors } = tinyLlama(vocabPath, sizes);
  const bytes = encodeGguf(kv, tensors);
  writeAtomically(path, bytes);
  return bytes.length;
}
