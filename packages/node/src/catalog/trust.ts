import type { NodeTrustInfo, NotCountedReason, TrustPolicyName } from '@ainize/core';

/**
 * Whose attestations and challenges count on this node. Anyone can sign a record, and peers spread every record
 * they hold, so counting every signer would let a handful of fresh keys list a fake or reject a genuine
 * knowledge. The node counts only the verifier keys its operator chose to trust (`verifier.trusted`), plus
 * itself; every other record is kept and shown, labelled, and never counted. A key caught signing two successors
 * of one record (a fork) counts for nothing, whatever the list says.
 */
export interface TrustPolicy {
  name: TrustPolicyName;
  /** Lower-cased. With `trusted`, the only verifiers whose attestations count; always holds this node's key. */
  verifiers: readonly string[];
  /** Lower-cased. Whose challenges count: the trusted verifiers, this node and `verifier.challengers`. */
  challengers: readonly string[];
}

const lower = (addresses: Iterable<string>): string[] => [...new Set([...addresses].map((a) => a.toLowerCase()))];

/** The policy from the node's settings: `verifier.trusted` (addresses or `"open"`) and `verifier.challengers`. */
export function trustPolicy(settings: {
  self: string;
  trusted: readonly string[] | 'open';
  challengers?: readonly string[];
}): TrustPolicy {
  if (settings.trusted === 'open') return { name: 'open', verifiers: [], challengers: [] };
  const verifiers = lower([settings.self, ...settings.trusted]);
  return { name: 'trusted', verifiers, challengers: lower([...verifiers, ...(settings.challengers ?? [])]) };
}

/** Counts every key: for experiments, and for tests about the counting rules rather than about trust. */
export const OPEN_TRUST: TrustPolicy = { name: 'open', verifiers: [], challengers: [] };

/** Decides, for one set of forked keys, whether a signer's attestation or challenge counts, and if not, why. */
export interface TrustJudge {
  attestation(verifier: string): NotCountedReason | null;
  challenge(challenger: string): NotCountedReason | null;
}

export function trustJudge(policy: TrustPolicy, forked: ReadonlySet<string> = new Set()): TrustJudge {
  const verifiers = new Set(policy.verifiers);
  const challengers = new Set(policy.challengers);
  const open = policy.name === 'open';
  const judge = (allowed: ReadonlySet<string>) => (address: string) => {
    const key = address.toLowerCase();
    if (forked.has(key)) return 'forked_key' as const;
    return open || allowed.has(key) ? null : ('not_trusted' as const);
  };
  return { attestation: judge(verifiers), challenge: judge(challengers) };
}

/**
 * The policy as `/api/info` reports it, with what a reader must not miss: an open policy means listings are
 * unvetted, and fewer trusted verifiers than the quorum means nothing can ever be LISTED here.
 */
export function trustInfo(policy: TrustPolicy, quorum: number, forked: ReadonlySet<string>): NodeTrustInfo {
  const warnings: string[] = [];
  if (policy.name === 'open') {
    warnings.push(
      'verifier.trusted is "open": this node counts attestations from any key, so its listings are unvetted — ' +
        'a few fresh keys can make anything LISTED',
    );
  } else {
    const usable = policy.verifiers.filter((v) => !forked.has(v));
    if (usable.length < quorum) {
      warnings.push(
        `this node trusts ${usable.length} verifier key(s), itself included, but a knowledge needs ${quorum} ` +
          'machines to be LISTED: nothing new can be listed here until verifier.trusted names enough verifiers',
      );
    }
  }
  return {
    policy: policy.name,
    trusted: [...policy.verifiers],
    challengers: [...policy.challengers],
    forked: [...forked],
    warnings,
  };
}
