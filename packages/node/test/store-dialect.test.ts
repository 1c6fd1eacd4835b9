import { afterEach, describe, expect, it } from 'vitest';
import { translateSchema, translateStatement } from '../src/store/postgres/dialect.js';
import type { Migration, Store } from '../src/store/store.js';
import { openTestStore, testDialect } from './store-fixtures.js';

/**
 * The node's SQL is written once, in SQLite's words. These cases run on whichever database the run uses, with one set
 * of expectations: SQLite's answers are the reference, and PostgreSQL must give the same ones.
 */

const schema: Migration[] = [
  {
    id: 'dialect-001',
    up: `
      CREATE TABLE items (
        n      INTEGER PRIMARY KEY AUTOINCREMENT,
        name   TEXT NOT NULL UNIQUE,
        owner  TEXT NOT NULL,
        price  REAL NOT NULL DEFAULT 0,
        data   BLOB,
        -- a comment (with brackets) that no rewrite may read as SQL);
        note   TEXT CHECK (note IS NULL OR note != 'x')
      );
      CREATE TABLE tags (name TEXT NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (name, tag)) WITHOUT ROWID;
      CREATE TABLE log (at INTEGER NOT NULL, what TEXT NOT NULL);
      CREATE INDEX items_owner ON items (owner COLLATE NOCASE);
    `,
  },
];

