import { InvalidInputError } from '../errors/invalid-input.js';
import {
  addDec,
  cmpDec,
  decFromShare,
  divDecInt,
  isZeroDec,
  minDec,
  mulDec,
  subDec,
  truncDec,
  validatePrice,
} from './decimal.js';

/** Whatever a parent is paid, the network keeps at least this lineage share (NETWORK_MIN_ROYALTY_SHARE). */
export const MIN_ROYALTY_SHARE = 0.3;
export const MIN_VERIFIER_SHARE = 0.05;
export const MAX_VERIFIER_SHARE = 0.5;
/** BFS over ancestors stops here, so a cyclic or enormous lineage cannot stall a sale. */
export const MAX_LINEAGE_ANCHORS = 4096;
/** Every payout line is truncated to this many fractional digits; the seller absorbs the dust. */
export const PAYOUT_SCALE = 6;

export interface RoyaltyContributor {
  address: string;
  share: number;
}

/** The parts of a knowledge's anchor record that decide who is paid when it sells. */
export interface LineageAnchor {
  id: string;
  /** Address of the node that authored (sells) it. */
  author: string;
  parents?: readonly string[];
  /** Authors of `parents`, index for index, for parents whose anchor this node has not seen. */
  parent_authors?: readonly (string | null | undefined)[];
  royalty_share?: number;
  /** Data providers credited on this anchor (at most four on a real anchor). */
  contributors?: readonly RoyaltyContributor[];
}

export interface RoyaltySplitInput {
  sold: LineageAnchor;
  /** Resolves an ancestor id to its anchor; `undefined` when this node has never seen it. */
  lookup: (id: string) => LineageAnchor | undefined;
  /** The sale price as a decimal string. */
  amount: string;
  /** The node's configured lineage share, used when the anchor names none. */
  royaltyShare?: number;
  verifierShare?: number;
  /** Addresses of the verifiers whose attestations counted toward the quorum. */
  verifiers?: readonly string[];
}

