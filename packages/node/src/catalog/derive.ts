import { addDec, sameAddress, type EntryTrust, type UntrustedChallenge } from '@ainize/core';
import type { AnchorBody, AttestBody, ChallengeBody, RetireBody, SettleBody, SupersedeBody } from '../ledger/bodies.js';
import type { LedgerRecord } from '../ledger/record.js';
import { isSaleBy } from '../ledger/settle.js';
import {
  challengeState,
  countMachines,
  countedChallenges,
  effectivePerVerifier,
  executedPasses,
  quorumReachedAt,
  sortAttestations,
  writtenAfter,
} from './attestations.js';
import { trustJudge, type TrustJudge } from './trust.js';
import type { CatalogEntry, CatalogRules, ChallengeView, PatchStatus } from './types.js';

/**
 * The catalog as a pure function of ledger records — no SQLite here, so every rule is testable with plain arrays
 * and any node holding the same records derives the same entries (given the same `now` for challenge dating).
 */

export interface DeriveInput {
  /** Records in this store's arrival (seq) order; any superset of the ones about the knowledge is fine. */
  records: readonly LedgerRecord[];
  rules: CatalogRules;
  /** Local unannounced drafts, keyed by id; a draft shows only while no anchor exists for its id. */
  drafts?: ReadonlyMap<string, AnchorBody>;
  now?: Date;
  /** Lower-cased keys caught forking: nothing they sign counts, whatever the trust policy says. */
  forked?: ReadonlySet<string>;
}

interface Anchored {
  anchor: AnchorBody;
  recordId: string;
  ts: string;
}

/** The records grouped once, so deriving the whole catalog stays linear in the number of records. */
export interface RecordIndex {
  anchors: Map<string, Anchored>;
  /** Non-anchor records by the knowledge they are about (a supersede under both its ids), in arrival order. */
  about: Map<string, LedgerRecord[]>;
  children: Map<string, string[]>;
}

/** First anchor per id wins: an anchor is immutable, and a later one for the same id is ignored everywhere. */
export function indexRecords(records: readonly LedgerRecord[]): RecordIndex {
  const index: RecordIndex = { anchors: new Map(), about: new Map(), children: new Map() };
  const add = (id: string, r: LedgerRecord) => {
    const list = index.about.get(id);
    if (list) list.push(r);
    else index.about.set(id, [r]);
  };
  for (const r of records) {
    const b = r.body as unknown as Record<string, string>;
    if (r.kind === 'anchor') {
      const a = r.body as AnchorBody;
      if (index.anchors.has(a.id) || !sameAddress(a.author, r.author)) continue;
      index.anchors.set(a.id, { anchor: a, recordId: r.id, ts: r.ts });
      for (const p of new Set(a.parents)) {
        if (p === a.id) continue;
        const list = index.children.get(p);
        if (list) list.push(a.id);
        else index.children.set(p, [a.id]);
      }
    } else if (r.kind === 'supersede') {
      add(String(b.old_id), r);
      if (b.new_id !== b.old_id) add(String(b.new_id), r);
    } else if (r.kind !== 'node') add(String(b.patch_id), r);
  }
  return index;
}

/** Every knowledge the records (and drafts) mention, derived. */
export function deriveCatalog(input: DeriveInput): Map<string, CatalogEntry> {
  const index = indexRecords(input.records);
  const ids = new Set([...index.anchors.keys(), ...(input.drafts?.keys() ?? [])]);
  const judge = trustJudge(input.rules.trust, input.forked);
  const out = new Map<string, CatalogEntry>();
  for (const id of ids) {
    const entry = entryFromIndex(id, index, input, judge);
    if (entry) out.set(id, entry);
  }
  return out;
}

export function deriveEntry(id: string, input: DeriveInput): CatalogEntry | null {
  return entryFromIndex(id, indexRecords(input.records), input, trustJudge(input.rules.trust, input.forked));
}

