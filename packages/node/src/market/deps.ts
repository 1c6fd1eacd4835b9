import type { Catalog, CatalogEntry, KnowledgeEvents } from '../catalog/index.js';
import type { NodeConfig } from '../home/config-schema.js';
import type { Caller } from '../http/route.js';
import type { Ledger } from '../ledger/index.js';
import type { Store } from '../store/store.js';
import { sameAddress, type WalletEntry } from '@ainize/core';

/**
 * What the market routes read. Blobs, serving, purchases and datasets belong to other parts of the node; they are
 * handed in as predicates so these routes answer honestly (false / not held) until those parts are wired.
 */
export interface MarketDeps {
  config: NodeConfig;
  store: Store;
  ledger: Ledger;
  catalog: Catalog;
  events: KnowledgeEvents;
  /** Whether this node holds the patch body with this sha256. */
  hasBody?: (sha256: string) => boolean;
  /** Whether the knowledge is applied to this node's serving model. */
  isApplied?: (id: string) => boolean;
  /** Whether this node bought the knowledge. */
  isPurchased?: (id: string) => boolean;
  /** The canonical JSONL of a dataset this node holds intact, or undefined when it holds none. */
  datasetText?: (sha256: string) => string | undefined;
  /** The x402 gateway that sells the knowledge (absolute URL), or null when this node does not know where it is. */
  gatewayOf?: (entry: CatalogEntry) => string | null;
  /** What an address was paid from sales on this node's ledger (seller, parent, verifier, contributor lines). */
  earningsOf?: (address: string) => WalletEntry[];
}

/** The injected predicates with their "not wired yet" defaults filled in. */
export interface Availability {
  hasBody: (sha256: string) => boolean;
  isApplied: (id: string) => boolean;
  isPurchased: (id: string) => boolean;
  datasetText: (sha256: string) => string | undefined;
  /** The rows of `datasetText`, parsed one line at a time as they are read. */
  datasetRows: (sha256: string) => Iterable<unknown> | undefined;
}

export function availability(deps: MarketDeps): Availability {
  const datasetText = deps.datasetText ?? (() => undefined);
  return {
    hasBody: deps.hasBody ?? (() => false),
    isApplied: deps.isApplied ?? (() => false),
    isPurchased: deps.isPurchased ?? (() => false),
    datasetText,
    datasetRows: (sha256) => {
      const text = datasetText(sha256);
      return text === undefined ? undefined : jsonLines(text);
    },
  };
}

function* jsonLines(text: string): Generator<unknown> {
  for (const line of text.split('\n')) if (line.length > 0) yield JSON.parse(line) as unknown;
}

/** Whether the caller's proven teaching key wrote or is credited on this anchor. */
export function isOwnerOf(entry: Pick<CatalogEntry, 'anchor'>, caller: Caller): boolean {
  const who = caller.teacher;
  if (who === undefined) return false;
  return sameAddress(entry.anchor.author, who) || entry.anchor.contributors.some((c) => sameAddress(c.address, who));
}

/**
 * A draft is private to this node: only its operator and the teaching key it belongs to may see it. Everyone else
 * gets the same 404 as for an id that does not exist, so a draft's existence does not leak.
 */
export function visibleTo(entry: Pick<CatalogEntry, 'status' | 'anchor'>, caller: Caller): boolean {
  return entry.status !== 'DRAFT' || caller.operator || isOwnerOf(entry, caller);
}

/** Event `data` can carry prompts, buyer addresses and timings; only the operator sees it. */
export function redactEvent<E extends { data: Record<string, unknown> | null }>(event: E, caller: Caller): E {
  return caller.operator || event.data === null ? event : { ...event, data: null };
}