export interface RoyaltySplit {
  /** address → amount. The seller always has a line (even "0"); other zero lines are omitted. */
  payouts: Record<string, string>;
  /** Parent id → amount held back because neither the parent's anchor nor its author is known. */
  unresolved: Record<string, string>;
  /** What went to the lineage (outside ancestors and held-back parents). */
  lineage_pool: string;
  verifier_pool: string;
  seller: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

interface Lineage {
  /** Outside ancestor authors in discovery order, each with the ancestor anchors they wrote. */
  outside: { author: string; anchors: LineageAnchor[] }[];
  /** Ancestors the seller wrote itself: no lineage pay, but their data providers are still owed. */
  selfAncestors: LineageAnchor[];
  unresolved: string[];
}

function walkLineage(sold: LineageAnchor, lookup: RoyaltySplitInput['lookup']): Lineage {
  const outside = new Map<string, { author: string; anchors: LineageAnchor[] }>();
  const selfAncestors: LineageAnchor[] = [];
  const unresolved: string[] = [];
  const seen = new Set<string>([sold.id]);
  const queue: LineageAnchor[] = [sold];
  while (queue.length > 0 && seen.size < MAX_LINEAGE_ANCHORS) {
    const child = queue.shift() as LineageAnchor;
    (child.parents ?? []).forEach((parentId, i) => {
      if (seen.has(parentId) || seen.size >= MAX_LINEAGE_ANCHORS) return;
      seen.add(parentId);
      const known = lookup(parentId);
      const author = known?.author ?? child.parent_authors?.[i] ?? null;
      if (author === null) {
        unresolved.push(parentId);
        return;
      }
      // A parent known only by its author is paid as an anchor with no contributors and no further parents.
      const anchor: LineageAnchor = known ?? { id: parentId, author };
      if (same(author, sold.author)) {
        selfAncestors.push(anchor);
      } else {
        const key = author.toLowerCase();
        const entry = outside.get(key) ?? { author, anchors: [] };
        entry.anchors.push(anchor);
        outside.set(key, entry);
      }
      if (known) queue.push(known);
    });
  }
  return { outside: [...outside.values()], selfAncestors, unresolved };
}

/**
 * Who is paid what when `sold` is bought for `amount`:
 * 1. a lineage pool of max(0.3, royalty_share) of the price, split equally between outside ancestor authors and
 *    parents nobody can resolve; each author's part is split over the ancestors they wrote, and each of those
 *    slices first pays that anchor's data providers their share;
 * 2. of what is left to the seller, a verifier fee (5–50 %) split equally between the verifiers that counted;
 * 3. of the rest, the data providers of the sold anchor and of the seller's own ancestors take their shares;
 * 4. the seller keeps the remainder, including every truncation's dust, so the lines always sum to `amount`.
 */
export function royaltySplit(input: RoyaltySplitInput): RoyaltySplit {
  const amount = validatePrice(input.amount, 'amount');
  const { sold } = input;
  const payouts = new Map<string, { address: string; amount: string }>();
  const pay = (address: string, value: string) => {
    const key = address.toLowerCase();
    const line = payouts.get(key);
    payouts.set(key, { address: line?.address ?? address, amount: addDec(line?.amount ?? '0', value) });
  };

  const { outside, selfAncestors, unresolved } = walkLineage(sold, input.lookup);
  const heads = outside.length + unresolved.length;
  const share = clamp(sold.royalty_share ?? input.royaltyShare ?? MIN_ROYALTY_SHARE, MIN_ROYALTY_SHARE, 1);
  const pool = heads > 0 ? truncDec(mulDec(amount, decFromShare(share)), PAYOUT_SCALE) : '0';
  const each = heads > 0 ? divDecInt(pool, heads, PAYOUT_SCALE) : '0';
  const poolPaid = mulDec(each, String(heads));

  for (const { author, anchors } of outside) {
    const slice = divDecInt(each, anchors.length, PAYOUT_SCALE);
    let authorGets = subDec(each, mulDec(slice, String(anchors.length)));
    for (const anchor of anchors) {
      let rest = slice;
      for (const c of anchor.contributors ?? []) {
        if (same(c.address, author)) continue;
        const carve = minDec(rest, truncDec(mulDec(slice, shareOf(c)), PAYOUT_SCALE));
        if (!isZeroDec(carve)) pay(c.address, carve);
        rest = subDec(rest, carve);
      }
      authorGets = addDec(authorGets, rest);
    }
    pay(author, authorGets);
  }
  const unresolvedOut: Record<string, string> = {};
  for (const id of unresolved) unresolvedOut[id] = each;

  const sellerSide = subDec(amount, poolPaid);
  const verifiers = uniqueAddresses(input.verifiers ?? []).filter((v) => !same(v, sold.author));
  let verifierPaid = '0';
  if (verifiers.length > 0) {
    const v = clamp(input.verifierShare ?? MIN_VERIFIER_SHARE, MIN_VERIFIER_SHARE, MAX_VERIFIER_SHARE);
    const verifierPool = truncDec(mulDec(sellerSide, decFromShare(v)), PAYOUT_SCALE);
    const perVerifier = divDecInt(verifierPool, verifiers.length, PAYOUT_SCALE);
    for (const address of verifiers) pay(address, perVerifier);
    verifierPaid = mulDec(perVerifier, String(verifiers.length));
  }

  const base = subDec(sellerSide, verifierPaid);
  let remainder = base;
  for (const provider of providersOf([sold, ...selfAncestors], sold.author)) {
    const carve = minDec(remainder, truncDec(mulDec(base, provider.share), PAYOUT_SCALE));
    if (!isZeroDec(carve)) pay(provider.address, carve);
    remainder = subDec(remainder, carve);
  }
  pay(sold.author, remainder);

  const out: Record<string, string> = {};
  for (const { address, amount: value } of payouts.values()) {
    if (!isZeroDec(value) || same(address, sold.author)) out[address] = value;
  }
  return {
    payouts: out,
    unresolved: unresolvedOut,
    lineage_pool: poolPaid,
    verifier_pool: verifierPaid,
    seller: remainder,
  };
}

/** One carve per address at the largest share it holds anywhere in the seller's own line; order of first appearance. */
function providersOf(anchors: LineageAnchor[], seller: string): { address: string; share: string }[] {
  const best = new Map<string, { address: string; share: string }>();
  for (const anchor of anchors) {
    for (const c of anchor.contributors ?? []) {
      if (same(c.address, seller)) continue;
      const key = c.address.toLowerCase();
      const share = shareOf(c);
      const prior = best.get(key);
      if (!prior || cmpDec(share, prior.share) > 0) best.set(key, { address: prior?.address ?? c.address, share });
    }
  }
  return [...best.values()];
}

function shareOf(c: RoyaltyContributor): string {
  if (!Number.isFinite(c.share) || c.share < 0 || c.share > 1) {
    throw new InvalidInputError('royalty', `contributor ${c.address} has share ${c.share}; a share is between 0 and 1`);
  }
  return decFromShare(c.share, 'contributor share');
}

function uniqueAddresses(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
}

/**
 * The fraction of the price a teacher (a data provider at `contributorShare`) receives from a sale, ignoring the
 * verifier fee: 0.7 with no parent, 0.7 × (1 − 0.3) = 0.49 when the knowledge was built on someone else's.
 */
export function teacherShareOfPrice(opts: { hasParent: boolean; royaltyShare: number; contributorShare: number }): {
  fraction: string;
  percent: string;
} {
  const lineage = opts.hasParent ? clamp(opts.royaltyShare, MIN_ROYALTY_SHARE, 1) : 0;
  const fraction = mulDec(subDec('1', decFromShare(lineage)), decFromShare(opts.contributorShare));
  return { fraction, percent: `${mulDec(fraction, '100')}%` };
}
