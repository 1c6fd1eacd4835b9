import {
  addDec,
  isAddress,
  isPrice,
  localCreditTxHash,
  MAX_LINEAGE_ANCHORS,
  normalizeDec,
  royaltySplit,
  sameAddress,
  verifyMessage,
  type LineageAnchor,
  type PaymentPayload,
  type WalletEntryKind,
} from '@ainize/core';
import type { AnchorBody, SettleBody } from '../ledger/bodies.js';

/**
 * The `settle` record a sale writes: one record, signed by the seller, that is at once the receipt, the proof that
 * the buyer agreed to pay (the buyer's own signature over the payment intent) and the split of the price. Anyone
 * holding a copy of the ledger can check all three without asking the seller, which is what lets every node derive
 * the same balances from the same records.
 */

/** What each paid line of a sale is, from the payee's side (a wallet entry's kind). */
export type PayoutRole = Extract<WalletEntryKind, 'sale' | 'royalty' | 'verifier_fee' | 'contributor'>;

export interface SaleSettlementBody extends SettleBody {
  scheme: 'local-credit';
  network: string;
  /** `/x402/patch/<patch_id>`: part of the signed intent, so a payment for one knowledge cannot settle another. */
  resource: string;
  nonce: string;
  /** sha256 of the buyer's canonical intent, as in X-PAYMENT. */
  tx_hash: string;
  /** The buyer's signature of `tx_hash`: the buyer's consent to this debit, checkable by anyone. */
  proof: string;
  /** The buyer's previous local-credit payment, as the buyer signed it; absent for its first. */
  prev?: string;
  /** Address → amount, every line of royaltySplit (the seller's line always present). */
  split: Record<string, string>;
  /** Parent id → amount held back because nobody knows who wrote that parent. */
  unresolved: Record<string, string>;
  roles: Record<string, PayoutRole>;
  /** The verifiers whose counted passes earned the verifier fee. */
  verifiers: string[];
  created_at: string;
}

export const resourceOf = (patchId: string): string => `/x402/patch/${patchId}`;

/** The lineage facts royaltySplit reads, from an anchor. */
export function lineageOf(anchor: AnchorBody): LineageAnchor {
  return {
    id: anchor.id,
    author: anchor.author,
    parents: anchor.parents,
    ...(anchor.parent_authors ? { parent_authors: anchor.parent_authors } : {}),
    ...(anchor.royalty_share !== undefined ? { royalty_share: anchor.royalty_share } : {}),
    contributors: anchor.contributors.map((c) => ({ address: c.address, share: c.share })),
  };
}

export interface SettlementInput {
  anchor: AnchorBody;
  /** Resolves an ancestor id to its anchor on this node's ledger. */
  lookup: (id: string) => AnchorBody | undefined;
  payment: PaymentPayload;
  currency: string;
  verifiers: readonly string[];
  royaltyShare: number;
  verifierShare: number;
  now: Date;
}

/** The body of the settle record for a verified payment; the amount charged is the amount the buyer signed. */
export function settlementBody(input: SettlementInput): SaleSettlementBody {
  const { anchor, payment } = input;
  const split = royaltySplit({
    sold: lineageOf(anchor),
    lookup: (id) => {
      const found = input.lookup(id);
      return found && lineageOf(found);
    },
    amount: payment.amount,
    royaltyShare: input.royaltyShare,
    verifierShare: anchor.verifier_share ?? input.verifierShare,
    verifiers: input.verifiers,
  });
  const ancestors = ancestorAuthors(anchor, input.lookup);
  const roles: Record<string, PayoutRole> = {};
  for (const address of Object.keys(split.payouts)) {
    roles[address] = sameAddress(address, anchor.author)
      ? 'sale'
      : ancestors.has(address.toLowerCase())
        ? 'royalty'
        : input.verifiers.some((v) => sameAddress(v, address))
          ? 'verifier_fee'
          : 'contributor';
  }
  return {
    patch_id: anchor.id,
    buyer: payment.from,
    seller: anchor.author,
    amount: payment.amount,
    currency: input.currency,
    scheme: 'local-credit',
    network: payment.network,
    resource: resourceOf(anchor.id),
    nonce: payment.nonce,
    tx_hash: payment.txHash,
    proof: payment.proof,
    ...(payment.prev !== undefined ? { prev: payment.prev } : {}),
    split: split.payouts,
    unresolved: split.unresolved,
    roles,
    verifiers: [...input.verifiers],
    created_at: input.now.toISOString(),
  };
}

/**
 * Why a seller-signed settle record may not move credit, or null when it may: it must be a local-credit sale whose
 * intent hash is rebuilt from its own fields, whose proof the buyer signed, and whose lines add up to exactly what
 * the buyer paid. Balance sufficiency and single use depend on the rest of the ledger and are the credit book's.
 */
export function settlementProblem(body: SettleBody): string | null {
  const b = body as Partial<SaleSettlementBody> & SettleBody;
  if (b.scheme !== 'local-credit') return `scheme ${String(b.scheme)} does not move local credit`;
  if (b.resource !== resourceOf(b.patch_id)) return 'resource is not the gateway path of patch_id';
  if (typeof b.nonce !== 'string' || typeof b.tx_hash !== 'string' || typeof b.proof !== 'string')
    return 'nonce, tx_hash and proof are required';
  if (b.prev !== undefined && (typeof b.prev !== 'string' || !/^[0-9a-f]{64}$/.test(b.prev)))
    return 'prev is not a payment hash';
  const intent = {
    amount: b.amount,
    from: b.buyer,
    nonce: b.nonce,
    payTo: b.seller,
    resource: b.resource,
    ...(b.prev !== undefined ? { prev: b.prev } : {}),
  };
  if (localCreditTxHash(intent) !== b.tx_hash) return 'tx_hash is not the hash of the payment intent';
  if (!verifyMessage(b.tx_hash, b.proof, b.buyer)) return 'proof is not the buyer’s signature of tx_hash';
  const lines = [...Object.entries(b.split ?? {}), ...Object.entries(b.unresolved ?? {})];
  let total = '0';
  for (const [, value] of lines) {
    if (!isPrice(value)) return 'a split line is not a non-negative decimal string';
    total = addDec(total, value);
  }
  if (!Object.keys(b.split ?? {}).every((a) => isAddress(a))) return 'a split line is not paid to an address';
  if (normalizeDec(total) !== normalizeDec(b.amount)) return `the split adds up to ${total}, not ${b.amount}`;
  return null;
}

/** Lower-cased authors of every ancestor anchor this node knows: the lines royaltySplit pays from the lineage pool. */
function ancestorAuthors(anchor: AnchorBody, lookup: (id: string) => AnchorBody | undefined): Set<string> {
  const authors = new Set<string>();
  const seen = new Set<string>([anchor.id]);
  const queue: AnchorBody[] = [anchor];
  // The same cap as royaltySplit's walk, for the same reason: a hostile lineage must not stall a sale.
  while (queue.length > 0 && seen.size < MAX_LINEAGE_ANCHORS) {
    const child = queue.shift() as AnchorBody;
    child.parents.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      const parent = lookup(id);
      const author = parent?.author ?? child.parent_authors?.[i];
      if (author) authors.add(author.toLowerCase());
      if (parent) queue.push(parent);
    });
  }
  return authors;
}
