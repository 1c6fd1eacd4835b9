import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import { readNpz, writeNpz } from '../src/npz/npz.js';
import { npyChunks } from '../src/npz/npy.js';
import { writeZip } from '../src/npz/zip-write.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bitsOf = (f: Float32Array) => Array.from(new Uint32Array(f.buffer, f.byteOffset, f.length));
const ascii = (b: Uint8Array) => String.fromCharCode(...b);

// The same small patch numpy wrote for the fixtures below.
const small = () => ({
  addrs: new BigInt64Array([7n, 3n, 9_000_000_000n]),
  before: new Float32Array([1.0, -2.5, 0.0, 3.0, -0.0, 65504.0]),
  after: new Float32Array([1.5, -2.0, 0.25, 4.0, 1.0, -1.0]),
  rowDim: 2,
});

function expectSamePatch(got: ReturnType<typeof readNpz>, want: ReturnType<typeof small>) {
  expect(got.rows).toBe(want.addrs.length);
  expect(got.rowDim).toBe(want.rowDim);
  expect(Array.from(got.addrs)).toEqual(Array.from(want.addrs));
  // Bit patterns, so -0 and NaN payloads count.
  expect(bitsOf(got.before)).toEqual(bitsOf(want.before));
  expect(bitsOf(got.after)).toEqual(bitsOf(want.after));
}

describe('writeNpz / readNpz round trip', () => {
  it('round-trips a stored archive', () => {
    expectSamePatch(readNpz(writeNpz(small())), small());
  });

  it('round-trips a deflated archive', () => {
    const bytes = writeNpz(small(), { deflate: true });
    expect(bytes[8]).toBe(8); // method of the first local header
    expectSamePatch(readNpz(bytes), small());
  });

  it('keeps extreme addresses and float bit patterns exactly', () => {
    const before = new Float32Array(4);
    new Uint32Array(before.buffer).set([0x7f800001, 0x80000000, 0x00000001, 0xffffffff]);
    const patch = {
      addrs: new BigInt64Array([-(2n ** 63n), 2n ** 63n - 1n]),
      before,
      after: new Float32Array([Infinity, -Infinity, 1e-45, 3.4028234663852886e38]),
      rowDim: 2,
    };
    for (const deflate of [false, true]) expectSamePatch(readNpz(writeNpz(patch, { deflate })), patch);
  });

  it('round-trips an empty patch', () => {
    const empty = { addrs: new BigInt64Array(0), before: new Float32Array(0), after: new Float32Array(0), rowDim: 4 };
    const got = readNpz(writeNpz(empty));
    expect([got.rows, got.rowDim, got.before.length]).toEqual([0, 4, 0]);
  });

  it('returns copies, not views of the input', () => {
    const bytes = writeNpz(small());
    const got = readNpz(bytes);
    bytes.fill(0);
    expect(got.after[0]).toBe(1.5);
  });

  it('ignores members other than the three arrays', () => {
    const p = small();
    const bytes = writeZip([
      { name: 'meta.npy', chunks: npyChunks('<f4', [1], new Float32Array([9])) },
      { name: 'addrs.npy', chunks: npyChunks('<i8', [3], p.addrs) },
      { name: 'before.npy', chunks: npyChunks('<f4', [3, 2], p.before) },
      { name: 'after.npy', chunks: npyChunks('<f4', [3, 2], p.after) },
    ]);
    expectSamePatch(readNpz(bytes), p);
  });

  it('round-trips a 270,000 × 160 patch', () => {
    const rows = 270_000;
    const rowDim = 160;
    const addrs = new BigInt64Array(rows);
    for (let i = 0; i < rows; i++) addrs[i] = BigInt(i) * 7919n;
    const before = new Float32Array(rows * rowDim);
    const after = new Float32Array(rows * rowDim);
    for (let i = 0; i < before.length; i++) {
      before[i] = (i % 1000) / 8;
      after[i] = -(i % 777) / 4;
    }
    const got = readNpz(writeNpz({ addrs, before, after, rowDim }));
    expect([got.rows, got.rowDim]).toEqual([rows, rowDim]);
    expect(got.addrs[rows - 1]).toBe(addrs[rows - 1]);
    expect(Buffer.from(got.before.buffer).equals(Buffer.from(before.buffer))).toBe(true);
    expect(Buffer.from(got.after.buffer).equals(Buffer.from(after.buffer))).toBe(true);
  });
});

