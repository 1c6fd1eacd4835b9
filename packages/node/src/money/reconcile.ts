import { TEACH_AUTH_HEADER, buildTeachAuth, sameAddress } from '@ainize/core';
import type { Ledger } from '../ledger/ledger.js';
import type { LedgerRecord } from '../ledger/record.js';
import { isSaleBy } from '../ledger/settle.js';
import { X402_BUYER_PURPOSE } from '../x402/routes.js';
import { resourceOf } from '../x402/settlement.js';
import type { BuyerWallet } from './buy.js';
import { GatewayAnswerError, type GatewayClient, type Paid } from './gateway-client.js';
import type { PurchaseRow, PurchasesRepo } from './purchases.js';

/**
 * Ending the doubt about a payment that left without an answer, without ever paying again. First from this ledger
 * (the seller's settle record of this very payment). Then, for local credit, once the quote has expired, from the
 * seller itself by presenting the very same signed payment, which it can only answer as a replay (it settled) or
 * refuse (it never did, and now never can). For `exact`, from the chain: the authorization was used (settled, with
 * the transaction), cancelled or expired (never paid); an authorization still unused after a grace period is
 * cancelled on chain by this node, its payer, which makes "never paid" final rather than a guess — if the seller's
 * transfer gets there first, the cancellation fails and the chain says "settled".
 */

/** How long after a quote's expiry the seller is asked, for clocks that disagree a little. */
const CLOCK_MARGIN_MS = 60_000;
/** How long an unanswered `exact` payment is left to the seller before this node cancels its authorization. */
export const CANCEL_GRACE_MS = 15_000;

export interface ReconcilerDeps {
  privateKey: string;
  self: string;
  ledger: Pick<Ledger, 'recordsAbout'>;
  purchases: PurchasesRepo;
  client: GatewayClient;
  wallet?: BuyerWallet;
  now: () => number;
}

export interface Reconciler {
  /** A row still `paying` whose seller's settle record has reached this ledger becomes `settled`. */
  fromLedger(row: PurchaseRow | undefined): PurchaseRow | undefined;
  /** Every way there is to settle a row still `paying`: the ledger, then the seller or the chain. */
  resolve(row: PurchaseRow): Promise<PurchaseRow | undefined>;
  /** Records the seller's 200 (manifest, settle record id, and for `exact` the chain transaction) on the row. */
  settle(id: string, paid: Paid): void;
}

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const settle = (id: string, paid: Paid): void => {
    const tx = paid.settlement?.success ? paid.settlement.transaction : undefined;
    const settleRecord = paid.response?.settle_record_id ?? paid.settlement?.extra?.['settle_record_id'];
    deps.purchases.settled(id, {
      settle_record_id: typeof settleRecord === 'string' ? settleRecord : null,
      bought_at: new Date(deps.now()).toISOString(),
      manifest: JSON.stringify(paid.manifest),
      ...(tx && deps.purchases.get(id)?.scheme === 'exact' ? { tx_hash: tx } : {}),
    });
  };

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

  /** The seller's record of this very payment: by its intent hash (local credit) or its authorization (exact). */
  const isThisPayment = (record: LedgerRecord, row: PurchaseRow): boolean => {
    if (!isSaleBy(record, row.seller)) return false;
    const body = record.body as { tx_hash?: unknown; scheme?: unknown; nonce?: unknown; buyer?: unknown };
    if (row.scheme === 'exact')
      return (
        body.scheme === 'exact' &&
        body.nonce === row.nonce &&
        typeof body.buyer === 'string' &&
        sameAddress(body.buyer, deps.self)
      );
    return body.tx_hash === row.tx_hash;
  };

  function fromLedger(row: PurchaseRow | undefined): PurchaseRow | undefined {
    if (row?.state !== 'paying') return row;
    const sale = deps.ledger.recordsAbout(row.patch_id).find((r) => isThisPayment(r, row));
    if (!sale) return row;
    const body = sale.body as { created_at?: string; tx_hash?: string };
    deps.purchases.settled(row.patch_id, {
      settle_record_id: sale.id,
      bought_at: body.created_at ?? sale.ts,
      ...(row.scheme === 'exact' && body.tx_hash ? { tx_hash: body.tx_hash } : {}),
    });
    return deps.purchases.get(row.patch_id);
  }

  async function withSeller(row: PurchaseRow): Promise<PurchaseRow | undefined> {
    if (deps.now() < row.quote_expires_at + CLOCK_MARGIN_MS) return row;
    try {
      settle(row.patch_id, await deps.client.pay(row.gateway, { version: 1, header: row.payment }, buyerHeader(row)));
    } catch (err) {
      if (err instanceof GatewayAnswerError && /unknown or expired nonce/.test(err.message))
        deps.purchases.unpaid(row.patch_id, 'failed', `the quote expired unpaid: ${err.message}`);
      // Anything else leaves the doubt as it was; the next attempt asks again.
    }
    return deps.purchases.get(row.patch_id);
  }

  async function fromChain(row: PurchaseRow, mayCancel = true): Promise<PurchaseRow | undefined> {
    const wallet = deps.wallet;
    if (!wallet) return row;
    const seen = await wallet.authorization(row.nonce);
    if (seen.state === 'used') {
      deps.purchases.settled(row.patch_id, {
        settle_record_id: null,
        bought_at: new Date(deps.now()).toISOString(),
        tx_hash: seen.txHash,
      });
    } else if (seen.state === 'canceled') {
      deps.purchases.unpaid(row.patch_id, 'failed', 'this node cancelled the authorization on chain; nothing moved');
    } else if (deps.now() > row.quote_expires_at + CLOCK_MARGIN_MS) {
      deps.purchases.unpaid(row.patch_id, 'failed', 'the authorization expired unused on chain; nothing moved');
    } else if (mayCancel && deps.now() - Date.parse(row.started_at) > CANCEL_GRACE_MS) {
      // A cancellation that fails (no gas, the transfer got there first) leaves the chain to say what happened.
      await wallet.cancel(row.nonce).catch(() => undefined);
      return fromChain(deps.purchases.get(row.patch_id) ?? row, false);
    }
    return deps.purchases.get(row.patch_id);
  }

  return {
    settle,
    fromLedger,
    async resolve(row) {
      const now = fromLedger(row);
      if (now?.state !== 'paying') return now;
      return now.scheme === 'exact' ? fromChain(now) : withSeller(now);
    },
  };
}
