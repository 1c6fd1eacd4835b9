import type { Ledger, RecordKind } from '../ledger/index.js';
import { HourCounter } from './hour-counter.js';
import { DEFERRING_CODES, type PeerAdmissionOptions, type QuotaCode } from './quota.js';

/**
 * Decides, before a peer's record costs a signature check, whether this node takes it. Records of exempt keys
 * (this node, members, trusted verifiers) always pass. Every other record counts against its peer's share per pass
 * and per hour. A key is *known* when a peer says it is that key (its `/healthz` address) or when an exempt or known
 * peer key has vouched for it on this ledger (attested or settled its knowledge, or settled with it); known keys pass
 * within their peer's share. A key nobody vouches for may add only `newAuthorRecords` records here, and each peer may
 * bring only so many such keys, and so many of their records per kind, per hour: a flood of fresh keys is cut there.
 */
export interface PeerAdmission {
  /** A new pass over the peer starts: its per-pass share is full again. */
  beginPass(peer: string): void;
  /** Until when (epoch ms) the peer has used its hourly share; null when it may be pulled. */
  heldUntil(peer: string, now: number): number | null;
  decide(peer: string, record: { author: string; kind: RecordKind }, now: number): AdmissionVerdict;
  /** Starts a batch of the peer's records, admitted now and stored together later (see {@link AdmissionBatch}). */
  openBatch(peer: string): AdmissionBatch;
  /** Counts a record that was stored under the verdict that let it in. */
  stored(peer: string, verdict: Admitted, now: number): void;
  /** Counts a refusal (a quota's, or the ledger's own code) against the peer; the view shows the counts. */
  refused(peer: string, code: string): void;
  /** What the peer says it is (its own key); its records then pass like a known key's. */
  setIdentity(peer: string, address: string | null): void;
  identityOf(peer: string): string | null | undefined;
  view(peer: string, now: number): PeerQuotaView;
  forget(peer: string): void;
  close(): void;
}

export interface Admitted {
  admit: true;
  kind: RecordKind;
  /** Counts against the peer's shares (false for exempt keys). */
  rationed: boolean;
  /** Nobody vouches for the key: counts against the per-kind share, and against the new keys when it is new. */
  unvouched: boolean;
  newAuthor: boolean;
}

export type AdmissionVerdict = Admitted | { admit: false; code: QuotaCode; defer: boolean };

/**
 * Records of one peer admitted one after another and stored together afterwards, so their signatures are checked
 * side by side. Nothing here changes a count: what a stored record uses of the shares is counted by `stored`, as for
 * a record decided alone.
 */
export interface AdmissionBatch {
  /** Records taken into the batch. */
  readonly size: number;
  /**
   * The verdict `decide` would give the record once every record taken before it is stored, when that answer cannot
   * change whatever becomes of them. Null otherwise: a refusal (a record before it may yet fail and leave room), or
   * an answer that hangs on them (its key's first record, or a record that may vouch for its key, is among them).
   * On null the caller stores the batch first and asks `decide`, which then answers exactly as one by one.
   */
  peek(record: { author: string; kind: RecordKind }, now: number): Admitted | null;
  /** Takes an admitted record in: the records peeked after it count it against the shares. */
  add(record: { author: string; kind: RecordKind }, verdict: Admitted): void;
}

/** How a peer stands against its quotas, for `GET /api/peers`. */
export interface PeerQuotaView {
  /** The deferring code holding the peer back, if one is. */
  held: QuotaCode | null;
  /** When an hourly hold ends (ISO 8601). */
  held_until: string | null;
  /** Refusals since this node started, by code (quota codes and the ledger's: invalid_signature, fork …). */
  refusals: Record<string, number>;
}

/** What the records of a batch will add to their peer's shares once stored; nothing for a record decided alone. */
interface Pending {
  rationed: number;
  newAuthors: number;
  kinds: Map<RecordKind, number>;
  /** Records by lower-cased key. */
  authors: Map<string, number>;
  /** One of the records may vouch for a key: an attestation or settlement by an exempt or peer key. */
  vouching: boolean;
}

const nothingPending = (): Pending => ({
  rationed: 0,
  newAuthors: 0,
  kinds: new Map(),
  authors: new Map(),
  vouching: false,
});