describe('writeNpz byte format', () => {
  it('writes a numpy 1.0 header padded to 64 bytes, checked byte by byte', () => {
    const bytes = writeNpz(small());
    // Stored first member: 30-byte local header + "addrs.npy" (9), so its .npy starts at 39.
    const npy = bytes.subarray(39, 39 + 128);
    expect(Array.from(npy.subarray(0, 6))).toEqual([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]); // \x93NUMPY
    expect([npy[6], npy[7]]).toEqual([1, 0]); // version 1.0
    // 10 fixed bytes + 57-char dict + 60 spaces + "\n" = 128, a multiple of 64; header length = 118 = 0x76.
    expect([npy[8], npy[9]]).toEqual([0x76, 0x00]);
    const dict = "{'descr': '<i8', 'fortran_order': False, 'shape': (3,), }";
    expect(dict.length).toBe(57);
    expect(ascii(npy.subarray(10, 128))).toBe(dict + ' '.repeat(60) + '\n');
    // Then the data: 7 as int64 little-endian.
    expect(Array.from(bytes.subarray(39 + 128, 39 + 136))).toEqual([7, 0, 0, 0, 0, 0, 0, 0]);

    // before.npy: 30 + 9 + 128 + 24 bytes of addrs data = 191 is its local header; its .npy starts at 191 + 40.
    const before = bytes.subarray(231, 231 + 128);
    expect(ascii(before.subarray(1, 6))).toBe('NUMPY');
    expect([before[8], before[9]]).toEqual([0x76, 0x00]);
    const dict2 = "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2), }";
    expect(ascii(before.subarray(10, 128))).toBe(dict2 + ' '.repeat(128 - 10 - dict2.length - 1) + '\n');
  });

  it('writes the local header fields by hand-checkable values', () => {
    const bytes = writeNpz(small());
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(4, true)).toBe(20); // version needed 2.0
    expect(view.getUint16(6, true)).toBe(0); // no flags
    expect(view.getUint16(8, true)).toBe(0); // stored
    expect(view.getUint16(10, true)).toBe(0); // 00:00:00
    expect(view.getUint16(12, true)).toBe(0x0021); // 1980-01-01
    expect(view.getUint32(18, true)).toBe(152); // 128-byte header + 3 × 8 bytes
    expect(view.getUint32(22, true)).toBe(152);
    expect(view.getUint16(26, true)).toBe(9);
    expect(view.getUint16(28, true)).toBe(0);
    expect(ascii(bytes.subarray(30, 39))).toBe('addrs.npy');
    // CRC-32 of the member as zlib computes it.
    expect(view.getUint32(14, true)).toBe(crc32(bytes.subarray(39, 39 + 152)));
  });

  it('is deterministic, and pinned to a file numpy loads', () => {
    const a = writeNpz(small());
    const b = writeNpz(small());
    expect(sha256(a)).toBe(sha256(b));
    // This exact file was loaded with numpy.load and checked with `unzip -t` when the format was fixed;
    // a change here means every stored patch would change its sha256.
    expect(sha256(a)).toBe('4944ac525175ca65e23f4c1ace35f35080535fc03522d2c13f4a9e8409674c1f');
    // Local headers, names, data; central entries, names; end record.
    expect(a.length).toBe(3 * 30 + 28 + 3 * 152 + 3 * 46 + 28 + 22);
  });

  it('refuses inconsistent input', () => {
    const p = small();
    const bad = [
      { ...p, rowDim: 0 },
      { ...p, rowDim: 1.5 },
      { ...p, rowDim: 3 },
      { ...p, after: new Float32Array(5) },
      { ...p, addrs: new Float64Array(3) as unknown as BigInt64Array },
    ];
    for (const patch of bad) {
      expect(() => writeNpz(patch)).toThrow(InvalidInputError);
    }
  });
});

