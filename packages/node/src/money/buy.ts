import {
  TEACH_AUTH_HEADER,
  addDec,
  cmpDec,
  encodePaymentHeader,
  normalizeDec,
  sameAddress,
  sha256Hex,
  signLocalCreditPayment,
  type BuyRequest,
  type BuyResult,
  type BuyStep,
  type PaymentRequirement,
  type PurchaseList,
  type PurchaseRecord,
} from '@ainize/core';
import type { Catalog, CatalogDetail } from '../catalog/index.js';
import type { NodeDirectory } from '../directory/index.js';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.js';
import type { Ledger } from '../ledger/ledger.js';
import type { RecordSigner } from '../ledger/record.js';
import { blobAuthHeader, blobPath } from '../p2p/blob-auth.js';
import { whyNotForSale } from '../x402/sellable.js';
import { resourceOf } from '../x402/settlement.js';
import type { CreditBook } from './credit-book.js';
import { GatewayAnswerError, type GatewayClient, type Paid, gatewayClient } from './gateway-client.js';
import { type PurchaseRow, type PurchasesRepo, isPaid, purchaseRecord, unresolvedOf } from './purchases.js';
import { createReconciler } from './reconcile.js';

/**
 * The operator's buy: every gate is decided from this node's own catalog and journal before any gateway is asked,
 * then for each knowledge (its missing bases first, when asked) one quote, one signed local-credit payment, the
 * download of the body and its check against the anchor. The journal row is written before the payment leaves, and
 * a payment is never sent twice by this code: an answer that never came is reconciled from the seller's settle
 * record (or, once its quote has expired, by presenting the very same payment, which cannot charge again).
 */

export interface BuyerDeps {
  /** This node's key: it signs the payments (it is the payer) and the body requests. */
  privateKey: string;
  signer: RecordSigner;
  currency: string;
  catalog: Pick<Catalog, 'getEntry'>;
  ledger: Pick<Ledger, 'recordsAbout'>;
  credits: Pick<CreditBook, 'balance'>;
  blobs: { has(sha256: string): boolean; put(bytes: Uint8Array, expected?: string): string };
  purchases: PurchasesRepo;
  directory: Pick<NodeDirectory, 'urlOf'>;
  /** Loads a bought knowledge (and its bases) into the served model, for `apply: true`. */
  apply?: (id: string) => Promise<unknown>;
  client?: GatewayClient;
  now?: () => number;
}

export interface Buyer {
  buy(id: string, request: BuyRequest): Promise<BuyResult>;
  isPurchased(id: string): boolean;
  /** What was paid for, and the payments whose outcome is not known yet. */
  list(): PurchaseList;
}

interface Target {
  entry: CatalogDetail;
  gateway: string;
  /** Paid earlier, body never stored: download only, pay nothing. */
  recover: boolean;
}

