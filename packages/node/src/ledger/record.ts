import { addressOf, hashCanonical, isAddress, sameAddress, signMessage, verifyMessage } from '@ainize/core';
import { SPEAKER_FIELD, checkBody, type BodyOf } from './bodies.js';
import { isRecordKind, type RecordKind } from './kinds.js';

/**
 * One ledger record. `prev_id` links to the previous record of the SAME author (null for an author's first):
 * each node only ever appends to its own chain and copies other chains verbatim, so a peer's records can be
 * pulled in any interleaving and still verify, and an author who signs two different successors of one record
 * (a fork) is caught by anyone holding both.
 *
 * `seq` is this store's arrival order and is not signed: peers number the same record differently.
 */
export interface LedgerRecord<K extends RecordKind = RecordKind> {
  seq: number;
  id: string;
  prev_id: string | null;
  kind: K;
  author: string;
  body: BodyOf[K];
  ts: string;
  sig: string;
}

/** What the id commits to: everything but `seq`, `id` and `sig`. */
export type UnsignedRecord<K extends RecordKind = RecordKind> = Omit<LedgerRecord<K>, 'seq' | 'id' | 'sig'>;

/** A record as it travels between nodes, before this store gives it a seq. */
export type WireRecord = Omit<LedgerRecord, 'seq'> & { seq?: number };

/** Whoever signs records for this node. A function rather than a raw key so the key can stay in its owner. */
export interface RecordSigner {
  readonly address: string;
  sign(message: string): string;
}

export function keySigner(privateKey: string): RecordSigner {
  const address = addressOf(privateKey);
  return { address, sign: (message) => signMessage(message, privateKey) };
}

export function recordId(record: UnsignedRecord): string {
  const { prev_id, kind, author, body, ts } = record;
  return hashCanonical({ prev_id, kind, author, body, ts });
}

export function signRecord<K extends RecordKind>(
  unsigned: UnsignedRecord<K>,
  signer: RecordSigner,
): Omit<LedgerRecord<K>, 'seq'> {
  const id = recordId(unsigned);
  return { ...unsigned, id, sig: signer.sign(id) };
}

/** Why a record cannot be trusted. Codes are stable: the HTTP layer and peers key on them. */
export type RecordProblemCode = 'invalid' | 'forged_id' | 'invalid_signature' | 'wrong_author';

export interface RecordProblem {
  code: RecordProblemCode;
  /** Dotted path of the offending field, e.g. `body.reason`. */
  field: string;
  message: string;
}

const ID_PATTERN = /^[0-9a-f]{64}$/;
const TS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Checks one record on its own: envelope, body, that its id is the hash of its content, that its author signed
 * that id, and that the body speaks for its author. Chain links need the neighbours and are checked by the caller.
 */
export function checkRecord(record: unknown): RecordProblem | null {
  const bad = (field: string, message: string, code: RecordProblemCode = 'invalid'): RecordProblem => ({
    code,
    field,
    message,
  });
  if (typeof record !== 'object' || record === null) return bad('record', 'must be an object');
  const r = record as Record<string, unknown>;
  if (!isRecordKind(r.kind))
    return bad('kind', 'must be one of anchor, attest, challenge, supersede, retire, settle, node');
  if (!isAddress(r.author)) return bad('author', 'must be a 0x address of 40 hex digits');
  if (typeof r.ts !== 'string' || !TS_PATTERN.test(r.ts) || Number.isNaN(Date.parse(r.ts)))
    return bad('ts', 'must be an ISO 8601 time');
  if (r.prev_id !== null && (typeof r.prev_id !== 'string' || !ID_PATTERN.test(r.prev_id))) {
    return bad('prev_id', 'must be null or a record id (64 lower-case hex digits)');
  }
  if (typeof r.id !== 'string' || !ID_PATTERN.test(r.id)) return bad('id', 'must be 64 lower-case hex digits');
  if (typeof r.sig !== 'string') return bad('sig', 'must be a signature string');
  const body = checkBody(r.kind, r.body);
  if (!body.ok) return bad(body.field, body.reason);

  const unsigned = { prev_id: r.prev_id, kind: r.kind, author: r.author, body: r.body, ts: r.ts } as UnsignedRecord;
  if (recordId(unsigned) !== r.id) return bad('id', 'is not the hash of the record content', 'forged_id');
  if (!verifyMessage(r.id, r.sig, r.author))
    return bad('sig', 'is not the author’s signature of the record id', 'invalid_signature');
  return checkSpeaker(r.kind, r.author, r.body as Record<string, unknown>);
}

/** The body must speak for the signer: an attestation's verifier, a challenge's challenger, an anchor's author. */
export function checkSpeaker(kind: RecordKind, author: string, body: Record<string, unknown>): RecordProblem | null {
  const field = SPEAKER_FIELD[kind];
  if (field !== undefined) {
    const speaker = body[field];
    if (typeof speaker !== 'string' || !sameAddress(speaker, author)) {
      return { code: 'wrong_author', field: `body.${field}`, message: `must equal the record author ${author}` };
    }
  }
  if (kind === 'settle') {
    const { buyer, seller } = body as { buyer: string; seller: string };
    if (!sameAddress(buyer, author) && !sameAddress(seller, author)) {
      return { code: 'wrong_author', field: 'author', message: 'a settlement must be written by its buyer or seller' };
    }
  }
  return null;
}

/** The knowledge ids a record is about, for `recordsAbout` and for knowing which catalog entries to refresh. */
export function subjectsOf(record: Pick<LedgerRecord, 'kind' | 'body'>): string[] {
  const ids = new Set<string>();
  const b = record.body as Record<string, unknown>;
  switch (record.kind) {
    case 'anchor': {
      const a = b as BodyOf['anchor'];
      ids.add(a.id);
      // A child anchor is about its parents and bases too: their entries list it as a child.
      for (const p of a.parents) ids.add(p);
      for (const s of a.base?.stack ?? []) ids.add(s.patch_id);
      break;
    }
    case 'supersede':
      ids.add(String(b.old_id));
      ids.add(String(b.new_id));
      break;
    case 'node':
      break;
    default:
      ids.add(String(b.patch_id));
  }
  return [...ids];
}
