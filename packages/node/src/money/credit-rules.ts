import { cmpDec, isZeroDec, sameAddress, type WalletEntry } from '@ainize/core';
import type { NodeBody, SettleBody } from '../ledger/bodies.js';
import type { LedgerRecord } from '../ledger/record.js';
import { isSellerSettlement } from '../ledger/settle.js';
import { type PayoutRole, type SaleSettlementBody, settlementProblem } from '../x402/settlement.js';

/**
 * Local credit as a pure function of the ledger. Records are read one at a time in this ledger's arrival order and
 * each may add wallet entries; nothing else changes a balance. Two rules make that safe against keys anyone can make:
 *
 * - **Grants.** An address receives `initialCredit` once, from its first self-signed `node` record, if it is this
 *   node or among the first `creditGrants` other addresses to announce themselves here. Without the cap every fresh
 *   key would mint credit; with it a crowd of made-up keys can draw at most `creditGrants × initialCredit`.
 * - **Sales.** A settle record moves credit only if its seller signed it, the buyer's signature over the payment
 *   intent is in it, its lines add up to the price, the buyer could afford it at that point of this ledger, and its
 *   tx hash was not used before. So no seller can debit a buyer who did not sign, pay out more than was paid, or
 *   spend a buyer's credit twice.
 */

export interface CreditRules {
  /** This node's address: its own grant never counts against the cap. */
  self: string;
  currency: string;
  initialCredit: string;
  creditGrants: number;
}

/** A wallet entry with the address whose balance it changes. */
export interface CreditEntry extends WalletEntry {
  address: string;
  seq: number;
}

/** What the rules need to know of the records already read. */
export interface CreditView {
  hasGrant(address: string): boolean;
  /** Grants given so far to addresses other than this node. */
  grantsGiven(): number;
  balance(address: string): string;
  txSeen(txHash: string): boolean;
}

export interface CreditEffect {
  entries: CreditEntry[];
  /** The address granted by this record, if any. */
  grant?: { address: string; self: boolean };
  /** The tx hash this record spent, if it moved credit. */
  tx?: string;
  /** Why a settle record moved nothing; kept for whoever asks, never an error: the record is still a valid record. */
  ignored?: string;
}

export function creditEffect(record: LedgerRecord, view: CreditView, rules: CreditRules): CreditEffect {
  if (record.kind === 'node') return grantEffect(record as LedgerRecord<'node'>, view, rules);
  if (record.kind === 'settle') return saleEffect(record as LedgerRecord<'settle'>, view, rules);
  return { entries: [] };
}

function grantEffect(record: LedgerRecord<'node'>, view: CreditView, rules: CreditRules): CreditEffect {
  const { address } = record.body as NodeBody;
  if (view.hasGrant(address)) return { entries: [] };
  const self = sameAddress(address, rules.self);
  if (!self && view.grantsGiven() >= rules.creditGrants) return { entries: [] };
  return {
    grant: { address, self },
    entries: [
      {
        address,
        seq: record.seq,
        kind: 'initial_credit',
        amount: rules.initialCredit,
        currency: rules.currency,
        patch_id: null,
        counterparty: null,
        tx_hash: null,
        record_id: record.id,
        at: record.ts,
      },
    ],
  };
}

function saleEffect(record: LedgerRecord<'settle'>, view: CreditView, rules: CreditRules): CreditEffect {
  const body = record.body as SettleBody;
  if (!isSellerSettlement(record)) return { entries: [], ignored: 'not signed by its seller' };
  if (body.currency !== rules.currency)
    return { entries: [], ignored: `currency ${body.currency} is not local credit` };
  const problem = settlementProblem(body);
  if (problem) return { entries: [], ignored: problem };
  const sale = body as SaleSettlementBody;
  if (view.txSeen(sale.tx_hash)) return { entries: [], ignored: `tx ${sale.tx_hash} already settled` };
  const balance = view.balance(sale.buyer);
  if (cmpDec(balance, sale.amount) < 0) return { entries: [], ignored: `the buyer had ${balance}, not ${sale.amount}` };

  const line = (address: string, kind: CreditEntry['kind'], amount: string, counterparty: string): CreditEntry => ({
    address,
    seq: record.seq,
    kind,
    amount,
    currency: sale.currency,
    patch_id: sale.patch_id,
    counterparty,
    tx_hash: sale.tx_hash,
    record_id: record.id,
    at: sale.created_at ?? record.ts,
  });
  const entries = [line(sale.buyer, 'purchase', negate(sale.amount), sale.seller)];
  for (const [address, amount] of Object.entries(sale.split)) {
    if (isZeroDec(amount) && !sameAddress(address, sale.seller)) continue;
    entries.push(line(address, roleOf(sale, address), amount, sale.buyer));
  }
  return { entries, tx: sale.tx_hash };
}

const PAYOUT_ROLES: ReadonlySet<string> = new Set<PayoutRole>(['sale', 'royalty', 'verifier_fee', 'contributor']);

/** The role the seller wrote for a line, if it is one a payout can have; a made-up one reads as a contribution. */
function roleOf(sale: SaleSettlementBody, address: string): PayoutRole {
  const role = sale.roles?.[address];
  return typeof role === 'string' && PAYOUT_ROLES.has(role) ? role : 'contributor';
}

function negate(amount: string): string {
  return isZeroDec(amount) ? '0' : `-${amount}`;
}