const exemptVerdict = (kind: RecordKind): Admitted => ({
  admit: true,
  kind,
  rationed: false,
  unvouched: false,
  newAuthor: false,
});
const knownVerdict = (kind: RecordKind): Admitted => ({
  admit: true,
  kind,
  rationed: true,
  unvouched: false,
  newAuthor: false,
});

interface PeerShares {
  round: number;
  stored: HourCounter;
  newAuthors: HourCounter;
  kinds: Map<RecordKind, HourCounter>;
  refusals: Map<string, number>;
  held: { code: QuotaCode; until: number | null } | null;
}

export function openPeerAdmission(ledger: Ledger, options: PeerAdmissionOptions): PeerAdmission {
  const { limits } = options;
  const exempt = new Set(options.exempt.map((a) => a.toLowerCase()));
  /** Per peer, the address it names as its own (as it spelled it), or null when it names none. */
  const identities = new Map<string, string | null>();
  /** The lower-cased addresses in `identities`, kept beside it: asked once per record. */
  let identityKeys = new Set<string>();
  const vouched = new Set<string>();
  /**
   * Keys found unvouched, with the generation they were asked at. The generation moves whenever a record that can
   * vouch is stored (an exempt or peer key's attestation or settlement) or a peer names a new key, so a key is asked
   * again only when the answer may have changed: asking reads the settlements.
   */
  const unvouchedAt = new Map<string, number>();
  let generation = 0;
  const canVouch = (author: string) => exempt.has(author) || identityKeys.has(author);
  const unsubscribe = ledger.onRecord((record) => {
    if ((record.kind === 'attest' || record.kind === 'settle') && canVouch(record.author.toLowerCase())) generation++;
  });
  const peers = new Map<string, PeerShares>();
  /** The shares of a record decided alone, with no batch before it. */
  const nothing = nothingPending();

  const sharesOf = (peer: string): PeerShares => {
    let shares = peers.get(peer);
    if (!shares) {
      shares = {
        round: 0,
        stored: new HourCounter(),
        newAuthors: new HourCounter(),
        kinds: new Map(),
        refusals: new Map(),
        held: null,
      };
      peers.set(peer, shares);
    }
    return shares;
  };
  const kindCounter = (shares: PeerShares, kind: RecordKind): HourCounter => {
    let counter = shares.kinds.get(kind);
    if (!counter) shares.kinds.set(kind, (counter = new HourCounter()));
    return counter;
  };
  const isIdentity = (author: string): boolean => identityKeys.has(author);
  const reindex = () => {
    identityKeys = new Set([...identities.values()].flatMap((a) => (a === null ? [] : [a.toLowerCase()])));
  };

  /** Whether an exempt key or a peer's own key signed something about this author; cached, the query reads settlements. */
  function isVouched(author: string): boolean {
    if (vouched.has(author)) return true;
    if (unvouchedAt.get(author) === generation) return false;
    for (const signer of ledger.signersAbout(author)) {
      if (canVouch(signer)) {
        vouched.add(author);
        unvouchedAt.delete(author);
        return true;
      }
    }
    unvouchedAt.set(author, generation);
    return false;
  }

  function hold(shares: PeerShares, code: QuotaCode, now: number): AdmissionVerdict {
    shares.held = { code, until: code === 'quota_peer_hour' ? shares.stored.nextDropAt(now) : null };
    return { admit: false, code, defer: DEFERRING_CODES.has(code) };
  }

  /**
   * The record of a key nobody vouches for, which has `held` records here: the key's own allowance, then the peer's
   * shares of new keys and kinds. `pending` counts the batch's records as if stored.
   */
  function decideUnvouched(
    shares: PeerShares,
    author: string,
    kind: RecordKind,
    now: number,
    held: number,
    pending: Pending,
  ): AdmissionVerdict {
    // A key with records here may have been vouched for since; a brand-new key is not asked (a flood is all of those).
    if (held > 0 && isVouched(author)) return knownVerdict(kind);
    if (held >= limits.newAuthorRecords) return { admit: false, code: 'quota_author', defer: false };
    if (held === 0 && shares.newAuthors.count(now) + pending.newAuthors >= limits.newAuthorsPerHour)
      return { admit: false, code: 'quota_new_authors', defer: false };
    if (kindCounter(shares, kind).count(now) + (pending.kinds.get(kind) ?? 0) >= limits.kindsPerHour[kind])
      return { admit: false, code: 'quota_kind', defer: false };
    return { admit: true, kind, rationed: true, unvouched: true, newAuthor: held === 0 };
  }

  /** The peer's share of this pass or this hour, if the stored records and `pending` used it up. */
  function peerShareUsed(shares: PeerShares, now: number, pending: Pending): QuotaCode | null {
    if (shares.round + pending.rationed >= limits.perRound) return 'quota_peer_round';
    if (shares.stored.count(now) + pending.rationed >= limits.perHour) return 'quota_peer_hour';
    return null;
  }

  /** What `decide` would answer once the batch is stored, or null when that is a refusal or not sure yet. */
  function peek(shares: PeerShares, author: string, kind: RecordKind, now: number, pending: Pending): Admitted | null {
    const key = author.toLowerCase();
    if (exempt.has(key)) return exemptVerdict(kind);
    if (peerShareUsed(shares, now, pending) !== null) return null;
    if (isIdentity(key)) return knownVerdict(kind);
    const before = ledger.countBy(key, limits.newAuthorRecords);
    const inBatch = pending.authors.get(key) ?? 0;
    // Whether the key is new, or vouched for, would be read from records not stored yet.
    if (before === 0 && inBatch > 0) return null;
    if (before > 0 && pending.vouching && !vouched.has(key)) return null;
    const verdict = decideUnvouched(shares, key, kind, now, before + inBatch, pending);
    return verdict.admit ? verdict : null;
  }

  function openBatch(peer: string): AdmissionBatch {
    const shares = sharesOf(peer);
    const pending = nothingPending();
    let size = 0;
    return {
      get size() {
        return size;
      },
      peek: ({ author, kind }, now) => peek(shares, author, kind, now, pending),
      add({ author, kind }, verdict) {
        size++;
        const key = author.toLowerCase();
        pending.authors.set(key, (pending.authors.get(key) ?? 0) + 1);
        if ((kind === 'attest' || kind === 'settle') && canVouch(key)) pending.vouching = true;
        if (!verdict.rationed) return;
        pending.rationed++;
        if (!verdict.unvouched) return;
        if (verdict.newAuthor) pending.newAuthors++;
        pending.kinds.set(kind, (pending.kinds.get(kind) ?? 0) + 1);
      },
    };
  }

  return {
    beginPass(peer) {
      const shares = sharesOf(peer);
      shares.round = 0;
      if (shares.held?.code === 'quota_peer_round') shares.held = null;
    },
    heldUntil(peer, now) {
      const held = peers.get(peer)?.held;
      if (held?.code !== 'quota_peer_hour' || held.until === null) return null;
      if (now < held.until) return held.until;
      (peers.get(peer) as PeerShares).held = null;
      return null;
    },
    decide(peer, { author, kind }, now) {
      const key = author.toLowerCase();
      if (exempt.has(key)) return exemptVerdict(kind);
      const shares = sharesOf(peer);
      const used = peerShareUsed(shares, now, nothing);
      if (used !== null) return hold(shares, used, now);
      if (isIdentity(key)) return knownVerdict(kind);
      return decideUnvouched(shares, key, kind, now, ledger.countBy(key, limits.newAuthorRecords), nothing);
    },
    openBatch,
    stored(peer, verdict, now) {
      if (!verdict.rationed) return;
      const shares = sharesOf(peer);
      shares.round++;
      shares.stored.add(now);
      if (!verdict.unvouched) return;
      if (verdict.newAuthor) shares.newAuthors.add(now);
      kindCounter(shares, verdict.kind).add(now);
    },
    refused(peer, code) {
      const { refusals } = sharesOf(peer);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    },
    setIdentity(peer, address) {
      identities.set(peer, address);
      reindex();
      generation++;
    },
    identityOf: (peer) => identities.get(peer),
    view(peer, now) {
      const shares = peers.get(peer);
      const held = shares?.held ?? null;
      const until = held?.until ?? null;
      const current = held !== null && (until === null || until > now);
      return {
        held: current ? held.code : null,
        held_until: current && until !== null ? new Date(until).toISOString() : null,
        refusals: Object.fromEntries(shares?.refusals ?? []),
      };
    },
    forget(peer) {
      peers.delete(peer);
      identities.delete(peer);
      reindex();
    },
    close: unsubscribe,
  };
}
