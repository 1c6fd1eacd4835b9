/**
 * Whose verification a node counts, as its answers report it. A node counts attestations and challenges only
 * from the verifier keys it trusts (`verifier.trusted`); everyone else's are kept and shown beside the entry,
 * never counted. The node writes these shapes and the MCP server reads them, so they are declared once here.
 */

/** `trusted`: only the configured verifier keys (and the node itself) count. `open`: every key counts. */
export type TrustPolicyName = 'trusted' | 'open';

/** Why a signed attestation or challenge is on the ledger but did not count on this node. */
export type NotCountedReason = 'not_trusted' | 'forked_key';

/** A ledger record as it travels between nodes: signed, hash-linked to its author's previous record. */
export interface SignedRecord {
  id: string;
  prev_id: string | null;
  kind: string;
  author: string;
  body: Record<string, unknown>;
  ts: string;
  sig: string;
}

export interface UntrustedAttestation {
  verifier: string;
  /** Always null: a name an untrusted key gave itself is not a verifier's name (see `claimed_name`). */
  verifier_name: null;
  /** The name the untrusted key wrote into its attestation, unverified: anyone can copy a real verifier's name. */
  claimed_name: string | null;
  passed: boolean;
  verified_on: string;
  score: Record<string, unknown>;
  created_at: string;
  because: NotCountedReason;
}

export interface UntrustedChallenge {
  challenger: string;
  reason: string;
  created_at: string;
  because: NotCountedReason;
}

/** The trust part of a catalog entry (`GET /api/catalog`, `GET /api/patches/:id`). */
export interface EntryTrust {
  policy: TrustPolicyName;
  /** Verifiers whose attestation counted toward this entry's status, whether it passed or failed. */
  counted: string[];
  /** One sentence for a reader: why the entry is where it is, as far as trust goes; null when nothing to say. */
  note: string | null;
}

/** `GET /api/info` → `trust`: the node's policy, so a client can say whether its listings were vetted. */
export interface NodeTrustInfo {
  policy: TrustPolicyName;
  /** The verifier keys whose attestations count (this node's own key is always among them). */
  trusted: string[];
  /** Keys whose challenges count: the trusted verifiers, this node, and any configured extra challengers. */
  challengers: string[];
  /** Keys caught signing two different successors of one record; they count for nothing, whatever the list says. */
  forked: string[];
  /** Plain sentences about the policy a reader must not miss (open policy, fewer trusted verifiers than quorum). */
  warnings: string[];
}

/** Both records a key signed after the same predecessor: anyone can re-check the two signatures. */
export interface ForkEvidence {
  prev_id: string | null;
  /** The record this node holds in the key's chain (it arrived first). */
  kept: SignedRecord;
  /** The rival record, refused from the chain and kept only as evidence. */
  rejected: SignedRecord;
  seen_at: string;
}

/** `GET /api/ledger/verify` → `forked_keys`: a fork condemns the key that signed it, not the ledger. */
export interface ForkedKey {
  author: string;
  first_seen_at: string;
  evidence: ForkEvidence[];
}

export interface LedgerProblem {
  seq: number | null;
  id: string;
  problem: string;
}

/** `GET /api/ledger/verify`. `ok` speaks for the stored records; forks are reported per key beside it. */
export interface LedgerVerification {
  ok: boolean;
  checked: number;
  problems: LedgerProblem[];
  forked_keys: ForkedKey[];
}
