import { z } from 'zod';
import { ConflictError, HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { type Ledger, MAX_LIST_LIMIT } from '../ledger/index.js';
import type { PeerSync } from './sync.js';

/** What `/p2p/records` answers by default; the puller asks for its own page size. */
export const P2P_DEFAULT_LIMIT = 500;

export function peerRoutes(deps: { ledger: Ledger; sync: PeerSync }): Route[] {
  const { ledger, sync } = deps;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/peers',
      auth: 'none',
      tags: ['peers'],
      summary: 'The peers this node pulls ledger records from, with cursor, last sync and last error',
      handler: () => ({ items: sync.list() }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/peers',
      auth: 'operator',
      tags: ['peers'],
      summary: 'Add a peer to pull ledger records from (201 when new, 200 when already known)',
      body: z.strictObject({ url: z.string().min(1).max(2_000) }),
      handler: ({ body, reply }) => {
        let result;
        try {
          result = sync.add(body.url);
        } catch (err) {
          if (!(err instanceof RangeError)) throw err;
          if (err.message.startsWith('cannot be added')) throw new ConflictError(`too_many_peers: url ${err.message}`);
          throw new HttpError(400, `invalid: body.url ${err.message}`);
        }
        // The first pull starts now rather than at the next tick; its outcome shows in GET /api/peers.
        if (result.added) void sync.syncNow();
        reply.code(result.added ? 201 : 200);
        return result;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/p2p/records',
      auth: 'none',
      tags: ['peers'],
      summary: 'Ledger records after a seq of this node, oldest first — what peers pull',
      description:
        'Each item is a signed record plus `seq`, this node’s arrival number; pass the last seq as `since` to ' +
        `continue. limit ≤ ${MAX_LIST_LIMIT}. \`more\` is true when a full page came back.`,
      query: z.object({
        since: z.coerce.number().int().min(0).default(0),
        limit: z.coerce
          .number()
          .int()
          .min(1)
          .default(P2P_DEFAULT_LIMIT)
          .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
      }),
      handler: ({ query }) => {
        const items = ledger.recordsSince(query.since, query.limit);
        const last = items.at(-1);
        return { items, cursor: last?.seq ?? query.since, more: items.length === query.limit };
      },
    }),
  ];
}
