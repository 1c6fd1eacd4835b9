import { addDec } from '@ainize/core';

/**
 * The purchase journal's lines and what they add up to. Pure: the file, the lock and fsync live in journal.ts;
 * this module only says what each line means, so a restart folds the same lines into the same state.
 *
 * A line never holds a secret: every field is an id, an amount, a public tx hash, a code or a time, chosen here
 * field by field. Nothing from a node answer is copied in whole.
 */

export const JOURNAL_VERSION = 1;

/** What this server knows about one purchase (one idempotency key). */
export type PurchaseStatus =
  /** Written before the node is called; the node may or may not have been asked since. */
  | 'pending'
  | 'complete'
  | 'settled_no_body'
  /** The node refused before any payment (a 4xx): nothing moved and the reservation is released. */
  | 'not_paid'
  /** The answer was lost (timeout, a cut connection, a 5xx, a crash): money may have moved. */
  | 'unknown'
  | 'recovered'
  | 'never_paid';

/** Where the purchase's money stands in the session budget. */
export type BudgetHold = 'reserved' | 'spent' | 'released';

export type ReconciledState = 'complete' | 'settled_no_body' | 'recovered' | 'never_paid';

export interface IntentLine {
  v: typeof JOURNAL_VERSION;
  t: 'intent';
  key: string;
  patch_id: string;
  /** The quoted price, reserved from the budget. */
  amount: string;
  currency: string;
  quote_id: string;
  job_id: string;
  /** How it is to be paid (`local-credit`, `exact`) and on which network; absent from lines written before. */
  scheme?: string;
  network?: string;
  at: string;
}

/** The request is about to leave for the node. Written (and synced) before the request is sent. */
export interface SentLine {
  v: typeof JOURNAL_VERSION;
  t: 'sent';
  key: string;
  /** The request carries this key to the node, which keeps it on its purchase row; absent from older lines. */
  key_sent?: boolean;
  at: string;
}

export interface OutcomeLine {
  v: typeof JOURNAL_VERSION;
  t: 'outcome';
  key: string;
  result: 'complete' | 'settled_no_body' | 'not_paid' | 'unknown';
  /** What the node says was paid (complete / settled_no_body). */
  amount?: string;
  tx_hash?: string;
  bought_at?: string;
  /** The code of the failure, for not_paid / unknown. */
  code?: string;
  at: string;
}

export interface ReconciledLine {
  v: typeof JOURNAL_VERSION;
  t: 'reconciled';
  key: string;
  state: ReconciledState;
  amount?: string;
  tx_hash?: string;
  bought_at?: string;
  /** never_paid read too soon after the request left: the reservation is kept until a later reconcile. */
  keep_reserved?: boolean;
  at: string;
}

export type JournalLine = IntentLine | SentLine | OutcomeLine | ReconciledLine;

export interface PurchaseEntry {
  key: string;
  patch_id: string;
  quote_id: string;
  job_id: string;
  currency: string;
  scheme: string | null;
  network: string | null;
  /** Whether the node was given this key: then its purchase row names the key, and only that row is this one. */
  key_sent: boolean;
  /** The quoted amount (what was reserved). */
  quoted: string;
  status: PurchaseStatus;
  hold: BudgetHold;
  /** What counts against the budget: the node's amount once known, the quoted amount before. */
  amount: string;
  tx_hash: string | null;
  bought_at: string | null;
  error_code: string | null;
  intent_at: string;
  sent_at: string | null;
  updated_at: string;
  /** Whether an outcome or a reconcile ever left the purchase uncertain: a later complete is then `recovered`. */
  was_uncertain: boolean;
}

/** Applies one line to the entries; a line for an unknown key (no intent before it) is ignored. */
export function applyLine(entries: Map<string, PurchaseEntry>, line: JournalLine): void {
  if (line.t === 'intent') {
    if (entries.has(line.key)) return;
    entries.set(line.key, {
      key: line.key,
      patch_id: line.patch_id,
      quote_id: line.quote_id,
      job_id: line.job_id,
      currency: line.currency,
      scheme: line.scheme ?? null,
      network: line.network ?? null,
      key_sent: false,
      quoted: line.amount,
      status: 'pending',
      hold: 'reserved',
      amount: line.amount,
      tx_hash: null,
      bought_at: null,
      error_code: null,
      intent_at: line.at,
      sent_at: null,
      updated_at: line.at,
      was_uncertain: false,
    });
    return;
  }
  const entry = entries.get(line.key);
  if (!entry) return;
  entry.updated_at = line.at;
  if (line.t === 'sent') {
    entry.sent_at = line.at;
    entry.key_sent = line.key_sent === true;
    return;
  }
  if (line.t === 'outcome') {
    entry.status = line.result;
    entry.error_code = line.code ?? null;
    if (line.result === 'complete' || line.result === 'settled_no_body') {
      entry.hold = 'spent';
      entry.amount = line.amount ?? entry.quoted;
      entry.tx_hash = line.tx_hash ?? entry.tx_hash;
      entry.bought_at = line.bought_at ?? entry.bought_at;
    } else if (line.result === 'not_paid') {
      entry.hold = 'released';
    } else {
      entry.hold = 'reserved';
      entry.was_uncertain = true;
    }
    if (line.result === 'settled_no_body') entry.was_uncertain = true;
    return;
  }
  entry.status = line.state;
  if (line.state === 'never_paid') {
    entry.hold = line.keep_reserved ? 'reserved' : 'released';
    entry.amount = entry.quoted;
    entry.was_uncertain = true;
    return;
  }
  entry.hold = 'spent';
  entry.amount = line.amount ?? entry.amount;
  entry.tx_hash = line.tx_hash ?? entry.tx_hash;
  entry.bought_at = line.bought_at ?? entry.bought_at;
  if (line.state === 'settled_no_body') entry.was_uncertain = true;
}

export interface JournalTotals {
  spent: string;
  reserved: string;
}

/** Currencies are compared by their upper-case code: "atd" in a setting is the token the node calls "ATD". */
export function sameCurrency(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/**
 * Spent and reserved in one currency. A payment is counted once however many entries name its tx hash: a journal
 * written before reconcile matched payments by key may hold one payment under two keys, and it must not cost twice.
 */
export function totalsOf(entries: Iterable<PurchaseEntry>, currency: string): JournalTotals {
  let spent = '0';
  let reserved = '0';
  const counted = new Set<string>();
  for (const entry of entries) {
    if (!sameCurrency(entry.currency, currency)) continue;
    if (entry.hold === 'spent') {
      const tx = entry.tx_hash?.toLowerCase();
      if (tx) {
        if (counted.has(tx)) continue;
        counted.add(tx);
      }
      spent = addDec(spent, entry.amount);
    } else if (entry.hold === 'reserved') reserved = addDec(reserved, entry.amount);
  }
  return { spent, reserved };
}

/** Every currency the journal has an entry in, upper case. */
export function currenciesOf(entries: Iterable<PurchaseEntry>): string[] {
  const found = new Set<string>();
  for (const entry of entries) found.add(entry.currency.toUpperCase());
  return [...found];
}

const KINDS = new Set(['intent', 'sent', 'outcome', 'reconciled']);

/** One line of the file as a JournalLine, or null when it is not one (a torn write, or another program's text). */
export function parseLine(text: string): JournalLine | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const line = value as { v?: unknown; t?: unknown; key?: unknown; at?: unknown };
  if (line.v !== JOURNAL_VERSION || typeof line.t !== 'string' || !KINDS.has(line.t)) return null;
  if (typeof line.key !== 'string' || typeof line.at !== 'string') return null;
  return value as JournalLine;
}
