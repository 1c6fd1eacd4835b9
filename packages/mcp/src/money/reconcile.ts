import { AinizeFailure, normalizeDec, sameAddress } from '@ainize/core';
import type {
  LedgerRecord,
  NodeClient,
  PurchaseList,
  PurchaseRecord,
  UnresolvedPayment,
  Wallet,
  WalletEntry,
} from '../node-client/index.js';
import type { PurchaseJournal } from './journal.js';
import type { PurchaseEntry, ReconciledState } from './journal-lines.js';
import { matchOwnPayment, mayBeOwnUnresolved, settleTx } from './reconcile-match.js';

/**
 * After a failure, what really happened to a purchase — read from the node, never paid for. Three witnesses, in
 * the order they are trusted: the node's purchase row (money moved and, with `body_present`, the body is here),
 * its wallet (a `purchase` entry means credits left), and the knowledge's `settle` records naming this node as
 * the buyer (the seller's own account of being paid). Only this purchase's own payment counts (reconcile-match.ts:
 * by the key the node keeps on its row, else never a tx another journal entry holds nor one older than the
 * request). The journal is then brought in line with them.
 */

/**
 * A purchase the node may still be working on: the node finishes a buy whose caller went away, so "nothing paid"
 * read this soon after the request left does not release the reservation yet.
 */
export const SETTLE_GRACE_MS = 60_000;
/** How long a reconcile keeps reading while the node itself does not know yet whether a payment settled. */
export const UNRESOLVED_WAIT_MS = 20_000;
const UNRESOLVED_POLL_MS = 500;

export interface ReconcileTarget {
  id?: string;
  idempotency_key?: string;
}

export interface ReconcileEvidence {
  purchase_row: boolean;
  /** null when the node does not serve the route. */
  wallet_entries: number | null;
  settle_records: number | null;
  /** Payments of the same knowledge that were seen and belong to another purchase, and their tx hashes. */
  other_payments: number;
  other_tx_hashes: string[];
}

export interface Reconciliation {
  state: ReconciledState;
  patch_id: string;
  idempotency_key: string | null;
  purchase: {
    amount: string | null;
    currency: string | null;
    scheme: string | null;
    /** `exact`: the chain (CAIP-2); local credit: the ledger's network. */
    network: string | null;
    /** local-credit: the payment's intent hash; exact: the chain transaction (null while the node does not know it). */
    tx_hash: string | null;
    bought_at: string | null;
    body_present: boolean;
    seller: string | null;
  } | null;
  evidence: ReconcileEvidence;
  /** What the journal said before this reconcile, and whether the budget's reservation was kept. */
  journal: { status_before: string; status_now: string; reservation: 'spent' | 'released' | 'kept' } | null;
  explanation: string;
  next: string;
}

export const SETTLED_NO_BODY_RECOVERY =
  'Do not buy it again: the seller answers the same payment again without a second charge, so the body can be ' +
  'fetched by this node on the strength of the payment already made. Ask the node operator to fetch it (the ' +
  'node’s buy route for this knowledge presents the settled payment again); reconcile_purchase then reports ' +
  '`recovered`.';

export async function reconcilePurchase(
  client: NodeClient,
  journal: PurchaseJournal,
  target: ReconcileTarget,
  options: { signal?: AbortSignal; now?: () => number; unresolvedWaitMs?: number } = {},
): Promise<Reconciliation> {
  const call = options.signal ? { signal: options.signal } : {};
  const now = options.now ?? Date.now;
  const entry = journalEntryFor(journal, target);
  const patchId = entry?.patch_id ?? (target.id as string);

  const purchases = await resolvedPurchases(
    client,
    patchId,
    entry,
    call,
    options.unresolvedWaitMs ?? UNRESOLVED_WAIT_MS,
  );
  const [wallet, records] = await Promise.all([
    optionalRoute(client.wallet(call)),
    optionalRoute(client.records(patchId, call)),
  ]);
  const buyer = wallet?.address ?? (await client.nodeAddress());
  const mine = matchOwnPayment(
    entry,
    {
      row: purchases.items.find((p) => p.patch_id === patchId),
      wallet: wallet ? wallet.entries.filter((e) => e.kind === 'purchase' && e.patch_id === patchId) : null,
      settles: records ? records.items.filter((r) => isSettleBy(r, patchId, buyer)) : null,
    },
    (tx) => journal.holderOf(tx),
  );
  const { row, wallet: walletEntries, settles } = mine;
  const evidence: ReconcileEvidence = {
    purchase_row: row !== undefined,
    wallet_entries: walletEntries?.length ?? null,
    settle_records: settles?.length ?? null,
    other_payments: mine.others.count,
    other_tx_hashes: mine.others.tx_hashes,
  };

  const moneyMoved = row !== undefined || (walletEntries?.length ?? 0) > 0 || (settles?.length ?? 0) > 0;
  const state: ReconciledState =
    row?.body_present === true
      ? lostTrack(entry)
        ? 'recovered'
        : 'complete'
      : moneyMoved
        ? 'settled_no_body'
        : 'never_paid';
  const purchase = moneyMoved ? purchaseOf(row, walletEntries?.[0], settles?.[0], wallet, entry) : null;

  let journalView: Reconciliation['journal'] = null;
  if (entry) {
    const statusBefore = entry.status;
    const recent = entry.sent_at !== null && now() - Date.parse(entry.sent_at) < SETTLE_GRACE_MS;
    const keepReserved = state === 'never_paid' && recent && (entry.status === 'pending' || entry.status === 'unknown');
    const changed = entry.status !== state || (state === 'never_paid' && entry.hold === 'reserved' && !keepReserved);
    const after = changed
      ? journal.reconciled(entry.key, {
          t: 'reconciled',
          state,
          ...(purchase?.amount ? { amount: purchase.amount } : {}),
          ...(purchase?.tx_hash ? { tx_hash: purchase.tx_hash } : {}),
          ...(purchase?.bought_at ? { bought_at: purchase.bought_at } : {}),
          ...(keepReserved ? { keep_reserved: true } : {}),
        })
      : entry;
    journalView = {
      status_before: statusBefore,
      status_now: after.status,
      reservation: after.hold === 'spent' ? 'spent' : after.hold === 'released' ? 'released' : 'kept',
    };
  }

  return {
    state,
    patch_id: patchId,
    idempotency_key: entry?.key ?? null,
    purchase,
    evidence,
    journal: journalView,
    ...wording(state, patchId, purchase, evidence, journalView),
  };
}

