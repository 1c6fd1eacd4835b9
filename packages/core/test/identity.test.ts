import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../src/errors/invalid-input.js';
import {
  SECP256K1_ORDER,
  addressOf,
  generatePrivateKey,
  isAddress,
  isChecksumAddress,
  parsePrivateKey,
  sameAddress,
  toChecksumAddress,
} from '../src/identity/keys.js';
import {
  SIGNATURE_HEX_LENGTH,
  hashMessage,
  parseSignature,
  recoverAddress,
  recoverSigner,
  recoverSignerInJs,
  signMessage,
  verifyMessage,
} from '../src/identity/signed-message.js';

/** The reference implementation, CommonJS; only its signing and address helpers are used. */
interface AinUtil {
  ecSignMessage(message: string, privateKey: Buffer): string;
  ecVerifySig(message: string, signature: string, address: string): boolean;
  hashMessage(message: string): Buffer;
  privateToAddress(privateKey: Buffer): string;
  toChecksumAddress(address: string): string;
}
const ain = createRequire(import.meta.url)('@ainblockchain/ain-util') as AinUtil;

/** Deterministic test keys: sha256 of a label is a valid secp256k1 scalar with overwhelming probability. */
const keyFor = (label: string) => createHash('sha256').update(label).digest('hex');
const KEYS = ['alice', 'bob', 'carol'].map(keyFor);

const MESSAGES = [
  '',
  'hello',
  '안녕하세요, 세계', // multi-byte UTF-8: the length prefix counts UTF-16 units, not bytes
  'emoji 😀 outside the BMP',
  'teach:0x969B880f014eDA7DAcC7a4490F7bCe3484f2BF04:POST:/api/teach/jobs?dry=1:1700000000000',
  '2de6d2aa7d93f3e6a5aa6e6ecc98c9ef94f26c9c3d6a6556408ccd54c418960c',
  '0xdeadbeef', // a 0x-hex string is signed as the bytes it spells
  '0xabc',
  'x'.repeat(300), // length ≥ 0xfd takes the 3-byte varint
];

function reasonOf(fn: () => unknown): { kind: string; reason: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof InvalidInputError) return { kind: err.kind, reason: err.reason };
    throw err;
  }
  throw new Error('expected InvalidInputError');
}

describe('AIN signed messages against the reference implementation', () => {
  it('hashes every message exactly as the reference does', () => {
    for (const msg of MESSAGES) {
      expect(bytesToHex(hashMessage(msg))).toBe(ain.hashMessage(msg).toString('hex'));
    }
  });

  it('produces byte-identical signatures, verifiable both ways', () => {
    for (const key of KEYS) {
      const address = addressOf(key);
      for (const msg of MESSAGES) {
        const ours = signMessage(msg, key);
        const theirs = ain.ecSignMessage(msg, Buffer.from(key, 'hex'));
        expect(ours).toBe(theirs);
        expect(ours).toHaveLength(SIGNATURE_HEX_LENGTH);
        expect(ain.ecVerifySig(msg, ours, address)).toBe(true);
        expect(verifyMessage(msg, theirs, address)).toBe(true);
      }
    }
  });

  it('derives the same checksummed addresses', () => {
    for (const key of KEYS) {
      const address = addressOf(key);
      expect(address).toBe(ain.privateToAddress(Buffer.from(key, 'hex')));
      expect(toChecksumAddress(address.toLowerCase())).toBe(ain.toChecksumAddress(address.toLowerCase()));
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
      expect(addressOf(`0x${key.toUpperCase()}`)).toBe(address);
    }
  });
});

