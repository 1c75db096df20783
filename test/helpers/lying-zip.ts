/**
 * Zips whose entries lie about their size: the headers claim `claimedBytes`, and the DEFLATE data
 * inflates to `inflatedMiB` MiB of spaces, at DEFLATE's greatest ratio (1 bit per 129 bytes, so
 * 4 GiB from 4 MB). Built by hand in one dynamic-Huffman block, so a test needs neither the
 * gigabytes nor the time to compress them: the block codes a space, then "copy 258 bytes from 1
 * back" as a 1-bit length code and a 1-bit distance code, both 0, so the repeats are zero bytes.
 */

/** One entry of a lying zip. */
export interface LyingEntry {
  name: string;
  claimedBytes: number;
  inflatedMiB: number;
}

export function lyingZip(entries: readonly LyingEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(spacesBomb(entry.inflatedMiB * 1024 * 1024));
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(0x04034b50, 30, data.length, entry.claimedBytes, name.length);
    const central = header(0x02014b50, 46, data.length, entry.claimedBytes, name.length);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]));
}

/**
 * Raw DEFLATE (RFC 1951) for at least `bytes` spaces. Literal/length code: 285 (length 258) 1 bit,
 * space and end-of-block 2 bits; distance codes 0 and 1, 1 bit each; the code-length code uses
 * symbol 18 (a run of zeros) 1 bit, lengths 1 and 2 two bits.
 */
function spacesBomb(bytes: number): Uint8Array {
  const copies = Math.ceil((bytes - 1) / 258);
  const out = new Uint8Array(Math.ceil((200 + 2 * copies + 2) / 8) + 1);
  let bit = 0;
  const put = (value: number, n: number) => {
    for (let i = 0; i < n; i++, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  // Huffman codes go most significant bit first.
  const code = (value: number, n: number) => { for (let i = n - 1; i >= 0; i--) put((value >> i) & 1, 1); };
  put(1, 1); // BFINAL
  put(2, 2); // dynamic Huffman
  put(286 - 257, 5);
  put(2 - 1, 5);
  put(18 - 4, 4);
  // Code-length code lengths, in RFC 1951's order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1.
  for (const n of [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]) put(n, 3);
  const zeros = (run: number) => { code(0b0, 1); put(run - 11, 7); }; // symbol 18
  const length1 = () => code(0b10, 2);
  const length2 = () => code(0b11, 2);
  zeros(32); length2(); // 0–31 unused, the space
  zeros(138); zeros(85); length2(); // 33–255 unused, end of block
  zeros(28); length1(); // 257–284 unused, length 258
  length1(); length1(); // distances 0 and 1
  code(0b10, 2); // the space
  bit += 2 * copies; // each copy: length code 0, distance code 0
  code(0b11, 2); // end of block
  return out.subarray(0, (bit + 7) >> 3);
}

/** A local (30-byte) or central (46-byte) header for a DEFLATE entry; the two differ by 2 bytes up front. */
function header(signature: number, length: 30 | 46, compressedBytes: number, claimedBytes: number, nameLength: number): Buffer {
  const b = Buffer.alloc(length);
  const shift = length === 46 ? 2 : 0;
  b.writeUInt32LE(signature, 0);
  if (shift) b.writeUInt16LE(20, 4);
  b.writeUInt16LE(20, 4 + shift);
  b.writeUInt16LE(8, 8 + shift);
  b.writeUInt16LE(0x21, 12 + shift);
  b.writeUInt32LE(compressedBytes, 18 + shift);
  b.writeUInt32LE(claimedBytes, 22 + shift);
  b.writeUInt16LE(nameLength, 26 + shift);
  return b;
}
