import { z } from 'zod';
import { MAX_EVENTS_LIMIT } from '../catalog/index.js';
import { HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, RECORD_KINDS, isRecordKind } from '../ledger/index.js';
import { type MarketDeps, redactEvent } from './deps.js';
import { marketRepo } from './market-repo.js';

/** Above the maximum is clamped, as the catalog does: asking for "everything" gets the largest page. */
const limit = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, max));

export function ledgerRoutes(deps: MarketDeps): Route[] {
  const { ledger, config } = deps;
  const repo = marketRepo(deps.store.db);

  return [
    defineRoute({
      method: 'GET',
      path: '/api/ledger',
      auth: 'none',
      tags: ['ledger'],
      summary: 'The newest ledger records, optionally of one kind, with what this ledger is',
      description: `kind is one of ${RECORD_KINDS.join(', ')}; limit ≤ ${MAX_LIST_LIMIT} (default ${DEFAULT_LIST_LIMIT}). No backward paging.`,
      query: z.object({ kind: z.string().optional(), limit: limit(DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT) }),
      handler: ({ query }) => {
        const kind = query.kind === undefined || query.kind === '' ? undefined : query.kind;
        if (kind !== undefined && !isRecordKind(kind))
          throw new HttpError(400, `invalid: kind must be one of ${RECORD_KINDS.join(', ')}`);
        const items = ledger.listRecords({ kind, limit: query.limit });
        return {
          items,
          info: { kind: config.ledger.kind, node: config.identity.address, records: ledger.count() },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ledger/verify',
      auth: 'none',
      tags: ['ledger'],
      summary: 'Re-checks every record (content hash, signature, body, chain links) and lists the keys that forked',
      description:
        '`ok` speaks for the records this node stores. A key that signed two different successors of one record ' +
        'is listed under `forked_keys` with both records as evidence; it no longer counts on this node, and the ' +
        'ledger itself stays trusted.',
      handler: () => ledger.verifyLedger(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ledger/graph',
      auth: 'none',
      tags: ['ledger'],
      summary: 'Sources → derivatives: extends and supersedes edges between knowledge',
      handler: () => ledger.graph(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/events',
      auth: 'none',
      tags: ['catalog'],
      summary: "This node's event log, newest first (data only for the operator)",
      query: z.object({ kind: z.string().max(40).optional(), limit: limit(50, MAX_EVENTS_LIMIT) }),
      handler: ({ query, caller }) => {
        const kind = query.kind === '' ? undefined : query.kind;
        return { items: repo.events(kind, query.limit).map((e) => redactEvent(e, caller)) };
      },
    }),
  ];
}
