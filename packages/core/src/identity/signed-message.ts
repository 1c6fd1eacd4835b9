import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { equalBytes } from '@noble/curves/utils.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { recover as recoverWithLibsecp256k1 } from 'tiny-secp256k1';
import { InvalidInputError } from '../errors/invalid-input.js';
import { quoteValue } from './quote-value.js';
import { SECP256K1_ORDER, addressFromPublicKey, isAddress, parsePrivateKey } from './keys.js';

/**
 * AIN signed messages, byte-compatible with ain-util's ecSignMessage / ecVerifySig (no chain id).
 *
 * Wire format, 97 bytes written as `0x` + 194 hex (196 characters):
 *   hash(32) ‖ r(32) ‖ s(32) ‖ v(1) with v = recovery + 27.
 * The hash travels inside the signature, so a verifier first checks it equals the hash of the message it
 * expects, then recovers the signer from (hash, r, s, v).
 */

const PREFIX = 'AINetwork Signed Message:\n';
const PREFIX_BYTES = utf8ToBytes(PREFIX);
const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{194}$/;
const HEX_MESSAGE_PATTERN = /^0x[0-9a-fA-F]*$/;
const HALF_ORDER = SECP256K1_ORDER >> 1n;

/** Total length of a signature string, `0x` included. */
export const SIGNATURE_HEX_LENGTH = 196;

/** Bitcoin-style variable-length integer, the length encoding the AIN message prefix uses. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  if (n <= 0xffffffff) return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
  // JS strings cannot reach 2^32 code units, so the 9-byte form is never needed.
  throw new InvalidInputError('signature', 'message too long');
}

/**
 * The message bytes exactly as ain-util derives them: a string that looks like `0x`-hex is signed as the
 * bytes it spells (odd length padded with a leading 0), anything else as UTF-8. Matching this quirk keeps
 * signatures interchangeable with the reference signer for every string, not only the ones we send.
 */
function messageBytes(msg: string): Uint8Array {
  if (HEX_MESSAGE_PATTERN.test(msg)) {
    const hex = msg.slice(2);
    return hexToBytes(hex.length % 2 === 1 ? `0${hex}` : hex);
  }
  return utf8ToBytes(msg);
}

/**
 * keccak256(keccak256(varint(26) ‖ "AINetwork Signed Message:\n" ‖ varint(msg.length) ‖ bytes(msg))).
 * The length is the JS string length (UTF-16 code units), not the byte count: that is what the reference
 * implementation hashes, so non-ASCII text must follow it to verify anywhere else.
 */
export function hashMessage(msg: string): Uint8Array {
  if (typeof msg !== 'string') throw new InvalidInputError('signature', `message must be a string, got ${typeof msg}`);
  const data = concatBytes(varint(PREFIX.length), PREFIX_BYTES, varint(msg.length), messageBytes(msg));
  return keccak_256(keccak_256(data));
}

/** Signs `msg` as an AIN signed message. Deterministic (RFC 6979) and low-S, like the reference signer. */
export function signMessage(msg: string, privHex: string): string {
  const key = parsePrivateKey(privHex);
  const hash = hashMessage(msg);
  // 'recovered' output is recovery(1) ‖ r(32) ‖ s(32); the AIN order puts v last and offsets it by 27.
  const rec = secp256k1.sign(hash, key, { prehash: false, lowS: true, format: 'recovered' });
  const v = (rec[0] ?? 0) + 27;
  return `0x${bytesToHex(hash)}${bytesToHex(rec.subarray(1))}${v.toString(16)}`;
}

/** The parts of a signature in the AIN wire format. */
export interface ParsedSignature {
  /** The message hash the signer committed to. */
  hash: Uint8Array;
  r: bigint;
  s: bigint;
  v: 27 | 28;
}

/**
 * Splits a signature and checks everything a verifier would refuse before doing curve arithmetic:
 * the shape, v ∈ {27, 28}, r and s in [1, n-1], and low S (the high-S twin of a valid signature is refused
 * by the reference verifier, and accepting it here would give each signature two spellings).
 */
export function parseSignature(sig: string): ParsedSignature {
  if (typeof sig !== 'string') throw new InvalidInputError('signature', `must be a string, got ${typeof sig}`);
  if (!SIGNATURE_PATTERN.test(sig)) {
    throw new InvalidInputError('signature', `must be 0x followed by 194 hex characters, got ${quoteValue(sig)}`);
  }
  const bytes = hexToBytes(sig.slice(2));
  const r = BigInt(`0x${bytesToHex(bytes.subarray(32, 64))}`);
  const s = BigInt(`0x${bytesToHex(bytes.subarray(64, 96))}`);
  const v = bytes[96];
  if (v !== 27 && v !== 28) throw new InvalidInputError('signature', `v must be 27 or 28, got ${String(v)}`);
  if (r === 0n || r >= SECP256K1_ORDER) throw new InvalidInputError('signature', 'r is out of range');
  if (s === 0n || s >= SECP256K1_ORDER) throw new InvalidInputError('signature', 's is out of range');
  if (s > HALF_ORDER) throw new InvalidInputError('signature', 's is in the upper half of the curve order');
  return { hash: bytes.slice(0, 32), r, s, v };
}

/**
 * Address that produced `sig` over `msg`, or null when the signature is malformed or was made over another
 * message. Never throws.
 */
export function recoverAddress(msg: string, sig: string): string | null {
  let parsed: ParsedSignature;
  let expected: Uint8Array;
  try {
    parsed = parseSignature(sig);
    expected = hashMessage(msg);
  } catch {
    return null;
  }
  if (!equalBytes(parsed.hash, expected)) return null;
  return recoverSigner(parsed);
}

/**
 * Signer of an already-parsed signature over its embedded hash, or null if no key fits. Recovery yields the
 * one public key for which (r, s) verifies, so no separate verify step is needed.
 *
 * Recovery is the cost of checking a ledger record (about 93 % of it), so it runs in libsecp256k1, Bitcoin Core's
 * audited C library, compiled to WebAssembly by `tiny-secp256k1`: about 4.5 times faster than the same recovery in
 * JavaScript (`@noble/curves`, which still signs). Both are tested to recover the same key from the same signatures.
 */
export function recoverSigner(parsed: ParsedSignature): string | null {
  try {
    const compact = hexToBytes(`${parsed.r.toString(16).padStart(64, '0')}${parsed.s.toString(16).padStart(64, '0')}`);
    const publicKey = recoverWithLibsecp256k1(parsed.hash, compact, (parsed.v - 27) as 0 | 1, false);
    return publicKey === null ? null : addressFromPublicKey(publicKey);
  } catch {
    return null;
  }
}

/** The same recovery in JavaScript (`@noble/curves`): the reference the faster one is tested and measured against. */
export function recoverSignerInJs(parsed: ParsedSignature): string | null {
  try {
    const signature = new secp256k1.Signature(parsed.r, parsed.s, parsed.v - 27);
    return addressFromPublicKey(signature.recoverPublicKey(parsed.hash).toBytes(false));
  } catch {
    return null;
  }
}

/** True when `sig` is a valid AIN signature over `msg` by `address` (any letter case). Never throws. */
export function verifyMessage(msg: string, sig: string, address: string): boolean {
  if (!isAddress(address)) return false;
  const signer = recoverAddress(msg, sig);
  return signer !== null && signer.toLowerCase() === address.toLowerCase();
}
