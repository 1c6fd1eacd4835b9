import type { NodeTrustInfo, PaymentOptions } from '@ainize/core';
import { z } from 'zod';
import type { NodeConfig } from '../home/config-schema.js';
import { buildOpenApi } from './openapi.js';
import { type Route, defineRoute } from './route.js';

/** What other parts of the node contribute to `/api/info` and `/readyz`; each is optional until it exists. */
export interface InfoProviders {
  /** Catalog counts (knowledges by status, teachers …). */
  counts?: () => Record<string, number> | Promise<Record<string, number>>;
  /** The serving runtime's status object. */
  runtime?: () => unknown;
  /** Connected peers; config.peers.length until the peer set exists. */
  peers?: () => number;
  /** Whose attestations and challenges this node counts (the catalog's trust policy). */
  trust?: () => NodeTrustInfo;
  /** How this node's gateway can be paid and how its buy route pays. */
  payments?: () => PaymentOptions;
  /** How many addresses receive the initial credit here. */
  creditMembers?: () => number;
}

/** Named readiness checks; a check that throws or returns false makes `/readyz` answer 503. */
export type ReadinessChecks = Record<string, () => boolean | Promise<boolean>>;

export interface SystemRouteDeps {
  config: NodeConfig;
  version: string;
  startedAt: number;
  now: () => number;
  info: InfoProviders;
  readiness: ReadinessChecks;
  /** The finished table, read when the document is requested so it includes every route, itself too. */
  routes: () => readonly Route[];
}

export function systemRoutes(deps: SystemRouteDeps): Route[] {
  const { config } = deps;
  let openapi: Record<string, unknown> | undefined;
  return [
    defineRoute({
      method: 'GET',
      path: '/healthz',
      auth: 'none',
      // Probed every few seconds by supervisors and `ainize status`.
      logLevel: 'debug',
      tags: ['system'],
      summary: 'Liveness: the process answers',
      response: z.object({
        ok: z.boolean(),
        node: z.string(),
        address: z.string(),
        version: z.string(),
        uptime_s: z.number(),
      }),
      handler: () => ({
        ok: true,
        node: config.name,
        address: config.identity.address,
        version: deps.version,
        uptime_s: Math.floor((deps.now() - deps.startedAt) / 1000),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: '/readyz',
      auth: 'none',
      logLevel: 'debug',
      tags: ['system'],
      summary: 'Readiness: 200 when every check passes, else 503 naming the failing ones',
      response: z.object({ ok: z.boolean(), checks: z.record(z.string(), z.boolean()) }),
      handler: async ({ reply }) => {
        const checks: Record<string, boolean> = {};
        for (const [name, check] of Object.entries(deps.readiness)) {
          try {
            checks[name] = (await check()) === true;
          } catch {
            checks[name] = false;
          }
        }
        const ok = Object.values(checks).every(Boolean);
        reply.code(ok ? 200 : 503);
        return { ok, checks };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/info',
      auth: 'none',
      tags: ['system'],
      summary: 'Who this node is and the market terms it applies',
      handler: async () => ({
        node: { name: config.name, address: config.identity.address, roles: config.roles, version: deps.version },
        ledger: { kind: config.ledger.kind },
        runtime: deps.info.runtime?.() ?? { available: false },
        quorum: config.quorum,
        currency: config.currency,
        peers: deps.info.peers?.() ?? config.peers.length,
        initial_credit: config.initialCredit,
        credit_grants: deps.info.creditMembers?.() ?? config.creditGrants,
        default_price: config.defaultPrice,
        royalty_share: config.royaltyShare,
        verifier_share: config.verifierShare,
        accepts_contributions: config.teach.enabled,
        contributor_share: config.contributorShare,
        counts: (await deps.info.counts?.()) ?? {},
        ...(deps.info.trust ? { trust: deps.info.trust() } : {}),
        ...(deps.info.payments ? { payments: deps.info.payments() } : {}),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      auth: 'none',
      tags: ['system'],
      summary: 'This API as OpenAPI 3.1, generated from the route table',
      handler: () => (openapi ??= buildOpenApi(deps.routes(), { title: 'Ainize node', version: deps.version })),
    }),
  ];
}
