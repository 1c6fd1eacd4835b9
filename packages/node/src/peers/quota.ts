import type { z } from 'zod';
import { type NodeConfig, OPEN_TRUST, peerQuotaSchema } from '../home/config-schema.js';
import type { RecordKind } from '../ledger/index.js';

/**
 * Why a record served by a peer was not taken. Stable words: they appear in `GET /api/peers` and in log lines.
 * - `quota_peer_round`, `quota_peer_hour`: the peer brought its share for this pass or this hour. The record is not
 *   refused, only left for later: the pull stops before it and resumes there.
 * - `quota_new_authors`: the peer already brought its share of keys new to this node this hour.
 * - `quota_kind`: the peer already brought its share of records of this kind from keys nobody vouches for.
 * - `quota_author`: the key, which nobody vouches for, already has its few records here.
 * The last three refuse the record for good: it is never stored, so never served to anyone pulling from this node.
 */
export type QuotaCode = 'quota_peer_round' | 'quota_peer_hour' | 'quota_new_authors' | 'quota_kind' | 'quota_author';

/** The codes that leave the record for a later pass rather than refusing it. */
export const DEFERRING_CODES: ReadonlySet<QuotaCode> = new Set(['quota_peer_round', 'quota_peer_hour']);

type PeerQuotaConfig = z.infer<typeof peerQuotaSchema>;

export interface QuotaLimits {
  perRound: number;
  perHour: number;
  newAuthorRecords: number;
  newAuthorsPerHour: number;
  kindsPerHour: Record<RecordKind, number>;
}

export interface PeerAdmissionOptions {
  limits: QuotaLimits;
  /**
   * Keys whose records no quota rations: this node, the credit members, the verifier keys it trusts or works with,
   * and `p2p.quota.trustedKeys`. Credit and trust are derived from their records, so refusing one would split this
   * node's balances and catalog from its network's.
   */
  exempt: readonly string[];
}

/** The limits of a `p2p.quota` as the config schema parsed it. */
function limitsOf(quota: PeerQuotaConfig): QuotaLimits {
  const { perRound, perHour, newAuthorRecords, newAuthorsPerHour, kindsPerHour } = quota;
  return { perRound, perHour, newAuthorRecords, newAuthorsPerHour, kindsPerHour };
}

/** The defaults of `p2p.quota`, for a sync opened without a config (tests, the CLI); the schema holds the numbers. */
export const DEFAULT_QUOTA_LIMITS: QuotaLimits = limitsOf(peerQuotaSchema.parse({}));

/** What the node's configuration says about foreign records: its quotas and the keys they never apply to. */
export function peerAdmissionOf(config: NodeConfig): PeerAdmissionOptions {
  const { quota } = config.p2p;
  const trusted = config.verifier.trusted === OPEN_TRUST ? [] : config.verifier.trusted;
  return {
    limits: limitsOf(quota),
    exempt: [
      config.identity.address,
      ...config.creditMembers,
      ...trusted,
      ...config.verifier.challengers,
      ...config.verifier.peers,
      ...quota.trustedKeys,
    ],
  };
}