function entryFromIndex(id: string, index: RecordIndex, input: DeriveInput, judge: TrustJudge): CatalogEntry | null {
  const { rules } = input;
  const own = index.anchors.get(id);
  const draft = input.drafts?.get(id);
  if (!own) return draft ? draftEntry(draft, rules) : null;
  const { anchor } = own;
  const now = (input.now ?? new Date()).getTime();
  const mine = index.about.get(id) ?? [];
  const about = <B>(kind: LedgerRecord['kind'], match: (b: B) => boolean) =>
    mine.filter((r) => r.kind === kind && match(r.body as B));
  const byAuthor = (r: LedgerRecord) => sameAddress(r.author, anchor.author);
  let updatedAt = own.ts;
  const touch = (r: LedgerRecord) => {
    if (Date.parse(r.ts) > Date.parse(updatedAt)) updatedAt = r.ts;
  };

  // Attestations: the ledger refused any whose verifier is not its signer; order them by when they were written.
  const attestRecords = about<AttestBody>('attest', (b) => b.patch_id === id);
  attestRecords.forEach(touch);
  const all = attestRecords.map((r) => r.body as AttestBody).sort(byCreated);
  const sorted = sortAttestations(anchor, all, rules.allowSelfAttest === true, judge);
  // Only keys this node trusts appear as attestations: a stranger's pass, under whatever name it chose, is listed
  // apart in untrusted_attestations, its name marked as claimed.
  const untrustedKeys = new Set(sorted.untrusted.map((u) => u.verifier.toLowerCase()));
  const attestations = all.filter((a) => !untrustedKeys.has(a.verifier.toLowerCase()));

  // A challenge takes a knowledge off the shelf, so only keys this node trusts may file one that counts.
  const challengeRecords = about<ChallengeBody>('challenge', (b) => b.patch_id === id);
  challengeRecords.forEach(touch);
  const trustedChallenges: (ChallengeBody & { record_id: string })[] = [];
  const untrusted_challenges: UntrustedChallenge[] = [];
  for (const r of challengeRecords) {
    const c = r.body as ChallengeBody;
    const notCounted = judge.challenge(c.challenger);
    if (notCounted === null) trustedChallenges.push({ ...c, record_id: r.id });
    else
      untrusted_challenges.push({
        challenger: c.challenger,
        reason: c.reason,
        created_at: c.created_at,
        because: notCounted,
      });
  }
  const challenges = countedChallenges(trustedChallenges, now);
  const latest = challenges.at(-1);
  const challenge_log: ChallengeView[] = challenges.map((c) => ({
    ...c,
    state: challengeState(c, sorted.eligible, rules.quorum),
  }));
  const open_challenge = [...challenge_log].reverse().find((c) => c.state === 'open') ?? null;

  // Attestations written before the latest challenge are stale: the accusation came after they were made.
  const current = sorted.eligible.filter((a) => writtenAfter(a, latest));
  const effective = effectivePerVerifier(current, latest !== undefined);
  const passes = executedPasses(effective);
  const machines = countMachines(passes);
  const failedMachines = countMachines(effective.filter((a) => !a.passed)).machines;
  const quorum_ok = machines.machines >= rules.quorum;

  const supersedes = validSupersedes(mine, index.anchors, (b) => b.new_id === id).map((b) => b.old_id);
  const superseded_by = validSupersedes(mine, index.anchors, (b) => b.old_id === id).map((b) => b.new_id);
  const retired = about<RetireBody>('retire', (b) => b.patch_id === id).filter(byAuthor);
  retired.forEach(touch);
  const children = index.children.get(id) ?? [];
  const sales = settlements(
    about<SettleBody>('settle', (b) => b.patch_id === id),
    anchor.author,
  );

  let status: PatchStatus;
  if (retired.length > 0) status = 'RETIRED';
  else if (quorum_ok) status = open_challenge ? 'CHALLENGED' : superseded_by.length > 0 ? 'SUPERSEDED' : 'LISTED';
  else if (failedMachines >= rules.quorum) status = 'REJECTED';
  else if (open_challenge && previouslyPassed(sorted.eligible, open_challenge, rules.quorum)) status = 'CHALLENGED';
  else if (sorted.eligible.length + sorted.integrity_checks + sorted.no_baseline > 0) status = 'VERIFYING';
  else status = 'ANNOUNCED';

  return {
    id,
    anchor,
    status,
    attestations,
    untrusted_attestations: sorted.untrusted,
    untrusted_challenges,
    trust: entryTrust(rules, effective, sorted.untrusted.length, untrusted_challenges.length),
    passed: passes.length,
    failed: failedMachines,
    integrity_checks: sorted.integrity_checks,
    self_checks: sorted.self_checks,
    no_baseline: sorted.no_baseline,
    stale_attestations: sorted.eligible.length - current.length,
    quorum: rules.quorum,
    quorum_ok,
    verification_count: Math.min(machines.machines, rules.quorum),
    // A retired knowledge answers 410 at the gateway, so it is not offered for sale even with a quorum.
    sellable: quorum_ok && status !== 'CHALLENGED' && status !== 'RETIRED',
    verifiers: passes.map((a) => a.verifier),
    executors: machines.instances,
    executors_unknown: machines.unknown,
    open_challenge,
    challenge_log,
    ...sales,
    superseded_by,
    supersedes,
    children,
    lineage: { parents: [...anchor.parents], children },
    requires: (anchor.base?.stack ?? []).map((s) => ({ id: s.patch_id, patch_sha256: s.patch_sha256 })),
    record_hash: own.recordId,
    listed_at: quorum_ok ? quorumReachedAt(passes, rules.quorum) : null,
    updated_at: updatedAt,
  };
}