export function createBuyer(deps: BuyerDeps): Buyer {
  const client = deps.client ?? gatewayClient();
  const now = deps.now ?? Date.now;
  const self = deps.signer.address;
  const inFlight = new Set<string>();
  const {
    fromLedger: reconcileFromLedger,
    withSeller: reconcileWithSeller,
    settle,
  } = createReconciler({
    ...deps,
    client,
    now,
  });

  function gatewayOf(entry: CatalogDetail): string {
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
  function gate(id: string, role: 'requested' | 'base'): Target | null {
    const entry = deps.catalog.getEntry(id);
    if (entry === undefined || entry.status === 'DRAFT') throw new NotFoundError('patch not found');
    const mine = sameAddress(entry.anchor.author, self);
    const row = reconcileFromLedger(deps.purchases.get(id));
    if (role === 'base' && (mine || deps.blobs.has(entry.anchor.patch_sha256) || (isPaid(row) && row.body_present)))
      return null;
    if (mine)
      throw new ConflictError(`owned: ${id} was written by this node; there is nothing to buy`, { patch_id: id });
    if (inFlight.has(id))
      throw new ConflictError(`purchase_in_flight: a purchase of ${id} is already running`, { patch_id: id });
    if (row?.state === 'paying') {
      throw new ConflictError(
        `purchase_unresolved: a payment for ${id} left on ${row.started_at} (tx ${row.tx_hash}) and its outcome is ` +
          'not known yet; it is never sent again automatically, and the seller’s settle record or the quote’s expiry ' +
          'will settle the question',
        { patch_id: id, tx_hash: row.tx_hash, started_at: row.started_at },
      );
    }
    if (isPaid(row)) {
      if (row.body_present === 1) {
        throw new ConflictError(
          `already_purchased: ${id} was bought on ${row.bought_at ?? row.started_at}, tx ${row.tx_hash}`,
          { patch_id: id, bought_at: row.bought_at ?? row.started_at, tx_hash: row.tx_hash },
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
    return { entry, gateway: gatewayOf(entry), recover: false };
  }

  /** Every gate of the whole purchase, before anything leaves this node. */
  function plan(id: string, request: BuyRequest): Target[] {
    const bases: Target[] = [];
    if (request.with_bases === true) {
      for (const base of deps.catalog.getEntry(id)?.requires ?? []) {
        const target = gate(base.id, 'base');
        if (target) bases.push(target);
      }
    }
    const main = gate(id, 'requested');
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
    const balance = deps.credits.balance(self);
    if (cmpDec(balance, needed) < 0) {
      throw new ConflictError(
        `insufficient_credit: this node's ledger shows ${balance} ${deps.currency}; the purchase needs ${needed}`,
        { balance, needed, currency: deps.currency },
      );
    }
    return targets;
  }

  /** One knowledge bought; `expect` is the price the caller agreed to (a base's is its anchor's). */
  async function purchase(
    target: Target,
    role: 'requested' | 'base',
    expect: string,
    steps: BuyStep[],
  ): Promise<PurchaseRecord> {
    const { entry } = target;
    const id = entry.id;
    // A base's steps name it; the requested knowledge's steps are the answer's own.
    const label = (detail: string) => (role === 'base' ? `base ${id}: ${detail}` : detail);
    if (!target.recover) {
      const requirement = pick(await quoteOf(target), entry, deps.currency);
      // The anchor fixes the price; a quote asking anything else is refused before a payment is signed.
      if (normalizeDec(requirement.maxAmountRequired) !== normalizeDec(expect))
        throw priceChanged(id, expect, requirement.maxAmountRequired);
      steps.push({
        step: '402',
        detail: label(`quoted ${requirement.maxAmountRequired} ${requirement.asset} by ${target.gateway}`),
      });
      const payload = signLocalCreditPayment({ requirement, privateKey: deps.privateKey });
      const payment = encodePaymentHeader(payload);
      const journaled = deps.purchases.begin({
        patch_id: id,
        gateway: target.gateway,
        seller: entry.anchor.author,
        amount: payload.amount,
        currency: requirement.asset,
        scheme: payload.scheme,
        nonce: payload.nonce,
        tx_hash: payload.txHash,
        quote_expires_at: requirement.expires_at,
        payment,
        patch_sha256: entry.anchor.patch_sha256,
        started_at: new Date(now()).toISOString(),
      });
      if (!journaled) throw new ConflictError(`purchase_in_flight: ${id} has a journal row already`, { patch_id: id });
      let paid: Paid;
      try {
        paid = await client.pay(target.gateway, payment);
      } catch (err) {
        if (err instanceof GatewayAnswerError && err.status !== 200) {
          deps.purchases.unpaid(id, 'refused', err.message);
          throw new HttpError(err.status === 402 ? 402 : 502, `payment_refused: the seller refused: ${err.message}`, {
            patch_id: id,
            seller_status: err.status,
          });
        }
        // No answer, or a 200 we could not read: the money may have moved. Nothing is sent again.
        throw new HttpError(
          502,
          `payment_unknown: ${err instanceof Error ? err.message : String(err)}; the payment (tx ${payload.txHash}) is ` +
            'journaled and will not be sent again; it is settled from the seller’s record when that arrives',
          { patch_id: id, tx_hash: payload.txHash },
        );
      }
      settle(id, paid);
      steps.push({
        step: 'settled',
        detail: label(`paid ${payload.amount} ${requirement.asset}, tx ${payload.txHash}`),
      });
    } else {
      steps.push({ step: 'settled', detail: label('paid earlier; the body is fetched again without paying') });
    }
    steps.push({ step: 'download', detail: label(await fetchBody(target)) });
    const row = deps.purchases.get(id);
    if (row === undefined) throw new Error(`the journal lost ${id}`);
    return purchaseRecord(row);
  }

  async function quoteOf(target: Target): Promise<PaymentRequirement[]> {
    try {
      return await client.quote(target.gateway);
    } catch (err) {
      if (err instanceof GatewayAnswerError && [404, 409, 410, 423].includes(err.status)) {
        throw new HttpError(err.status, `gateway_refused: ${target.gateway} answered ${err.status}: ${err.message}`, {
          patch_id: target.entry.id,
        });
      }
      throw new HttpError(502, `gateway_unreachable: ${err instanceof Error ? err.message : String(err)}`, {
        patch_id: target.entry.id,
      });
    }
  }

  /**
   * The body by its token (or, paid earlier or refused the token, by this node's signature as the buyer), checked
   * against the anchor's sha256 before it is stored. A failure is reported, never thrown: the money has moved.
   */
  async function fetchBody(target: Target): Promise<string> {
    const { entry } = target;
    const sha = entry.anchor.patch_sha256;
    const origin = new URL(target.gateway).origin;
    const url = `${origin}${blobPath(sha)}`;
    const token = manifestToken(deps.purchases.get(entry.id));
    const attempts: { how: string; run: () => Promise<Uint8Array> }[] = [];
    if (token) {
      attempts.push({
        how: 'token',
        run: () => client.download(`${url}?token=${encodeURIComponent(token)}`, entry.anchor.size_bytes),
      });
    }
    attempts.push({
      how: 'signature',
      run: () =>
        client.download(url, entry.anchor.size_bytes, {
          [TEACH_AUTH_HEADER]: blobAuthHeader(deps.signer, entry.anchor.author, sha, now()),
        }),
    });
    const problems: string[] = [];
    for (const attempt of attempts) {
      try {
        const bytes = await attempt.run();
        const actual = sha256Hex(bytes);
        if (actual !== sha) {
          problems.push(`${attempt.how}: the body hashes to ${actual}, the anchor says ${sha}`);
          continue;
        }
        deps.blobs.put(bytes, sha);
        deps.purchases.bodyStored(entry.id);
        return `${bytes.length} bytes, sha256 matches the anchor`;
      } catch (err) {
        problems.push(`${attempt.how}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const why = problems.join('; ');
    deps.purchases.bodyMissing(entry.id, why);
    return `failed (${why}); paid and recorded, the body is fetched again by buying ${entry.id} again (nothing is charged)`;
  }

  return {
    async buy(id, request) {
      const before = deps.purchases.get(id);
      if (before?.state === 'paying') await reconcileWithSeller(reconcileFromLedger(before) ?? before);
      const targets = plan(id, request);
      const ids = targets.map((t) => t.entry.id);
      const busy = ids.find((t) => inFlight.has(t));
      if (busy)
        throw new ConflictError(`purchase_in_flight: a purchase of ${busy} is already running`, { patch_id: busy });
      for (const t of ids) inFlight.add(t);
      try {
        const main = targets[targets.length - 1] as Target;
        const steps: BuyStep[] = [
          {
            step: 'quorum',
            detail: `${main.entry.verification_count}/${main.entry.quorum} trusted verifiers passed ${id} (${main.entry.status})`,
          },
        ];
        const bases: PurchaseRecord[] = [];
        for (const base of targets.slice(0, -1))
          bases.push(await purchase(base, 'base', base.entry.anchor.price, steps));
        const bought = await purchase(main, 'requested', request.expect_amount ?? main.entry.anchor.price, steps);
        let applied = false;
        if (request.apply === true) {
          if (!bought.body_present) steps.push({ step: 'apply', detail: 'skipped: the body is not here' });
          else if (!deps.apply) steps.push({ step: 'apply', detail: 'skipped: this node serves no model' });
          else {
            try {
              await deps.apply(id);
              applied = true;
              steps.push({ step: 'apply', detail: `${id} loaded into the served model` });
            } catch (err) {
              steps.push({ step: 'apply', detail: `failed: ${err instanceof Error ? err.message : String(err)}` });
            }
          }
        }
        return { patch_id: id, purchase: bought, steps, bases, applied };
      } finally {
        for (const t of ids) inFlight.delete(t);
      }
    },
    isPurchased: (id) => isPaid(reconcileFromLedger(deps.purchases.get(id))),
    list() {
      for (const row of deps.purchases.paying()) reconcileFromLedger(row);
      return {
        items: deps.purchases.paid().map(purchaseRecord),
        unresolved: deps.purchases.paying().map(unresolvedOf),
      };
    },
  };
}

function priceChanged(id: string, expected: string, price: string): ConflictError {
  return new ConflictError(`price_changed: ${id} costs ${price} now, not ${expected}`, {
    patch_id: id,
    expected,
    price,
  });
}

/** The quote's local-credit entry for exactly this knowledge, from its author, in this node's currency. */
function pick(requirements: PaymentRequirement[], entry: CatalogDetail, currency: string): PaymentRequirement {
  const found = requirements.find((r) => r.scheme === 'local-credit' && r.resource === resourceOf(entry.id));
  if (!found) throw new HttpError(502, `gateway_error: the quote for ${entry.id} offers no local-credit payment`);
  if (!sameAddress(found.payTo, entry.anchor.author))
    throw new HttpError(502, `gateway_error: the quote for ${entry.id} pays ${found.payTo}, not its author`);
  if (found.asset !== currency)
    throw new HttpError(502, `gateway_error: the quote for ${entry.id} is in ${found.asset}, not ${currency}`);
  return found;
}

function manifestToken(row: PurchaseRow | undefined): string | undefined {
  if (!row?.manifest) return undefined;
  try {
    const token = (JSON.parse(row.manifest) as { download_token?: unknown }).download_token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}
