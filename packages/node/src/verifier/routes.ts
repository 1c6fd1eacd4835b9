import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { PATCH_ID_PATTERN } from '../ledger/bodies.js';
import { BodyUnavailableError } from './body-fetch.js';
import type { Verifier } from './verifier.js';

const idParams = z.object({ id: z.string().regex(PATCH_ID_PATTERN, 'is not a knowledge id') });

/** The operator's view of the verifier and the button that runs one check now. */
export function verifierRoutes(verifier: Pick<Verifier, 'state' | 'verify'>): Route[] {
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
  ];
}
