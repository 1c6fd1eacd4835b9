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

/** `GET /api/ledger/forks/:author`: both records a key signed after one predecessor, so anyone can check both. */
export interface ForkEvidence {
  author: string;
  first_seen_at: string;
  /** Rival records peers served for this key in all; only the first is kept, since two records prove a fork. */
  rivals: number;
  prev_id: string | null;
  /** The record this node holds in the key's chain (it arrived first). */
  kept: SignedRecord;
  /** The rival, refused from the chain and kept only as evidence. */
  rejected: SignedRecord;
}

/** A forked key as the verify report names it: ids only; the records are at `/api/ledger/forks/:author`. */
export interface ForkSummary {
  author: string;
  first_seen_at: string;
  rivals: number;
  prev_id: string | null;
  kept_id: string;
  rejected_id: string;
}

/** One thing a re-scan found wrong with a stored record. */
export interface LedgerProblem {
  seq: number | null;
  id: string;
  problem: string;
}

/** A full re-scan of the stored records, running or finished. */
export interface AuditRun {
  started_at: string;
  /** Records re-checked so far (all of them, once finished). */
  scanned: number;
  /** The seq of the last record re-checked. */
  through_seq: number;
}

export interface FinishedAudit extends AuditRun {
  finished_at: string;
}

/**
 * `GET /api/ledger/verify`: bounded and cheap. Every record was checked when it was stored, so the report holds what
 * the last full re-scan found, the records held, and the keys that forked (ids only, at most 100).
 */
export interface LedgerReport {
  /** False when the last re-scan found a damaged record; true before any re-scan, as ingest refuses bad records. */
  ok: boolean;
  /** Records this node holds, each checked when it was stored. */
  checked: number;
  /** The seq of the newest record: the report changes when it does. */
  head_seq: number;
  /** What the last re-scan found, the first 100 of them. */
  problems: LedgerProblem[];
  problems_total: number;
  audit: { last: FinishedAudit | null; running: AuditRun | null };
  forked_keys: ForkSummary[];
  forked_keys_total: number;
}