describe('signature verification', () => {
  const key = KEYS[0] ?? '';
  const address = addressOf(key);
  const sig = signMessage('pay 2 CREDIT', key);

  it('accepts the signer in any letter case and recovers it', () => {
    expect(verifyMessage('pay 2 CREDIT', sig, address.toLowerCase())).toBe(true);
    expect(verifyMessage('pay 2 CREDIT', sig.toUpperCase().replace('0X', '0x'), address)).toBe(true);
    expect(recoverAddress('pay 2 CREDIT', sig)).toBe(address);
  });

  it('refuses another message, another signer and malformed input without throwing', () => {
    expect(verifyMessage('pay 3 CREDIT', sig, address)).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', sig, addressOf(KEYS[1] ?? ''))).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', sig, 'not-an-address')).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', sig.slice(0, -2), address)).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', 'garbage', address)).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', sig.slice(2), address)).toBe(false);
    expect(verifyMessage('pay 2 CREDIT', undefined as unknown as string, address)).toBe(false);
    expect(recoverAddress('pay 2 CREDIT', 'garbage')).toBeNull();
  });

  it('refuses the high-S twin of a valid signature, as the reference does', () => {
    const s = BigInt(`0x${sig.slice(130, 194)}`);
    const flippedV = sig.slice(194) === '1b' ? '1c' : '1b';
    const twin = `${sig.slice(0, 130)}${(SECP256K1_ORDER - s).toString(16).padStart(64, '0')}${flippedV}`;
    expect(verifyMessage('pay 2 CREDIT', twin, address)).toBe(false);
    expect(reasonOf(() => parseSignature(twin)).reason).toMatch(/upper half/);
    let reference: boolean;
    try {
      reference = ain.ecVerifySig('pay 2 CREDIT', twin, address);
    } catch {
      reference = false;
    }
    expect(reference).toBe(false);
  });

  it('recovers the same signer in libsecp256k1 (WebAssembly) as in JavaScript, and none where neither finds one', () => {
    // Real signatures of several keys, then the same (r, s) under the other recovery id and over another hash, and
    // values of r that are no x coordinate on the curve: the two libraries must agree on every one.
    let agreed = 0;
    for (let i = 0; i < 60; i += 1) {
      const signer = KEYS[i % KEYS.length] ?? '';
      const parsed = parseSignature(signMessage(`record ${i}`, signer));
      const variants = [
        parsed,
        { ...parsed, v: parsed.v === 27 ? (28 as const) : (27 as const) },
        { ...parsed, hash: hashMessage(`another record ${i}`) },
        { ...parsed, r: SECP256K1_ORDER - BigInt(i + 1) },
      ];
      for (const variant of variants) {
        expect(recoverSigner(variant)).toBe(recoverSignerInJs(variant));
        agreed += 1;
      }
      expect(recoverSigner(parsed)).toBe(addressOf(signer));
    }
    expect(agreed).toBe(240);
  });

  it('parseSignature names what is wrong', () => {
    expect(parseSignature(sig).v === 27 || parseSignature(sig).v === 28).toBe(true);
    expect(reasonOf(() => parseSignature('0x1234'))).toMatchObject({ kind: 'signature' });
    expect(reasonOf(() => parseSignature(`${sig.slice(0, -2)}1d`)).reason).toMatch(/v must be 27 or 28/);
    const zeroR = `${sig.slice(0, 66)}${'0'.repeat(64)}${sig.slice(130)}`;
    expect(reasonOf(() => parseSignature(zeroR)).reason).toMatch(/r is out of range/);
    const bigS = `${sig.slice(0, 130)}${'f'.repeat(64)}${sig.slice(194)}`;
    expect(reasonOf(() => parseSignature(bigS)).reason).toMatch(/s is out of range/);
    expect(reasonOf(() => parseSignature(42 as unknown as string)).reason).toMatch(/must be a string/);
  });
});

describe('keys and addresses', () => {
  it('validates private keys without echoing them', () => {
    const n = SECP256K1_ORDER;
    expect(parsePrivateKey((n - 1n).toString(16))).toHaveLength(32);
    for (const bad of ['0'.repeat(64), n.toString(16), 'ab', `${'g'.repeat(64)}`, `0x${'1'.repeat(63)}`]) {
      const { kind, reason } = reasonOf(() => parsePrivateKey(bad));
      expect(kind).toBe('private_key');
      expect(reason).not.toContain(bad);
    }
    expect(reasonOf(() => signMessage('x', 'nope')).kind).toBe('private_key');
    expect(reasonOf(() => addressOf(123 as unknown as string)).kind).toBe('private_key');
  });

  it('generates usable, distinct keys', () => {
    const a = generatePrivateKey();
    const b = generatePrivateKey();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(verifyMessage('m', signMessage('m', a), addressOf(a))).toBe(true);
  });

  it('checks address shape and EIP-55 spelling', () => {
    // Published EIP-55 examples.
    for (const good of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359']) {
      expect(toChecksumAddress(good.toLowerCase())).toBe(good);
      expect(isChecksumAddress(good)).toBe(true);
    }
    expect(isAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    for (const bad of ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x123', `0x${'z'.repeat(40)}`, 7, null]) {
      expect(isAddress(bad)).toBe(false);
    }
    expect(reasonOf(() => toChecksumAddress('0x123')).kind).toBe('address');
    expect(
      sameAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED'),
    ).toBe(true);
  });
});
