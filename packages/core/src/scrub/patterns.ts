/**
 * The text half of the scrubber: one combined regular expression, one pass over the string. A single pass keeps
 * multi-megabyte tool results cheap and makes the rules compose predictably — at any position the leftmost,
 * then the first-listed, rule wins, so an `Authorization:` line is consumed whole before the bearer rule could
 * redact only half of it, and a teaching-key header is consumed before its signature is seen as bare hex.
 */

export type RedactionKind =
  | 'private_key'
  | 'signature'
  | 'hex_secret'
  | 'pem_private_key'
  | 'bearer_token'
  | 'jwt'
  | 'authorization'
  | 'cookie'
  | 'teach_auth'
  | 'token'
  | 'password'
  | 'secret'
  | 'api_key'
  | 'payment'
  | 'known_secret'
  | 'too_deep';

export const REDACTION_PREFIX = '[redacted:';

export function redactionMarker(kind: RedactionKind): string {
  return `${REDACTION_PREFIX}${kind}]`;
}

/** A value that is already a marker is left alone, so scrubbing twice changes nothing. */
const NOT_REDACTED = String.raw`(?!\[redacted:)`;

const PEM = String.raw`(?<pem>-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$))`;

// A header line's value runs to the end of the line (or a closing quote in JSON text): a scheme and a token are
// separate words, and stopping at the first space would leave the token behind.
const HEADER =
  String.raw`(?<hdr_pre>(?<![A-Za-z0-9_-])(?:(?<hdr_auth>(?:proxy-)?authorization)|(?:set-)?cookie)` +
  String.raw`(?:\\?["'])?\s*[:=]\s*(?:\\?["'])?)${NOT_REDACTED}(?<hdr_val>[^"'\\\r\n]+)`;

// The space may arrive URL-encoded (`Bearer%20…`, `Bearer+…`) when a token was pasted into a URI.
const BEARER = String.raw`(?<br_pre>\bBearer(?:\s+|%20|\+))${NOT_REDACTED}(?<br_tok>[A-Za-z0-9._~+/=-]{8,})`;

const JWT = String.raw`(?<jwt>\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*)`;

const URL_PASSWORD = String.raw`(?<up_pre>\b[a-z][a-z0-9+.-]{0,30}://[^/\s:@"'<>]+:)${NOT_REDACTED}(?<up_pw>[^@\s/"'<>]+)(?=@)`;

// The Graph's gateway carries its API key as a path segment, where no label announces it.
const GRAPH_KEY = String.raw`(?<gk_pre>thegraph\.com/api/)(?<gk_key>[A-Za-z0-9]{20,})`;

// `name=value`, `name: value`, `"name":"value"` (also JSON-escaped) for names that announce a secret. The prefix
// wildcard admits AINIZE_OPERATOR_PASSWORD, download_token, GRAPH_API_KEY; the lookbehind refuses to start inside
// an identifier, so `invalid_signature: …` (a node code) is not read as a signature label.
const LABEL =
  String.raw`(?:[A-Za-z0-9_.-]*?(?:token|secret|password|passwd|api[_-]?key|private[_-]?key|teach(?:ing)?[_-]?key)` +
  String.raw`|proof|signature|sig|claim_sig|x-payment|x-ngram-auth|x-ainize-auth|x-ngram-derive|ngram_session|ainize_session)`;
const LABELLED =
  String.raw`(?<lv_pre>(?<![A-Za-z0-9_.-])(?<lv_label>${LABEL})(?:\\?["'])?\s*[:=]\s*)${NOT_REDACTED}` +
  String.raw`(?:(?<lv_q>\\?["'])(?<lv_qval>(?:(?!\k<lv_q>)[^\r\n])+)|(?<lv_val>[^\s"'\\&,;<>(){}[\]]+))`;

// `<address>:<ts>:<sig>[:v2]` — the teaching-key header. The address and time are public; the signature is not.
const TEACH_AUTH = String.raw`(?<ta_pre>\b0x[0-9a-f]{40}:\d{9,16}:)${NOT_REDACTED}(?<ta_sig>[^:\s"'\\]{16,})`;

// Runs of hex are taken whole. The lookbehind sits after the first digit so it is only paid on hex digits, and it
// stops the engine from re-scanning every suffix of a short run (an address, a UUID) — quadratic otherwise.
const HEX = String.raw`(?<hex>(?:0x)?[0-9a-f](?<![0-9a-f][0-9a-f])[0-9a-f]{63,})`;

