import { sameAddress } from '@ainize/core';
import type { NodeBody } from '../ledger/bodies.js';
import type { Ledger } from '../ledger/ledger.js';
import type { LedgerRecord, RecordSigner } from '../ledger/record.js';

/**
 * Where each node can be reached, from the `node` records they sign about themselves (`{address, name, url}`).
 * A node announces itself when it starts and again whenever its name or URL changes, so the newest record of an
 * address is where it serves now. A record can only speak for its signer, so nobody can redirect another node's
 * buyers; a URL found here is still only a place to ask, and what answers there is checked by the caller.
 */
export interface NodeDirectory {
  /** The base URL the node with this address announced last, or undefined when it never announced one. */
  urlOf(address: string): string | undefined;
  /** Signs a `node` record for `signer` unless its newest one already says the same; returns it when written. */
  announce(signer: RecordSigner, self: { name: string; url: string }): LedgerRecord<'node'> | undefined;
  close(): void;
}

export function openNodeDirectory(ledger: Ledger): NodeDirectory {
  let latest: Map<string, NodeBody> | undefined;
  const remember = (record: LedgerRecord) => {
    if (!latest || record.kind !== 'node') return;
    const body = record.body as NodeBody;
    // The ledger refuses a node record whose address is not its signer, so the body speaks for itself.
    latest.set(body.address.toLowerCase(), body);
  };
  const unsubscribe = ledger.onRecord(remember);
  const table = (): Map<string, NodeBody> => {
    if (!latest) {
      latest = new Map();
      for (const record of ledger.allRecords()) remember(record);
    }
    return latest;
  };
  return {
    urlOf(address) {
      const url = table().get(address.toLowerCase())?.url;
      return url !== undefined && isHttpUrl(url) ? url.replace(/\/+$/, '') : undefined;
    },
    announce(signer, self) {
      const last = table().get(signer.address.toLowerCase());
      if (last && sameAddress(last.address, signer.address) && last.name === self.name && last.url === self.url)
        return undefined;
      const body: NodeBody = { address: signer.address, name: self.name.slice(0, 120), url: self.url };
      return ledger.appendRecord('node', body, signer);
    },
    close: () => {
      unsubscribe();
    },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
