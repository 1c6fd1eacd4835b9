import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Checks a ledger record in the browser, with nothing taken on the node's word: the record's id must be the hash of
 * its content, and its signature an AIN signed message over that id by the key named as its author. The byte
 * formats are the ones `@ainize/core` defines (canonical JSON, AIN signed messages); a test checks records that
 * core signed.
 */

export type RecordCheck =
  { ok: true } | { ok: false; problem: 'id_mismatch' | 'bad_signature' | 'wrong_signer'; detail: string };

interface RecordLike {
  id: string;
  prev_id: string | null;
  kind: string;
  author: string;
  body: unknown;
  ts: string;
  sig: string;
}

/** Compact JSON with object keys sorted at every depth, arrays in order: the text a record's id hashes. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortKeys);
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) {
    if (source[key] !== undefined) sorted[key] = sortKeys(source[key]);
  }
  return sorted;
}

export function recordId(record: Omit<RecordLike, 'id' | 'sig'>): string {
  const { prev_id, kind, author, body, ts } = record;
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ prev_id, kind, author, body, ts }))));
}

const PREFIX = utf8ToBytes('AINetwork Signed Message:\n');
const SECP256K1_N = secp256k1.Point.Fn.ORDER;

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
}

/** The AIN signed-message hash: keccak256 twice over the prefix, the length in UTF-16 units and the message. */
export function hashMessage(msg: string): Uint8Array {
  const bytes = /^0x[0-9a-fA-F]*$/.test(msg)
    ? hexToBytes(msg.length % 2 === 1 ? `0${msg.slice(2)}` : msg.slice(2))
    : utf8ToBytes(msg);
  return keccak_256(keccak_256(concatBytes(varint(PREFIX.length), PREFIX, varint(msg.length), bytes)));
}

/** The lower-case address whose key made `sig` over `msg`, or null when it is malformed or over another message. */
export function signerOf(msg: string, sig: string): string | null {
  if (!/^0x[0-9a-fA-F]{194}$/.test(sig)) return null;
  const bytes = hexToBytes(sig.slice(2));
  if (bytesToHex(bytes.subarray(0, 32)) !== bytesToHex(hashMessage(msg))) return null;
  const r = BigInt(`0x${bytesToHex(bytes.subarray(32, 64))}`);
  const s = BigInt(`0x${bytesToHex(bytes.subarray(64, 96))}`);
  const v = bytes[96];
  if (v !== 27 && v !== 28) return null;
  if (r === 0n || r >= SECP256K1_N || s === 0n || s > SECP256K1_N >> 1n) return null;
  try {
    const point = new secp256k1.Signature(r, s, v - 27).recoverPublicKey(bytes.subarray(0, 32));
    const digest = keccak_256(point.toBytes(false).subarray(1));
    return `0x${bytesToHex(digest.subarray(12))}`;
  } catch {
    return null;
  }
}

export function checkRecord(record: RecordLike): RecordCheck {
  const id = recordId(record);
  if (id !== record.id) {
    return { ok: false, problem: 'id_mismatch', detail: 'its id is not the hash of its content' };
  }
  const signer = signerOf(record.id, record.sig);
  if (signer === null) return { ok: false, problem: 'bad_signature', detail: 'its signature does not verify' };
  if (signer !== record.author.toLowerCase()) {
    return { ok: false, problem: 'wrong_signer', detail: `it was signed by ${signer}, not by its author` };
  }
  return { ok: true };
}
