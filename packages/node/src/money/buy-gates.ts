import { addDec, cmpDec, fromAtomic, normalizeDec, sameAddress, toAtomic, type BuyRequest } from '@ainize/core';
import type { CatalogDetail } from '../catalog/index.js';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.js';
import { whyNotForSale } from '../x402/sellable.js';
import { resourceOf } from '../x402/settlement.js';
import type { BuyerDeps, PayScheme } from './buy.js';
import { type PurchaseRow, isPaid } from './purchases.js';

/**
 * The gates of a purchase, decided from this node's own catalog, journal, ledger and wallet before any gateway is
 * asked: what exists, what is owned or bought, what is in doubt, what is for sale, what the price is, and whether
 * this node can pay it in the scheme it will use.
 */

export interface Target {
  entry: CatalogDetail;
  gateway: string;
  /** Paid earlier, body never stored: download only, pay nothing. */
  recover: boolean;
}

export interface GateDeps {
  deps: BuyerDeps;
  self: string;
  inFlight: ReadonlySet<string>;
  /** The row is a payment another living process of this node is making now. */
  elsewhere(row: PurchaseRow | undefined): boolean;
  /** The journal row of `id`, first brought up to date with this node's ledger. */
  journalRow(id: string): PurchaseRow | undefined;
}

export function gatewayOf(deps: BuyerDeps, entry: CatalogDetail): string {
  const url = deps.directory.urlOf(entry.anchor.author);
  if (url === undefined) {
    throw new ConflictError(
      `gateway_unknown: no node record says where ${entry.anchor.author}, the seller of ${entry.id}, serves; ` +
        'this node learns it when the seller’s records reach it',
      { patch_id: entry.id, seller: entry.anchor.author },
    );
  }
  return `${url}${resourceOf(entry.id)}`;
}

/** The gates of one knowledge, in order; null when a base needs nothing (held, owned or bought with its body). */
export function gate(g: GateDeps, id: string, role: 'requested' | 'base'): Target | null {
  const { deps } = g;
  const entry = deps.catalog.getEntry(id);
  if (entry === undefined || entry.status === 'DRAFT') throw new NotFoundError('patch not found');
  const mine = sameAddress(entry.anchor.author, g.self);
  const row = g.journalRow(id);
  if (role === 'base' && (mine || deps.blobs.has(entry.anchor.patch_sha256) || (isPaid(row) && row.body_present)))
    return null;
  if (mine) throw new ConflictError(`owned: ${id} was written by this node; there is nothing to buy`, { patch_id: id });
  if (g.inFlight.has(id) || g.elsewhere(row))
    throw new ConflictError(`purchase_in_flight: a purchase of ${id} is already running`, { patch_id: id });
  if (row?.state === 'paying') throw unresolved(row);
  if (isPaid(row)) {
    if (row.body_present === 1) {
      throw new ConflictError(
        `already_purchased: ${id} was bought on ${row.bought_at ?? row.started_at}, tx ${row.tx_hash}`,
        {
          patch_id: id,
          bought_at: row.bought_at ?? row.started_at,
          tx_hash: row.tx_hash,
        },
      );
    }
    return { entry, gateway: row.gateway, recover: true };
  }
  const no = whyNotForSale(entry);
  if (no) {
    if (no.status === 404) throw new NotFoundError(no.message);
    throw new HttpError(no.status, `${no.status === 410 ? 'retired' : 'not_sellable'}: ${id}: ${no.message}`, {
      patch_id: id,
      status: entry.status,
      verification: `${entry.verification_count}/${entry.quorum}`,
    });
  }
  return { entry, gateway: gatewayOf(deps, entry), recover: false };
}

