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

/** How a peer stands against its quotas, for `GET /api/peers`. */
export interface PeerQuotaView {
  /** The deferring code holding the peer back, if one is. */
  held: QuotaCode | null;
  /** When an hourly hold ends (ISO 8601). */
  held_until: string | null;
  /** Refusals since this node started, by code (quota codes and the ledger's: invalid_signature, fork …). */
  refusals: Record<string, number>;
}

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

  /** The record of a key nobody vouches for: the key's own allowance, then the peer's shares of new keys and kinds. */
  function decideUnvouched(shares: PeerShares, author: string, kind: RecordKind, now: number): AdmissionVerdict {
    const held = ledger.countBy(author, limits.newAuthorRecords);
    // A key with records here may have been vouched for since; a brand-new key is not asked (a flood is all of those).
    if (held > 0 && isVouched(author)) return { admit: true, kind, rationed: true, unvouched: false, newAuthor: false };
    if (held >= limits.newAuthorRecords) return { admit: false, code: 'quota_author', defer: false };
    if (held === 0 && shares.newAuthors.count(now) >= limits.newAuthorsPerHour)
      return { admit: false, code: 'quota_new_authors', defer: false };
    if (kindCounter(shares, kind).count(now) >= limits.kindsPerHour[kind])
      return { admit: false, code: 'quota_kind', defer: false };
    return { admit: true, kind, rationed: true, unvouched: true, newAuthor: held === 0 };
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
      if (exempt.has(key)) return { admit: true, kind, rationed: false, unvouched: false, newAuthor: false };
      const shares = sharesOf(peer);
      if (shares.round >= limits.perRound) return hold(shares, 'quota_peer_round', now);
      if (shares.stored.count(now) >= limits.perHour) return hold(shares, 'quota_peer_hour', now);
      if (isIdentity(key)) return { admit: true, kind, rationed: true, unvouched: false, newAuthor: false };
      return decideUnvouched(shares, key, kind, now);
    },
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
