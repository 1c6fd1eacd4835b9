import type { RedactionKind } from './patterns.js';

/**
 * What an object key says about its value. A key that names a secret has its value redacted whatever the value
 * looks like (a short password has no shape to detect); a key that names a digest lets digest-shaped hex through
 * (a sha256 and a private key are both 64 hex digits, and only the label tells them apart).
 */
export type KeyClass = { kind: 'secret'; redaction: RedactionKind } | { kind: 'hash' } | { kind: 'plain' };

const PLAIN: KeyClass = { kind: 'plain' };
const HASH: KeyClass = { kind: 'hash' };

/** Matched after lower-casing and dropping `_`, `-` and `.`, so `X-Payment`, `x_payment` and `xPayment` agree. */
const SECRET_EXACT: Readonly<Record<string, RedactionKind>> = {
  pwd: 'password',
  passphrase: 'password',
  bearer: 'bearer_token',
  privkey: 'private_key',
  secretkey: 'private_key',
  signingkey: 'private_key',
  teachkey: 'private_key',
  teachingkey: 'private_key',
  mnemonic: 'private_key',
  seedphrase: 'private_key',
  authorization: 'authorization',
  proxyauthorization: 'authorization',
  cookie: 'cookie',
  setcookie: 'cookie',
  ngramsession: 'token',
  ainizesession: 'token',
  xpayment: 'payment',
  xngramauth: 'teach_auth',
  xainizeauth: 'teach_auth',
  xngramderive: 'token',
  proof: 'signature',
  sig: 'signature',
  credentials: 'secret',
};

/** Suffixes of the normalised key: `operator_password`, `download_token`, `client_secret`, `GRAPH_API_KEY`. */
const SECRET_SUFFIXES: readonly (readonly [string, RedactionKind])[] = [
  ['password', 'password'],
  ['passwd', 'password'],
  ['secret', 'secret'],
  ['token', 'token'],
  ['privatekey', 'private_key'],
  ['apikey', 'api_key'],
  ['signature', 'signature'],
];

/** `claim_sig`, `payerSig`, `payment_proof`: checked on the raw key so that `design` or `xsig` do not qualify. */
const SECRET_RAW = /(?:^|[_.-])(?:sig|proof)$|[a-z0-9](?:Sig|Proof)$/;

/** `sha256`, `patch_sha256`, `tx_hash`, `txHash`, `row_hashes`, `merkle_root`, `pre_state_sha256`, `txid`. */
const HASH_SUFFIXES = ['sha256', 'sha512', 'hash', 'hashes', 'digest', 'checksum', 'root'] as const;
/**
 * Ids that are content hashes: a ledger record's id is the sha256 of its body, so `prev_id`, `record_id`,
 * `settle_record_id` and `record_ids` name digests. A bare `id` does only inside a record (see scrub.ts).
 */
const HASH_ID_SUFFIXES = ['previd', 'recordid', 'recordids', 'txid', 'txids'] as const;

const cache = new Map<string, KeyClass>();
const CACHE_LIMIT = 4096;

export function classifyKey(key: string): KeyClass {
  const hit = cache.get(key);
  if (hit) return hit;
  const result = classifyUncached(key);
  // Result objects reuse a small key vocabulary; the cap only guards against maps keyed by ids.
  if (cache.size < CACHE_LIMIT) cache.set(key, result);
  return result;
}

function classifyUncached(key: string): KeyClass {
  const n = key.toLowerCase().replace(/[_.-]/g, '');
  const exact = SECRET_EXACT[n];
  if (exact) return { kind: 'secret', redaction: exact };
  for (const [suffix, redaction] of SECRET_SUFFIXES) {
    if (n.endsWith(suffix)) return { kind: 'secret', redaction };
  }
  if (SECRET_RAW.test(key)) return { kind: 'secret', redaction: 'signature' };
  if (HASH_SUFFIXES.some((suffix) => n.endsWith(suffix))) return HASH;
  if (HASH_ID_SUFFIXES.some((suffix) => n.endsWith(suffix))) return HASH;
  return PLAIN;
}

/** The class of every key that names a digest, for a caller that knows from context that a field is one. */
export const HASH_KEY: KeyClass = HASH;

/**
 * A contributor's `proof` is the word `signed` or `declared` — a fact about the claim, not the signature — so a
 * short lower-case word under `proof` survives. Every other value under a secret key is replaced.
 */
export function keepsSecretValue(key: string, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean' || value === '') return true;
  return /proof$/i.test(key) && typeof value === 'string' && /^[a-z_]{1,16}$/.test(value);
}
