import { addDec, isAddress, sameAddress, toChecksumAddress, type WalletEntry } from '@ainize/core';
import { z } from 'zod';
import { parseCatalogQuery } from '../catalog/index.js';
import { HttpError } from '../http/errors.js';
import { type Route, defineRoute } from '../http/route.js';
import type { LedgerRecord } from '../ledger/index.js';
import type { MarketDeps } from './deps.js';
import { marketRepo } from './market-repo.js';

const NO_LEDGER_NOTE =
  'Payouts are not recorded on this node, so earnings are zero and items empty: they show what was actually paid, ' +
  'never an estimate.';
const CREDIT_NOTE =
  'Local credit is paid out in the settle record of each sale, so every item is already paid: nothing is owed, ' +
  'pending or failed. Items are the lines this node’s ledger holds; a sale settled elsewhere shows once its ' +
  'record arrives.';

/** `GET /api/teacher/:address` — a data provider's public page, built from the knowledge that credits them. */
export function teacherRoutes(deps: MarketDeps): Route[] {
  const repo = marketRepo(deps.store.db);
  return [
    defineRoute({
      method: 'GET',
      path: '/api/teacher/:address',
      auth: 'none',
      tags: ['teach'],
      summary: "A teacher's lessons (taught knowledge crediting the address) and earnings",
      description: 'An address nobody credited yet gets an empty profile, not 404: every key may become a teacher.',
      params: z.object({ address: z.string() }),
      handler: ({ params }) => {
        if (!isAddress(params.address))
          throw new HttpError(400, 'invalid: address must be a 0x address of 40 hex digits');
        const address = toChecksumAddress(params.address);
        // Every taught knowledge crediting the address; a teacher has a handful, so one page holds them all.
        const query = { ...parseCatalogQuery({ origin: 'teach' }), limit: Number.MAX_SAFE_INTEGER };
        const entries = repo.byContributor(address, query).items;
        const lessons = entries.map((e) => ({
          id: e.id,
          name: e.anchor.name,
          status: e.status,
          verified: e.quorum_ok,
          downloads: e.downloads,
          revenue: e.revenue,
        }));
        const credited = entries.flatMap((e) => e.anchor.contributors).find((c) => sameAddress(c.address, address));
        return {
          address,
          name: nameOf(address, credited, deps.ledger.listRecords({ kind: 'node', limit: 5_000 })),
          hidden: false,
          lessons,
          earnings: earnings(deps.config.currency, deps.earningsOf?.(address) ?? []),
          note: deps.earningsOf ? CREDIT_NOTE : NO_LEDGER_NOTE,
        };
      },
    }),
  ];
}

/** What the address was paid, line by line; `sales` counts the settlements those lines came from. */
function earnings(currency: string, items: WalletEntry[]) {
  const paid = items.reduce((sum, e) => addDec(sum, e.amount), '0');
  return {
    currency,
    owed: '0',
    paid,
    pending: '0',
    failed: '0',
    sales: new Set(items.map((e) => e.record_id)).size,
    items,
  };
}

/** The name the teacher gave: a `node` record they signed, else a name on their contributor credit, else null. */
function nameOf(address: string, credited: Record<string, unknown> | undefined, nodes: LedgerRecord[]): string | null {
  const own = nodes.find((r) => r.kind === 'node' && sameAddress(r.author, address));
  if (own) return (own as LedgerRecord<'node'>).body.name;
  return typeof credited?.name === 'string' ? credited.name : null;
}
