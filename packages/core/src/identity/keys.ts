import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { InvalidInputError } from '../errors/invalid-input.js';
import { quoteValue } from './quote-value.js';

/**
 * An AIN account is a secp256k1 key pair; its address is derived exactly as on Ethereum
 * (last 20 bytes of keccak256 over the 64-byte uncompressed public key), written EIP-55 checksummed.
 */

const PRIVATE_KEY_PATTERN = /^(?:0x)?[0-9a-fA-F]{64}$/;
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Curve order n: a private key must lie in [1, n-1]. */
export const SECP256K1_ORDER = secp256k1.Point.Fn.ORDER;

/**
 * Parses a private key given as 64 hex characters (optional `0x`, either case) into its 32 bytes.
 * Throws InvalidInputError('private_key') for any other shape or for a value outside the curve range;
 * the message never echoes the key itself.
 */
export function parsePrivateKey(privHex: string): Uint8Array {
  if (typeof privHex !== 'string') {
    throw new InvalidInputError('private_key', `must be a hex string, got ${typeof privHex}`);
  }
  if (!PRIVATE_KEY_PATTERN.test(privHex)) {
    throw new InvalidInputError('private_key', 'must be 64 hex characters, optionally prefixed with 0x');
  }
  const bytes = hexToBytes(privHex.startsWith('0x') ? privHex.slice(2) : privHex);
  if (!secp256k1.utils.isValidSecretKey(bytes)) {
    throw new InvalidInputError('private_key', 'is zero or not below the secp256k1 curve order');
  }
  return bytes;
}

/** A fresh random private key as 64 lower-case hex characters without `0x` (the form ain-util stores). */
export function generatePrivateKey(): string {
  return bytesToHex(secp256k1.utils.randomSecretKey());
}

/** True when `s` has the address shape `0x` + 40 hex. Mixed case is accepted without a checksum test, as the node does. */
export function isAddress(s: unknown): s is string {
  return typeof s === 'string' && ADDRESS_PATTERN.test(s);
}

/** True when `s` is an address written exactly in its EIP-55 checksummed form. */
export function isChecksumAddress(s: unknown): s is string {
  return isAddress(s) && toChecksumAddress(s) === s;
}

/** EIP-55: each hex letter is upper-cased when the matching nibble of keccak256(lower-case hex) is ≥ 8. */
export function toChecksumAddress(s: string): string {
  if (!isAddress(s)) {
    throw new InvalidInputError('address', `expected 0x followed by 40 hex characters, got ${quoteValue(s)}`);
  }
  const lower = s.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

/** Same account, whatever the letter case of either spelling. */
export function sameAddress(a: string, b: string): boolean {
  return isAddress(a) && isAddress(b) && a.toLowerCase() === b.toLowerCase();
}

/** Address (checksummed) of a 65-byte uncompressed SEC1 public key. */
export function addressFromPublicKey(uncompressed: Uint8Array): string {
  if (uncompressed.length !== 65 || uncompressed[0] !== 0x04) {
    throw new InvalidInputError('address', 'public key must be 65 bytes, uncompressed (0x04 prefix)');
  }
  const digest = keccak_256(uncompressed.subarray(1));
  return toChecksumAddress(`0x${bytesToHex(digest.subarray(12))}`);
}

/** Checksummed address of a private key. */
export function addressOf(privHex: string): string {
  return addressFromPublicKey(secp256k1.getPublicKey(parsePrivateKey(privHex), false));
}
