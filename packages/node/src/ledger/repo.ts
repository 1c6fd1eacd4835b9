import type { Db } from '../store/store.js';
import type { RecordKind } from './kinds.js';
import type { LedgerRecord } from './record.js';

interface RecordRow {
  seq: number;
  id: string;
  prev_id: string | null;
  kind: string;
  author: string;
  body: string;
  ts: string;
  sig: string;
}

const COLUMNS = 'seq, id, prev_id, kind, author, body, ts, sig';

/** Raw rows as stored: verification must see the body text, not a re-parsed object. */
export interface StoredRecord {
  record: LedgerRecord;
  bodyText: string;
}

function toRecord(row: RecordRow): LedgerRecord {
  return { ...row, kind: row.kind as RecordKind, body: JSON.parse(row.body) as LedgerRecord['body'] };
}

function toStored(row: RecordRow): StoredRecord {
  let record: LedgerRecord;
  try {
    record = toRecord(row);
  } catch {
    // A body that is not even JSON must surface as a problem, not abort the scan.
    record = { ...row, kind: row.kind as RecordKind, body: null as unknown as LedgerRecord['body'] };
  }
  return { record, bodyText: row.body };
}

/** All SQL of the ledger. Authors are stored in the case the signer wrote; lookups compare lower-cased. */
export function ledgerRepo(db: Db) {
  const insert = db
    .prepare<[Omit<RecordRow, 'seq'>], number>(
      'INSERT INTO records (id, prev_id, kind, author, body, ts, sig) VALUES (@id, @prev_id, @kind, @author, @body, @ts, @sig) RETURNING seq',
    )
    .pluck();
  const insertSubject = db.prepare('INSERT OR IGNORE INTO record_subjects (patch_id, seq) VALUES (?, ?)');
  const byId = db.prepare(`SELECT ${COLUMNS} FROM records WHERE id = ?`);
  const has = db.prepare('SELECT 1 FROM records WHERE id = ?').pluck();
  const head = db.prepare(`SELECT ${COLUMNS} FROM records WHERE lower(author) = lower(?) ORDER BY seq DESC LIMIT 1`);
  const successor = db.prepare(
    `SELECT ${COLUMNS} FROM records WHERE lower(author) = lower(?) AND prev_id IS ? ORDER BY seq LIMIT 1`,
  );
  const about = db.prepare(
    `SELECT ${COLUMNS} FROM records WHERE seq IN (SELECT seq FROM record_subjects WHERE patch_id = ?) ORDER BY seq`,
  );
  const countBy = db.prepare(
    'SELECT count(*) AS n FROM (SELECT 1 FROM records WHERE lower(author) = lower(?) ORDER BY seq LIMIT ?) AS recent',
  );
  const vouchers = db.prepare(
    `SELECT DISTINCT lower(r.author) AS signer FROM records r JOIN record_subjects s ON s.seq = r.seq
       WHERE r.kind IN ('attest', 'settle') AND lower(r.author) <> lower(@author) AND s.patch_id IN (
         SELECT json_extract(a.body, '$.id') FROM records a WHERE lower(a.author) = lower(@author) AND a.kind = 'anchor')
     UNION
     SELECT DISTINCT lower(author) AS signer FROM records
       WHERE kind = 'settle' AND lower(author) <> lower(@author) AND (body LIKE @buyer OR body LIKE @seller)`,
  );
  const slice = db.prepare(`SELECT ${COLUMNS} FROM records WHERE seq > ? ORDER BY seq LIMIT ?`);

  return {
    insert(record: Omit<LedgerRecord, 'seq'>, bodyText: string, subjects: readonly string[]): number {
      const { id, prev_id, kind, author, ts, sig } = record;
      const seq = Number(insert.get({ id, prev_id, kind, author, body: bodyText, ts, sig }));
      for (const s of subjects) insertSubject.run(s, seq);
      return seq;
    },
    byId(id: string): LedgerRecord | undefined {
      const row = byId.get(id) as RecordRow | undefined;
      return row && toRecord(row);
    },
    has(id: string): boolean {
      return has.get(id) !== undefined;
    },
    /** The newest record of an author's chain on this node. */
    headOf(author: string): LedgerRecord | undefined {
      const row = head.get(author) as RecordRow | undefined;
      return row && toRecord(row);
    },
    /** The record already stored that extends `prev_id` in the author's chain (the one a fork would compete with). */
    successorOf(author: string, prevId: string | null): LedgerRecord | undefined {
      const row = successor.get(author, prevId) as RecordRow | undefined;
      return row && toRecord(row);
    },
    list(opts: { kind?: RecordKind; limit: number; sinceSeq?: number; order: 'asc' | 'desc' }): LedgerRecord[] {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (opts.kind) {
        where.push('kind = ?');
        args.push(opts.kind);
      }
      if (opts.sinceSeq !== undefined) {
        where.push('seq > ?');
        args.push(opts.sinceSeq);
      }
      const sql = `SELECT ${COLUMNS} FROM records ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY seq ${opts.order === 'asc' ? 'ASC' : 'DESC'} LIMIT ?`;
      return (db.prepare(sql).all(...args, opts.limit) as RecordRow[]).map(toRecord);
    },
    allOfKind(kind: RecordKind): LedgerRecord[] {
      return (db.prepare(`SELECT ${COLUMNS} FROM records WHERE kind = ? ORDER BY seq`).all(kind) as RecordRow[]).map(
        toRecord,
      );
    },
    about(patchId: string): LedgerRecord[] {
      return (about.all(patchId) as RecordRow[]).map(toRecord);
    },
    /** Every record in arrival order with its stored body text; iterated lazily so 100k records stay cheap. */
    *scan(): Generator<StoredRecord> {
      for (const row of db
        .prepare(`SELECT ${COLUMNS} FROM records ORDER BY seq`)
        .iterate() as IterableIterator<RecordRow>)
        yield toStored(row);
    },
    /** The next `limit` records after `seq`: one slice of a re-scan that lets other work run between slices. */
    scanAfter(seq: number, limit: number): StoredRecord[] {
      return (slice.all(seq, limit) as RecordRow[]).map(toStored);
    },
    /** Records the author has here, counting no further than `atMost` (a quota only needs to know "that many"). */
    countBy(author: string, atMost: number): number {
      return (countBy.get(author, atMost) as { n: number }).n;
    },
    /**
     * Lower-cased signers of the records that speak about an author from outside its own chain: attestations and
     * settlements about knowledge it anchored, and settlements naming it as buyer or seller. Bodies are stored as
     * canonical JSON (no spaces), and LIKE ignores ASCII case, so a checksummed address matches a lower-cased one.
     */
    signersAbout(author: string): Set<string> {
      // The address goes into a LIKE pattern: anything but an address could carry wildcards.
      if (!/^0x[0-9a-fA-F]{40}$/.test(author)) return new Set();
      const rows = vouchers.all({ author, buyer: `%"buyer":"${author}"%`, seller: `%"seller":"${author}"%` }) as {
        signer: string;
      }[];
      return new Set(rows.map((r) => r.signer));
    },
    count(): number {
      return (db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n;
    },
    maxSeq(): number {
      return (db.prepare('SELECT coalesce(max(seq), 0) AS n FROM records').get() as { n: number }).n;
    },
    /** The knowledge ids an author's records are about: what a change in that author's standing can re-derive. */
    subjectsBy(author: string): string[] {
      const rows = db
        .prepare(
          `SELECT DISTINCT s.patch_id FROM record_subjects s JOIN records r ON r.seq = s.seq
           WHERE lower(r.author) = lower(?)`,
        )
        .all(author) as { patch_id: string }[];
      return rows.map((r) => r.patch_id);
    },
  };
}

export type LedgerRepo = ReturnType<typeof ledgerRepo>;
