import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InvalidInputError, type InputKind } from '../src/errors/invalid-input.js';
import { encodeNpyHeader } from '../src/npz/npy-header.js';
import { readNpz, writeNpz } from '../src/npz/npz.js';

/*
 * Hand-built archives: zip64 layouts the writer never produces, and malformed files the reader must refuse
 * with InvalidInputError of the right kind (never a TypeError, RangeError or a hang).
 */

interface Member {
  name: string;
  data: Uint8Array;
  deflate?: boolean;
  /** Declared uncompressed size (defaults to the real one). */
  size?: number;
  /** Declared compressed size (defaults to the real one). */
  compressedSize?: number;
  crc?: number;
  flags?: number;
  method?: number;
  /** Put sizes and offset in zip64 extra fields (placeholders 0xffffffff in the fixed fields). */
  zip64?: boolean;
  /** Raw bytes to store as the member's (compressed) data instead of `data` or its deflation. */
  payload?: Uint8Array;
}

function craftZip(members: Member[], options: { zip64End?: boolean } = {}): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const payload = m.payload ? Buffer.from(m.payload) : m.deflate ? deflateRawSync(m.data) : Buffer.from(m.data);
    const size = m.size ?? m.data.length;
    const csize = m.compressedSize ?? payload.length;
    const name = Buffer.from(m.name);
    const method = m.method ?? (m.deflate ? 8 : 0);
    const crc = m.crc ?? crc32(m.data);
    const localExtra = m.zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
    if (m.zip64) {
      localExtra.writeUInt16LE(1, 0);
      localExtra.writeUInt16LE(16, 2);
      localExtra.writeBigUInt64LE(BigInt(size), 4);
      localExtra.writeBigUInt64LE(BigInt(csize), 12);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(m.zip64 ? 45 : 20, 4);
    local.writeUInt16LE(m.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(m.zip64 ? 0xffffffff : csize, 18);
    local.writeUInt32LE(m.zip64 ? 0xffffffff : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    parts.push(local, name, localExtra, payload);

    const centralExtra = m.zip64 ? Buffer.alloc(28) : Buffer.alloc(0);
    if (m.zip64) {
      centralExtra.writeUInt16LE(1, 0);
      centralExtra.writeUInt16LE(24, 2);
      centralExtra.writeBigUInt64LE(BigInt(size), 4);
      centralExtra.writeBigUInt64LE(BigInt(csize), 12);
      centralExtra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(m.zip64 ? 45 : 20, 6);
    entry.writeUInt16LE(m.flags ?? 0, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(m.zip64 ? 0xffffffff : csize, 20);
    entry.writeUInt32LE(m.zip64 ? 0xffffffff : size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt16LE(centralExtra.length, 30);
    entry.writeUInt32LE(m.zip64 ? 0xffffffff : offset, 42);
    central.push(entry, name, centralExtra);
    offset += 30 + name.length + localExtra.length + payload.length;
  }
  const cd = Buffer.concat(central);
  const tail: Buffer[] = [];
  if (options.zip64End) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(members.length), 24);
    record.writeBigUInt64LE(BigInt(members.length), 32);
    record.writeBigUInt64LE(BigInt(cd.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + cd.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64End ? 0xffff : members.length, 8);
  end.writeUInt16LE(options.zip64End ? 0xffff : members.length, 10);
  end.writeUInt32LE(options.zip64End ? 0xffffffff : cd.length, 12);
  end.writeUInt32LE(options.zip64End ? 0xffffffff : offset, 16);
  return new Uint8Array(Buffer.concat([...parts, cd, ...tail, end]));
}

function npy(descr: string, shape: number[], data: ArrayBufferView, header?: Uint8Array): Uint8Array {
  const h = header ?? encodeNpyHeader(descr, shape);
  return new Uint8Array(Buffer.concat([h, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]));
}

const addrsNpy = (values: bigint[]) => npy('<i8', [values.length], new BigInt64Array(values));
const f32Npy = (rows: number, d: number, descr = '<f4') =>
  npy(
    descr,
    [rows, d],
    new Float32Array(rows * d).map((_, i) => i / 2),
  );

function members(overrides: Partial<Record<'addrs' | 'before' | 'after', Partial<Member>>> = {}): Member[] {
  return [
    { name: 'addrs.npy', data: addrsNpy([1n, 2n]), ...overrides.addrs },
    { name: 'before.npy', data: f32Npy(2, 3), ...overrides.before },
    { name: 'after.npy', data: f32Npy(2, 3), ...overrides.after },
  ];
}

function refusal(bytes: Uint8Array, options?: Parameters<typeof readNpz>[1]): InvalidInputError {
  try {
    readNpz(bytes, options);
  } catch (err) {
    if (err instanceof InvalidInputError) return err;
    throw new Error(`expected InvalidInputError, got ${String(err)}`);
  }
  throw new Error('expected a refusal, but the file was accepted');
}

function expectRefused(bytes: Uint8Array, kind: InputKind, reason: RegExp, options?: Parameters<typeof readNpz>[1]) {
  const err = refusal(bytes, options);
  expect(err.kind).toBe(kind);
  expect(err.reason).toMatch(reason);
}

describe('zip64 and layout variants', () => {
  it('reads a hand-built zip64 archive (zip64 extras and zip64 end record)', () => {
    const got = readNpz(
      craftZip(members({ addrs: { zip64: true }, before: { zip64: true, deflate: true }, after: { zip64: true } }), {
        zip64End: true,
      }),
    );
    expect([got.rows, got.rowDim]).toEqual([2, 3]);
    expect(Array.from(got.addrs)).toEqual([1n, 2n]);
    expect(got.before[5]).toBe(2.5);
  });

  it('reads zip64 extras under a classic end record', () => {
    expect(readNpz(craftZip(members({ before: { zip64: true } }))).rows).toBe(2);
  });

  it('reads .npy version 2.0 and 3.0 headers (uint32 header length)', () => {
    for (const major of [2, 3]) {
      const dict = new TextEncoder().encode("{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }\n");
      const header = new Uint8Array(12 + dict.length);
      header.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, major, 0], 0);
      new DataView(header.buffer).setUint32(8, dict.length, true);
      header.set(dict, 12);
      const data = new Uint8Array(Buffer.concat([header, Buffer.from(new BigInt64Array([4n, 5n]).buffer)]));
      expect(Array.from(readNpz(craftZip(members({ addrs: { data } }))).addrs)).toEqual([4n, 5n]);
    }
  });

  it('accepts a data-descriptor flag, trusting the central directory', () => {
    expect(readNpz(craftZip(members({ after: { flags: 0x0008 } }))).rows).toBe(2);
  });
});

describe('refusals', () => {
  it('refuses a wrong CRC', () => {
    expectRefused(craftZip(members({ before: { crc: 0x12345678 } })), 'npz', /before\.npy fails its CRC-32/);
    const bytes = writeNpz({
      addrs: new BigInt64Array([5n]),
      before: new Float32Array([1]),
      after: new Float32Array([3]),
      rowDim: 1,
    });
    const centralAt = new DataView(bytes.buffer).getUint32(bytes.length - 6, true);
    bytes[centralAt - 1]! ^= 0x01; // the last byte of the last member's data
    expectRefused(bytes, 'npz', /CRC-32/);
  });

  it('refuses a wrong dtype, Fortran order and bad headers as npy errors', () => {
    const f8 = npy('<f8', [2, 3], new Float64Array(6));
    expectRefused(craftZip(members({ before: { data: f8 } })), 'npy', /before\.npy: dtype '<f8' is not '<f4'/);
    expectRefused(craftZip(members({ addrs: { data: npy('<i4', [2], new Int32Array(2)) } })), 'npy', /dtype '<i4'/);
    expectRefused(
      craftZip(members({ after: { data: npy('>f4', [2, 3], new Float32Array(6)) } })),
      'npy',
      /dtype '>f4'/,
    );
    const fortran = new TextEncoder().encode("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }");
    expectRefused(craftZip(members({ before: { data: rawNpy(fortran, 24) } })), 'npy', /fortran_order/);
    const code = new TextEncoder().encode(
      "{'descr': __import__('os').system('x'), 'fortran_order': False, 'shape': (2, 3), }",
    );
    expectRefused(craftZip(members({ before: { data: rawNpy(code, 24) } })), 'npy', /expected a string/);
    const extra = new TextEncoder().encode("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), 'x': 1, }");
    expectRefused(craftZip(members({ before: { data: rawNpy(extra, 24) } })), 'npy', /header/);
    const notTuple = new TextEncoder().encode("{'descr': '<i8', 'fortran_order': False, 'shape': (2), }");
    expectRefused(craftZip(members({ addrs: { data: rawNpy(notTuple, 16) } })), 'npy', /expected ','/);
    const badMagic = addrsNpy([1n, 2n]);
    badMagic[1] = 0x4d;
    expectRefused(craftZip(members({ addrs: { data: badMagic } })), 'npy', /bad magic/);
    const longHeader = addrsNpy([1n, 2n]);
    longHeader[8] = 0xff;
    longHeader[9] = 0xff;
    expectRefused(craftZip(members({ addrs: { data: longHeader } })), 'npy', /runs past/);
  });

  it('refuses data that does not match the declared shape', () => {
    const short = addrsNpy([1n, 2n]).subarray(0, 128 + 12);
    expectRefused(
      craftZip(members({ addrs: { data: short } })),
      'npy',
      /data is 12 bytes but shape \(2,\) of <i8 needs 16/,
    );
    const long = new Uint8Array(Buffer.concat([addrsNpy([1n, 2n]), Buffer.alloc(8)]));
    expectRefused(craftZip(members({ addrs: { data: long } })), 'npy', /needs 16/);
    const huge = npy('<f4', [2 ** 40, 2 ** 40], new Float32Array(0));
    expectRefused(craftZip(members({ before: { data: huge } })), 'npy', /needs/);
  });

  it('refuses shapes that disagree between members', () => {
    const bytes = craftZip(members({ addrs: { data: addrsNpy([1n, 2n]) }, before: { data: f32Npy(3, 4) } }));
    const err = refusal(bytes);
    expect(err.kind).toBe('npz');
    expect(err.reason).toBe('member before.npy: shape (3, 4) does not match addrs (2,)');
    expectRefused(
      craftZip(members({ after: { data: f32Npy(2, 4) } })),
      'npz',
      /after\.npy: shape \(2, 4\) does not match before\.npy \(2, 3\)/,
    );
    expectRefused(
      craftZip(members({ before: { data: npy('<f4', [2], new Float32Array(2)) } })),
      'npy',
      /not 2-dimensional/,
    );
    expectRefused(
      craftZip(members({ before: { data: f32Npy(2, 0) }, after: { data: f32Npy(2, 0) } })),
      'npz',
      /row_dim is 0/,
    );
  });

  it('refuses a member claiming 100 GB', () => {
    const big = 100e9;
    expectRefused(
      craftZip(members({ before: { zip64: true, size: big, compressedSize: big } })),
      'npz',
      /declares 100000000000 bytes, beyond the 2147483648-byte cap/,
    );
    // With the cap lifted, the sizes still have to fit the file and deflate's expansion limit.
    expectRefused(craftZip(members({ before: { zip64: true, size: big, compressedSize: big } })), 'npz', /runs past/, {
      maxBytes: 1e12,
    });
    expectRefused(
      craftZip(members({ before: { zip64: true, size: big, deflate: true } })),
      'npz',
      /beyond what deflate can expand to/,
      { maxBytes: 1e12 },
    );
  });

  it('refuses a deflate bomb beyond the cap', () => {
    const zeros = new Uint8Array(64 * 1024 * 1024);
    // Honest declared size, over a caller's cap: refused before inflating.
    expectRefused(
      craftZip(members({ before: { data: zeros, deflate: true } })),
      'npz',
      /beyond the 16777216-byte cap/,
      { maxBytes: 16 * 1024 * 1024 },
    );
    // Lying declared size: inflation stops at the declared size.
    expectRefused(
      craftZip(members({ before: { data: zeros, deflate: true, size: 4096 } })),
      'npz',
      /inflates beyond its declared 4096 bytes/,
    );
    // Declared 3 GiB: over the default cap.
    expectRefused(
      craftZip(members({ before: { data: zeros, deflate: true, size: 3 * 1024 ** 3, zip64: true } })),
      'npz',
      /cap/,
    );
  });

  it('refuses corrupt deflate data and unsupported members', () => {
    const before = members()[1]!.data;
    const cut = deflateRawSync(before).subarray(0, 20);
    expectRefused(
      craftZip(members({ before: { method: 8, payload: cut } })),
      'npz',
      /before\.npy is not a valid deflate stream/,
    );
    const badBlock = new Uint8Array([0xff, 0xff, 0xff, 0xff]);
    expectRefused(craftZip(members({ before: { method: 8, payload: badBlock } })), 'npz', /not a valid deflate stream/);
    expectRefused(craftZip(members({ after: { method: 12 } })), 'npz', /unsupported compression method 12/);
    expectRefused(craftZip(members({ after: { flags: 1 } })), 'npz', /encrypted/);
    expectRefused(craftZip(members().slice(0, 2)), 'npz', /missing member after\.npy/);
    expectRefused(craftZip([...members(), members()[0]!]), 'npz', /addrs\.npy appears twice/);
    const many = [...members(), ...Array.from({ length: 62 }, (_, i) => ({ name: `x${i}`, data: new Uint8Array(1) }))];
    expectRefused(craftZip(many), 'npz', /lists 65 members/);
    expect(readNpz(craftZip(many.slice(0, 64))).rows).toBe(2);
  });

  it('refuses a member whose data overlaps another', () => {
    const ms = members();
    const bytes = craftZip(ms);
    // Stretch addrs.npy over the next member and give it the matching CRC, so only the overlap is wrong.
    const view = new DataView(bytes.buffer);
    const cdAt = view.getUint32(bytes.length - 6, true);
    const stretched = view.getUint32(cdAt + 20, true) + 30 + 10 + ms[1]!.data.length;
    const covered = bytes.subarray(30 + 9, 30 + 9 + stretched);
    for (const at of [18, 22]) view.setUint32(at, stretched, true);
    for (const at of [cdAt + 20, cdAt + 24]) view.setUint32(at, stretched, true);
    view.setUint32(cdAt + 16, crc32(covered), true);
    expectRefused(bytes, 'npz', /overlaps member addrs\.npy/);
  });

  it('refuses a bad cap option and non-byte input', () => {
    const ok = writeNpz({
      addrs: new BigInt64Array([1n]),
      before: new Float32Array([1]),
      after: new Float32Array([1]),
      rowDim: 1,
    });
    expectRefused(ok, 'npz', /maxBytes/, { maxBytes: -1 });
    expectRefused(ok, 'npz', /maxBytes/, { maxBytes: Number.NaN });
    expect(() => readNpz('PK' as unknown as Uint8Array)).toThrow(InvalidInputError);
  });
});

function rawNpy(dictText: Uint8Array, dataBytes: number): Uint8Array {
  const header = new Uint8Array(10 + dictText.length + 1);
  header.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0], 0);
  new DataView(header.buffer).setUint16(8, dictText.length + 1, true);
  header.set(dictText, 10);
  header[header.length - 1] = 0x0a;
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(dataBytes)]));
}