/**
 * The node's purchases once it knows the outcome of every payment of this knowledge. A payment it sent without
 * hearing back is neither bought nor refused; the node settles that from the seller's record (which peers relay
 * within seconds) or at the quote's expiry. Reading again meanwhile pays nothing; calling it unpaid would be a guess.
 */
async function resolvedPurchases(
  client: NodeClient,
  patchId: string,
  entry: PurchaseEntry | undefined,
  call: { signal?: AbortSignal },
  waitMs: number,
): Promise<PurchaseList> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const list = await client.myPurchases(call);
    // Another purchase's payment in doubt is not waited for: whatever becomes of it, this one did not pay it.
    const open = list.unresolved?.find((p) => p.patch_id === patchId && mayBeOwnUnresolved(entry, p));
    if (!open) return list;
    if (Date.now() >= deadline || call.signal?.aborted) throw unresolvedFailure(open, entry);
    await new Promise((done) => setTimeout(done, UNRESOLVED_POLL_MS));
  }
}

/**
 * A payment the node sent without hearing back. Local credit is settled by the seller (its settle record, or its
 * answer once the quote expires); an `exact` payment by the chain: the node reads its authorization there — used
 * means paid, with the transaction; cancelled or past its validBefore means nothing moved.
 */
function unresolvedFailure(open: UnresolvedPayment, entry: PurchaseEntry | undefined): AinizeFailure {
  const exact = open.scheme === 'exact';
  const tx = open.tx_hash === '' ? null : open.tx_hash;
  const network = entry?.network ?? null;
  const message = exact
    ? `the node sent an exact payment for ${open.patch_id}${network ? ` on ${network}` : ''} (${open.started_at}` +
      `${tx ? `, chain tx ${tx}` : ', no chain transaction known yet'}) and has not heard whether it settled. The ` +
      `chain settles it, not a quote: the node reads the authorization on the chain — used means paid (with its ` +
      `transaction), cancelled or unused after it lapses at ${open.quote_expires_at} means nothing moved. The money ` +
      'may have moved, so its reservation is kept'
    : `the node sent a payment for ${open.patch_id} (tx ${open.tx_hash}, ${open.started_at}) and has not heard ` +
      `whether it settled; it finds out from the seller's settle record, or by asking the seller after the quote ` +
      `expires at ${open.quote_expires_at}. The money may have moved, so its reservation is kept`;
  return AinizeFailure.of('purchase_unresolved', message, {
    tier: 'money',
    details: {
      patch_id: open.patch_id,
      scheme: open.scheme ?? null,
      ...(exact ? { network, settled_by: 'chain', valid_before: open.quote_expires_at } : {}),
      tx_hash: tx,
      started_at: open.started_at,
      quote_expires_at: open.quote_expires_at,
      next: exact
        ? 'do not buy again; call reconcile_purchase again in a minute — the node reads the chain and settles it ' +
          `by ${open.quote_expires_at} at the latest`
        : `do not buy again; call reconcile_purchase again after ${open.quote_expires_at}`,
    },
  });
}

/**
 * Whether this server had lost track of the purchase before the node showed it done: it never saw an answer (a
 * crash, a cut connection, a timeout), or saw one without the body. A purchase it watched finish is `complete`.
 */
function lostTrack(entry: PurchaseEntry | undefined): boolean {
  if (entry === undefined) return false;
  if (entry.status === 'recovered') return true;
  return entry.status !== 'complete' || entry.was_uncertain;
}

