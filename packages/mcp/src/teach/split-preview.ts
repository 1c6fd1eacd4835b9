import { isZeroDec, royaltySplit, sameAddress, teacherShareOfPrice, type LineageAnchor } from '@ainize/core';

/**
 * Who would be paid what when a published lesson sells, computed before anything is written with the same
 * `royaltySplit` the node settles with. The web publish sheet prints a flat 70 %; a lesson built on someone else's
 * knowledge pays its teacher 70 % of what is left after the lineage pool — 49 % at the network's minimum pool of
 * 30 % — and the verifiers that pass it take their fee from the seller's side before that.
 */

export interface SplitInput {
  price: string;
  currency: string;
  /** The node that will sell it (the anchor's author). */
  seller: string;
  /** Who is paid the teacher's share, and how much of it; null when the teacher takes credit only. */
  teacher: { address: string; share: number } | null;
  /** The lesson's bases, in order. */
  parents: readonly string[];
  /** Anchors this node knows, for the parents and their own ancestors. */
  anchors: ReadonlyMap<string, LineageAnchor>;
  royaltyShare: number;
  verifierShare: number | undefined;
  /** The verifiers expected to count (the node's trusted keys other than itself). */
  verifiers: readonly string[];
}

function percentOf(amount: string, price: string): string | null {
  if (isZeroDec(price)) return null;
  const value = Math.round((Number(amount) / Number(price)) * 10_000) / 100;
  return `${value}%`;
}

export function splitPreview(input: SplitInput) {
  const hasParent = input.parents.length > 0;
  const sold: LineageAnchor = {
    id: '(this lesson)',
    author: input.seller,
    parents: [...input.parents],
    royalty_share: input.royaltyShare,
    contributors: input.teacher ? [{ address: input.teacher.address, share: input.teacher.share }] : [],
  };
  const split = royaltySplit({
    sold,
    lookup: (id) => input.anchors.get(id),
    amount: input.price,
    royaltyShare: input.royaltyShare,
    ...(input.verifierShare === undefined ? {} : { verifierShare: input.verifierShare }),
    verifiers: input.verifiers,
  });
  const teacherAmount =
    input.teacher === null
      ? '0'
      : (Object.entries(split.payouts).find(([address]) => sameAddress(address, input.teacher!.address))?.[1] ?? '0');
  const beforeFee = teacherShareOfPrice({
    hasParent,
    royaltyShare: input.royaltyShare,
    contributorShare: input.teacher?.share ?? 0,
  });
  const pool = `${Math.round(Math.max(0.3, input.royaltyShare) * 100)}%`;
  const explanation =
    input.teacher === null
      ? 'you take no share of sales (credit only): every sale pays the lineage pool, the verifiers and this node'
      : hasParent
        ? `${beforeFee.percent} of the price: a lineage pool of ${pool} is paid to what it was built on first, and you ` +
          `receive ${Math.round(input.teacher.share * 100)}% of the rest`
        : `${beforeFee.percent} of the price, because this knowledge has no parent to pay`;
  return {
    price: input.price,
    currency: input.currency,
    to_the_people_it_was_built_on: {
      amount: split.lineage_pool,
      applies: hasParent,
      held_back_for_unknown_parents: split.unresolved,
      note: hasParent
        ? `a lineage pool of ${pool} of every sale goes to the authors of ${input.parents.join(', ')} (and their own parents)`
        : 'no parent, so no lineage pool',
    },
    to_the_verifiers: {
      amount: split.verifier_pool,
      verifiers: input.verifiers.length,
      note:
        input.verifiers.length === 0
          ? 'no verifier fee: no verifier other than this node would count'
          : `a fee from the seller's side, shared by the ${input.verifiers.length} verifier(s) this node trusts, once they pass it`,
    },
    to_you_the_teacher: {
      address: input.teacher?.address ?? null,
      amount: teacherAmount,
      of_the_price: percentOf(teacherAmount, input.price) ?? beforeFee.percent,
      before_the_verifier_fee: beforeFee.percent,
    },
    to_the_node_that_sells_it: { amount: split.seller },
    explanation,
  };
}
