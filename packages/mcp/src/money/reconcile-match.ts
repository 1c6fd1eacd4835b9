import type { LedgerRecord, PurchaseRecord, UnresolvedPayment, WalletEntry } from '../node-client/index.js';
import type { PurchaseEntry } from './journal-lines.js';

/**
 * Which of the node's payments of a knowledge are this purchase's own. The node keeps one purchase row per
 * knowledge, and its wallet and the seller's settle records name the knowledge, not the purchase: read carelessly,
 * a purchase that never paid would take another purchase's payment of the same knowledge as its own — the journal
 * would then hold one tx under two keys and the budget would count it twice. Pure.
 *
 * The rule, strongest witness first:
 * - a purchase whose request never left this server (no `sent` line) paid nothing;
 * - when this server gave the node its key and the node reports keys on its rows (ours does), the row is this
 *   purchase's exactly when it names this key; a row naming another key (or none) is another purchase, and so
 *   is every wallet entry and settle record of the knowledge, since a paid row is never replaced;
 * - otherwise (an Ainize node that reports no keys, or a purchase journalled before keys were sent) a payment is
 *   never this purchase's when another journal entry holds its tx hash, or when it was made before this
 *   purchase's request left.
 */

/** The node's clock and ours may differ a little; a payment this much "before" the request may still be its own. */
export const CLOCK_SKEW_MS = 2_000;

export interface Witnesses {
  row: PurchaseRecord | undefined;
  /** null when the node does not serve the route. */
  wallet: WalletEntry[] | null;
  settles: LedgerRecord[] | null;
}

export interface Matched extends Witnesses {
  /** Payments of the knowledge that were seen and are another purchase's: how many, and their tx hashes. */
  others: { count: number; tx_hashes: string[] };
}

/** Who already holds a tx hash in the journal. */
export type HolderOf = (txHash: string) => string | undefined;

export function matchOwnPayment(entry: PurchaseEntry | undefined, seen: Witnesses, holderOf: HolderOf): Matched {
  // Reconcile by id with nothing journalled: nothing is attributed to a journal entry, so every witness is reported.
  if (entry === undefined) return { ...seen, others: NONE };
  if (entry.sent_at === null) return { row: undefined, wallet: [], settles: [], others: othersOf(seen) };
  const row = seen.row;
  if (row !== undefined && keyed(entry, row)) {
    if (row.idempotency_key === entry.key) {
      const own = (tx: string | null) => !isOthers(tx, entry, holderOf);
      return {
        row,
        wallet: seen.wallet?.filter((e) => own(e.tx_hash)) ?? null,
        settles: seen.settles?.filter((r) => own(settleTx(r))) ?? null,
        others: NONE,
      };
    }
    return { row: undefined, wallet: [], settles: [], others: othersOf(seen) };
  }
  const sentAt = Date.parse(entry.sent_at);
  const ours = (tx: string | null, at: string | null) =>
    !isOthers(tx, entry, holderOf) && (at === null || !(Date.parse(at) < sentAt - CLOCK_SKEW_MS));
  const keptRow = row !== undefined && ours(row.tx_hash || null, row.bought_at) ? row : undefined;
  const wallet = seen.wallet?.filter((e) => ours(e.tx_hash, e.at)) ?? null;
  const settles = seen.settles?.filter((r) => ours(settleTx(r), r.ts)) ?? null;
  const others = othersOf({
    row: keptRow === undefined ? row : undefined,
    wallet: (seen.wallet ?? []).filter((e) => !wallet?.includes(e)),
    settles: (seen.settles ?? []).filter((r) => !settles?.includes(r)),
  });
  return { row: keptRow, wallet, settles, others };
}

/**
 * Whether a payment the node has not heard back about may be this purchase's, so reconcile should wait for it.
 * One that is another purchase's is not waited for: whatever becomes of it, this purchase did not pay it.
 */
export function mayBeOwnUnresolved(entry: PurchaseEntry | undefined, open: UnresolvedPayment): boolean {
  if (entry === undefined) return true;
  if (entry.sent_at === null) return false;
  if (entry.key_sent && open.idempotency_key !== undefined) return open.idempotency_key === entry.key;
  return !(Date.parse(open.started_at) < Date.parse(entry.sent_at) - CLOCK_SKEW_MS);
}

/** The node tells keys apart only for a purchase that sent one, and only if its rows carry the field at all. */
function keyed(entry: PurchaseEntry, row: PurchaseRecord): boolean {
  return entry.key_sent && row.idempotency_key !== undefined;
}

function isOthers(tx: string | null, entry: PurchaseEntry, holderOf: HolderOf): boolean {
  if (!tx) return false;
  const holder = holderOf(tx);
  return holder !== undefined && holder !== entry.key;
}

/** The tx a settle record names (local credit: the intent hash; exact: the chain transaction). */
export function settleTx(record: LedgerRecord): string | null {
  const body = record.body as { tx_hash?: unknown; tx?: unknown };
  const tx = typeof body.tx_hash === 'string' ? body.tx_hash : typeof body.tx === 'string' ? body.tx : null;
  return tx === '' ? null : tx;
}

const NONE = { count: 0, tx_hashes: [] };

/**
 * The payments the witnesses name, each once: a row, its wallet entry and its settle record are one payment when
 * they name one tx. One without a tx yet (an `exact` row before its transaction is known) still counts.
 */
function othersOf(seen: Witnesses): Matched['others'] {
  const txs = [
    seen.row?.tx_hash || null,
    ...(seen.wallet ?? []).map((e) => e.tx_hash),
    ...(seen.settles ?? []).map(settleTx),
  ];
  const tx_hashes = [...new Set(txs.filter((tx): tx is string => tx !== null && tx !== ''))];
  const untold = seen.row !== undefined && !seen.row.tx_hash ? 1 : 0;
  return { count: tx_hashes.length + untold, tx_hashes };
}
