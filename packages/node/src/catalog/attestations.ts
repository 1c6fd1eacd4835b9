import type { NotCountedReason, UntrustedAttestation } from '@ainize/core';
import { HASH_ONLY, type AnchorBody, type AttestBody, type ChallengeBody } from '../ledger/bodies.js';
import type { TrustJudge } from './trust.js';
import type { ChallengeState } from './types.js';

/**
 * Which attestations count, and for how much. Pure functions over attestation bodies sorted oldest first;
 * the rules are the node API's §3 and each is spelled out where it is applied.
 */

/** A challenge dated further ahead than this is ignored: it could otherwise stay "open" forever. */
export const CHALLENGE_FUTURE_SLACK_MS = 5 * 60_000;
/** One address may file again about the same knowledge only after this long. */
export const CHALLENGE_COOLDOWN_MS = 24 * 3_600_000;

export const isExecuted = (a: AttestBody): boolean => a.verified_on !== HASH_ONLY;
const time = (iso: string): number => Date.parse(iso);
const key = (address: string): string => address.toLowerCase();

export interface Sorted {
  /** Attestations by trusted others that are allowed to count (baseline present, executed when samples exist). */
  eligible: AttestBody[];
  /** Signed by keys this node does not count: kept to be shown, with the reason. */
  untrusted: UntrustedAttestation[];
  self_checks: number;
  integrity_checks: number;
  no_baseline: number;
}

export function untrustedView(a: AttestBody, because: NotCountedReason): UntrustedAttestation {
  return {
    verifier: a.verifier,
    verifier_name: null,
    claimed_name: a.verifier_name ?? null,
    passed: a.passed,
    verified_on: a.verified_on,
    score: { ...a.score },
    created_at: a.created_at,
    because,
  };
}

/**
 * Sorts attestations by whether and how they count. The author's own check comes first (it never counts,
 * trusted or not); then the trust policy; then the rules about what a counted check must carry.
 */
export function sortAttestations(
  anchor: AnchorBody,
  all: readonly AttestBody[],
  allowSelfAttest: boolean,
  trust: TrustJudge,
): Sorted {
  const shipsSamples = anchor.benchmark.samples.length > 0;
  const out: Sorted = { eligible: [], untrusted: [], self_checks: 0, integrity_checks: 0, no_baseline: 0 };
  for (const a of all) {
    if (key(a.verifier) === key(anchor.author)) {
      out.self_checks++;
      if (!allowSelfAttest) continue;
    }
    const notCounted = trust.attestation(a.verifier);
    if (notCounted !== null) out.untrusted.push(untrustedView(a, notCounted));
    else if (a.baseline === false) out.no_baseline++;
    else if (!isExecuted(a) && shipsSamples) out.integrity_checks++;
    else out.eligible.push(a);
  }
  return out;
}

/**
 * One attestation per verifier. Without a challenge the first one stands, except that a failing recheck
 * withdraws an earlier pass and an executed run replaces a hash-only one — so a verifier cannot quietly flip
 * its verdict, but can retract it. After a challenge (the caller passes only later attestations) the newest wins.
 */
export function effectivePerVerifier(attestations: readonly AttestBody[], afterChallenge: boolean): AttestBody[] {
  const chosen = new Map<string, AttestBody>();
  for (const a of attestations) {
    const v = key(a.verifier);
    const current = chosen.get(v);
    if (!current || afterChallenge) chosen.set(v, a);
    else if (a.recheck && !a.passed && current.passed) chosen.set(v, a);
    else if (!isExecuted(current) && isExecuted(a)) chosen.set(v, a);
  }
  return [...chosen.values()];
}

export interface MachineCount {
  machines: number;
  instances: string[];
  unknown: number;
}

/**
 * Quorum counts machines: distinct `executor.instance` fingerprints, plus one machine per key among the
 * attestations that name none. A key that leaves the executor out cannot pass for several machines that way.
 */
export function countMachines(attestations: readonly AttestBody[]): MachineCount {
  const instances = new Set<string>();
  const keysWithout = new Set<string>();
  for (const a of attestations) {
    if (a.executor) instances.add(a.executor.instance);
    else keysWithout.add(key(a.verifier));
  }
  return { machines: instances.size + keysWithout.size, instances: [...instances], unknown: keysWithout.size };
}

export const executedPasses = (effective: readonly AttestBody[]): AttestBody[] =>
  effective.filter((a) => a.passed && isExecuted(a));

/** When the quorum-th machine passed: the moment the knowledge became LISTED. */
export function quorumReachedAt(passes: readonly AttestBody[], quorum: number): string | null {
  const ordered = [...passes].sort((a, b) => time(a.created_at) - time(b.created_at));
  for (let i = 1; i <= ordered.length; i++) {
    if (countMachines(ordered.slice(0, i)).machines >= quorum) return ordered[i - 1]?.created_at ?? null;
  }
  return null;
}

/** Challenges that count: not dated in the future, and not a re-filing by one address within the cooldown. */
export function countedChallenges<C extends ChallengeBody>(challenges: readonly C[], now: number): C[] {
  const lastBy = new Map<string, number>();
  const out: C[] = [];
  for (const c of [...challenges].sort((a, b) => time(a.created_at) - time(b.created_at))) {
    const t = time(c.created_at);
    if (t > now + CHALLENGE_FUTURE_SLACK_MS) continue;
    const previous = lastBy.get(key(c.challenger));
    if (previous !== undefined && t - previous < CHALLENGE_COOLDOWN_MS) continue;
    lastBy.set(key(c.challenger), t);
    out.push(c);
  }
  return out;
}

/**
 * A challenge is answered by re-runs written after it: any failing one upholds it, a quorum of machines
 * passing dismisses it, otherwise it stays open.
 */
export function challengeState(
  challenge: ChallengeBody,
  eligible: readonly AttestBody[],
  quorum: number,
): ChallengeState {
  const after = eligible.filter((a) => time(a.created_at) > time(challenge.created_at));
  const effective = effectivePerVerifier(after, true);
  if (effective.some((a) => !a.passed)) return 'upheld';
  return countMachines(executedPasses(effective)).machines >= quorum ? 'dismissed' : 'open';
}

export const writtenAfter = (a: AttestBody, c: ChallengeBody | undefined): boolean =>
  !c || time(a.created_at) > time(c.created_at);
