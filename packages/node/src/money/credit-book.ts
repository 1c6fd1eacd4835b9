import {
  addDec,
  cmpDec,
  hashCanonical,
  isZeroDec,
  subDec,
  type CreditAccount,
  type CreditFork,
  type CreditState,
  type Wallet,
  type WalletEntry,
} from '@ainize/core';
import type { Ledger } from '../ledger/ledger.js';
import type { LedgerRecord } from '../ledger/record.js';
import type { Db, Store } from '../store/store.js';
import {
  type CreditEntry,
  type CreditPayment,
  type CreditRules,
  grantOf,
  isMember,
  paymentOf,
} from './credit-rules.js';

/**
 * The credit rules kept in step with the ledger, as the catalog is: every stored record is read by the rules inside
 * the transaction that stores it, so a settlement and the balances it changes commit together or not at all. The
 * tables are a cache; `rebuild` reads every record again and must arrive at the same balances, which is how a copy
 * of the ledger proves them. Because the rules depend on the set of records and not their order (credit-rules.ts),
 * two nodes with the same records agree on every balance and every fork, and `state().digest` says so in one hash.
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
  /** Where a payer's chain stands: what its next local-credit payment must name as `prev`, and whether it may pay. */
  chainOf(payer: string): PayerChain;
  /** One account as the public credit view shows it. */
  account(address: string): CreditAccount;
  /** Every balance and every fork, with a digest two nodes can compare. */
  state(): CreditState;
  rebuild(): void;
  close(): void;
}

export interface PayerChain {
  /** Local-credit payments of this payer on this ledger, counted or pending. */
  payments: number;
  /** The payment no other payment of this payer follows, when there is exactly one. */
  head: string | null;
  /** Whether the head moved credit here (a pending head waits for records this node has not seen). */
  headCounted: boolean;
  /** Payments that name one predecessor: the payer forked its chain and may not pay in local credit again. */
  fork: CreditFork | null;
  /** Everything the payer ever received, less what its chain spent up to the head: what it may still pay. */
  available: string;
}

/** Bumped when the rules change what they derive, so a store written under older rules is read again. */
const RULES_VERSION = 2;

const REBUILD_PAGE = 2_000;

const EARNING_KINDS = new Set(['sale', 'royalty', 'verifier_fee', 'contributor']);

export function openCreditBook(store: Store, ledger: Ledger, rules: CreditRules): CreditBook {
  const repo = creditRepo(store.db);

  /** Counts every payment that can count now, following the credit each one moves to its payees. */
  function settleFrom(accounts: Iterable<string>): void {
    const queue = [...new Set([...accounts].map((a) => a.toLowerCase()))];
    while (queue.length > 0) {
      const account = queue.shift() as string;
      for (let progressed = true; progressed;) {
        progressed = false;
        for (const payment of repo.readyPending(account)) {
          const spentBefore = payment.prev === null ? '0' : (repo.pathTotal(payment.prev) ?? '0');
          const available = subDec(repo.received(account), spentBefore);
          if (cmpDec(available, payment.amount) < 0) continue;
          for (const entry of payment.entries) repo.addEntry(entry);
          repo.markCounted(payment.tx_hash, addDec(spentBefore, payment.amount));
          progressed = true;
          for (const entry of payment.entries) {
            const payee = entry.address.toLowerCase();
            if (payee !== account && !queue.includes(payee)) queue.push(payee);
          }
        }
      }
    }
  }

  function read(record: LedgerRecord): void {
    if (record.kind === 'node') {
      const grant = grantOf(record, rules);
      if (grant && repo.addGrant(grant.address, record.id)) {
        repo.addEntry(grant);
        settleFrom([grant.address]);
      }
      return;
    }
    if (record.kind !== 'settle') return;
    const payment = paymentOf(record, rules);
    if ('ignored' in payment) return;
    if (repo.addPayment(payment)) settleFrom([payment.payer]);
  }

  const unsubscribe = ledger.onRecord(read);

  const fingerprint = hashCanonical({
    version: RULES_VERSION,
    rules: {
      ...rules,
      self: rules.self.toLowerCase(),
      members: [...new Set(rules.members.map((m) => m.toLowerCase()))].sort(),
    },
  });
  function rebuild(): void {
    store.transaction(() => {
      repo.clear();
      // Page by page: the rules write while they read, which an open SQLite cursor over the records would refuse.
      let seq = 0;
      for (;;) {
        const page = ledger.recordsSince(seq, REBUILD_PAGE);
        for (const record of page) read(record);
        const last = page.at(-1);
        if (last === undefined) break;
        seq = last.seq;
      }
      repo.setMeta('derived_under', fingerprint);
    });
  }
  if (repo.getMeta('derived_under') !== fingerprint) rebuild();

  const entries = (address: string) => repo.entries(address).map(toWalletEntry);

  function chainOf(payer: string): PayerChain {
    const account = payer.toLowerCase();
    const heads = repo.heads(account);
    const fork = repo.forks(account)[0] ?? null;
    const head = heads.length === 1 ? (heads[0] as { tx_hash: string; counted: number }) : null;
    const spent = head === null ? '0' : (repo.pathTotal(head.tx_hash) ?? '0');
    return {
      payments: repo.paymentCount(account),
      head: head?.tx_hash ?? null,
      headCounted: head?.counted === 1,
      fork,
      available: subDec(repo.received(account), spent),
    };
  }

  function account(address: string): CreditAccount {
    const chain = chainOf(address);
    return {
      address: address.toLowerCase(),
      balance: repo.balance(address),
      received: repo.received(address),
      member: isMember(address, rules),
      payments: chain.payments,
      pending: repo.pendingCount(address.toLowerCase()),
      head: chain.head,
      barred: chain.fork !== null,
    };
  }

  return {
    rules,
    balance: (address) => repo.balance(address),
    settled: (tx) => repo.counted(tx),
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
    chainOf,
    account,
    state() {
      const balances = repo.balances();
      const forks = repo.forks();
      const counts = repo.paymentCounts();
      return {
        currency: rules.currency,
        accounts: balances,
        forks,
        payments: counts,
        // Addresses are lower-cased and both lists sorted, so equal ledgers give equal digests byte for byte.
        digest: hashCanonical({ currency: rules.currency, accounts: balances, forks, payments: counts }),
      };
    },
    rebuild,
    close: unsubscribe,
  };
}

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

