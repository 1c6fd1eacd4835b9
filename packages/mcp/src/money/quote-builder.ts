import { AinizeFailure, addDec, normalizeDec } from '@ainize/core';
import type { PayScheme } from '../config/index.js';
import type { NodeClient, PatchDetail } from '../node-client/index.js';
import type { PurchaseJournal } from './journal.js';
import { QUOTE_TTL_MS, type Quote, type QuoteBook, type QuoteItem } from './quotes.js';
import { chooseScheme, payingOption, sellerTerms, type PayWith, type SellerTerms } from './scheme.js';

/**
 * Prices a knowledge and the bases it needs, in one payment scheme, from the node's catalogue (a dry run) or, for a
 * binding quote, from the seller's own 402. Reads only: the one side effect of a binding quote is the nonce each
 * 402 reserves on the seller, which is why a dry run never asks a gateway.
 */

export interface QuoteRequest {
  id: string;
  dry_run: boolean;
  /** The call's scheme; absent: `configuredScheme`, then the node's own `payments.buy_with`. */
  scheme?: PayScheme;
  configuredScheme: PayScheme | null;
  signal?: AbortSignal;
}

export async function buildQuote(
  client: NodeClient,
  journal: PurchaseJournal,
  book: QuoteBook,
  request: QuoteRequest,
): Promise<Quote> {
  const options = request.signal ? { signal: request.signal } : {};
  const [info, detail] = await Promise.all([client.info(options), client.patch(request.id, options)]);
  // Decided before anything else is read: a scheme this node cannot pay in is refused without asking a seller.
  const pay = payingOption(info, chooseScheme(request.scheme, request.configuredScheme, info));
  const requested = itemOf(detail, 'requested', journal, pay);
  const bases = await Promise.all(
    detail.requires.map(async (base): Promise<QuoteItem> => {
      try {
        return itemOf(await client.patch(base.id, options), 'base', journal, pay);
      } catch (thrown) {
        if (!(thrown instanceof AinizeFailure) || thrown.code !== 'not_found') throw thrown;
        // The node lists the base but does not know it: price and status come from the child's own list.
        return unknownBase(base, requested.currency, pay);
      }
    }),
  );
  const items = [requested, ...bases];
  const binding = !request.dry_run;
  // The seller's own terms for the requested knowledge name the chain and token exactly as it will be paid.
  const terms = binding ? await bindToGateways(client, items, pay, options) : null;

  const amount = requested.price ?? normalizeDec(detail.anchor.price);
  const nothingToBuy = !requested.needed;
  const totalRequested = nothingToBuy ? '0' : amount;
  let totalWithBases: string | null = totalRequested;
  for (const base of bases) {
    if (!base.needed) continue;
    totalWithBases = base.price === null || totalWithBases === null ? null : addDec(totalWithBases, base.price);
  }
  const now = book.now();
  const nonceExpiry = items.map((item) => item.nonce_expires_at).filter((at): at is number => typeof at === 'number');
  return {
    quote_id: book.freshId(),
    patch_id: detail.id,
    created_at: now,
    // A binding quote is worth nothing after the seller's nonce lapses.
    expires_at: Math.min(now + QUOTE_TTL_MS, ...nonceExpiry),
    binding,
    scheme: pay.scheme,
    network: terms?.network ?? pay.network,
    asset: terms?.asset ?? pay.asset,
    currency: requested.currency,
    list_price: normalizeDec(detail.anchor.price),
    amount,
    total_requested: totalRequested,
    total_with_bases: totalWithBases,
    items,
    nothing_to_buy: nothingToBuy,
  };
}

/**
 * One line of the quote from the catalogue. In `exact` the catalogue's number is read in the token: that is how a
 * seller node prices it (the anchor's price in the token's units); a binding quote replaces it with the seller's own.
 */
