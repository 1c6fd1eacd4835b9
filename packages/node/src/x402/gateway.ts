import { randomBytes } from 'node:crypto';
import {
  InvalidInputError,
  X402_NETWORKS,
  X402_QUOTE_TTL_MS,
  X402_VERSION,
  addDec,
  decodePaymentHeader,
  decodePaymentSignatureV2,
  encodePaymentRequiredV2,
  PAYMENT_REQUIRED_V2_HEADER,
  localCreditAcceptV2,
  localCreditNetworkV2,
  localCreditPayloadFromV2,
  sameAddress,
  type PaymentPayload,
  type PaymentPayloadV2,
  type PaymentRequiredBody,
  type PaymentRequiredV2,
  type PaymentRequirement,
  type PaymentRequirementsV2,
  type PaymentResponse,
  type PurchaseManifest,
  type SettleResponse,
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
import type { ExactSeller } from './exact-sale.js';
import { sellForLocalCredit } from './local-credit-sale.js';
import { type GatewayRepo, type PaymentRow, type QuoteRow, gatewayRepo } from './repo.js';
import { whyNotForSale } from './sellable.js';
import { resourceOf } from './settlement.js';

/**
 * The seller's side of x402 for knowledge this node wrote, in two envelopes on one route: the Ainize dialect
 * (`x-payment-required` / `X-PAYMENT` / `x-payment-response`) and standard x402 v2 (`PAYMENT-REQUIRED` /
 * `PAYMENT-SIGNATURE` / `PAYMENT-RESPONSE`). Two schemes: `local-credit`, settled on this node's ledger
 * (local-credit-sale.ts), and `exact`, EIP-3009 on an EVM chain (exact-sale.ts). A quote reserves a local-credit
 * nonce for ten minutes; whichever way a buyer pays, a buyer who has paid for a knowledge once is answered with its
 * manifest again and never charged a second time.
 */

export interface GatewayDeps {
  store: Store;
  ledger: Ledger;
  catalog: Pick<Catalog, 'getEntry'>;
  credits: Pick<CreditBook, 'balance' | 'settled' | 'chainOf' | 'account' | 'rules'>;
  directory: Pick<NodeDirectory, 'urlOf'>;
  /** Whether the body is in this node's blob store: nothing is sold that could not be delivered. */
  hasBody: (sha256: string) => boolean;
  /** This node's key: it signs the settle records, as the seller. */
  signer: RecordSigner;
  currency: string;
  royaltyShare: number;
  verifierShare: number;
  /** This node's base URL, for the manifest's blob URLs and the v2 resource URL. */
  selfUrl: () => string;
  /** The `exact` scheme, when this node is configured for a chain. */
  exact?: ExactSeller;
  now?: () => number;
}

/** A replay is answered for a day after the sale, the life of its download token; later it is `payment already used`. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long a quote may take to pay, in the unit x402 states it. */
export const QUOTE_TIMEOUT_SECONDS = X402_QUOTE_TTL_MS / 1000;

export interface PaidAnswer {
  manifest: PurchaseManifest;
  /** The dialect's `x-payment-response`. */
  response: PaymentResponse;
  /** v2's `PAYMENT-RESPONSE`. */
  settlement: SettleResponse;
  currency: string;
}

/** The two envelopes of one quote. */
export interface Offer {
  v1: PaymentRequiredBody;
  v2: PaymentRequiredV2;
}

/** A payment as it arrived: the dialect's `X-PAYMENT` or v2's `PAYMENT-SIGNATURE`. */
export interface Presented {
  version: 1 | 2;
  header: string | undefined;
}

export interface Gateway {
  /** The 402 for `id`: a fresh quote, its local-credit nonce reserved. */
  quote(id: string): Offer;
  /**
   * Takes a payment for `id`. `buyerProven` says whether the request also proved, by the buyer's signature, that it
   * comes from the buyer: only then does a replay of a public payment carry a download token.
   */
  pay(id: string, presented: Presented, buyerProven: (buyer: string) => boolean): Promise<PaidAnswer>;
  /** Whether `token` is a live download token for the body `sha256`. */
  redeem(token: string, sha256: string): boolean;
  /** Finishes, from the chain, `exact` payments a stop interrupted. */
  resume(): Promise<void>;
}

/** What the two schemes share: the seller's catalog view, its tokens and manifests, and refusals. */
export interface SaleKit {
  deps: GatewayDeps;
  repo: GatewayRepo;
  now: () => number;
  /** This node's address: the seller. */
  self: string;
  /** A refused payment: 402 with the node API's sentence; v2 requests also get the offer with `error`. */
  refuse(message: string, extra?: Record<string, unknown>): HttpError;
  /** A fresh download token for a sale, when the request proved it comes from the buyer. */
  token(entry: CatalogDetail, buyer: string, txHash: string, at: number): string;
  manifestOf(entry: CatalogDetail, buyer: string, token: string, at: number): PurchaseManifest;
  /** The answer to a buyer who paid for `entry` before: that sale again, nothing charged. */
  earlierSale(entry: CatalogDetail, sale: PaymentRow, withToken: boolean): PaidAnswer;
  /** The dialect requirement of a stored quote (what a local-credit payment signs against). */
  requirementOf(q: QuoteRow, entry: CatalogDetail | undefined): PaymentRequirement;
}

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
      maxTimeoutSeconds: QUOTE_TIMEOUT_SECONDS,
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

  const resourceV2 = (entry: CatalogDetail): PaymentRequiredV2['resource'] => ({
    url: `${deps.selfUrl()}${resourceOf(entry.id)}`,
    description: `${entry.anchor.name} (${entry.id})`,
    mimeType: 'application/json',
  });

  /**
   * The kit for one request. A v2 refusal restates what is on offer in `PAYMENT-REQUIRED`, with `error`; it names
   * only what needs no reservation (`exact`), since a refusal must not reserve a local-credit nonce.
   */
  function kitFor(id: string, version: 1 | 2): SaleKit {
    const offerOnRefusal = (): PaymentRequiredV2 | null => {
      const entry = version === 2 ? deps.catalog.getEntry(id) : undefined;
      const exact = entry ? deps.exact?.requirement(entry) : undefined;
      return entry && exact ? { x402Version: 2, resource: resourceV2(entry), accepts: [exact] } : null;
    };
    const kit: SaleKit = {
      deps,
      repo,
      now,
      self,
      refuse(message, extra = {}) {
        const offer = offerOnRefusal();
        return new HttpError(402, message, extra, offer ? v2Headers({ ...offer, error: message }) : {});
      },
      token: (entry, buyer, txHash, at) =>
        issueDownloadToken(
          repo,
          { patch_id: entry.id, body_sha256: entry.anchor.patch_sha256, buyer, tx_hash: txHash },
          at,
        ),
      manifestOf,
      earlierSale: (entry, sale, withToken) => earlierSale(kit, entry, sale, withToken),
      requirementOf,
    };
    return kit;
  }

  function earlierSale(kit: SaleKit, entry: CatalogDetail, sale: PaymentRow, withToken: boolean): PaidAnswer {
    const at = now();
    const token = withToken ? kit.token(entry, sale.buyer, sale.tx_hash, at) : '';
    const royalty = JSON.parse(sale.royalty) as Record<string, string>;
    const settledAt = new Date(sale.settled_at).toISOString();
    const exact = sale.scheme === 'exact';
    const network = exact ? (deps.exact?.network ?? 'eip155:0') : localCreditNetworkV2(X402_NETWORKS.localCredit);
    return {
      manifest: { ...manifestOf(entry, sale.buyer, token, at), replayed: true },
      response: {
        settled: true,
        tx: sale.tx_hash,
        royalty,
        settle_record_id: sale.settle_record_id,
        replayed: true,
        settled_at: settledAt,
      },
      settlement: {
        success: true,
        transaction: sale.tx_hash,
        network: network as SettleResponse['network'],
        payer: sale.buyer,
        extra: { settle_record_id: sale.settle_record_id, replayed: true, settled_at: settledAt },
      },
      currency: exact ? (deps.exact?.symbol ?? deps.currency) : deps.currency,
    };
  }

  function quoteFor(entry: CatalogDetail): Offer {
    const at = now();
    const quote = {
      nonce: randomBytes(12).toString('hex'),
      patch_id: entry.id,
      amount: entry.anchor.price,
      pay_to: self,
      asset: deps.currency,
      network: X402_NETWORKS.localCredit,
      resource: resourceOf(entry.id),
      created_at: at,
      expires_at: at + X402_QUOTE_TTL_MS,
    };
    repo.addQuote(quote);
    const requirement = requirementOf({ ...quote, spent_tx: null, spent_at: null }, entry);
    const requirements = [requirement];
    const accepts: PaymentRequirementsV2[] = [];
    const credit = localCreditAcceptV2(requirement, QUOTE_TIMEOUT_SECONDS);
    if (credit) accepts.push(credit);
    const exact = deps.exact?.requirement(entry);
    if (exact) accepts.push(exact);
    return {
      v1: { x402Version: X402_VERSION, requirements, accepts: requirements },
      v2: { x402Version: 2, resource: resourceV2(entry), accepts },
    };
  }

  async function payV2(id: string, header: string | undefined, buyerProven: (b: string) => boolean) {
    const kit = kitFor(id, 2);
    const entry = forSale(id);
    const payment = decodeV2(header, kit);
    if (payment.resource !== undefined && !sameResource(payment.resource.url, resourceOf(id)))
      throw kit.refuse(`the payment is for ${payment.resource.url}, not ${resourceOf(id)}`);
    const scheme = payment.accepted.scheme;
    if (scheme === 'local-credit') {
      let payload: PaymentPayload;
      try {
        payload = localCreditPayloadFromV2(payment);
      } catch (err) {
        if (!(err instanceof InvalidInputError)) throw err;
        throw kit.refuse('missing or malformed PAYMENT-SIGNATURE', { reason: err.reason });
      }
      return sellForLocalCredit(kit, entry, payload, buyerProven);
    }
    if (scheme === 'exact') {
      if (!deps.exact) throw kit.refuse('unsupported scheme exact: this node is not configured for a chain');
      return deps.exact.sell(kit, entry, payment, buyerProven);
    }
    throw kit.refuse(`unsupported scheme ${scheme}`);
  }

  return {
    redeem: (token, sha256) => redeemDownloadToken(repo, token, sha256, now()) !== undefined,
    quote: (id) => quoteFor(forSale(id)),
    async pay(id, presented, buyerProven) {
      if (presented.version === 2) return payV2(id, presented.header, buyerProven);
      const kit = kitFor(id, 1);
      return sellForLocalCredit(kit, forSale(id), decodeV1(presented.header, kit), buyerProven);
    },
    resume: async () => {
      await deps.exact?.resume(kitFor('', 2));
    },
  };
}

