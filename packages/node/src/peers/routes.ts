import { z } from 'zod';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { type Ledger, MAX_LIST_LIMIT } from '../ledger/index.js';
import type { PeerSync } from './sync.js';

/** What `/p2p/records` answers by default; the puller asks for its own page size. */
export const P2P_DEFAULT_LIMIT = 500;

const peerUrlBody = z.strictObject({ url: z.string().min(1).max(2_000) });

export function peerRoutes(deps: { ledger: Ledger; sync: PeerSync }): Route[] {
  const { ledger, sync } = deps;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/peers',
      auth: 'none',
      tags: ['peers'],
      summary: 'The peers this node pulls ledger records from, with cursor, last sync, last error and quotas',
      description:
        'A peer that keeps failing is asked less often: `failures` counts the failed attempts in a row and ' +
        '`next_attempt_at` says when it is asked again (null while it is healthy). `refused` counts the records ' +
        'not taken and `last_refusal` names the last code (`invalid_signature`, `fork`, `quota_author`, ' +
        '`quota_new_authors`, `quota_kind` …); `quota` says whether a quota holds the peer back (`held`: ' +
        '`quota_peer_round` or `quota_peer_hour`, until `held_until`) and counts refusals by code since the node ' +
        'started. `address` is the key the peer names as its own at /healthz.',
      handler: () => ({ items: sync.list() }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/peers',
      auth: 'operator',
      tags: ['peers'],
      summary: 'Add a peer to pull ledger records from (201 when new, 200 when already known)',
      body: peerUrlBody,
      handler: ({ body, reply }) => {
        const result = refusingBadUrl(() => sync.add(body.url));
        // The first pull starts now rather than at the next tick; its outcome shows in GET /api/peers.
        if (result.added) void sync.syncNow();
        reply.code(result.added ? 201 : 200);
        return result;
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/peers',
      auth: 'operator',
      tags: ['peers'],
      summary: 'Stop pulling from a peer added through the API (404 unknown, 409 for a peer from config.json)',
      description:
        'Answers the removed peer as GET /api/peers showed it. Records already pulled from it stay. A peer listed ' +
        'in config.json `peers` (or AINIZE_PEERS) is refused with 409 config_peer: it would come back at the next start.',
      body: peerUrlBody,
      handler: ({ body }) => {
        const result = refusingBadUrl(() => sync.remove(body.url));
        if (result.outcome === 'not_found') throw new NotFoundError('peer not found');
        if (result.outcome === 'from_config') {
          throw new ConflictError(
            `config_peer: ${result.url} is listed in config.json \`peers\` (or AINIZE_PEERS) and would come back ` +
              'at the next start; remove it there and restart',
          );
        }
        return { peer: result.peer, removed: true };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/p2p/records',
      auth: 'none',
      // Every peer asks every gossip interval (500 ms in a private cluster).
      logLevel: 'debug',
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

/** The peer set's RangeErrors as answers: a full set is a 409, anything else a URL that cannot be a peer. */
function refusingBadUrl<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    if (err.message.startsWith('cannot be added')) throw new ConflictError(`too_many_peers: url ${err.message}`);
    throw new HttpError(400, `invalid: body.url ${err.message}`);
  }
}
