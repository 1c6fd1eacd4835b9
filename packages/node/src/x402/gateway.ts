import { randomBytes } from 'node:crypto';
import {
  InvalidInputError,
  X402_NETWORKS,
  X402_QUOTE_TTL_MS,
  X402_VERSION,
  addDec,
  cmpDec,
  decodePaymentHeader,
  sameAddress,
  verifyLocalCreditPayment,
  type PaymentPayload,
  type PaymentRequiredBody,
  type PaymentRequirement,
  type PaymentResponse,
  type PurchaseManifest,
  type X402RequiredBase,
} from '@ainize/core';
import type { Catalog, CatalogDetail } from '../catalog/index.js';
import type { NodeDirectory } from '../directory/index.js';
import { HttpError } from '../http/errors.js';
import type { Ledger } from '../ledger/ledger.js';
import type { RecordSigner } from '../ledger/record.js';
import type { CreditBook } from '../money/credit-book.js';
import { blobPath } from '../p2p/blob-auth.js';
import type { Store } from '../store/store.js';
import { issueDownloadToken, redeemDownloadToken } from './download-token.js';
import { type GatewayRepo, type PaymentRow, type QuoteRow, gatewayRepo } from './repo.js';
import { whyNotForSale } from './sellable.js';
import { resourceOf, settlementBody } from './settlement.js';

/**
 * The seller's side of x402 for knowledge this node wrote. A quote reserves a nonce for ten minutes; a payment is
 * checked in the order the node API gives (decode, scheme, nonce, amount, signature, balance, reuse) and only then
 * is the nonce spent, in the same SQLite transaction as the one settle record, so a refused payment never burns a
 * quote and two payments racing for one nonce cannot both settle. Everything from the first check to the commit is
 * synchronous: no other request runs in between.
 */

export interface GatewayDeps {
  store: Store;
  ledger: Ledger;
  catalog: Pick<Catalog, 'getEntry'>;
  credits: Pick<CreditBook, 'balance' | 'settled'>;
  directory: Pick<NodeDirectory, 'urlOf'>;
  /** Whether the body is in this node's blob store: nothing is sold that could not be delivered. */
  hasBody: (sha256: string) => boolean;
  /** This node's key: it signs the settle records, as the seller. */
  signer: RecordSigner;
  currency: string;
  royaltyShare: number;
  verifierShare: number;
  /** This node's base URL, for the manifest's blob URLs. */
  selfUrl: () => string;
  now?: () => number;
}

/** A replay is answered for a day after the sale, the life of its download token; later it is `payment already used`. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface PaidAnswer {
  manifest: PurchaseManifest;
  response: PaymentResponse;
  currency: string;
}

export interface Gateway {
  /** The 402 for `id`: a fresh quote, its nonce reserved. */
  quote(id: string): PaymentRequiredBody;
  /**
   * Takes the X-PAYMENT for `id`. `buyerProven` says whether the request also proved, by the buyer's signature,
   * that it comes from the buyer: only then does a replay carry a download token.
   */
  pay(id: string, header: string | undefined, buyerProven: (buyer: string) => boolean): PaidAnswer;
  /** Whether `token` is a live download token for the body `sha256`. */
  redeem(token: string, sha256: string): boolean;
}

/** A refused payment: 402 with the node API's sentence. */
const refused = (message: string, extra: Record<string, unknown> = {}) => new HttpError(402, message, extra);