interface PaymentRow {
  tx_hash: string;
  payer: string;
  /** '' for a payer's first payment. */
  prev: string;
  amount: string;
  record_id: string;
  seq: number;
  counted: number;
  path_total: string | null;
  entries: string;
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
  const accountOf = db.prepare('SELECT balance, received FROM credit_balances WHERE account = ?');
  const setAccount = db.prepare(
    `INSERT INTO credit_balances (account, balance, received) VALUES (?, ?, ?)
     ON CONFLICT (account) DO UPDATE SET balance = excluded.balance, received = excluded.received`,
  );
  const entriesOf = db.prepare(
    `SELECT seq, record_id, address, kind, amount, currency, patch_id, counterparty, tx_hash, at
     FROM credit_entries WHERE account = ? ORDER BY seq, kind`,
  );
  const readyOf = db.prepare(
    `SELECT p.* FROM credit_payments p
     WHERE p.payer = ? AND p.counted = 0
       AND (p.prev = '' OR EXISTS (
         SELECT 1 FROM credit_payments q WHERE q.tx_hash = p.prev AND q.payer = p.payer AND q.counted = 1))
     ORDER BY p.seq`,
  );
  // The tips of a payer's chain: payments nothing follows, attached to the chain (first, or after a payment of
  // the same payer). A payment naming a predecessor never seen is no tip: it may never count.
  const headsOf = db.prepare(
    `SELECT p.tx_hash, p.counted FROM credit_payments p
     WHERE p.payer = ?
       AND NOT EXISTS (SELECT 1 FROM credit_payments q WHERE q.payer = p.payer AND q.prev = p.tx_hash)
       AND (p.prev = '' OR EXISTS (SELECT 1 FROM credit_payments r WHERE r.tx_hash = p.prev AND r.payer = p.payer))
     ORDER BY p.tx_hash`,
  );
  // A fork is a (payer, prev) pair that more than one payment names; '' stands for "no predecessor".
  const forkRows = db.prepare(
    `SELECT p.payer, p.prev, p.tx_hash, p.record_id FROM credit_payments p
     JOIN (SELECT payer, prev FROM credit_payments WHERE (CAST(@payer AS TEXT) IS NULL OR payer = @payer)
           GROUP BY payer, prev HAVING count(*) > 1) f ON f.payer = p.payer AND f.prev = p.prev
     ORDER BY p.payer, p.prev, p.tx_hash`,
  );
  const paymentsOf = db.prepare('SELECT count(*) FROM credit_payments WHERE payer = ?').pluck();
  const pendingOf = db.prepare('SELECT count(*) FROM credit_payments WHERE payer = ? AND counted = 0').pluck();
  const totalOf = db.prepare('SELECT path_total FROM credit_payments WHERE tx_hash = ? AND counted = 1').pluck();
  const countedTx = db.prepare('SELECT 1 FROM credit_payments WHERE tx_hash = ? AND counted = 1').pluck();

