import { z } from 'zod';
import { MAX_EVENTS_LIMIT } from '../catalog/index.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, MAX_REPORTED_FORKS, RECORD_KINDS, isRecordKind } from '../ledger/index.js';
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
      summary: 'What the last full re-scan of the records found, the records held, and the keys that forked',
      description:
        'Every record was checked when it was stored (content hash, signature, body, chain link); `ok` and ' +
        '`problems` speak for the last full re-scan (`audit.last`), which the operator starts with POST. The answer ' +
        'is built once per state of the ledger. `forked_keys` lists up to ' +
        `${MAX_REPORTED_FORKS} keys that signed two successors of one record, ids only (` +
        '`forked_keys_total` counts them all); the two records of a key are at GET /api/ledger/forks/:author. A ' +
        'forked key no longer counts on this node, and the ledger itself stays trusted.',
      handler: () => ledger.verifyLedger(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/ledger/verify',
      auth: 'operator',
      tags: ['ledger'],
      summary: 'Start a full re-scan of every stored record (202); GET /api/ledger/verify shows its progress',
      description:
        'Re-checks every record from scratch, which catches a store edited behind the node’s back. It costs a ' +
        'signature check per record (about 20 s at 100k on 2 cores), made on worker threads while the node keeps ' +
        'serving; one runs at ' +
        'a time, so asking again while it runs changes nothing (`started: false`).',
      handler: ({ reply }) => {
        const { started, report } = ledger.startAudit();
        reply.code(202);
        return { started, ...report };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ledger/forks',
      auth: 'none',
      tags: ['ledger'],
      summary: 'Keys that forked, in address order, ids only; page with `after`',
      query: z.object({
        after: z.string().max(42).default(''),
        limit: limit(MAX_REPORTED_FORKS, MAX_REPORTED_FORKS),
      }),
      handler: ({ query }) => ({ items: ledger.forkSummaries(query.after, query.limit) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ledger/forks/:author',
      auth: 'none',
      tags: ['ledger'],
      summary: 'The two records a key signed after one record, in full, so anyone can check both signatures',
      description:
        'Only the first pair is kept: two records prove a fork. `rivals` counts every rival record peers served.',
      params: z.object({ author: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits') }),
      handler: ({ params }) => {
        const evidence = ledger.forkOf(params.author);
        if (!evidence) throw new NotFoundError('no fork by this key');
        return evidence;
      },
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