export function createGateway(deps: GatewayDeps): Gateway {
  const repo: GatewayRepo = gatewayRepo(deps.store.db);
  const now = deps.now ?? Date.now;
  const self = deps.signer.address;

  /** The entry if this node may sell it now; otherwise the refusal every caller of the gateway gets. */
  function forSale(id: string): CatalogDetail {
    const entry = deps.catalog.getEntry(id);
    if (entry === undefined || entry.status === 'DRAFT') throw new HttpError(404, 'patch not found');
    if (!sameAddress(entry.anchor.author, self)) {
      const url = deps.directory.urlOf(entry.anchor.author);
      const where = url ? `${url}${resourceOf(id)}` : `unknown (no node record of its author ${entry.anchor.author})`;
      throw new HttpError(409, `not sold here; gateway is ${where}`, {
        gateway: url ? `${url}${resourceOf(id)}` : null,
      });
    }
    const no = whyNotForSale(entry);
    if (no) throw new HttpError(no.status, no.message);
    if (!deps.hasBody(entry.anchor.patch_sha256))
      throw new HttpError(503, `body_unavailable: this node does not hold the body of ${id} now; nothing is charged`);
    if (entry.anchor.currency !== deps.currency) {
      throw new HttpError(
        409,
        `unsupported_currency: ${id} is priced in ${entry.anchor.currency}; this node settles ${deps.currency} only`,
      );
    }
    return entry;
  }

  function requiredBases(entry: CatalogDetail): X402RequiredBase[] {
    return entry.requires.map((base) => {
      const seller = deps.catalog.getEntry(base.id)?.anchor.author ?? null;
      const url =
        seller === null ? undefined : sameAddress(seller, self) ? deps.selfUrl() : deps.directory.urlOf(seller);
      return {
        id: base.id,
        name: base.name,
        ...(base.price !== null ? { price: base.price } : {}),
        patch_sha256: base.patch_sha256,
        status: base.status,
        seller,
        gateway: url ? `${url}${resourceOf(base.id)}` : null,
      };
    });
  }

  function requirementOf(q: QuoteRow, entry: CatalogDetail | undefined): PaymentRequirement {
    const requires = entry ? requiredBases(entry) : [];
    const total = requires.reduce((sum, b) => (b.price === undefined ? sum : addDec(sum, b.price)), q.amount);
    return {
      scheme: 'local-credit',
      network: q.network,
      asset: q.asset,
      payTo: q.pay_to,
      maxAmountRequired: q.amount,
      resource: q.resource,
      description: entry ? `${entry.anchor.name} (${entry.id})` : q.patch_id,
      nonce: q.nonce,
      expires_at: q.expires_at,
      requires,
      total,
      self_contained: requires.length === 0,
      single_use: true,
    };
  }

  function manifestOf(entry: CatalogDetail, buyer: string, token: string, at: number): PurchaseManifest {
    const { anchor } = entry;
    return {
      id: entry.id,
      patch_sha256: anchor.patch_sha256,
      size_bytes: anchor.size_bytes,
      rows: anchor.rows,
      model: { id_M: anchor.model.id_M, row_dim: anchor.model.row_dim },
      benchmark_hash: anchor.benchmark_hash,
      blob_urls: [`${deps.selfUrl()}${blobPath(anchor.patch_sha256)}`],
      issued_to: buyer,
      issued_at: new Date(at).toISOString(),
      download_token: token,
    };
  }

  function replay(
    entry: CatalogDetail,
    paid: PaymentRow,
    payload: PaymentPayload,
    buyerProven: (b: string) => boolean,
  ): PaidAnswer {
    const at = now();
    const same = paid.patch_id === entry.id && sameAddress(paid.buyer, payload.from) && paid.proof === payload.proof;
    if (!same || at - paid.settled_at > REPLAY_WINDOW_MS) throw refused('payment already used');
    // The payment is public on the ledger, so presenting it again proves nothing about who asks: a new token goes
    // only to a request the buyer signed. Anyone else learns it settled; the buyer downloads with its signature.
    const token = buyerProven(paid.buyer)
      ? issueDownloadToken(
          repo,
          { patch_id: entry.id, body_sha256: entry.anchor.patch_sha256, buyer: paid.buyer, tx_hash: paid.tx_hash },
          at,
        )
      : '';
    return {
      manifest: { ...manifestOf(entry, paid.buyer, token, at), replayed: true },
      response: {
        settled: true,
        tx: paid.tx_hash,
        royalty: JSON.parse(paid.royalty) as Record<string, string>,
        settle_record_id: paid.settle_record_id,
        replayed: true,
        settled_at: new Date(paid.settled_at).toISOString(),
      },
      currency: deps.currency,
    };
  }

  return {
    redeem: (token, sha256) => redeemDownloadToken(repo, token, sha256, now()) !== undefined,

    quote(id) {
      const entry = forSale(id);
      const at = now();
      const quote = {
        nonce: randomBytes(12).toString('hex'),
        patch_id: id,
        amount: entry.anchor.price,
        pay_to: self,
        asset: deps.currency,
        network: X402_NETWORKS.localCredit,
        resource: resourceOf(id),
        created_at: at,
        expires_at: at + X402_QUOTE_TTL_MS,
      };
      repo.addQuote(quote);
      const requirements = [requirementOf({ ...quote, spent_tx: null, spent_at: null }, entry)];
      return { x402Version: X402_VERSION, requirements, accepts: requirements };
    },

    pay(id, header, buyerProven) {
      const entry = forSale(id);
      const payload = decode(header);
      if (payload.scheme !== 'local-credit') throw refused(`unsupported scheme ${payload.scheme}`);
      if (!sameAddress(payload.payTo, self)) throw refused('this node does not sell that patch');
      const paid = repo.payment(payload.txHash);
      if (paid) return replay(entry, paid, payload, buyerProven);

      const at = now();
      const quote = repo.quote(payload.nonce);
      if (!quote || quote.patch_id !== id) throw refused('unknown or expired nonce');
      if (quote.spent_tx !== null) throw refused(`nonce ${quote.nonce} was consumed by an earlier attempt`);
      if (at > quote.expires_at) throw refused('unknown or expired nonce');
      const check = verifyLocalCreditPayment(payload, requirementOf(quote, undefined), { now: at });
      if (!check.ok) throw refused(check.reason);
      const balance = deps.credits.balance(payload.from);
      if (cmpDec(balance, payload.amount) < 0) throw refused(`insufficient credit: ${balance} < ${payload.amount}`);

      return deps.store.transaction(() => {
        // Spent last, and only if still unspent: of two payments racing for this nonce, the second one stops here.
        if (!repo.spendQuote(quote.nonce, payload.txHash, at))
          throw refused(`nonce ${quote.nonce} was consumed by an earlier attempt`);
        const body = settlementBody({
          anchor: entry.anchor,
          lookup: (parentId) => deps.catalog.getEntry(parentId)?.anchor,
          payment: payload,
          currency: deps.currency,
          verifiers: entry.verifiers,
          royaltyShare: deps.royaltyShare,
          verifierShare: deps.verifierShare,
          now: new Date(at),
        });
        const record = deps.ledger.appendRecord('settle', body, deps.signer, new Date(at));
        // The credit book read the record inside this transaction; a sale it did not count must not stand.
        if (!deps.credits.settled(payload.txHash))
          throw new Error(`the credit book did not count the settlement of ${payload.txHash}`);
        repo.addPayment({
          tx_hash: payload.txHash,
          nonce: payload.nonce,
          patch_id: id,
          buyer: payload.from,
          proof: payload.proof,
          settle_record_id: record.id,
          royalty: JSON.stringify(body.split),
          settled_at: at,
        });
        const token = issueDownloadToken(
          repo,
          { patch_id: id, body_sha256: entry.anchor.patch_sha256, buyer: payload.from, tx_hash: payload.txHash },
          at,
        );
        return {
          manifest: manifestOf(entry, payload.from, token, at),
          response: { settled: true, tx: payload.txHash, royalty: body.split, settle_record_id: record.id },
          currency: deps.currency,
        };
      });
    },
  };
}

function decode(header: string | undefined): PaymentPayload {
  if (header === undefined || header.trim() === '') throw refused('missing or malformed X-PAYMENT');
  try {
    return decodePaymentHeader(header);
  } catch (err) {
    if (!(err instanceof InvalidInputError)) throw err;
    const [field = '', ...rest] = err.reason.split(': ');
    const detail = rest.join(': ');
    if (field === 'scheme' && detail.startsWith('unsupported scheme ')) throw refused(detail);
    if (['nonce', 'from', 'proof'].includes(field) && /got undefined$/.test(detail))
      throw refused('local-credit payload needs nonce, from, proof');
    throw refused('missing or malformed X-PAYMENT', { reason: err.reason });
  }
}
