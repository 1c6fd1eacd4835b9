import type { CatalogEntry, NodeInfo } from './api.js';

/** Plain sentences for what a catalog entry's fields mean, shared by the list and the knowledge page. */

export function price(entry: CatalogEntry): string {
  return `${entry.anchor.price} ${entry.anchor.currency}`;
}

export function quorum(entry: CatalogEntry): string {
  return `${entry.passed} of ${entry.quorum} trusted passes`;
}

/** Whose verification the entry's status rests on, in a few words. */
export function trustLabel(entry: CatalogEntry): { text: string; tone: 'good' | 'neutral' | 'warn' } {
  const untrusted = entry.untrusted_attestations.length;
  const aside = untrusted > 0 ? ` (+${untrusted} not trusted, not counted)` : '';
  if (entry.trust.policy === 'open') return { text: `Unvetted: every key counts here${aside}`, tone: 'warn' };
  if (entry.quorum_ok) return { text: `Verified by trusted verifiers${aside}`, tone: 'good' };
  if (entry.failed > 0) return { text: `Failed by ${entry.failed} trusted verifier(s)${aside}`, tone: 'warn' };
  if (entry.trust.counted.length > 0) return { text: `Partly verified${aside}`, tone: 'neutral' };
  return { text: `Not verified yet${aside}`, tone: 'neutral' };
}

/** Where the entry can be bought: from this node, from its author's node, or not at all yet. */
export function whereSold(entry: CatalogEntry, info: NodeInfo | undefined): string {
  if (!entry.sellable) {
    if (entry.status === 'RETIRED' || entry.status === 'REJECTED') return 'Not for sale';
    if (entry.open_challenge != null) return 'Not for sale while a challenge is open';
    return `Not for sale until ${entry.quorum} trusted verifiers pass it`;
  }
  const here = info !== undefined && entry.anchor.author.toLowerCase() === info.node.address.toLowerCase();
  if (here) return 'Sold here, by this node';
  return `Sold at ${entry.anchor.author_name ?? 'its author'}’s node gateway`;
}

export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-4)}` : address;
}

export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
