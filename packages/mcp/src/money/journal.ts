import {
  closeSync,
  fchmodSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { AinizeFailure, addDec, cmpDec, subDec } from '@ainize/core';
import {
  applyLine,
  currenciesOf,
  JOURNAL_VERSION,
  parseLine,
  totalsOf,
  type IntentLine,
  type JournalLine,
  type JournalTotals,
  type OutcomeLine,
  type PurchaseEntry,
  type ReconciledLine,
  type SentLine,
} from './journal-lines.js';

/**
 * The one owner of purchase state: every intent, every outcome and every reconcile, and therefore the budget's
 * spent and reserved. With a state directory each line is appended to `purchases.jsonl` (0600) and fsynced
 * before the call that depends on it goes on, so a crash at any point leaves a line saying how far it got.
 * Without one the same lines are kept in memory for the life of the process.
 *
 * One process owns a state directory at a time (`purchases.lock` holds its pid): two servers appending to one
 * journal could each reserve the last of the budget. A lock left by a process that died is taken over.
 */

export const JOURNAL_FILE = 'purchases.jsonl';
export const LOCK_FILE = 'purchases.lock';

export interface Reservation {
  key: string;
  patch_id: string;
  amount: string;
  currency: string;
  quote_id: string;
  job_id: string;
  scheme?: string;
  network?: string;
}

export interface ReserveLimits {
  /** The session cap in the reservation's currency; spent + reserved + amount in it must stay within it. */
  cap: string;
}

type Recorded<L extends JournalLine> = Omit<L, 'v' | 'at' | 'key'>;

const OPEN = new Map<string, PurchaseJournal>();

export class PurchaseJournal {
  /** null: memory only. */
  readonly path: string | null;
  /** Why this journal cannot take new purchases (another process owns it, the file is damaged), or null. */
  readonly unavailable: string | null;
  readonly #entries = new Map<string, PurchaseEntry>();
  readonly #now: () => Date;
  #fd: number | undefined;
  #lockPath: string | undefined;
  #releaseOnExit: (() => void) | undefined;
  readonly #watchers = new Set<() => void>();

  private constructor(path: string | null, unavailable: string | null, now: () => Date) {
    this.path = path;
    this.unavailable = unavailable;
    this.#now = now;
  }

  /** A journal that lives and dies with the process. */
  static inMemory(now: () => Date = () => new Date()): PurchaseJournal {
    return new PurchaseJournal(null, null, now);
  }

  /**
   * Opens (creating if needed) the journal in `stateDir` and replays it. Never throws for a lock held elsewhere
   * or a damaged file: the journal then reads what it can and says why it takes no purchases (`unavailable`), so
   * the read tools of the server still start.
   */
  static open(stateDir: string, now: () => Date = () => new Date()): PurchaseJournal {
    const dir = resolve(stateDir);
    // Every session of this process shares one journal per directory, and with it one budget.
    const open = OPEN.get(dir);
    if (open && !open.closed) return open;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, JOURNAL_FILE);
    const lockPath = join(dir, LOCK_FILE);
    const holder = takeLock(lockPath);
    if (holder !== null) {
      const journal = new PurchaseJournal(
        path,
        `another ainize-mcp process (pid ${holder}) owns the purchase journal in this state directory`,
        now,
      );
      journal.#replay(readFileOrEmpty(path));
      return journal;
    }
    const fd = openSync(path, 'a+', 0o600);
    fchmodSync(fd, 0o600);
    const damage = (() => {
      try {
        return repairTail(fd);
      } catch (err) {
        return `the purchase journal could not be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
      }
    })();
    const journal = new PurchaseJournal(path, damage, now);
    journal.#fd = fd;
    journal.#lockPath = lockPath;
    journal.#replay(readFileOrEmpty(path));
    // The directory entry of a new file is durable only once the directory itself is synced.
    syncDirectory(dir);
    const release = () => journal.close();
    process.once('exit', release);
    journal.#releaseOnExit = release;
    OPEN.set(dir, journal);
    return journal;
  }

  /** True once close() ran on a journal that had a file. */
  get closed(): boolean {
    return this.path !== null && this.#fd === undefined && this.unavailable === null;
  }

  get(key: string): PurchaseEntry | undefined {
    const entry = this.#entries.get(key);
    return entry && { ...entry };
  }

  /** The most recent purchase of a knowledge through this journal. */
  latestFor(patchId: string): PurchaseEntry | undefined {
    let latest: PurchaseEntry | undefined;
    for (const entry of this.#entries.values()) if (entry.patch_id === patchId) latest = entry;
    return latest && { ...latest };
  }

  entries(): PurchaseEntry[] {
    return [...this.#entries.values()].map((entry) => ({ ...entry }));
  }

  /** Spent and reserved in one currency. */
  totals(currency: string): JournalTotals {
    return totalsOf(this.#entries.values(), currency);
  }

  /** The currencies purchases were journalled in, upper case. */
  currencies(): string[] {
    return currenciesOf(this.#entries.values());
  }

  /** The key of the entry that holds this tx hash, if any: one payment belongs to one purchase. */
  holderOf(txHash: string): string | undefined {
    const tx = txHash.toLowerCase();
    for (const entry of this.#entries.values()) if (entry.tx_hash?.toLowerCase() === tx) return entry.key;
    return undefined;
  }

  /**
   * The atomic step: the key must be new and the amount must fit under the cap with everything spent and
   * reserved, and then the intent is on disk — all in one synchronous run, so no other call can slip between
   * the check and the write. Throws `idempotency_replay` or `budget_exceeded`; the caller checked both before,
   * but a concurrent call may have changed the answer since.
   */
  reserve(reservation: Reservation, limits: ReserveLimits): PurchaseEntry {
    this.#writable();
    const earlier = this.#entries.get(reservation.key);
    if (earlier) throw replayFailure(earlier);
    // Another key for the same knowledge, still in flight or lost: that one may pay, so this one may not start.
    for (const entry of this.#entries.values()) {
      if (entry.patch_id === reservation.patch_id && inDoubt(entry)) throw doubtFailure(entry);
    }
    const totals = this.totals(reservation.currency);
    const committed = addDec(totals.spent, totals.reserved);
    if (cmpDec(addDec(committed, reservation.amount), limits.cap) > 0) {
      throw budgetFailure(limits.cap, totals, reservation.amount, reservation.currency);
    }
    this.#append<IntentLine>(reservation.key, { t: 'intent', ...pick(reservation) });
    return this.get(reservation.key) as PurchaseEntry;
  }

  /** The request for `key` is about to leave for the node, carrying the key itself when `keySent`. */
  sent(key: string, keySent: boolean): void {
    this.#append<SentLine>(key, { t: 'sent', ...(keySent ? { key_sent: true } : {}) });
  }

  outcome(key: string, outcome: Recorded<OutcomeLine>): PurchaseEntry {
    this.#append<OutcomeLine>(key, outcome);
    return this.get(key) as PurchaseEntry;
  }

  /** Refuses to give this key a tx hash another key holds: reconcile must never count one payment twice. */
  reconciled(key: string, line: Recorded<ReconciledLine>): PurchaseEntry {
    const holder = line.tx_hash ? this.holderOf(line.tx_hash) : undefined;
    if (holder !== undefined && holder !== key) {
      throw AinizeFailure.of(
        'internal_error',
        `tx ${line.tx_hash} is already journalled under idempotency key ${holder}, and the node names it as ` +
          `${key}'s payment: one payment cannot be two purchases. The journal was left as it is; a person must ` +
          'look at it before this purchase is counted',
        { tier: 'money', details: { tx_hash: line.tx_hash, held_by: holder, idempotency_key: key } },
      );
    }
    this.#append<ReconciledLine>(key, line);
    return this.get(key) as PurchaseEntry;
  }

  /**
   * Hears every line written from now on (a reservation, a payment leaving, an outcome, a reconcile): the moments
   * spent and reserved can change. Returns the way to stop listening.
   */
  watch(listener: () => void): () => void {
    this.#watchers.add(listener);
    return () => void this.#watchers.delete(listener);
  }

  /** Releases the lock and the file. A journal closed is read-only from then on. */
  close(): void {
    if (this.#fd !== undefined) {
      closeSync(this.#fd);
      this.#fd = undefined;
    }
    if (this.#lockPath !== undefined) {
      try {
        unlinkSync(this.#lockPath);
      } catch {
        // Already gone: nothing to release.
      }
      this.#lockPath = undefined;
    }
    if (this.#releaseOnExit) process.removeListener('exit', this.#releaseOnExit);
    this.#releaseOnExit = undefined;
    if (this.path !== null && OPEN.get(resolve(this.path, '..')) === this) OPEN.delete(resolve(this.path, '..'));
  }

  #writable(): void {
    if (this.unavailable !== null) throw AinizeFailure.of('capability_disabled', this.unavailable);
    if (this.path !== null && this.#fd === undefined) {
      throw AinizeFailure.of('capability_disabled', 'the purchase journal is closed; this server takes no purchases');
    }
  }

  #append<L extends JournalLine>(key: string, fields: Recorded<L>): void {
    if (!this.#entries.has(key) && fields.t !== 'intent') {
      throw new Error(`the purchase journal has no intent for ${key}`);
    }
    const line = { v: JOURNAL_VERSION, ...fields, key, at: this.#now().toISOString() } as JournalLine;
    if (this.path !== null) {
      if (this.#fd === undefined) throw AinizeFailure.of('capability_disabled', 'the purchase journal is closed');
      const bytes = Buffer.from(`${JSON.stringify(line)}\n`, 'utf8');
      let written = 0;
      while (written < bytes.length) written += writeSync(this.#fd, bytes, written);
      // The line is on disk before anything that depends on it happens: that is the whole point of the journal.
      fsyncSync(this.#fd);
    }
    applyLine(this.#entries, line);
    for (const listener of this.#watchers) {
      try {
        listener();
      } catch {
        // A watcher is a courtesy (a budget notification); it must never break the journal that owns the money.
      }
    }
  }

  #replay(text: string): void {
    for (const raw of text.split('\n')) {
      if (raw.trim() === '') continue;
      const line = parseLine(raw);
      if (line) applyLine(this.#entries, line);
    }
  }
}

function pick(r: Reservation): Omit<IntentLine, 'v' | 't' | 'key' | 'at'> {
  return {
    patch_id: r.patch_id,
    amount: r.amount,
    currency: r.currency,
    quote_id: r.quote_id,
    job_id: r.job_id,
    ...(r.scheme === undefined ? {} : { scheme: r.scheme }),
    ...(r.network === undefined ? {} : { network: r.network }),
  };
}

export function replayFailure(earlier: PurchaseEntry): AinizeFailure {
  const settled = earlier.status === 'complete' || earlier.status === 'recovered';
  const pending = earlier.status === 'pending';
  const message = settled
    ? `this idempotency key already bought ${earlier.patch_id}${earlier.tx_hash ? ` (tx ${earlier.tx_hash})` : ''}; that purchase stands and nothing was sent again`
    : pending
      ? `this idempotency key is already buying ${earlier.patch_id} in job ${earlier.job_id}; nothing was sent again`
      : `this idempotency key was used for ${earlier.patch_id} (${earlier.status}); nothing was sent again — reconcile_purchase says what happened`;
  return AinizeFailure.of('idempotency_replay', message, {
    details: {
      idempotency_key: earlier.key,
      earlier: {
        patch_id: earlier.patch_id,
        status: earlier.status,
        amount: earlier.amount,
        currency: earlier.currency,
        tx_hash: earlier.tx_hash,
        bought_at: earlier.bought_at,
        job_id: earlier.job_id,
      },
      next: settled
        ? 'report the earlier purchase; do not buy it again'
        : pending
          ? `poll job_status with job_id ${earlier.job_id}; if that job is gone, call reconcile_purchase with this idempotency_key`
          : 'call reconcile_purchase with this idempotency_key; do not buy again',
    },
  });
}

/** A purchase whose outcome this server does not know: it may have paid. */
export function inDoubt(entry: PurchaseEntry): boolean {
  return entry.status === 'pending' || entry.status === 'unknown';
}

export function doubtFailure(entry: PurchaseEntry): AinizeFailure {
  const running = entry.status === 'pending';
  return AinizeFailure.of(
    'purchase_unresolved',
    `an earlier purchase of ${entry.patch_id} through this server (idempotency key ${entry.key}) ` +
      `${running ? 'is still running or was interrupted' : 'has no known outcome'}, and it may have paid; nothing was sent`,
    {
      tier: 'money',
      details: {
        patch_id: entry.patch_id,
        idempotency_key: entry.key,
        job_id: entry.job_id,
        next: `poll job_status with job_id ${entry.job_id}, or call reconcile_purchase with idempotency_key ${entry.key}; buy again only if it says never_paid`,
      },
    },
  );
}

export function budgetFailure(cap: string, totals: JournalTotals, needed: string, currency: string): AinizeFailure {
  const committed = addDec(totals.spent, totals.reserved);
  const remaining = cmpDec(cap, committed) > 0 ? subDec(cap, committed) : '0';
  const unset = cmpDec(cap, '0') === 0 && cmpDec(committed, '0') === 0;
  return AinizeFailure.of(
    'budget_exceeded',
    unset
      ? `this costs ${needed} ${currency} and this server may spend no ${currency} at all: ` +
          `AINIZE_MCP_SESSION_BUDGET sets no cap in ${currency} (a bare number is a cap in the node's own currency ` +
          `only; name others, e.g. "5 ${currency}"); nothing was bought`
      : `this costs ${needed} ${currency} and the session has ${remaining} ${currency} left of its cap of ${cap} ` +
          `(${totals.spent} spent, ${totals.reserved} reserved); nothing was bought. Only AINIZE_MCP_SESSION_BUDGET in ` +
          "this server's environment raises the cap",
    { details: { currency, cap, spent: totals.spent, reserved: totals.reserved, remaining, needed } },
  );
}

/** Reads the whole file, or nothing when it does not exist yet. */
function readFileOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
}

/**
 * A crash mid-append can leave a last line without its newline. It never counted (its fsync never returned), so
 * it is cut off; appending after it would glue the next line to it. A damaged line anywhere else is a file
 * someone edited: the journal is then read as far as it makes sense and takes no purchases.
 */
function repairTail(fd: number): string | null {
  const size = fstatSync(fd).size;
  if (size === 0) return null;
  const buffer = Buffer.alloc(size);
  let read = 0;
  while (read < size) read += readSync(fd, buffer, read, size - read, read);
  const text = buffer.toString('utf8');
  const lastNewline = text.lastIndexOf('\n');
  if (lastNewline !== text.length - 1) {
    ftruncateSync(fd, lastNewline + 1);
    fsyncSync(fd);
  }
  const lines = text.slice(0, lastNewline + 1).split('\n');
  const bad = lines.findIndex((line) => line.trim() !== '' && parseLine(line) === null);
  return bad === -1
    ? null
    : `line ${bad + 1} of the purchase journal is damaged; nothing new is bought until a person looks at it`;
}

/** Takes the lock, or returns the pid of the live process that holds it. */
function takeLock(lockPath: string): number | null {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      fsyncSync(fd);
      closeSync(fd);
      return null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileOrEmpty(lockPath).trim(), 10);
    // Our own pid in a lock this process does not hold (open() returns the held journal before getting here) was
    // left by an earlier process that had the same pid: stale like any other.
    if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) return holder;
    try {
      unlinkSync(lockPath);
    } catch {
      // Another process removed it first; the next attempt decides.
    }
  }
  return Number.parseInt(readFileOrEmpty(lockPath).trim(), 10) || -1;
}

/** A process counts as alive unless it is gone or a zombie (exited, not yet reaped by its parent). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to sync a directory; the file's own fsync still holds.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