const opened: Store[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
const fresh = () => {
  const store = openTestStore(':memory:', schema);
  opened.push(store);
  return store;
};

describe(`SQL in SQLite's words, on ${testDialect()}`, () => {
  it('assigns integer keys, reports them and counts changed rows', () => {
    const { db } = fresh();
    const insert = db
      .prepare('INSERT INTO items (name, owner, price) VALUES (@name, @owner, @price) RETURNING n')
      .pluck();
    expect(Number(insert.get({ name: 'a', owner: 'Ann', price: 1.5 }))).toBe(1);
    expect(Number(insert.get({ name: 'b', owner: 'bob', price: 2, extra: 'ignored' }))).toBe(2);
    expect(db.prepare('UPDATE items SET price = price * 2').run().changes).toBe(2);
    expect(db.prepare('SELECT n, name, price FROM items ORDER BY n').all()).toEqual([
      { n: 1, name: 'a', price: 3 },
      { n: 2, name: 'b', price: 4 },
    ]);
  });

  it('ignores a duplicate under INSERT OR IGNORE, and refuses it otherwise', () => {
    const { db } = fresh();
    expect(db.prepare("INSERT OR IGNORE INTO items (name, owner) VALUES ('a', 'x')").run().changes).toBe(1);
    expect(db.prepare("INSERT OR IGNORE INTO items (name, owner) VALUES ('a', 'y')").run().changes).toBe(0);
    expect(() => db.prepare("INSERT INTO items (name, owner) VALUES ('a', 'z')").run()).toThrow(/unique/i);
    expect(db.prepare('SELECT owner FROM items').pluck().all()).toEqual(['x']);
  });

  it('answers counts, sums and EXISTS as numbers, and bytes as a Buffer', () => {
    const { db } = fresh();
    db.prepare('INSERT INTO items (name, owner, data) VALUES (?, ?, ?)').run('a', 'x', Buffer.from([0, 1, 255]));
    expect(db.prepare('SELECT count(*) AS c, sum(n) AS s FROM items').get()).toEqual({ c: 1, s: 1 });
    expect(db.prepare("SELECT EXISTS (SELECT 1 FROM items WHERE name = 'a')").pluck().get()).toBe(1);
    expect(db.prepare("SELECT EXISTS (SELECT 1 FROM items WHERE name = 'b')").pluck().get()).toBe(0);
    const data = db.prepare('SELECT data FROM items').pluck().get();
    expect(Buffer.isBuffer(data)).toBe(true);
    expect([...(data as Buffer)]).toEqual([0, 1, 255]);
    expect(db.prepare('SELECT n FROM items WHERE name = ?').get('nobody')).toBeUndefined();
  });

  it('compares text byte by byte, matches LIKE and NOCASE without case, and reads JSON fields', () => {
    const { db } = fresh();
    const insert = db.prepare('INSERT INTO items (name, owner, note) VALUES (?, ?, ?)');
    for (const name of ['b', 'B', 'a', '_z', 'é']) insert.run(name, name === 'B' ? 'ALICE' : 'bob', `{"k":"${name}"}`);
    expect(db.prepare('SELECT name FROM items ORDER BY name').pluck().all()).toEqual(['B', '_z', 'a', 'b', 'é']);
    expect(db.prepare('SELECT count(*) FROM items WHERE owner LIKE ?').pluck().get('ali%')).toBe(1);
    expect(db.prepare('SELECT name FROM items WHERE owner = ? COLLATE NOCASE').pluck().all('alice')).toEqual(['B']);
    expect(db.prepare("SELECT name FROM items WHERE json_extract(note, '$.k') = ?").pluck().all('é')).toEqual(['é']);
  });

  it("orders by a table's implicit rowid and leaves it out of SELECT *", () => {
    const { db } = fresh();
    const insert = db.prepare('INSERT INTO log (at, what) VALUES (?, ?)');
    insert.run(5, 'first');
    insert.run(5, 'second');
    expect(db.prepare('SELECT what FROM log ORDER BY at DESC, rowid DESC').pluck().all()).toEqual(['second', 'first']);
    expect(db.prepare('SELECT * FROM log ORDER BY rowid').all()).toEqual([
      { at: 5, what: 'first' },
      { at: 5, what: 'second' },
    ]);
  });

  it('rolls back a nested transaction alone, and the outer one with everything in it', () => {
    const store = fresh();
    const insert = store.db.prepare("INSERT INTO log (at, what) VALUES (1, 'x')");
    store.transaction(() => {
      insert.run();
      expect(() =>
        store.transaction(() => {
          insert.run();
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(store.db.prepare('SELECT count(*) FROM log').pluck().get()).toBe(1);
    expect(() =>
      store.transaction(() => {
        insert.run();
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(store.db.prepare('SELECT count(*) FROM log').pluck().get()).toBe(1);
  });

  it('refuses a named parameter the values do not have', () => {
    const { db } = fresh();
    expect(() => db.prepare('SELECT * FROM items WHERE name = @name').get({ other: 1 })).toThrow(/name/);
  });
});

describe('the rewrite for PostgreSQL', () => {
  it('numbers ? and @name parameters, reusing a name, and never touches strings or quoted names', () => {
    expect(translateStatement('SELECT \'?\', "@x" FROM t WHERE a = ? AND b = ?').text).toBe(
      'SELECT \'?\', "@x" FROM t WHERE a = $1 AND b = $2',
    );
    const named = translateStatement("SELECT * FROM t WHERE a = @a OR b = @b OR c = @a AND d = 'it''s @a'");
    expect(named.text).toBe("SELECT * FROM t WHERE a = $1 OR b = $2 OR c = $1 AND d = 'it''s @a'");
    expect(named.names).toEqual(['a', 'b']);
    expect(() => translateStatement('SELECT * FROM t WHERE a = ? AND b = @b')).toThrow(/mixes/);
  });

  it('turns INSERT OR IGNORE into ON CONFLICT DO NOTHING, before any RETURNING', () => {
    expect(translateStatement('INSERT OR IGNORE INTO t (a) VALUES (?) RETURNING a').text).toBe(
      'INSERT INTO t (a) VALUES ($1) ON CONFLICT DO NOTHING RETURNING a',
    );
  });

  it("gives SQLite's types and implicit rowid their PostgreSQL form", () => {
    const out = translateSchema(
      "CREATE TABLE a (n INTEGER PRIMARY KEY, x REAL, b BLOB, t TEXT DEFAULT 'INTEGER'); CREATE TABLE c (k TEXT);",
    );
    expect(out).toBe(
      'CREATE TABLE a (n BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, x DOUBLE PRECISION, b BYTEA, ' +
        `t TEXT COLLATE "C" DEFAULT 'INTEGER'); CREATE TABLE c (rowid BIGINT GENERATED ALWAYS AS IDENTITY, k TEXT COLLATE "C");`,
    );
  });
});

describe.runIf(testDialect() === 'postgres')('a PostgreSQL connection that is cut', () => {
  /** Ends the store's server process from another connection, as a server restart or an operator would. */
  const cut = (store: Store) => {
    const pid = store.db.prepare('SELECT pg_backend_pid()').pluck().get();
    const other = fresh();
    expect(other.db.prepare('SELECT pg_terminate_backend(?)').pluck().get(pid)).toBe(1);
  };

  it('is opened again for the next statement', () => {
    const store = fresh();
    store.db.prepare("INSERT INTO log (at, what) VALUES (1, 'before')").run();
    const pid = store.db.prepare('SELECT pg_backend_pid()').pluck();
    const before = pid.get();
    cut(store);
    // The worker usually hears of the cut before the next statement and reconnects for it; when the statement
    // gets there first, it fails once, and the one after it runs on a new connection.
    const count = () => store.db.prepare('SELECT count(*) FROM log').pluck().get();
    let answer: unknown;
    try {
      answer = count();
    } catch {
      answer = count();
    }
    expect(answer).toBe(1);
    expect(pid.get()).not.toBe(before);
  });

  it('fails the transaction it cut, keeps none of it, and the store goes on', () => {
    const store = fresh();
    const insert = store.db.prepare("INSERT INTO log (at, what) VALUES (2, 'inside')");
    expect(() =>
      store.transaction(() => {
        insert.run();
        cut(store);
        // Never run on a new connection as if it were still the same transaction.
        insert.run();
      }),
    ).toThrow();
    expect(store.db.prepare('SELECT count(*) FROM log').pluck().get()).toBe(0);
    store.transaction(() => insert.run());
    expect(store.db.prepare('SELECT count(*) FROM log').pluck().get()).toBe(1);
  });
});
