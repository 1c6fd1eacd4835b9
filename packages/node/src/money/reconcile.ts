import { TEACH_AUTH_HEADER, buildTeachAuth } from '@ainize/core';
import type { Ledger } from '../ledger/ledger.js';
import { isSaleBy } from '../ledger/settle.js';
import { X402_BUYER_PURPOSE } from '../x402/routes.js';
import { type SaleSettlementBody, resourceOf } from '../x402/settlement.js';
import { GatewayAnswerError, type GatewayClient, type Paid } from './gateway-client.js';
import type { PurchaseRow, PurchasesRepo } from './purchases.js';

/**
 * Ending the doubt about a payment that left without an answer, without ever paying again: first from this ledger
 * (the seller's settle record with the same tx hash), then, once the quote has expired, from the seller itself by
 * presenting the very same signed payment, which it can only answer as a replay (it settled) or refuse (it never
 * did, and now never can).
 */

/** How long after a quote's expiry the seller is asked, for clocks that disagree a little. */
const CLOCK_MARGIN_MS = 60_000;

export interface ReconcilerDeps {
  privateKey: string;
  ledger: Pick<Ledger, 'recordsAbout'>;
  purchases: PurchasesRepo;
  client: GatewayClient;
  now: () => number;
}

export interface Reconciler {
  /** A row still `paying` whose seller's settle record has reached this ledger becomes `settled`. */
  fromLedger(row: PurchaseRow | undefined): PurchaseRow | undefined;
  /** A row still `paying` whose quote expired is settled or failed by the seller's answer to the same payment. */
  withSeller(row: PurchaseRow): Promise<PurchaseRow | undefined>;
  /** Records the seller's 200 (manifest and settle record id) on the journal row. */
  settle(id: string, paid: Paid): void;
}

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const settle = (id: string, paid: Paid): void =>
    deps.purchases.settled(id, {
      settle_record_id: paid.response?.settle_record_id ?? null,
      bought_at: new Date(deps.now()).toISOString(),
      manifest: JSON.stringify(paid.manifest),
    });

  /** Signed as the buyer, so the seller's replay carries a fresh download token. */
  const buyerHeader = (row: Pick<PurchaseRow, 'patch_id' | 'seller'>): Record<string, string> => ({
    [TEACH_AUTH_HEADER]: buildTeachAuth({
      privateKey: deps.privateKey,
      ts: deps.now(),
      nodeAddress: row.seller,
      method: 'GET',
      pathWithQuery: resourceOf(row.patch_id),
      purpose: X402_BUYER_PURPOSE,
    }),
  });

  return {
    settle,
    fromLedger(row) {
      if (row?.state !== 'paying') return row;
      const sale = deps.ledger
        .recordsAbout(row.patch_id)
        .find((r) => isSaleBy(r, row.seller) && (r.body as SaleSettlementBody).tx_hash === row.tx_hash);
      if (!sale) return row;
      const body = sale.body as SaleSettlementBody;
      deps.purchases.settled(row.patch_id, { settle_record_id: sale.id, bought_at: body.created_at ?? sale.ts });
      return deps.purchases.get(row.patch_id);
    },
    async withSeller(row) {
      if (deps.now() < row.quote_expires_at + CLOCK_MARGIN_MS) return row;
      try {
        settle(row.patch_id, await deps.client.pay(row.gateway, row.payment, buyerHeader(row)));
      } catch (err) {
        if (err instanceof GatewayAnswerError && /unknown or expired nonce/.test(err.message))
          deps.purchases.unpaid(row.patch_id, 'failed', `the quote expired unpaid: ${err.message}`);
        // Anything else leaves the doubt as it was; the next attempt asks again.
      }
      return deps.purchases.get(row.patch_id);
    },
  };
}