  const read = (address: string) =>
    accountOf.get(address.toLowerCase()) as { balance: string; received: string } | undefined;
  const forks = (payer?: string): CreditFork[] => {
    const rows = forkRows.all({ payer: payer ?? null }) as Pick<
      PaymentRow,
      'payer' | 'prev' | 'tx_hash' | 'record_id'
    >[];
    const groups = new Map<string, CreditFork>();
    for (const row of rows) {
      const key = `${row.payer}|${row.prev}`;
      const group = groups.get(key) ?? { payer: row.payer, prev: row.prev === '' ? null : row.prev, payments: [] };
      group.payments.push({ tx_hash: row.tx_hash, record_id: row.record_id });
      groups.set(key, group);
    }
    return [...groups.values()];
  };

  return {
    balance: (address: string): string => read(address)?.balance ?? '0',
    received: (address: string): string => read(address)?.received ?? '0',
    /** False when the address already had its grant. */
    addGrant(address: string, recordId: string): boolean {
      return (
        db
          .prepare('INSERT OR IGNORE INTO credit_grants (account, self, record_id) VALUES (?, 0, ?)')
          .run(address.toLowerCase(), recordId).changes === 1
      );
    },
    /** False when the payment was already read (the same tx settled twice moves credit once). */
    addPayment(p: CreditPayment): boolean {
      return (
        db
          .prepare(
            `INSERT OR IGNORE INTO credit_payments (tx_hash, payer, prev, amount, record_id, seq, counted, entries)
             VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
          )
          .run(p.tx_hash, p.payer.toLowerCase(), p.prev ?? '', p.amount, p.record_id, p.seq, JSON.stringify(p.entries))
          .changes === 1
      );
    },
    readyPending(account: string): CreditPayment[] {
      return (readyOf.all(account) as PaymentRow[]).map((row) => ({
        tx_hash: row.tx_hash,
        payer: row.payer,
        prev: row.prev === '' ? null : row.prev,
        amount: row.amount,
        record_id: row.record_id,
        seq: row.seq,
        entries: JSON.parse(row.entries) as CreditEntry[],
      }));
    },
    pathTotal: (tx: string) => totalOf.get(tx) as string | undefined,
    markCounted(tx: string, pathTotal: string): void {
      db.prepare('UPDATE credit_payments SET counted = 1, path_total = ? WHERE tx_hash = ?').run(pathTotal, tx);
    },
    counted: (tx: string) => countedTx.get(tx) !== undefined,
    heads: (account: string) => headsOf.all(account) as { tx_hash: string; counted: number }[],
    forks,
    paymentCount: (account: string) => paymentsOf.get(account) as number,
    pendingCount: (account: string) => pendingOf.get(account) as number,
    paymentCounts(): { counted: number; pending: number } {
      const row = db
        .prepare(
          'SELECT coalesce(sum(counted), 0) AS counted, count(*) - coalesce(sum(counted), 0) AS pending FROM credit_payments',
        )
        .get() as { counted: number; pending: number };
      return { counted: row.counted, pending: row.pending };
    },
    balances: () =>
      db.prepare('SELECT account AS address, balance FROM credit_balances ORDER BY account').all() as {
        address: string;
        balance: string;
      }[],
    addEntry(entry: CreditEntry): void {
      const account = entry.address.toLowerCase();
      const added = insertEntry.run({ ...entry, account }).changes > 0;
      if (!added || isZeroDec(entry.amount)) return;
      const now = read(account) ?? { balance: '0', received: '0' };
      const incoming = entry.amount.startsWith('-') ? now.received : addDec(now.received, entry.amount);
      setAccount.run(account, addDec(now.balance, entry.amount), incoming);
    },
    entries: (address: string) => entriesOf.all(address.toLowerCase()) as EntryRow[],
    clear(): void {
      db.exec(
        'DELETE FROM credit_entries; DELETE FROM credit_grants; DELETE FROM credit_payments; DELETE FROM credit_balances;',
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