const COMBINED = new RegExp(
  [PEM, HEADER, BEARER, JWT, URL_PASSWORD, GRAPH_KEY, LABELLED, TEACH_AUTH, HEX].join('|'),
  'gi',
);

/**
 * Words that, right before a hex run, say it is a digest rather than a key: `sha256 ab…`, `tx_hash: 0x…`,
 * `(tx 0x…)`, `merkle_root=…`. Checked on a short window so the cost does not grow with the text.
 */
const HASH_LABEL_BEFORE =
  /(?:sha-?(?:256|512|3)|hash(?:es)?|digest|checksum|root|keccak(?:-?256)?|(?:prev|record)[_-]?ids?|해시|(?<![a-z0-9])(?:tx|txid|txn|transaction|commit|etag))[\\"'`\s[]*(?:[:=]|\bis\b)?[\\"'`\s[]*$/i;
/** Content-addressed paths: `/blobs/<sha256>.npz`, `/p2p/dataset/<sha256>`. */
const HASH_PATH_BEFORE = /\/(?:blobs?|datasets?)\/$/i;
const HASH_FILE_AFTER = /^\.(?:npz|jsonl?|bin|npy)\b/i;
const LABEL_WINDOW = 40;
/** Between two quoted entries of a JSON array; bare commas do not count, prose is not a list. */
const LIST_GAP = /^\\?["']\s*,\s*\\?["']$/;

export interface TextContext {
  /**
   * The string is the value of a key (or an entry of an array under a key) that names a hash. Its hex is kept
   * only when the string is a digest and nothing else (`ab12…`, `0xab12…`, `sha256:ab12…`): a key does not
   * become a hash by being written into a `sha256` field after other words.
   */
  hashLabelled: boolean;
}

/** A whole value that is one digest, optionally prefixed by its algorithm. */
const WHOLE_DIGEST =
  /^\s*(?:(?:sha-?(?:1|224|256|384|512)|sha3-?(?:256|512)|keccak-?256|blake2[bs]?|blake3|md5)[:=-])?(?:0x)?[0-9a-f]{64,}\s*$/i;

const PLAIN: TextContext = { hashLabelled: false };

type Groups = Record<string, string | undefined>;

/** Per-call state: where the last digest that was kept ended, so the rest of a labelled list is kept too. */
interface Pass {
  text: string;
  context: TextContext;
  keptEnd: number;
}

export function scrubText(text: string, context: TextContext): string {
  if (text.length < 8) return text;
  // Under a hash-named key, prose is read like any other text: only its own labels can keep a digest.
  const labelled = context.hashLabelled && WHOLE_DIGEST.test(text);
  const pass: Pass = { text, context: labelled ? context : PLAIN, keptEnd: -1 };
  return text.replace(COMBINED, (...args: unknown[]) => {
    // replace() passes (match, ...captures, offset, whole, groups); with named groups the last is the record.
    const groups = args[args.length - 1] as Groups;
    const offset = args[args.length - 3] as number;
    return replaceMatch(args[0] as string, groups, offset, pass);
  });
}

function replaceMatch(match: string, g: Groups, offset: number, pass: Pass): string {
  if (g.pem !== undefined) return redactionMarker('pem_private_key');
  if (g.hdr_val !== undefined) {
    const scheme = /^(Bearer|Basic|Digest|Token)\s+/i.exec(g.hdr_val)?.[0] ?? '';
    return `${g.hdr_pre}${scheme}${redactionMarker(g.hdr_auth ? 'authorization' : 'cookie')}`;
  }
  if (g.br_tok !== undefined) {
    // "Bearer credentials" in prose is a word, not a token.
    return /^[a-z]+$/.test(g.br_tok) ? match : `${g.br_pre}${redactionMarker('bearer_token')}`;
  }
  if (g.jwt !== undefined) return g.jwt.startsWith('eyJ') ? redactionMarker('jwt') : match;
  if (g.up_pw !== undefined) return `${g.up_pre}${redactionMarker('password')}`;
  if (g.gk_key !== undefined) return `${g.gk_pre}${redactionMarker('api_key')}`;
  if (g.lv_pre !== undefined) {
    const label = (g.lv_label ?? '').toLowerCase();
    // A contributor's `proof` is the word signed or declared: the same exception the key rule makes.
    if (label === 'proof' && /^[a-z_]{1,16}$/.test(g.lv_qval ?? g.lv_val ?? '')) return match;
    const marker = redactionMarker(labelKind(label));
    return g.lv_q !== undefined ? `${g.lv_pre}${g.lv_q}${marker}` : `${g.lv_pre}${marker}`;
  }
  if (g.ta_sig !== undefined) return `${g.ta_pre}${redactionMarker('teach_auth')}`;
  if (g.hex !== undefined) return hexReplacement(g.hex, offset, pass);
  return match;
}

function labelKind(l: string): RedactionKind {
  if (/pass(?:wd|word)$/.test(l)) return 'password';
  if (/private[_-]?key$|teach(?:ing)?[_-]?key$/.test(l)) return 'private_key';
  if (/api[_-]?key$/.test(l)) return 'api_key';
  if (l === 'x-payment') return 'payment';
  if (l === 'x-ngram-auth' || l === 'x-ainize-auth') return 'teach_auth';
  if (l === 'proof' || l === 'signature' || l === 'sig' || l === 'claim_sig') return 'signature';
  if (l.endsWith('secret')) return 'secret';
  return 'token';
}

/**
 * A 65- or 97-byte run is a signature whatever label it wears — no digest has that length. A 32-byte run is
 * either a digest or a private key, and only context can tell: labelled as a hash it stays, otherwise it goes.
 */
function hexReplacement(hex: string, offset: number, pass: Pass): string {
  const digits = hex.length - (/^0x/i.test(hex) ? 2 : 0);
  if (digits === 130 || digits === 194) return redactionMarker('signature');
  if (pass.context.hashLabelled || labelledAsHash(pass, offset, hex.length)) {
    pass.keptEnd = offset + hex.length;
    return hex;
  }
  return redactionMarker(digits === 64 ? 'private_key' : 'hex_secret');
}

function labelledAsHash(pass: Pass, offset: number, length: number): boolean {
  const { text } = pass;
  // The next entry of a list whose first entry was labelled: `row_hashes: ["ab…", "cd…"]`.
  if (pass.keptEnd >= 0 && offset - pass.keptEnd <= 8 && LIST_GAP.test(text.slice(pass.keptEnd, offset))) return true;
  const before = text.slice(Math.max(0, offset - LABEL_WINDOW), offset);
  if (HASH_LABEL_BEFORE.test(before) || HASH_PATH_BEFORE.test(before)) return true;
  return HASH_FILE_AFTER.test(text.slice(offset + length, offset + length + 6));
}

const HEXISH = /^(?:0x)?[0-9a-f]+$/i;
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/** Shorter than this, an exact-match rule would chew ordinary words and numbers out of every answer. */
export const MIN_KNOWN_SECRET_LENGTH = 8;

/**
 * One regex matching every known secret in the forms it may take in text: as given, percent-encoded (inside a
 * URL), JSON-escaped (inside serialised JSON), and for hex secrets in either case and with or without 0x.
 * Returns undefined when there is nothing long enough to look for.
 */
export function compileKnownSecrets(secrets: readonly string[]): RegExp | undefined {
  const variants = new Set<string>();
  for (const secret of secrets) {
    if (typeof secret !== 'string' || secret.length < MIN_KNOWN_SECRET_LENGTH) continue;
    const forms = [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)];
    if (HEXISH.test(secret)) {
      const bare = secret.replace(/^0x/i, '');
      if (bare.length >= MIN_KNOWN_SECRET_LENGTH) {
        for (const h of [bare.toLowerCase(), bare.toUpperCase()]) forms.push(h, `0x${h}`);
      }
    }
    for (const form of forms) if (form.length >= MIN_KNOWN_SECRET_LENGTH) variants.add(form);
  }
  if (variants.size === 0) return undefined;
  // Longest first, so a secret that contains another is replaced whole.
  const alternatives = [...variants].sort((a, b) => b.length - a.length).map((v) => v.replace(REGEX_SPECIAL, '\\$&'));
  return new RegExp(alternatives.join('|'), 'g');
}

export function scrubKnownSecrets(text: string, known: RegExp | undefined): string {
  if (!known || text.length < MIN_KNOWN_SECRET_LENGTH) return text;
  return text.replace(known, redactionMarker('known_secret'));
}
