import { isAddress } from '@ainize/core';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { type CatalogDetail, MAX_EVENTS_LIMIT, parseCatalogQuery } from '../catalog/index.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { type Caller, type Route, defineRoute } from '../http/route.js';
import { type Availability, type MarketDeps, availability, redactEvent, visibleTo } from './deps.js';
import { mapped } from './errors.js';
import { type MarketRepo, marketRepo } from './market-repo.js';

/** Query values arrive as strings; the catalog's own parser validates them and names the field it refuses. */
const optional = z.string().optional();
const flag = z.enum(['true', 'false', '1', '0']).optional();
const idParams = z.object({ id: z.string().min(1) });
const limitQuery = (max: number, fallback: number) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(fallback)
      .transform((n) => Math.min(n, max)),
  });

const catalogQuery = z.object({
  q: z.string().max(500).optional(),
  model: optional,
  schema: optional,
  status: optional,
  author: optional,
  contributor: optional,
  origin: optional,
  trust: optional,
  min_price: optional,
  max_price: optional,
  sort: optional,
  limit: optional,
  offset: optional,
  after: optional,
  include_drafts: flag,
});

export function catalogRoutes(deps: MarketDeps): Route[] {
  const { catalog, ledger, events } = deps;
  const repo = marketRepo(deps.store.db);
  const have = availability(deps);

  /** The entry behind `:id`, or the 404 every caller who may not see it gets. */
  const entryFor = (id: string, caller: Caller): CatalogDetail => {
    const entry = catalog.getEntry(id);
    if (!entry || !visibleTo(entry, caller)) throw new NotFoundError('patch not found');
    return entry;
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/api/catalog',
      auth: 'none',
      tags: ['catalog'],
      summary: 'Search the catalog: full-text q, filters, sort and paging',
      description:
        'status is a comma list; sort is latest | popular | price | rows; limit ≤ 200 (default 50). ' +
        'include_drafts is honoured for the operator only and ignored for everyone else. ' +
        'trust is a comma list of trusted (a quorum of machines passed it, counting only verifiers this node ' +
        'trusts) | partial (some trusted checks counted, no quorum, none failed) | failed (a trusted verifier failed ' +
        'it, no quorum) | unverified (no trusted check counted yet) | unvetted (every entry, when this node counts ' +
        'every key). min_price and max_price are inclusive bounds on the anchor price, decimal strings like ' +
        '"0.5" compared exactly (not as floats) whatever the currency; min_price above max_price is refused. ' +
        'Filters apply before paging, so total counts the filtered set. ' +
        'after is the next_after of the previous page: the page then starts right after that entry, in the same ' +
        'sort and as deep pages cost no more than the first (offset steps over every entry it skips). A cursor ' +
        'made for another sort, or not made by this list, is refused with 400, as is after beside an offset; ' +
        'next_after is null on the last page.',
      query: catalogQuery,
      handler: ({ query, caller, reply }) => mapped(() => search(repo, deps, query, caller, reply)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id',
      auth: 'optional_teach',
      tags: ['catalog'],
      summary: 'One knowledge with its base stack, lineage and availability on this node',
      description: 'A draft is shown to the operator and to the teaching key it belongs to; to anyone else it is 404.',
      params: idParams,
      handler: ({ params, caller }) => detail(entryFor(params.id, caller), deps, have),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/records',
      auth: 'optional_teach',
      tags: ['ledger'],
      summary: 'The ledger records about one knowledge, oldest first',
      params: idParams,
      handler: ({ params, caller }) => {
        entryFor(params.id, caller);
        const items = ledger.recordsAbout(params.id);
        return { id: params.id, total: items.length, items };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/events',
      auth: 'optional_teach',
      tags: ['catalog'],
      summary: 'Events this node recorded about one knowledge, newest first (data only for the operator)',
      params: idParams,
      query: limitQuery(MAX_EVENTS_LIMIT, 50),
      handler: ({ params, query, caller }) => {
        entryFor(params.id, caller);
        const items = events.eventsAbout(params.id, query.limit).map((e) => redactEvent(e, caller));
        return { id: params.id, items };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/patches/:id/conflicts',
      auth: 'optional_teach',
      tags: ['catalog'],
      summary: 'Knowledge that may conflict with this one',
      params: idParams,
      handler: ({ params, caller }) => {
        const entry = entryFor(params.id, caller);
        const schema = entry.anchor.benchmark.schema;
        const same = repo
          .bySchema(schema, 200)
          .items.filter((e) => e.id !== entry.id)
          .map((e) => ({ id: e.id, name: e.anchor.name, status: e.status, author: e.anchor.author }));
        return {
          id: entry.id,
          items: [],
          same_schema: same,
          note:
            'Address-set overlap is not computed yet: this node does not index the memory addresses of patch bodies, ' +
            'so `items` is empty rather than a guess. `same_schema` lists knowledge answering the same benchmark ' +
            `schema (${schema}), which is the other sign of conflicting knowledge.`,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/benchmarks/:schema',
      auth: 'none',
      tags: ['catalog'],
      summary: 'Knowledge answering one benchmark schema, newest first',
      params: z.object({ schema: z.string().min(1).max(200) }),
      query: limitQuery(200, 50),
      handler: ({ params, query }) => ({ schema: params.schema, ...repo.bySchema(params.schema, query.limit) }),
    }),
  ];
}

function search(
  repo: MarketRepo,
  deps: MarketDeps,
  query: z.output<typeof catalogQuery>,
  caller: Caller,
  reply: FastifyReply,
): unknown {
  const { contributor, include_drafts, ...rest } = query;
  const input = { ...rest, include_drafts: caller.operator && (include_drafts === 'true' || include_drafts === '1') };
  if (contributor === undefined || contributor.trim() === '') {
    // Sent as the text the catalog wrote: the page's entries are not parsed here only to be written back.
    return reply.type('application/json; charset=utf-8').send(deps.catalog.searchCatalogJson(input));
  }
  if (!isAddress(contributor.trim()))
    throw new HttpError(400, 'invalid: contributor must be a 0x address of 40 hex digits');
  const parsed = parseCatalogQuery(input);
  // The facets describe the whole catalog, as they do for every other search.
  const { models, schemas } = deps.catalog.searchCatalog({ limit: 1 });
  const { total, items, next_after } = repo.byContributor(contributor.trim(), parsed);
  return { total, items, models, schemas, next_after };
}

/** The detail a buyer reads: the entry, what each base costs and whether it is here, and what this node has. */
function detail(entry: CatalogDetail, deps: MarketDeps, have: Availability): unknown {
  const dataset = entry.anchor.dataset;
  return {
    ...entry,
    requires: entry.requires.map((base) => ({ ...base, held: have.hasBody(base.patch_sha256) })),
    has_body: have.hasBody(entry.anchor.patch_sha256),
    owned: entry.anchor.author.toLowerCase() === deps.config.identity.address.toLowerCase(),
    purchased: have.isPurchased(entry.id),
    gateway_url: deps.gatewayOf?.(entry) ?? null,
    applied: have.isApplied(entry.id),
    dataset_held: dataset !== undefined && have.datasetRows(dataset.sha256) !== undefined,
  };
}