/** Every gate of the whole purchase, before anything leaves this node; the targets bottom first. */
export async function plan(g: GateDeps, id: string, request: BuyRequest, scheme: PayScheme): Promise<Target[]> {
  const { deps } = g;
  const bases: Target[] = [];
  if (request.with_bases === true) {
    for (const base of deps.catalog.getEntry(id)?.requires ?? []) {
      const target = gate(g, base.id, 'base');
      if (target) bases.push(target);
    }
  }
  const main = gate(g, id, 'requested');
  if (main === null) throw new Error(`unreachable: ${id} gated as requested`);
  const price = main.entry.anchor.price;
  if (
    request.expect_amount !== undefined &&
    normalizeDec(request.expect_amount) !== normalizeDec(price) &&
    !main.recover
  )
    throw priceChanged(id, request.expect_amount, price);
  const targets = [...bases, main];
  const needed = targets.filter((t) => !t.recover).reduce((sum, t) => addDec(sum, t.entry.anchor.price), '0');
  if (scheme === 'exact') await coveredOnChain(deps, needed);
  else coveredInCredit(g, needed);
  return targets;
}

function coveredInCredit(g: GateDeps, needed: string): void {
  const { deps } = g;
  // A local-credit payment names the last one as `prev`; one whose outcome is unknown must be settled first. One
  // still in flight here is not in doubt: payments are signed one at a time, so the next one waits for its answer.
  const paying = deps.purchases
    .paying()
    .filter((row) => row.scheme === 'local-credit' && !g.inFlight.has(row.patch_id));
  // Another process's payment is not in doubt, but this one would name the same `prev`: it waits for that answer.
  const running = paying.find((row) => g.elsewhere(row));
  if (running && cmpDec(needed, '0') > 0)
    throw new ConflictError(
      `purchase_in_flight: a local-credit payment for ${running.patch_id} is being made by another process of this node; try again once it is answered`,
      { patch_id: running.patch_id },
    );
  const payingRow = paying.find((row) => !g.elsewhere(row));
  if (payingRow && cmpDec(needed, '0') > 0) throw unresolved(payingRow);
  const balance = deps.credits.balance(g.self);
  if (cmpDec(balance, needed) < 0) {
    throw new ConflictError(
      `insufficient_credit: this node's ledger shows ${balance} ${deps.currency}; the purchase needs ${needed}`,
      { balance, needed, currency: deps.currency },
    );
  }
}

async function coveredOnChain(deps: BuyerDeps, needed: string): Promise<void> {
  const wallet = deps.wallet;
  if (!wallet)
    throw new ConflictError('scheme_unavailable: this node is not configured for a chain (payments.exact)', {
      scheme: 'exact',
    });
  const { symbol, decimals } = wallet.config;
  const have = await wallet.balance().catch((err: unknown) => {
    throw new HttpError(502, `chain_unreachable: ${wallet.config.rpcUrl} did not answer (${(err as Error).message})`);
  });
  if (have < BigInt(toAtomic(needed, decimals))) {
    throw new ConflictError(
      `insufficient_funds: this node holds ${fromAtomic(have.toString(), decimals)} ${symbol} on ${wallet.config.network}; ` +
        `the purchase needs ${needed}`,
      { balance: fromAtomic(have.toString(), decimals), needed, currency: symbol },
    );
  }
}

export function priceChanged(id: string, expected: string, price: string): ConflictError {
  return new ConflictError(`price_changed: ${id} costs ${price} now, not ${expected}`, {
    patch_id: id,
    expected,
    price,
  });
}

function unresolved(row: PurchaseRow): ConflictError {
  return new ConflictError(
    `purchase_unresolved: a payment for ${row.patch_id} left on ${row.started_at}` +
      (row.tx_hash ? ` (tx ${row.tx_hash})` : ` (${row.scheme}, authorization ${row.nonce})`) +
      ' and its outcome is not known yet; it is never sent again automatically, and the seller’s settle record or ' +
      (row.scheme === 'exact' ? 'the chain' : 'the quote’s expiry') +
      ' will settle the question',
    { patch_id: row.patch_id, tx_hash: row.tx_hash || null, started_at: row.started_at },
  );
}
