import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AinizeFailure } from '@ainize/core';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetOf, perPurchaseCeiling } from '../src/money/budget.js';
import { JOURNAL_FILE, LOCK_FILE, PurchaseJournal, type Reservation } from '../src/money/journal.js';

/**
 * The purchase journal on its own: what it writes, what a restart reads back, and the one atomic step that
 * reserves budget. No node is involved — the journal never talks to one.
 */

const dirs: string[] = [];
const journals: PurchaseJournal[] = [];

function stateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ainize-journal-'));
  dirs.push(dir);
  return dir;
}

function open(dir: string): PurchaseJournal {
  const journal = PurchaseJournal.open(dir);
  journals.push(journal);
  return journal;
}

afterEach(() => {
  for (const journal of journals.splice(0)) journal.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const order = (key: string, amount = '5', patch = 'k1'): Reservation => ({
  key,
  patch_id: patch,
  amount,
  currency: 'CREDIT',
  quote_id: 'q_000000000001',
  job_id: 'by_000000000001',
});

const failureOf = (run: () => unknown): AinizeFailure => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown;
    throw thrown;
  }
  throw new Error('expected an AinizeFailure');
};

describe('the purchase journal', () => {
  it('writes the intent to a 0600 file before anything else, and a restart reads spent and reserved back', () => {
    const dir = stateDir();
    const first = open(dir);
    first.reserve(order('key-one-1'), { cap: '20' });
    first.sent('key-one-1', true);
    first.outcome('key-one-1', { t: 'outcome', result: 'complete', amount: '5', tx_hash: '0xabc', bought_at: 'x' });
    first.reserve(order('key-two-2', '3', 'k2'), { cap: '20' });
    first.sent('key-two-2', true);
    expect(first.totals('CREDIT')).toEqual({ spent: '5', reserved: '3' });
    const path = join(dir, JOURNAL_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.t)).toEqual(['intent', 'sent', 'outcome', 'intent', 'sent']);
    first.close();

    const again = open(dir);
    expect(again.totals('CREDIT')).toEqual({ spent: '5', reserved: '3' });
    expect(again.get('key-two-2')).toMatchObject({ status: 'pending', hold: 'reserved', sent_at: expect.any(String) });
    expect(again.latestFor('k1')).toMatchObject({ status: 'complete', tx_hash: '0xabc', hold: 'spent' });
  });

  it('reserves atomically: a used key is a replay and the last of the budget goes to one purchase only', () => {
    const journal = PurchaseJournal.inMemory();
    journal.reserve(order('same-key-1', '6'), { cap: '10' });
    const replay = failureOf(() => journal.reserve(order('same-key-1', '6'), { cap: '10' }));
    expect(replay.error).toMatchObject({ code: 'idempotency_replay', retryable: false });
    expect(replay.error.details).toMatchObject({ earlier: { status: 'pending', job_id: 'by_000000000001' } });
    const over = failureOf(() => journal.reserve(order('other-key-2', '6', 'k2'), { cap: '10' }));
    expect(over.error).toMatchObject({ code: 'budget_exceeded', retryable: false });
    expect(over.error.details).toEqual({
      currency: 'CREDIT',
      cap: '10',
      spent: '0',
      reserved: '6',
      remaining: '4',
      needed: '6',
    });
    expect(journal.totals('CREDIT')).toEqual({ spent: '0', reserved: '6' });
  });

  it('refuses a second key for a knowledge whose first purchase is in flight or lost, until it is reconciled', () => {
    const journal = PurchaseJournal.inMemory();
    journal.reserve(order('first-key-1'), { cap: '100' });
    const running = failureOf(() => journal.reserve(order('second-key-2'), { cap: '100' }));
    expect(running.error).toMatchObject({ code: 'purchase_unresolved', details: { idempotency_key: 'first-key-1' } });
    journal.outcome('first-key-1', { t: 'outcome', result: 'unknown', code: 'node_unreachable' });
    expect(failureOf(() => journal.reserve(order('second-key-2'), { cap: '100' })).code).toBe('purchase_unresolved');
    journal.reconciled('first-key-1', { t: 'reconciled', state: 'never_paid' });
    expect(journal.reserve(order('second-key-2'), { cap: '100' })).toMatchObject({ status: 'pending' });
  });

  it('releases a refusal before payment, keeps an unknown outcome reserved, and lets reconcile decide', () => {
    const journal = PurchaseJournal.inMemory();
    journal.reserve(order('refused-1'), { cap: '100' });
    journal.outcome('refused-1', { t: 'outcome', result: 'not_paid', code: 'price_changed' });
    journal.reserve(order('lost-2', '5', 'k2'), { cap: '100' });
    journal.outcome('lost-2', { t: 'outcome', result: 'unknown', code: 'node_unreachable' });
    expect(journal.totals('CREDIT')).toEqual({ spent: '0', reserved: '5' });

    journal.reconciled('lost-2', { t: 'reconciled', state: 'never_paid', keep_reserved: true });
    expect(journal.totals('CREDIT')).toEqual({ spent: '0', reserved: '5' });
    journal.reconciled('lost-2', { t: 'reconciled', state: 'never_paid' });
    expect(journal.totals('CREDIT')).toEqual({ spent: '0', reserved: '0' });

    journal.reserve(order('paid-3', '5', 'k3'), { cap: '100' });
    journal.outcome('paid-3', { t: 'outcome', result: 'unknown', code: 'node_unreachable' });
    journal.reconciled('paid-3', { t: 'reconciled', state: 'recovered', amount: '4.5', tx_hash: '0xdef' });
    expect(journal.get('paid-3')).toMatchObject({
      status: 'recovered',
      hold: 'spent',
      amount: '4.5',
      was_uncertain: true,
    });
    expect(journal.totals('CREDIT')).toEqual({ spent: '4.5', reserved: '0' });
  });

  it('cuts a torn last line (a crash mid-append) and refuses new purchases over a damaged middle line', () => {
    const dir = stateDir();
    const first = open(dir);
    first.reserve(order('torn-key-1'), { cap: '10' });
    first.close();
    const path = join(dir, JOURNAL_FILE);
    appendFileSync(path, '{"v":1,"t":"outcome","key":"torn-key-1","res');
    const repaired = open(dir);
    expect(repaired.unavailable).toBeNull();
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    expect(repaired.get('torn-key-1')).toMatchObject({ status: 'pending' });
    repaired.reserve(order('after-torn-2', '1', 'k2'), { cap: '10' });
    repaired.close();

    const damaged = stateDir();
    writeFileSync(join(damaged, JOURNAL_FILE), 'not json\n{"v":1}\n');
    const journal = open(damaged);
    expect(journal.unavailable).toContain('damaged');
    expect(failureOf(() => journal.reserve(order('any-key-1'), { cap: '10' })).code).toBe('capability_disabled');
  });

  it('lets one live process own a state directory and takes over the lock of a dead one', async () => {
    const dir = stateDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, LOCK_FILE), `${sleeper.pid}\n`);
      const locked = open(dir);
      expect(locked.unavailable).toContain(`pid ${sleeper.pid}`);
      expect(failureOf(() => locked.reserve(order('locked-key-1'), { cap: '10' })).code).toBe('capability_disabled');
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((done) => sleeper.once('exit', done));
    }
    const taken = open(dir);
    expect(taken.unavailable).toBeNull();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    // Every session of this process shares the one journal of a directory.
    expect(PurchaseJournal.open(dir)).toBe(taken);
  });
});

describe('the budget arithmetic', () => {
  it('computes remaining from the cap, spent and reserved, and lets max_price only lower the ceiling', () => {
    expect(budgetOf({ cap: '10', per_purchase_cap: '4' }, { spent: '2.5', reserved: '3' })).toEqual({
      cap: '10',
      spent: '2.5',
      reserved: '3',
      remaining: '4.5',
      per_purchase_cap: '4',
    });
    expect(budgetOf({ cap: '1', per_purchase_cap: '1' }, { spent: '2', reserved: '0' }).remaining).toBe('0');
    expect(perPurchaseCeiling('4', '2')).toBe('2');
    expect(perPurchaseCeiling('4', '400')).toBe('4');
    expect(perPurchaseCeiling('4', undefined)).toBe('4');
  });
});
