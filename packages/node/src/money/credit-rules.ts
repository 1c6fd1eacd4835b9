import { isZeroDec, sameAddress, type WalletEntry } from '@ainize/core';
import type { NodeBody, SettleBody } from '../ledger/bodies.js';
import type { LedgerRecord } from '../ledger/record.js';
import { isSellerSettlement } from '../ledger/settle.js';
import { type PayoutRole, type SaleSettlementBody, settlementProblem } from '../x402/settlement.js';

/**
 * Local credit as a function of the *set* of ledger records, never of the order they arrived in: two nodes holding
 * the same records derive the same balances, whatever each saw first. Three rules make that so, and make it safe
 * against keys anyone can make:
 *
 * - **Grants.** An address receives `initialCredit` once, from its own `node` record, if it is a member of the
 *   credit network (`creditMembers`, the same list on every node of one network, plus each node itself). A fresh
 *   key that announces itself receives nothing.
 * - **Chains.** Each local-credit payment names its payer's previous payment (`prev`, absent for the first) inside
 *   the signed intent, so a payer's payments form a chain of its own. A payment counts once its predecessor counts
 *   and the payer can cover it: everything the payer ever received, less what the payments on its chain up to and
 *   including this one spent. Until then it waits (pending); nothing that counted is ever uncounted. Counting is
 *   monotone, so every node arrives at the same least fixed point.
 * - **Forks.** Two payments naming one predecessor are a fork by the payer's key: evidence anyone can check, since
 *   the payer signed both. Both may count (each seller delivered against a chain it could check), so the payer's
 *   balance may fall below zero by at most what it spent twice; its key can never pay in local credit again, which
 *   bounds the damage to one fork per member key.
 */

export interface CreditRules {
  /** This node's address: a member always. */
  self: string;
  currency: string;
  initialCredit: string;
  /** Addresses granted `initialCredit`, besides this node. */
  members: readonly string[];
}

/** A wallet entry with the address whose balance it changes. */
export interface CreditEntry extends WalletEntry {
  address: string;
  seq: number;
}

export function isMember(address: string, rules: CreditRules): boolean {
  return sameAddress(address, rules.self) || rules.members.some((m) => sameAddress(m, address));
}

/** The grant a `node` record earns: its address, if a member (the ledger checked that the address signed it). */
export function grantOf(record: LedgerRecord, rules: CreditRules): CreditEntry | null {
  if (record.kind !== 'node') return null;
  const { address } = record.body as NodeBody;
  if (!isMember(address, rules)) return null;
  return {
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
  };
}

/** One local-credit payment read off a seller's settle record, with what it pays whom once it counts. */
export interface CreditPayment {
  tx_hash: string;
  payer: string;
  /** The payer's previous payment, null for its first. */
  prev: string | null;
  amount: string;
  record_id: string;
  seq: number;
  /** The payer's debit and every payee's line, written when the payment counts. */
  entries: CreditEntry[];
}

/** The payment a settle record carries, or why it moves no credit (never an error: the record is still valid). */
export function paymentOf(record: LedgerRecord, rules: CreditRules): CreditPayment | { ignored: string } {
  if (record.kind !== 'settle') return { ignored: 'not a settle record' };
  const body = record.body as SettleBody;
  if (!isSellerSettlement(record)) return { ignored: 'not signed by its seller' };
  if (body.currency !== rules.currency) return { ignored: `currency ${body.currency} is not local credit` };
  const problem = settlementProblem(body);
  if (problem) return { ignored: problem };
  const sale = body as SaleSettlementBody;
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
  return {
    tx_hash: sale.tx_hash,
    payer: sale.buyer,
    prev: typeof sale.prev === 'string' ? sale.prev : null,
    amount: sale.amount,
    record_id: record.id,
    seq: record.seq,
    entries,
  };
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
