import { type ReplayCache, pickTeachAuthHeader, sameAddress, verifyTeachAuth } from '@ainize/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CatalogDetail, PatchStatus } from '../catalog/index.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import type { Ledger } from '../ledger/ledger.js';
import { isSaleBy } from '../ledger/settle.js';
import { type AnchorIndex, openAnchorIndex } from './anchor-index.js';
import { BLOB_PURPOSE, blobTarget } from './blob-auth.js';

/** What the blob route reads of a body store; the node's BlobStore satisfies it. */
export interface BlobSource {
  has(sha256: string): boolean;
  get(sha256: string): Uint8Array | undefined;
}

export interface BlobRouteDeps {
  /** This node's address: a header signed for another node is refused. */
  nodeAddress: string;
  blobs: BlobSource;
  ledger: Ledger;
  catalog: { getEntry(id: string): CatalogDetail | undefined };
  /** Spent headers; the node's SQLite cache, so a header stays spent across restarts. */
  replay: ReplayCache;
  /** Addresses of the verifier nodes this node is configured to work with; they may fetch any held body. */
  verifierAddresses?: () => Iterable<string>;
  /** Whether `token` is a live download token of a sale of this body (the gateway's); absent, `?token=` is refused. */
  redeemToken?: (token: string, sha256: string) => boolean;
  now?: () => number;
}

/**
 * While a knowledge is being verified its body must reach any verifier that asks, or it can never be LISTED.
 * CHALLENGED is included because a challenge is answered by re-runs.
 */
const OPEN_FOR_VERIFICATION: ReadonlySet<PatchStatus> = new Set(['ANNOUNCED', 'VERIFYING', 'CHALLENGED']);

export const PURCHASE_REQUIRED = 'purchase required';

const params = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits') });
const query = z.object({ token: z.string().min(1).max(200).optional() });

export function blobRoutes(deps: BlobRouteDeps): { routes: Route[]; close(): void } {
  const index: AnchorIndex = openAnchorIndex(deps.ledger);
  const now = deps.now ?? Date.now;

  /** Who may have the body: a configured verifier, the author, anyone while it is under verification, a buyer. */
  function mayFetch(sha256: string, caller: string): boolean {
    for (const v of deps.verifierAddresses?.() ?? []) if (sameAddress(v, caller)) return true;
    for (const id of index.idsFor(sha256)) {
      const entry = deps.catalog.getEntry(id);
      // The first anchor of an id is the one the catalog keeps; a later anchor reusing the id names nothing.
      if (!entry || entry.anchor.patch_sha256 !== sha256) continue;
      if (sameAddress(entry.anchor.author, caller)) return true;
      if (OPEN_FOR_VERIFICATION.has(entry.status)) return true;
      // Only a sale its author signed counts: anyone can sign a note saying they bought something.
      const bought = deps.ledger
        .recordsAbout(id)
        .some((r) => isSaleBy(r, entry.anchor.author) && sameAddress(r.body.buyer, caller));
      if (bought) return true;
    }
    return false;
  }

  const route = defineRoute({
    method: 'GET',
    path: '/p2p/blob/:sha256',
    // The header is checked here rather than by the route table: it is signed under the `blob` purpose.
    auth: 'none',
    tags: ['p2p'],
    summary: 'A held knowledge body, to a verifier, its author or a buyer',
    description:
      "`?token=<download_token>` from the gateway's manifest (24 h, this body only), or x-ngram-auth " +
      '`<address>:<ts>:<sig>:v2` over `blob:<nodeAddress>:GET:/p2p/blob/<sha256>:<ts>`, single use, ±5 min. ' +
      '404 when this node does not hold the body, 401 for a missing or spent signature or a token that is unknown, ' +
      'expired or for another body, 402 `purchase required` when the signer is neither a configured verifier, the ' +
      'author, a buyer, nor asking while the knowledge is under verification.',
    params,
    query,
    produces: 'application/octet-stream',
    handler: ({ params: { sha256 }, query: { token }, request, reply }) => {
      // Checked before the header so a node that lacks the body does not spend a header the caller can retry elsewhere.
      if (!deps.blobs.has(sha256)) throw new NotFoundError('blob not found');
      if (token !== undefined) {
        if (deps.redeemToken?.(token, sha256) !== true)
          throw new HttpError(401, 'invalid_token: the download token is unknown, expired or for another body');
        return send(sha256, reply);
      }
      const verdict = verifyTeachAuth({
        header: pickTeachAuthHeader(request.headers),
        ...blobTarget(deps.nodeAddress, sha256),
        // The target actually requested, so a header signed for another path (or with a query) fails.
        pathWithQuery: request.url,
        purpose: BLOB_PURPOSE,
        now: now(),
        replay: deps.replay,
      });
      if (!verdict.ok) {
        throw new HttpError(
          401,
          `invalid_signature: x-ngram-auth header missing, expired, replayed or invalid (${verdict.reason}: ${verdict.detail})`,
          { reason: verdict.reason },
        );
      }
      if (!mayFetch(sha256, verdict.address)) throw new HttpError(402, PURCHASE_REQUIRED);
      return send(sha256, reply);
    },
  });

  function send(sha256: string, reply: FastifyReply): FastifyReply {
    const bytes = deps.blobs.get(sha256);
    if (bytes === undefined) throw new NotFoundError('blob not found');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('x-content-sha256', sha256)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return { routes: [route], close: () => index.close() };
}