/** Response headers of a v2 402 (the offer, with `error` when it is a refusal); none when nothing is on offer. */
export function v2Headers(offer: PaymentRequiredV2): Record<string, string> {
  return offer.accepts.length > 0 ? { [PAYMENT_REQUIRED_V2_HEADER]: encodePaymentRequiredV2(offer) } : {};
}

function sameResource(url: string, path: string): boolean {
  try {
    return new URL(url, 'http://x').pathname === path;
  } catch {
    return false;
  }
}

function decodeV1(header: string | undefined, kit: SaleKit): PaymentPayload {
  if (header === undefined || header.trim() === '') throw kit.refuse('missing or malformed X-PAYMENT');
  try {
    return decodePaymentHeader(header);
  } catch (err) {
    if (!(err instanceof InvalidInputError)) throw err;
    const [field = '', ...rest] = err.reason.split(': ');
    const detail = rest.join(': ');
    if (field === 'scheme' && detail.startsWith('unsupported scheme ')) throw kit.refuse(detail);
    if (['nonce', 'from', 'proof'].includes(field) && /got undefined$/.test(detail))
      throw kit.refuse('local-credit payload needs nonce, from, proof');
    throw kit.refuse('missing or malformed X-PAYMENT', { reason: err.reason });
  }
}

function decodeV2(header: string | undefined, kit: SaleKit): PaymentPayloadV2 {
  if (header === undefined || header.trim() === '') throw kit.refuse('missing or malformed PAYMENT-SIGNATURE');
  try {
    return decodePaymentSignatureV2(header);
  } catch (err) {
    if (!(err instanceof InvalidInputError)) throw err;
    throw kit.refuse('missing or malformed PAYMENT-SIGNATURE', { reason: err.reason });
  }
}
