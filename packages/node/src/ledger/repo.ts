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

/** One fork as the fork log stores it. */
export interface ForkRow {
  author: string;
  prev_id: string | null;
  kept_id: string;
  rejected_id: string;
  /** The rejected record exactly as received, so the equivocation can be shown to anyone. */
  rejected: Omit<LedgerRecord, 'seq'>;
  seen_at: string;
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

/** All SQL of the ledger. Authors are stored in the case the signer wrote; lookups compare lower-cased. */
export function ledgerRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO records (id, prev_id, kind, author, body, ts, sig) VALUES (@id, @prev_id, @kind, @author, @body, @ts, @sig)',
  );
  const insertSubject = db.prepare('INSERT OR IGNORE INTO record_subjects (patch_id, seq) VALUES (?, ?)');
  const byId = db.prepare(`SELECT ${COLUMNS} FROM records WHERE id = ?`);
  const head = db.prepare(`SELECT ${COLUMNS} FROM records WHERE lower(author) = lower(?) ORDER BY seq DESC LIMIT 1`);
  const successor = db.prepare(
    `SELECT ${COLUMNS} FROM records WHERE lower(author) = lower(?) AND prev_id IS ? ORDER BY seq LIMIT 1`,
  );
  const about = db.prepare(
    `SELECT ${COLUMNS} FROM records WHERE seq IN (SELECT seq FROM record_subjects WHERE patch_id = ?) ORDER BY seq`,
  );
  const insertFork = db.prepare(
    `INSERT OR IGNORE INTO ledger_forks (author, prev_id, kept_id, rejected_id, rejected, seen_at)
     VALUES (@author, @prev_id, @kept_id, @rejected_id, @rejected, @seen_at)`,
  );

  return {
    insert(record: Omit<LedgerRecord, 'seq'>, bodyText: string, subjects: readonly string[]): number {
      const { id, prev_id, kind, author, ts, sig } = record;
      const seq = Number(insert.run({ id, prev_id, kind, author, body: bodyText, ts, sig }).lastInsertRowid);
      for (const s of subjects) insertSubject.run(s, seq);
      return seq;
    },
    byId(id: string): LedgerRecord | undefined {
      const row = byId.get(id) as RecordRow | undefined;
      return row && toRecord(row);
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
        .iterate() as IterableIterator<RecordRow>) {
        let record: LedgerRecord;
        try {
          record = toRecord(row);
        } catch {
          // A body that is not even JSON must surface as a problem, not abort the scan.
          record = { ...row, kind: row.kind as RecordKind, body: null as unknown as LedgerRecord['body'] };
        }
        yield { record, bodyText: row.body };
      }
    },
    count(): number {
      return (db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n;
    },
    maxSeq(): number {
      return (db.prepare('SELECT coalesce(max(seq), 0) AS n FROM records').get() as { n: number }).n;
    },
    recordFork(evidence: ForkRow): void {
      insertFork.run({ ...evidence, rejected: JSON.stringify(evidence.rejected) });
    },
    forks(): ForkRow[] {
      const rows = db.prepare('SELECT * FROM ledger_forks ORDER BY seen_at').all() as (Omit<ForkRow, 'rejected'> & {
        rejected: string;
      })[];
      return rows.map((r) => ({ ...r, rejected: JSON.parse(r.rejected) as ForkRow['rejected'] }));
    },
    /** Lower-cased addresses of every key the fork log names. */
    forkedKeys(): Set<string> {
      const rows = db.prepare('SELECT DISTINCT lower(author) AS author FROM ledger_forks').all() as {
        author: string;
      }[];
      return new Set(rows.map((r) => r.author));
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
