import { addressOf, isAddress, parsePrivateKey, sameAddress } from '@ainize/core';

/**
 * `AINIZE_TEACH_KEY` is either the key itself (64 hex, optional 0x) or the path of a key-backup JSON file:
 *
 *   { "address": "0x…", "private_key": "<64 hex>" }
 *
 * `privateKey` is accepted in place of `private_key` (the spelling the node's own config uses for its identity).
 * `address` is optional; when present it must be the key's address, so a backup of the wrong key is refused at
 * startup rather than discovered as 401s later. Refusals never repeat the value: a mistyped key is still a key.
 */

const HEX_KEY = /^(?:0x)?[0-9a-fA-F]{64}$/;
const MAX_BACKUP_BYTES = 64 * 1024;

export interface TeachKey {
  privateKey: string;
  /** Checksummed; public (teacher_profile and node_status may show it). */
  address: string;
  source: 'inline' | 'file';
}

export type ReadFile = (path: string) => string;

/** Returns the key, or a sentence saying what is wrong with it (without the value). */
export function readTeachKey(value: string, readFile: ReadFile): TeachKey | { problem: string } {
  const trimmed = value.trim();
  if (HEX_KEY.test(trimmed)) {
    const key = fromHex(trimmed);
    return 'problem' in key ? key : { ...key, source: 'inline' };
  }
  let text: string;
  try {
    text = readFile(trimmed);
  } catch {
    return { problem: 'is neither 64 hex characters nor the path of a readable key-backup JSON file' };
  }
  if (text.length > MAX_BACKUP_BYTES) return { problem: 'names a file too large to be a key backup' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'names a file that is not JSON (expected {"address", "private_key"})' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'names a file that is not a JSON object (expected {"address", "private_key"})' };
  }
  const fields = parsed as Record<string, unknown>;
  const raw = fields.private_key ?? fields.privateKey;
  if (typeof raw !== 'string' || !HEX_KEY.test(raw.trim())) {
    return { problem: 'names a key backup without a 64-hex "private_key" field' };
  }
  const key = fromHex(raw.trim());
  if ('problem' in key) return key;
  if (fields.address !== undefined) {
    if (!isAddress(fields.address) || !sameAddress(fields.address, key.address)) {
      return { problem: 'names a key backup whose "address" is not the address of its private key' };
    }
  }
  return { ...key, source: 'file' };
}

function fromHex(hex: string): Omit<TeachKey, 'source'> | { problem: string } {
  try {
    parsePrivateKey(hex);
  } catch {
    return { problem: 'is not a usable secp256k1 private key (zero or above the curve order)' };
  }
  const privateKey = hex.startsWith('0x') ? hex.slice(2).toLowerCase() : hex.toLowerCase();
  return { privateKey, address: addressOf(privateKey) };
}
