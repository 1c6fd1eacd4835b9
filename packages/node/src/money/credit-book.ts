import { addDec, hashCanonical, isZeroDec, subDec, type Wallet, type WalletEntry } from '@ainize/core';
import type { Ledger } from '../ledger/ledger.js';
import type { LedgerRecord } from '../ledger/record.js';
import type { Db, Store } from '../store/store.js';
import {
  type CreditEffect,
  type CreditEntry,
  type CreditRules,
  type CreditView,
  creditEffect,
} from './credit-rules.js';

/**
 * The credit rules kept in step with the ledger, as the catalog is: every stored record is read by the rules inside
 * the transaction that stores it, so a settlement and the balances it changes commit together or not at all. The
 * tables are a cache; `rebuild` reads every record again in arrival order and must arrive at the same balances,
 * which is how a copy of the ledger proves them.
 */
export interface CreditBook {
  readonly rules: CreditRules;
  balance(address: string): string;
  /** Whether a sale with this tx hash moved credit on this ledger. */
  settled(txHash: string): boolean;
  /** Every entry that changed the address's balance, oldest first. */
  entries(address: string): WalletEntry[];
  wallet(address: string): Wallet;
  /** Entries of a sale the address was paid from (seller, parent, verifier, contributor), oldest first. */
  earnings(address: string): WalletEntry[];
  rebuild(): void;
  close(): void;
}

/** Bumped when the rules change what they derive, so a store written under older rules is read again. */
const RULES_VERSION = 1;

const REBUILD_PAGE = 2_000;

const EARNING_KINDS = new Set(['sale', 'royalty', 'verifier_fee', 'contributor']);

interface EntryRow {
  seq: number;
  record_id: string;
  address: string;
  kind: WalletEntry['kind'];
  amount: string;
  currency: string;
  patch_id: string | null;
  counterparty: string | null;
  tx_hash: string | null;
  at: string;
}

export function openCreditBook(store: Store, ledger: Ledger, rules: CreditRules): CreditBook {
  const repo = creditRepo(store.db);
  const view: CreditView = {
    hasGrant: (address) => repo.hasGrant(address),
    grantsGiven: () => repo.grantsGiven(),
    balance: (address) => repo.balance(address),
    txSeen: (tx) => repo.txSeen(tx),
  };
  const apply = (record: LedgerRecord): CreditEffect => {
    const effect = creditEffect(record, view, rules);
    if (effect.grant) repo.addGrant(effect.grant.address, effect.grant.self, record.id);
    if (effect.tx) repo.spend(effect.tx, record.id);
    for (const entry of effect.entries) repo.addEntry(entry);
    return effect;
  };
  const unsubscribe = ledger.onRecord((record) => {
    if (record.kind === 'node' || record.kind === 'settle') apply(record);
  });

  const fingerprint = hashCanonical({ version: RULES_VERSION, rules: { ...rules, self: rules.self.toLowerCase() } });
  function rebuild(): void {
    store.transaction(() => {
      repo.clear();
      // Page by page: the rules write while they read, which an open SQLite cursor over the records would refuse.
      let seq = 0;
      for (;;) {
        const page = ledger.recordsSince(seq, REBUILD_PAGE);
        for (const record of page) if (record.kind === 'node' || record.kind === 'settle') apply(record);
        const last = page.at(-1);
        if (last === undefined) break;
        seq = last.seq;
      }
      repo.setMeta('derived_under', fingerprint);
    });
  }
  if (repo.getMeta('derived_under') !== fingerprint) rebuild();

  const entries = (address: string) => repo.entries(address).map(toWalletEntry);
  return {
    rules,
    balance: (address) => repo.balance(address),
    settled: (tx) => repo.txSeen(tx),
    entries,
    wallet(address) {
      const list = entries(address);
      let spent = '0';
      let earned = '0';
      for (const e of list) {
        if (e.kind === 'purchase') spent = subDec(spent, e.amount);
        else if (EARNING_KINDS.has(e.kind)) earned = addDec(earned, e.amount);
      }
      return { address, currency: rules.currency, balance: repo.balance(address), spent, earned, entries: list };
    },
    earnings: (address) => entries(address).filter((e) => EARNING_KINDS.has(e.kind)),
    rebuild,
    close: unsubscribe,
  };
}

function toWalletEntry(row: EntryRow): WalletEntry {
  return {
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    patch_id: row.patch_id,
    counterparty: row.counterparty,
    tx_hash: row.tx_hash,
    record_id: row.record_id,
    at: row.at,
  };
}

/** All SQL of the credit book. Accounts are lower-cased addresses; `address` keeps the spelling the record used. */
function creditRepo(db: Db) {
  const insertEntry = db.prepare(
    `INSERT OR IGNORE INTO credit_entries (seq, record_id, address, account, kind, amount, currency, patch_id,
       counterparty, tx_hash, at)
     VALUES (@seq, @record_id, @address, @account, @kind, @amount, @currency, @patch_id, @counterparty, @tx_hash, @at)`,
  );
  const balanceOf = db.prepare('SELECT balance FROM credit_balances WHERE account = ?').pluck();
  const setBalance = db.prepare(
    'INSERT INTO credit_balances (account, balance) VALUES (?, ?) ON CONFLICT (account) DO UPDATE SET balance = excluded.balance',
  );
  const grantOf = db.prepare('SELECT 1 FROM credit_grants WHERE account = ?').pluck();
  const othersGranted = db.prepare('SELECT count(*) FROM credit_grants WHERE self = 0').pluck();
  const spentTx = db.prepare('SELECT 1 FROM credit_spent WHERE tx_hash = ?').pluck();
  const entriesOf = db.prepare(
    `SELECT seq, record_id, address, kind, amount, currency, patch_id, counterparty, tx_hash, at
     FROM credit_entries WHERE account = ? ORDER BY seq, kind`,
  );
  const balance = (address: string): string => (balanceOf.get(address.toLowerCase()) as string | undefined) ?? '0';
  return {
    balance,
    hasGrant: (address: string) => grantOf.get(address.toLowerCase()) !== undefined,
    grantsGiven: () => othersGranted.get() as number,
    txSeen: (tx: string) => spentTx.get(tx) !== undefined,
    addGrant(address: string, self: boolean, recordId: string): void {
      db.prepare('INSERT INTO credit_grants (account, self, record_id) VALUES (?, ?, ?)').run(
        address.toLowerCase(),
        self ? 1 : 0,
        recordId,
      );
    },
    spend(tx: string, recordId: string): void {
      db.prepare('INSERT INTO credit_spent (tx_hash, record_id) VALUES (?, ?)').run(tx, recordId);
    },
    addEntry(entry: CreditEntry): void {
      const account = entry.address.toLowerCase();
      const added = insertEntry.run({ ...entry, account }).changes > 0;
      if (added && !isZeroDec(entry.amount)) setBalance.run(account, addDec(balance(account), entry.amount));
    },
    entries: (address: string) => entriesOf.all(address.toLowerCase()) as EntryRow[],
    clear(): void {
      db.exec(
        'DELETE FROM credit_entries; DELETE FROM credit_grants; DELETE FROM credit_spent; DELETE FROM credit_balances;',
      );
    },
    getMeta: (key: string) =>
      db.prepare('SELECT value FROM credit_meta WHERE key = ?').pluck().get(key) as string | undefined,
    setMeta(key: string, value: string): void {
      db.prepare(
        'INSERT INTO credit_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ).run(key, value);
    },
  };
}
