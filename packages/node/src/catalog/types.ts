import type { EntryTrust, PatchStatus, UntrustedAttestation, UntrustedChallenge } from '@ainize/core';
import type { AnchorBody, AttestBody, ChallengeBody } from '../ledger/bodies.js';
import type { TrustPolicy } from './trust.js';

export { PATCH_STATUSES, type PatchStatus } from '@ainize/core';

export interface CatalogRules {
  /** How many distinct machines must pass a knowledge before it is LISTED (`verifier.quorum`, default 2). */
  quorum: number;
  /** Lets an author's own attestation count; off by default and meant for single-machine test setups only. */
  allowSelfAttest?: boolean;
  /** Whose attestations and challenges count (`verifier.trusted`); required, so no caller can forget it. */
  trust: TrustPolicy;
}

export const DEFAULT_QUORUM = 2;

export type ChallengeState = 'open' | 'upheld' | 'dismissed';

export interface ChallengeView extends ChallengeBody {
  record_id: string;
  state: ChallengeState;
}

export interface RequiredBase {
  id: string;
  patch_sha256: string;
}

/**
 * One knowledge as the catalog shows it, derived only from ledger records (plus local drafts). Field names follow
 * the node API's CatalogEntry; counts are of attestations unless they say machines.
 */
export interface CatalogEntry {
  id: string;
  anchor: AnchorBody;
  status: PatchStatus;
  /** Every attestation about it, oldest first, whether it counts or not (the reader sees the whole story). */
  attestations: AttestBody[];
  /** Attestations signed by keys this node does not count (untrusted or forked), with the reason. */
  untrusted_attestations: UntrustedAttestation[];
  /** Challenges signed by keys this node does not count; they never make a knowledge CHALLENGED here. */
  untrusted_challenges: UntrustedChallenge[];
  /** The policy it was judged under and whose attestations counted. */
  trust: EntryTrust;
  /** Effective executed passes by verifiers other than the author. */
  passed: number;
  /** Effective failing attestations, counted as machines like passes are. */
  failed: number;
  integrity_checks: number;
  self_checks: number;
  no_baseline: number;
  stale_attestations: number;
  quorum: number;
  quorum_ok: boolean;
  /** Machines that passed it, capped at `quorum` — the "verification n/quorum" a buyer sees. */
  verification_count: number;
  sellable: boolean;
  /** Addresses of verifiers whose effective attestation is a counted pass (the ones a verifier fee pays). */
  verifiers: string[];
  /** Distinct `executor.instance` fingerprints behind counted passes; passes without one are `executors_unknown`. */
  executors: string[];
  executors_unknown: number;
  open_challenge: ChallengeView | null;
  challenge_log: ChallengeView[];
  downloads: number;
  buyers: number;
  revenue: string;
  self_purchases: number;
  superseded_by: string[];
  supersedes: string[];
  children: string[];
  lineage: { parents: string[]; children: string[] };
  requires: RequiredBase[];
  /** Id of the anchor record (null for a draft, which is not on the ledger yet). */
  record_hash: string | null;
  listed_at: string | null;
  /** Timestamp of the newest record that shaped this entry; what "latest" sorts by. */
  updated_at: string;
}
