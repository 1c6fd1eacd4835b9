import type { TeachDataset, TeachDatasetRow, TeachDatasetSource, TeachRetention, TeachRowSummary } from '@ainize/core';
import type { Db } from '../store/store.js';

/** The SQL behind training sets; nothing else in the node reads `teach_datasets`. */

export interface DatasetRecord {
  id: string;
  owner: string;
  visitor: string;
  name: string | null;
  source: TeachDatasetSource;
  sha256: string;
  revision: number;
  rows: number;
  invalid_rows: number;
  size_bytes: number;
  source_bytes: number;
  source_name: string | null;
  format: string;
  summary: TeachRowSummary;
  report: TeachDatasetRow[];
  retention: TeachRetention;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  deleted_at: number | null;
}

interface Row extends Omit<DatasetRecord, 'summary' | 'report'> {
  summary: string;
  report: string;
  status: string;
}

const ACTIVE_JOB = `status IN ('QUEUED','PREFLIGHT','LOADING','TRAINING','EXPORTED','CHECKING')`;

export function datasetRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO teach_datasets (id, owner, visitor, name, status, source, sha256, revision, rows, invalid_rows,
       size_bytes, source_bytes, source_name, format, summary, report, retention, created_at, updated_at, expires_at,
       deleted_at)
     VALUES (@id, @owner, @visitor, @name, 'ready', @source, @sha256, @revision, @rows, @invalid_rows, @size_bytes,
       @source_bytes, @source_name, @format, @summary, @report, @retention, @created_at, @updated_at, @expires_at,
       @deleted_at)`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM teach_datasets WHERE id = ?');
  const bySha = db.prepare<[string, string, number], Row>(
    `SELECT * FROM teach_datasets WHERE owner = ? AND sha256 = ? AND deleted_at IS NULL
       AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at LIMIT 1`,
  );
  const byOwner = db.prepare<[string, number], Row>(
    `SELECT * FROM teach_datasets WHERE owner = ? AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > ?)
     ORDER BY created_at DESC, id`,
  );
  const createdSince = db.prepare<[string, number], { count: number; bytes: number | null }>(
    'SELECT COUNT(*) AS count, SUM(source_bytes) AS bytes FROM teach_datasets WHERE owner = ? AND created_at > ?',
  );
  const markDeleted = db.prepare<[number, number, string]>(
    'UPDATE teach_datasets SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const jobIds = db.prepare<[string], { id: string }>(
    'SELECT id FROM teach_jobs WHERE dataset_id = ? ORDER BY created_at',
  );
  const activeJobs = db.prepare<[string], { count: number }>(
    `SELECT COUNT(*) AS count FROM teach_jobs WHERE dataset_id = ? AND ${ACTIVE_JOB}`,
  );

  const record = (row: Row): DatasetRecord => {
    const { status: _status, ...rest } = row;
    return {
      ...rest,
      summary: JSON.parse(row.summary) as TeachRowSummary,
      report: JSON.parse(row.report) as TeachDatasetRow[],
    };
  };

  return {
    insert(r: DatasetRecord): void {
      insert.run({ ...r, summary: JSON.stringify(r.summary), report: JSON.stringify(r.report) });
    },
    get(id: string): DatasetRecord | undefined {
      const row = byId.get(id);
      return row && record(row);
    },
    /** A live set of this owner with these canonical bytes: the same upload again is that set, not a new one. */
    findSame(owner: string, sha256: string, now: number): DatasetRecord | undefined {
      const row = bySha.get(owner, sha256, now);
      return row && record(row);
    },
    listLive(owner: string, now: number): DatasetRecord[] {
      return byOwner.all(owner, now).map(record);
    },
    /** Sets created by the owner in the window, deleted ones included: deleting does not hand the quota back. */
    createdSince(owner: string, since: number): { count: number; bytes: number } {
      const r = createdSince.get(owner, since);
      return { count: r?.count ?? 0, bytes: r?.bytes ?? 0 };
    },
    markDeleted(id: string, at: number): boolean {
      return markDeleted.run(at, at, id).changes > 0;
    },
    jobIds(id: string): string[] {
      return jobIds.all(id).map((r) => r.id);
    },
    inUse(id: string): boolean {
      return (activeJobs.get(id)?.count ?? 0) > 0;
    },
  };
}

export type DatasetRepo = ReturnType<typeof datasetRepo>;

/** The record as the API shows it; status is derived, so it can never disagree with the jobs table. */
export function datasetView(r: DatasetRecord, repo: DatasetRepo, now: number): TeachDataset {
  const expired = r.expires_at !== null && r.expires_at <= now;
  const status = r.deleted_at !== null || expired ? 'deleted' : repo.inUse(r.id) ? 'in_use' : 'ready';
  return {
    id: r.id,
    owner_address: r.owner,
    name: r.name,
    status,
    source: r.source,
    sha256: r.sha256,
    revision: r.revision,
    rows: r.rows,
    invalid_rows: r.invalid_rows,
    size_bytes: r.size_bytes,
    source_bytes: r.source_bytes,
    source_name: r.source_name,
    format: r.format,
    encoding: 'utf-8',
    layout: r.format === 'json' ? 'rows' : null,
    delimiter: r.format === 'csv' ? ',' : r.format === 'tsv' ? '\t' : null,
    has_header: r.format === 'csv' || r.format === 'tsv' ? true : null,
    columns: null,
    summary: r.summary,
    parent_dataset: null,
    retention: r.retention,
    job_ids: repo.jobIds(r.id),
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
    deleted_at:
      r.deleted_at === null
        ? expired
          ? new Date(r.expires_at!).toISOString()
          : null
        : new Date(r.deleted_at).toISOString(),
  };
}
