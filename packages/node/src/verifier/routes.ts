import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { CHALLENGE_MIN_REASON, PATCH_ID_PATTERN, type AttestBody } from '../ledger/bodies.js';
import { BodyUnavailableError } from './body-fetch.js';
import type { FiledChallenge } from './challenge.js';
import type { VerifierState } from './types.js';

const idParams = z.object({ id: z.string().regex(PATCH_ID_PATTERN, 'is not a knowledge id') });

export interface VerifierRouteDeps {
  verifier: { state(): VerifierState; verify(patchId: string): Promise<AttestBody> };
  challenge(patchId: string, reason: string): FiledChallenge;
}

/** The operator's view of the verifier, the button that runs one check now, and the node's own challenge. */
export function verifierRoutes({ verifier, challenge }: VerifierRouteDeps): Route[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/verifier',
      auth: 'operator',
      tags: ['verification'],
      summary: 'Verifier loop state: queue, last results, hourly limits and what they have used',
      handler: () => verifier.state(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/verify',
      auth: 'operator',
      tags: ['verification'],
      summary: 'Run this node’s check of a knowledge now and write the attestation',
      description:
        'Returns the Attestation written to the ledger. 404 `patch not found`; 409 `self_attestation` for the ' +
        'node’s own knowledge and `already_attested` when a new attestation would not count; 502 ' +
        '`blob_unavailable` when no peer would hand over the body. Counts toward the hourly limits but is not refused by them.',
      params: idParams,
      handler: async ({ params }) => {
        try {
          return await verifier.verify(params.id);
        } catch (err) {
          if (err instanceof BodyUnavailableError) throw new HttpError(502, err.message, { patch_id: params.id });
          throw err;
        }
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/patches/:id/challenge',
      auth: 'operator',
      tags: ['verification'],
      summary: 'Challenge a knowledge in this node’s name; the trusted verifiers re-run it',
      description:
        `\`reason\` of at least ${CHALLENGE_MIN_REASON} characters. The challenge counts on every node that trusts ` +
        'this node’s key to challenge (its own catalog always does): a LISTED knowledge turns CHALLENGED and unsellable ' +
        'until re-runs by trusted verifiers answer it — any failing one upholds it, a quorum passing dismisses it. ' +
        '404 `patch not found`; 409 `challenge_cooldown` within 24 h of this node’s last challenge of it, ' +
        '`not_challengeable` for a RETIRED knowledge.',
      params: idParams,
      body: z.strictObject({ reason: z.string().trim().min(CHALLENGE_MIN_REASON).max(2_000) }),
      handler: ({ params, body }) => challenge(params.id, body.reason),
    }),
  ];
}