/** Whose checks counted, and one sentence about the rest, so a reader never mistakes a shown record for a counted one. */
function entryTrust(
  rules: CatalogRules,
  effective: readonly AttestBody[],
  untrustedAttestations: number,
  untrustedChallenges: number,
): EntryTrust {
  const counted = effective.map((a) => a.verifier);
  if (rules.trust.name === 'open') {
    return {
      policy: 'open',
      counted,
      note: 'this node counts attestations from any key (verifier.trusted is "open"), so this status is unvetted',
    };
  }
  const parts: string[] = [];
  if (untrustedAttestations > 0)
    parts.push(
      `${untrustedAttestations} attestation(s) signed by keys this node does not trust are shown, not counted`,
    );
  if (untrustedChallenges > 0)
    parts.push(`${untrustedChallenges} challenge(s) signed by keys this node does not trust are shown, not counted`);
  if (counted.length === 0 && parts.length > 0) parts.push('no verifier this node trusts has checked it yet');
  return { policy: 'trusted', counted, note: parts.length > 0 ? parts.join('; ') : null };
}

function byCreated(a: { created_at: string }, b: { created_at: string }): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at);
}

/** Did a quorum of machines pass it before the challenge? Only then is "challenged" different from "unverified". */
function previouslyPassed(eligible: readonly AttestBody[], challenge: ChallengeBody, quorum: number): boolean {
  const before = eligible.filter((a) => !writtenAfter(a, challenge));
  return countMachines(executedPasses(effectivePerVerifier(before, false))).machines >= quorum;
}

/** A supersede counts only when its author wrote both anchors and both are known — no one replaces another's work. */
function validSupersedes(
  records: readonly LedgerRecord[],
  anchors: ReadonlyMap<string, Anchored>,
  match: (b: SupersedeBody) => boolean,
): SupersedeBody[] {
  const seen = new Set<string>();
  const out: SupersedeBody[] = [];
  for (const r of records) {
    if (r.kind !== 'supersede') continue;
    const b = r.body as SupersedeBody;
    if (!match(b) || b.old_id === b.new_id) continue;
    const oldA = anchors.get(b.old_id);
    const newA = anchors.get(b.new_id);
    if (!oldA || !newA || !sameAddress(r.author, oldA.anchor.author) || !sameAddress(r.author, newA.anchor.author))
      continue;
    const k = `${b.old_id}>${b.new_id}`;
    if (!seen.has(k)) out.push(b);
    seen.add(k);
  }
  return out;
}

/**
 * Sales are settlements the author signed as seller; a buyer's own note is not one. Self-purchases (the author
 * buying its own knowledge) are kept apart so they cannot inflate popularity.
 */
function settlements(records: readonly LedgerRecord[], author: string) {
  const buyers = new Set<string>();
  let downloads = 0;
  let self_purchases = 0;
  let revenue = '0';
  for (const r of records) {
    if (!isSaleBy(r, author)) continue;
    const s = r.body;
    if (sameAddress(s.buyer, author)) {
      self_purchases++;
      continue;
    }
    downloads++;
    buyers.add(s.buyer.toLowerCase());
    revenue = addDec(revenue, s.amount);
  }
  return { downloads, buyers: buyers.size, revenue, self_purchases };
}

function draftEntry(anchor: AnchorBody, rules: CatalogRules): CatalogEntry {
  return {
    id: anchor.id,
    anchor,
    status: 'DRAFT',
    attestations: [],
    untrusted_attestations: [],
    untrusted_challenges: [],
    trust: { policy: rules.trust.name, counted: [], note: null },
    passed: 0,
    failed: 0,
    integrity_checks: 0,
    self_checks: 0,
    no_baseline: 0,
    stale_attestations: 0,
    quorum: rules.quorum,
    quorum_ok: false,
    verification_count: 0,
    sellable: false,
    verifiers: [],
    executors: [],
    executors_unknown: 0,
    open_challenge: null,
    challenge_log: [],
    downloads: 0,
    buyers: 0,
    revenue: '0',
    self_purchases: 0,
    superseded_by: [],
    supersedes: [],
    children: [],
    lineage: { parents: [...anchor.parents], children: [] },
    requires: (anchor.base?.stack ?? []).map((s) => ({ id: s.patch_id, patch_sha256: s.patch_sha256 })),
    record_hash: null,
    listed_at: null,
    updated_at: anchor.created_at,
  };
}