function journalEntryFor(journal: PurchaseJournal, target: ReconcileTarget): PurchaseEntry | undefined {
  if (target.idempotency_key !== undefined) {
    const entry = journal.get(target.idempotency_key);
    if (!entry) {
      throw AinizeFailure.of(
        'not_found',
        `no purchase with idempotency key ${target.idempotency_key} is in this server’s journal` +
          (journal.path === null ? ' (it is kept in memory only, so a restart forgets it)' : '') +
          ' — call reconcile_purchase with the knowledge id instead',
        { details: { idempotency_key: target.idempotency_key } },
      );
    }
    return entry;
  }
  if (target.id === undefined) {
    throw AinizeFailure.of('invalid_argument', 'name the purchase: give its knowledge id or its idempotency_key');
  }
  return journal.latestFor(target.id);
}

/** A route this node does not serve (404) is missing evidence, not a failure of the whole reconcile. */
async function optionalRoute<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof AinizeFailure && thrown.error.details.http_status === 404) return null;
    throw thrown;
  }
}

/** A sale of the knowledge to `buyer`, signed by its seller: a settlement a buyer signed itself proves nothing. */
function isSettleBy(record: LedgerRecord, patchId: string, buyer: string): boolean {
  if (record.kind !== 'settle') return false;
  const body = record.body as { patch_id?: unknown; buyer?: unknown; seller?: unknown };
  return (
    body.patch_id === patchId &&
    typeof body.buyer === 'string' &&
    sameAddress(body.buyer, buyer) &&
    typeof body.seller === 'string' &&
    sameAddress(record.author, body.seller)
  );
}

function purchaseOf(
  row: PurchaseRecord | undefined,
  walletEntry: WalletEntry | undefined,
  settle: LedgerRecord | undefined,
  wallet: Wallet | null,
  entry: PurchaseEntry | undefined,
): NonNullable<Reconciliation['purchase']> {
  const body = (settle?.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
  const fromWallet = walletEntry ? normalizeDec(walletEntry.amount.replace(/^-/, '')) : null;
  return {
    amount: row?.amount ?? fromWallet ?? text(body['amount']),
    currency: row?.currency ?? walletEntry?.currency ?? text(body['currency']) ?? wallet?.currency ?? null,
    scheme: row?.scheme ?? text(body['scheme']) ?? entry?.scheme ?? null,
    network: text(body['network']) ?? entry?.network ?? null,
    // An exact row's tx is empty until the chain transaction is known; the settle record may know it already.
    tx_hash: text(row?.tx_hash) ?? walletEntry?.tx_hash ?? (settle ? settleTx(settle) : null),
    bought_at: row?.bought_at ?? walletEntry?.at ?? settle?.ts ?? null,
    body_present: row?.body_present === true,
    seller: row?.seller ?? walletEntry?.counterparty ?? text(body['seller']),
  };
}

function wording(
  state: ReconciledState,
  patchId: string,
  purchase: Reconciliation['purchase'],
  evidence: ReconcileEvidence,
  journal: Reconciliation['journal'],
): { explanation: string; next: string } {
  const tx = purchase?.tx_hash
    ? purchase.scheme === 'exact'
      ? ` (chain tx ${purchase.tx_hash}${purchase.network ? ` on ${purchase.network}` : ''})`
      : ` (tx ${purchase.tx_hash})`
    : '';
  const twice =
    (evidence.settle_records ?? 0) > 1
      ? ` Note: the ledger holds ${evidence.settle_records} settlements of ${patchId} by this node.`
      : '';
  switch (state) {
    case 'complete':
      return {
        explanation: `${patchId} is paid for and recorded on this node${tx}, with its body.${twice} Buying it again would pay a second time for nothing.`,
        next: 'report the purchase; nothing else to do',
      };
    case 'recovered':
      return {
        explanation: `${patchId} is paid for and its body is on this node${tx}, although this server had not seen the purchase finish; the journal now records it as done.${twice}`,
        next: 'report the purchase; do not buy it again',
      };
    case 'settled_no_body':
      return {
        explanation: `the money for ${patchId} moved${tx}, but this node holds no verified body for it.${twice}`,
        next: SETTLED_NO_BODY_RECOVERY,
      };
    case 'never_paid': {
      const kept = journal?.reservation === 'kept';
      const others =
        evidence.other_payments > 0
          ? ` The node does hold a payment of ${patchId}${evidence.other_tx_hashes.length > 0 ? ` (tx ${evidence.other_tx_hashes.join(', ')})` : ''}, but it is another purchase's, not this one's.`
          : '';
      return {
        explanation:
          (others
            ? `nothing was paid for ${patchId} by this purchase.${others}`
            : `nothing was paid for ${patchId}: the node has no purchase row, no wallet entry and no settlement for it.`) +
          (kept
            ? ` The request left this server less than ${SETTLE_GRACE_MS / 1000} s ago and the node may still be working on it, so its reservation is kept; ask again in a minute to release it.`
            : ''),
        next: kept
          ? 'call reconcile_purchase again in a minute'
          : others
            ? `report that this purchase paid nothing and that ${patchId} is already paid for by another one (my_library lists it); do not buy it again`
            : 'a fresh quote → buy is safe if the person still wants it',
      };
    }
  }
}
