import {
  AinizeFailure,
  fromAtomic,
  localCreditRequirementFromV2,
  normalizeDec,
  sameAddress,
  type PaymentRequirement,
} from '@ainize/core';
import type { PayScheme } from '../config/index.js';
import type { NodeInfo, PaymentOption, SellerOffer } from '../node-client/index.js';

/**
 * How a purchase is paid: which scheme, and what the seller asks in it. The node's buy route pays in its own
 * ledger's credit (`local-credit`) or in a stablecoin on a chain (`exact`, EIP-3009); the same knowledge then has
 * a price in each, in a different currency, counted against a different budget. Pure: the quote builder asks the
 * node and the seller, this decides what their answers mean.
 */

/** The dialect's network name for local credit, as nodes that predate `/api/info.payments` use it. */
const LOCAL_NETWORK = 'local';

/** What this node pays with in one scheme, from its `/api/info.payments`. */
export interface PayWith {
  scheme: PayScheme;
  network: string;
  /** `CREDIT` (or the node's currency) for local credit; the token's contract for `exact`. */
  asset: string;
  /** What a budget counts it in: the node's currency, or the token's symbol. */
  currency: string;
  /** The token's decimals (`exact`); null for local credit, which the dialect prices in decimals already. */
  decimals: number | null;
}

/** What the seller asks in the chosen scheme, read from its 402. */
export interface SellerTerms {
  scheme: PayScheme;
  network: string;
  asset: string;
  currency: string;
  pay_to: string;
  /** Decimal, in `currency`. */
  price: string;
  /** local-credit: the quote nonce the seller reserved; `exact` has none until the payer signs. */
  nonce: string | null;
  nonce_expires_at: number | null;
}

/** The call's scheme, else the server's AINIZE_MCP_SCHEME, else the scheme the node's buy route uses by default. */
export function chooseScheme(asked: PayScheme | undefined, configured: PayScheme | null, info: NodeInfo): PayScheme {
  return asked ?? configured ?? info.payments?.buy_with ?? 'local-credit';
}

/**
 * How this node pays in `scheme`. A node that predates `payments` pays local credit in its own currency and
 * nothing else; a scheme the node does not list is refused with the node's own word for it.
 */
export function payingOption(info: NodeInfo, scheme: PayScheme): PayWith {
  const listed = info.payments?.accepts.find((option) => option.scheme === scheme);
  if (listed) return payWithOf(listed, scheme);
  if (scheme === 'local-credit' && info.payments === undefined) {
    return { scheme, network: LOCAL_NETWORK, asset: info.currency, currency: info.currency, decimals: null };
  }
  throw AinizeFailure.of(
    'scheme_unavailable',
    `this node cannot pay in ${scheme}: its /api/info lists ` +
      `${(info.payments?.accepts ?? []).map((o) => o.scheme).join(', ') || 'local-credit only'}` +
      (scheme === 'exact' ? ' (exact needs payments.exact in the node’s configuration)' : '') +
      '; nothing was quoted',
    { tier: 'money', details: { scheme, offered: (info.payments?.accepts ?? []).map((o) => o.scheme) } },
  );
}

function payWithOf(option: PaymentOption, scheme: PayScheme): PayWith {
  if (scheme === 'exact' && (option.decimals === undefined || !Number.isSafeInteger(option.decimals))) {
    // Without the token's decimals an atomic amount could be read a million times too large or too small.
    throw AinizeFailure.of(
      'scheme_unavailable',
      `this node lists an exact payment in ${option.currency} without the token's decimals, so no price in it can ` +
        'be stated; nothing was quoted',
      { tier: 'money', details: { scheme, currency: option.currency } },
    );
  }
  return {
    scheme,
    network: option.network,
    asset: option.asset,
    currency: option.currency,
    decimals: option.decimals ?? null,
  };
}

/** The seller's price and payee in `pay`'s scheme, or `scheme_not_offered` naming what it does offer. */
export function sellerTerms(offer: SellerOffer, pay: PayWith, id: string): SellerTerms {
  const terms = pay.scheme === 'exact' ? exactTerms(offer, pay) : creditTerms(offer, pay);
  if (terms) return terms;
  throw notOffered(offer, pay, id);
}

function creditTerms(offer: SellerOffer, pay: PayWith): SellerTerms | null {
  const requirement = creditRequirement(offer, pay);
  if (!requirement) return null;
  return {
    scheme: 'local-credit',
    network: requirement.network,
    asset: requirement.asset,
    currency: requirement.asset || pay.currency,
    pay_to: requirement.payTo,
    price: normalizeDec(requirement.maxAmountRequired),
    nonce: requirement.nonce,
    nonce_expires_at: requirement.expires_at,
  };
}

/** The dialect's local-credit requirement in this node's currency; a v2-only seller's, rebuilt from its offer. */
function creditRequirement(offer: SellerOffer, pay: PayWith): PaymentRequirement | undefined {
  const inOurCredit = (r: PaymentRequirement) => r.scheme === 'local-credit' && r.asset === pay.asset;
  const fromDialect = offer.dialect.requirements.find(inOurCredit);
  if (fromDialect || !offer.v2) return fromDialect;
  const accepted = offer.v2.accepts.find((a) => a.scheme === 'local-credit' && a.asset === pay.asset);
  if (!accepted) return undefined;
  try {
    return localCreditRequirementFromV2(accepted);
  } catch {
    return undefined;
  }
}

/** The v2 `exact` entry on the chain and token this node pays with, its atomic amount read in the token's decimals. */
function exactTerms(offer: SellerOffer, pay: PayWith): SellerTerms | null {
  const accepted = offer.v2?.accepts.find(
    (a) => a.scheme === 'exact' && a.network === pay.network && sameAddress(a.asset, pay.asset),
  );
  if (!accepted) return null;
  return {
    scheme: 'exact',
    network: accepted.network,
    asset: accepted.asset,
    currency: pay.currency,
    pay_to: accepted.payTo,
    price: exactPrice(accepted.amount, pay.decimals as number),
    nonce: null,
    nonce_expires_at: null,
  };
}

/** An `exact` amount in smallest units as a decimal price ("2500000" at 6 decimals → "2.5"). */
export function exactPrice(atomic: string, decimals: number): string {
  return normalizeDec(fromAtomic(atomic, decimals));
}

function notOffered(offer: SellerOffer, pay: PayWith, id: string): AinizeFailure {
  const offered = [
    ...offer.dialect.requirements.map((r) => `${r.scheme} (${r.asset})`),
    ...(offer.v2?.accepts ?? [])
      .filter((a) => a.scheme !== 'local-credit' || offer.dialect.requirements.length === 0)
      .map((a) => `${a.scheme} on ${a.network} (${a.asset})`),
  ];
  const wanted =
    pay.scheme === 'exact'
      ? `exact payment in ${pay.currency} (${pay.asset}) on ${pay.network}`
      : `${pay.currency} credit`;
  const other = pay.scheme === 'exact' ? 'local-credit' : 'exact';
  return AinizeFailure.of(
    'scheme_not_offered',
    `the seller of ${id} does not take ${wanted}; its 402 offers ${offered.join(', ') || 'nothing this server can read'}` +
      (offer.v2_problem ? ` (its payment-required header could not be read: ${offer.v2_problem})` : '') +
      `. Nothing was quoted; quote again with scheme: "${other}" if the person agrees to pay that way`,
    {
      tier: 'money',
      details: { patch_id: id, scheme: pay.scheme, network: pay.network, asset: pay.asset, offered },
    },
  );
}