describe('files written by numpy', () => {
  // np.savez / np.savez_compressed (numpy 2.4) of the `small()` patch. numpy writes zip64 extra fields in
  // every local header with 0xffffffff placeholder sizes, so these also cover that layout.
  const STORED =
    'UEsDBC0AAAAAAAAAIQCyXMbn//////////8JABQAYWRkcnMubnB5AQAQAJgAAAAAAAAAmAAAAAAAAACTTlVNUFkBAHYAeydkZXNj' +
    'cic6ICc8aTgnLCAnZm9ydHJhbl9vcmRlcic6IEZhbHNlLCAnc2hhcGUnOiAoMywpLCB9ICAgICAgICAgICAgICAgICAgICAgICAg' +
    'ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCgcAAAAAAAAAAwAAAAAAAAAAGnEYAgAAAFBLAwQtAAAAAAAAACEA' +
    'narR8v//////////CgAUAGJlZm9yZS5ucHkBABAAmAAAAAAAAACYAAAAAAAAAJNOVU1QWQEAdgB7J2Rlc2NyJzogJzxmNCcsICdm' +
    'b3J0cmFuX29yZGVyJzogRmFsc2UsICdzaGFwZSc6ICgzLCAyKSwgfSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg' +
    'ICAgICAgICAgICAgICAgICAgICAgICAKAACAPwAAIMAAAAAAAABAQAAAAIAA4H9HUEsDBC0AAAAAAAAAIQBX7Q1m//////////8J' +
    'ABQAYWZ0ZXIubnB5AQAQAJgAAAAAAAAAmAAAAAAAAACTTlVNUFkBAHYAeydkZXNjcic6ICc8ZjQnLCAnZm9ydHJhbl9vcmRlcic6' +
    'IEZhbHNlLCAnc2hhcGUnOiAoMywgMiksIH0gICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg' +
    'ICAgICAgICAgCgAAwD8AAADAAACAPgAAgEAAAIA/AACAv1BLAQItAy0AAAAAAAAAIQCyXMbnmAAAAJgAAAAJAAAAAAAAAAAAAACA' +
    'AQAAAABhZGRycy5ucHlQSwECLQMtAAAAAAAAACEAnarR8pgAAACYAAAACgAAAAAAAAAAAAAAgAHTAAAAYmVmb3JlLm5weVBLAQIt' +
    'Ay0AAAAAAAAAIQBX7Q1mmAAAAJgAAAAJAAAAAAAAAAAAAACAAacBAABhZnRlci5ucHlQSwUGAAAAAAMAAwCmAAAAegIAAAAA';
  const DEFLATED =
    'UEsDBC0AAAAIAAAAIQCyXMbn//////////8JABQAYWRkcnMubnB5AQAQAJgAAAAAAAAAUQAAAAAAAACb7BfqGxDJyFDGUK2eklqc' +
    'XKRupaBuk2mhrqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RrGOpo6CrUKFAAudgYIYIbSDFKFEkxACgBQSwMELQAAAAgA' +
    'AAAhAJ2q0fL//////////woAFABiZWZvcmUubnB5AQAQAJgAAAAAAAAAWgAAAAAAAACb7BfqGxDJyFDGUK2eklqcXKRupaBuk2ai' +
    'rqOgnpZfVFKUmBefX5SSChJ3S8wpTgWKF2ckFqQC+RrGOgpGmjoKtQpkAy4GhgZ7BgaFAwxg4OAAJBoYHtS7AwBQSwMELQAAAAgA' +
    'AAAhAFftDWb//////////wkAFABhZnRlci5ucHkBABAAmAAAAAAAAABZAAAAAAAAAJvsF+obEMnIUMZQrZ6SWpxcpG6loG6TZqKu' +
    'o6Cell9UUpSYF59flJIKEndLzClOBYoXZyQWpAL5GsY6CkaaOgq1CmQDLgaGA/YMQIKBocEOiB2AGMhv2A8AUEsBAi0DLQAAAAgA' +
    'AAAhALJcxudRAAAAmAAAAAkAAAAAAAAAAAAAAIABAAAAAGFkZHJzLm5weVBLAQItAy0AAAAIAAAAIQCdqtHyWgAAAJgAAAAKAAAA' +
    'AAAAAAAAAACAAYwAAABiZWZvcmUubnB5UEsBAi0DLQAAAAgAAAAhAFftDWZZAAAAmAAAAAkAAAAAAAAAAAAAAIABIgEAAGFmdGVy' +
    'Lm5weVBLBQYAAAAAAwADAKYAAAC2AQAAAAA=';

  it('reads np.savez output', () => {
    expectSamePatch(readNpz(new Uint8Array(Buffer.from(STORED, 'base64'))), small());
  });

  it('reads np.savez_compressed output', () => {
    expectSamePatch(readNpz(new Uint8Array(Buffer.from(DEFLATED, 'base64'))), small());
  });

  it('reads from a view at an odd offset of a larger buffer', () => {
    const raw = Buffer.from(STORED, 'base64');
    const host = new Uint8Array(raw.length + 3);
    host.set(raw, 3);
    expectSamePatch(readNpz(host.subarray(3)), small());
  });
});
