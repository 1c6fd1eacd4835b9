import { sameAddress } from '@ainize/core';
import type { SettleBody } from './bodies.js';
import type { LedgerRecord } from './record.js';

/**
 * A settlement is a sale only when its seller signed it. The ledger also stores settlements written by their buyer
 * (a buyer's own note that it paid), but anyone can sign such a note about any seller, so a buyer-signed one
 * neither counts as a download, nor opens a body, nor moves credit.
 */
export function isSellerSettlement(record: LedgerRecord): record is LedgerRecord<'settle'> {
  return record.kind === 'settle' && sameAddress(record.author, (record.body as SettleBody).seller);
}

/** A sale of a knowledge by the one who wrote it: what the catalog counts and what lets a buyer fetch the body. */
export function isSaleBy(record: LedgerRecord, author: string): record is LedgerRecord<'settle'> {
  return isSellerSettlement(record) && sameAddress(record.body.seller, author);
}
