import type Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Migration } from '../src/store/store.js';
import { openTestStore, testDialect } from './store-fixtures.js';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ainize-store-test-'));
  dirs.push(dir);
  return path.join(dir, 'node.db');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const notes: Migration[] = [
  { id: 'notes-001', up: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)' },
  { id: 'notes-002', up: (db) => db.prepare("INSERT INTO notes (text) VALUES ('seeded by a function step')").run() },
];

describe.runIf(testDialect() === 'sqlite')('the SQLite file', () => {
  it('opens a file in WAL mode with foreign keys and a busy timeout', () => {
    const store = openStore(tempFile(), []);
    // The SQLite backend's Db is better-sqlite3's connection itself.
    const sqlite = store.db as unknown as Database.Database;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    store.close();
  });

  it('keeps the database and its WAL files readable by the owner only', () => {
    const file = tempFile();
    const store = openStore(file, notes);
    store.db.prepare("INSERT INTO notes (text) VALUES ('written through the WAL')").run();
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).mode & 0o777, path).toBe(0o600);
    }
    store.close();
  });

  it('tightens a database file an older version left readable by others', () => {
    const file = tempFile();
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    openStore(file, notes).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('the store', () => {
  it('applies each migration once, in order, and records it', () => {
    const file = tempFile();
    const first = openTestStore(file, notes);
    expect(first.db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual(['notes-001', 'notes-002']);
    first.close();
    // Reopening must not run the seeding step a second time.
    const again = openTestStore(file, notes);
    expect(again.db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(1);
    again.close();
  });

  it('lets another domain add its migrations later without touching the applied ones', () => {
    const file = tempFile();
    openTestStore(file, notes).close();
    const later = openTestStore(file, [...notes, { id: 'tags-001', up: 'CREATE TABLE tags (name TEXT PRIMARY KEY)' }]);
    expect(later.db.prepare('SELECT id FROM migrations ORDER BY applied_at, id').pluck().all()).toEqual([
      'notes-001',
      'notes-002',
      'tags-001',
    ]);
    later.close();
  });

  it('rolls a failing migration back entirely and does not record it', () => {
    const file = tempFile();
    const broken: Migration = {
      id: 'broken-001',
      up: 'CREATE TABLE half (x INTEGER); INSERT INTO no_such_table VALUES (1);',
    };
    expect(() => openTestStore(file, [...notes, broken])).toThrow(/no_such_table/);
    const store = openTestStore(file, notes);
    expect(() => store.db.prepare('SELECT count(*) FROM half').get()).toThrow(/half/);
    expect(store.db.prepare("SELECT count(*) FROM migrations WHERE id = 'broken-001'").pluck().get()).toBe(0);
    store.close();
  });

  it('refuses a migration list naming one id twice', () => {
    expect(() => openTestStore(':memory:', [notes[0]!, notes[0]!])).toThrow(/listed twice/);
  });

  it('commits a transaction together or not at all', () => {
    const store = openTestStore(':memory:', notes);
    const insert = store.db.prepare('INSERT INTO notes (text) VALUES (?)');
    expect(() =>
      store.transaction(() => {
        insert.run('first');
        store.transaction(() => insert.run('nested'));
        throw new Error('changed my mind');
      }),
    ).toThrow('changed my mind');
    expect(store.db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(1);
    expect(store.transaction(() => insert.run('kept').changes)).toBe(1);
    expect(store.db.prepare('SELECT count(*) FROM notes').pluck().get()).toBe(2);
    store.close();
  });
});
