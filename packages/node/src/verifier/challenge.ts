import { sameAddress } from '@ainize/core';
import { CHALLENGE_COOLDOWN_MS, type Catalog } from '../catalog/index.js';
import { ConflictError, NotFoundError } from '../http/errors.js';
import type { ChallengeBody } from '../ledger/bodies.js';
import type { Ledger } from '../ledger/ledger.js';
import type { RecordSigner } from '../ledger/record.js';

export interface ChallengeDeps {
  ledger: Ledger;
  catalog: Pick<Catalog, 'getEntry'>;
  signer: RecordSigner;
  now?: () => number;
}

export interface FiledChallenge {
  ok: true;
  record_id: string;
  challenge: ChallengeBody;
  /** The knowledge's status on this node right after filing (CHALLENGED once it was LISTED). */
  status: string;
}

/**
 * The operator's challenge, signed with the node's key. It counts wherever this node's key is trusted to
 * challenge; there the trusted verifiers re-run the knowledge on their own, and their re-runs uphold or
 * dismiss it. Refused up front when the catalog would ignore it anyway (a re-filing within 24 hours), so the
 * operator is never told a challenge was filed that changes nothing.
 */
export function fileChallenge(deps: ChallengeDeps, patchId: string, reason: string): FiledChallenge {
  const now = deps.now ?? Date.now;
  const entry = deps.catalog.getEntry(patchId);
  if (!entry || entry.status === 'DRAFT') throw new NotFoundError('patch not found');
  if (entry.status === 'RETIRED')
    throw new ConflictError(`not_challengeable: ${patchId} is RETIRED and sold nowhere`, { patch_id: patchId });
  const at = now();
  const earlier = deps.ledger
    .recordsAbout(patchId)
    .filter((r) => r.kind === 'challenge' && sameAddress(r.author, deps.signer.address))
    .map((r) => Date.parse((r.body as ChallengeBody).created_at))
    .filter((t) => at - t < CHALLENGE_COOLDOWN_MS);
  if (earlier.length > 0) {
    const again = new Date(Math.max(...earlier) + CHALLENGE_COOLDOWN_MS).toISOString();
    throw new ConflictError(
      `challenge_cooldown: this node challenged ${patchId} less than 24 h ago; again after ${again}`,
      {
        patch_id: patchId,
        retry_at: again,
      },
    );
  }
  const body: ChallengeBody = {
    patch_id: patchId,
    challenger: deps.signer.address,
    reason,
    created_at: new Date(at).toISOString(),
  };
  const record = deps.ledger.appendRecord('challenge', body, deps.signer, new Date(at));
  return {
    ok: true,
    record_id: record.id,
    challenge: record.body,
    status: deps.catalog.getEntry(patchId)?.status ?? '',
  };
}