function itemOf(detail: PatchDetail, role: QuoteItem['role'], journal: PurchaseJournal, pay: PayWith): QuoteItem {
  const bought = detail.purchased === true || journalBought(journal, detail.id);
  const owned = detail.owned === true;
  const held = detail.has_body === true;
  return {
    id: detail.id,
    role,
    name: detail.anchor.name,
    price: normalizeDec(detail.anchor.price),
    currency: pay.scheme === 'exact' ? pay.currency : detail.anchor.currency,
    scheme: pay.scheme,
    status: detail.status,
    superseded_by: detail.superseded_by[0] ?? null,
    license: detail.anchor.license ?? null,
    seller: detail.anchor.author,
    quorum: `${detail.passed}/${detail.quorum}`,
    sellable: detail.sellable,
    already_purchased: bought,
    owned,
    body_held: held,
    // A base whose body is already here needs no purchase to be loaded; the requested one is bought for its
    // record and its licence even when a copy of the body happens to be here.
    needed: !bought && !owned && (role === 'requested' || !held),
    gateway_url: detail.gateway_url ?? null,
  };
}

function unknownBase(base: PatchDetail['requires'][number], currency: string, pay: PayWith): QuoteItem {
  return {
    id: base.id,
    role: 'base',
    name: base.name,
    price: base.price === null ? null : normalizeDec(base.price),
    currency,
    scheme: pay.scheme,
    status: base.status ?? null,
    superseded_by: null,
    license: null,
    seller: null,
    quorum: null,
    sellable: false,
    already_purchased: false,
    owned: false,
    body_held: base.held === true,
    needed: base.held !== true,
    gateway_url: null,
  };
}

function journalBought(journal: PurchaseJournal, id: string): boolean {
  const entry = journal.latestFor(id);
  return entry !== undefined && entry.hold === 'spent';
}

/**
 * Asks each seller's gateway for its 402, for every item still to be paid, and reads its terms in the scheme the
 * quote is in. The requested knowledge must answer (a refusal there, or a seller that does not take the scheme, is
 * the answer to the quote); a base that cannot be reached keeps its catalogue price and says why, since it is
 * bought separately anyway.
 */
async function bindToGateways(
  client: NodeClient,
  items: QuoteItem[],
  pay: PayWith,
  options: { signal?: AbortSignal },
): Promise<SellerTerms | null> {
  const unbound = { pay_to: null, nonce: null, nonce_expires_at: null };
  let requestedTerms: SellerTerms | null = null;
  await Promise.all(
    items.map(async (item) => {
      if (!item.needed) {
        Object.assign(item, unbound);
        return;
      }
      try {
        const terms = sellerTerms(await sellerQuote(client, item, options), pay, item.id);
        if (item.role === 'requested') requestedTerms = terms;
        Object.assign(item, {
          scheme: terms.scheme,
          pay_to: terms.pay_to,
          nonce: terms.nonce,
          nonce_expires_at: terms.nonce_expires_at,
          price: terms.price,
          currency: terms.currency,
        });
      } catch (thrown) {
        if (item.role === 'requested') throw thrown;
        const reason = thrown instanceof AinizeFailure ? thrown.error.message : String(thrown);
        Object.assign(item, unbound);
        item.note = `its seller's gateway did not quote it: ${reason}`;
      }
    }),
  );
  return requestedTerms;
}

/**
 * The 402 from whoever sells the item. Asked at the gateway the node names for it, else at the node itself; a
 * node that does not sell it answers 409 naming the seller's gateway, and that one gateway is asked instead.
 */
async function sellerQuote(client: NodeClient, item: QuoteItem, options: { signal?: AbortSignal }) {
  if (item.gateway_url) return client.paymentRequired(item.id, { ...options, gateway: item.gateway_url });
  try {
    return await client.paymentRequired(item.id, options);
  } catch (thrown) {
    const gateway = thrown instanceof AinizeFailure ? thrown.error.details['gateway'] : undefined;
    if (thrown instanceof AinizeFailure && thrown.error.details.http_status === 409 && typeof gateway === 'string') {
      item.gateway_url = gateway;
      return client.paymentRequired(item.id, { ...options, gateway });
    }
    throw thrown;
  }
}
