import { addressOf, isAddress, parsePrivateKey, sameAddress } from '@ainize/core';

/**
 * `AINIZE_TEACH_KEY` is the key itself (64 hex, optional 0x) or the path of a file holding it in one of two forms:
 *
 *   - the key alone: 64 hex characters, optional 0x, surrounding whitespace ignored (`echo $KEY > key.hex`);
 *   - a key-backup JSON object, the form `ainize-mcp teach-key new` writes:
 *       { "address": "0x…", "private_key": "<64 hex>" }
 *     `privateKey` is accepted in place of `private_key` (the spelling the node's own config uses for its
 *     identity). `address` is optional; when present it must be the key's address, so a backup of the wrong key
 *     is refused at startup rather than discovered as 401s later.
 *
 * Anything else is refused with a named problem that says which forms are accepted and how to make a key.
 * Refusals never repeat the value or the file's text: a mistyped key is still a key.
 */

export const HEX_KEY = /^(?:0x)?[0-9a-fA-F]{64}$/;
const MAX_KEY_FILE_BYTES = 64 * 1024;

/** What every refusal ends with: the forms that work, and the command that makes one. */
export const TEACH_KEY_FORMS =
  'accepted: 64 hex characters (0x optional) given inline or alone in a file, or a JSON file ' +
  '{"address", "private_key"}; make a new one with `ainize-mcp teach-key new --out <file>`';

export interface TeachKey {
  privateKey: string;
  /** Checksummed; public (teacher_profile and node_status may show it). */
  address: string;
  source: 'inline' | 'file';
}

/** The names of the ways a teaching key can be refused, for tests and tools that branch on them. */
export type TeachKeyProblemCode =
  | 'teach_key_unreadable'
  | 'teach_key_file_too_large'
  | 'teach_key_file_empty'
  | 'teach_key_bad_hex'
  | 'teach_key_not_a_key_file'
  | 'teach_key_not_an_object'
  | 'teach_key_encrypted_keystore'
  | 'teach_key_missing_private_key'
  | 'teach_key_address_mismatch'
  | 'teach_key_invalid_key';

export interface TeachKeyProblem {
  code: TeachKeyProblemCode;
  /** A sentence that follows the setting's name ("AINIZE_TEACH_KEY names a file …"), without the value. */
  problem: string;
}

export type ReadFile = (path: string) => string;

/** Returns the key, or a named problem saying what is wrong with it (without the value). */
export function readTeachKey(value: string, readFile: ReadFile): TeachKey | TeachKeyProblem {
  const trimmed = value.trim();
  if (HEX_KEY.test(trimmed)) {
    const key = fromHex(trimmed);
    return 'problem' in key ? key : { ...key, source: 'inline' };
  }
  let text: string;
  try {
    text = readFile(trimmed);
  } catch (thrown) {
    const code = (thrown as { code?: unknown } | null)?.code;
    const why = typeof code === 'string' && /^E[A-Z]+$/.test(code) ? ` (${code})` : '';
    return refuse('teach_key_unreadable', `is neither 64 hex characters nor the path of a readable file${why}`);
  }
  return parseTeachKeyFile(text);
}

/** Reads the text of a key file in either accepted form. Exported for the command that writes one. */
export function parseTeachKeyFile(fileText: string): TeachKey | TeachKeyProblem {
  if (fileText.length > MAX_KEY_FILE_BYTES) {
    return refuse('teach_key_file_too_large', 'names a file too large to be a key file');
  }
  const text = fileText.replace(/^\uFEFF/, '').trim();
  if (text === '') return refuse('teach_key_file_empty', 'names an empty file');
  if (HEX_KEY.test(text)) {
    const key = fromHex(text);
    return 'problem' in key ? key : { ...key, source: 'file' };
  }
  if (/^(?:0x)?[0-9a-fA-F]+$/.test(text)) {
    // The length is safe to say; the characters are not.
    const digits = text.startsWith('0x') ? text.length - 2 : text.length;
    return refuse('teach_key_bad_hex', `names a file holding ${digits} hex characters where a key has 64`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('teach_key_not_a_key_file', 'names a file that holds neither a hex key nor JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse('teach_key_not_an_object', 'names a JSON file that is not an object');
  }
  const fields = parsed as Record<string, unknown>;
  const raw = fields.private_key ?? fields.privateKey;
  if (raw === undefined && (fields.crypto !== undefined || fields.Crypto !== undefined)) {
    return refuse(
      'teach_key_encrypted_keystore',
      'names a password-encrypted keystore, which this server does not unlock; export its private key into a key file',
    );
  }
  if (typeof raw !== 'string' || !HEX_KEY.test(raw.trim())) {
    return refuse('teach_key_missing_private_key', 'names a JSON file without a 64-hex "private_key" field');
  }
  const key = fromHex(raw.trim());
  if ('problem' in key) return key;
  if (fields.address !== undefined) {
    if (!isAddress(fields.address) || !sameAddress(fields.address, key.address)) {
      return refuse(
        'teach_key_address_mismatch',
        'names a key backup whose "address" is not the address of its private key',
      );
    }
  }
  return { ...key, source: 'file' };
}

function fromHex(hex: string): Omit<TeachKey, 'source'> | TeachKeyProblem {
  try {
    parsePrivateKey(hex);
  } catch {
    return refuse('teach_key_invalid_key', 'is not a usable secp256k1 private key (zero or above the curve order)');
  }
  const privateKey = hex.startsWith('0x') ? hex.slice(2).toLowerCase() : hex.toLowerCase();
  return { privateKey, address: addressOf(privateKey) };
}

function refuse(code: TeachKeyProblemCode, what: string): TeachKeyProblem {
  return { code, problem: `${what} [${code}]; ${TEACH_KEY_FORMS}` };
}
