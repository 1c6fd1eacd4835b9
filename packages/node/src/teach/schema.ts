/**
 * The teach door's tables. A lesson is charged when it is submitted, so the job row is the charge: it is written
 * in the same transaction that checks the quota, and it outlives restarts. Visitors are HMACs of the caller's
 * address (as for live tests), never the address itself.
 */
export const teachMigrations: readonly { id: string; up: string }[] = [
  {
    id: 'teach-001',
    up: `CREATE TABLE teach_datasets (
           id TEXT PRIMARY KEY,
           owner TEXT NOT NULL,
           visitor TEXT NOT NULL,
           name TEXT,
           status TEXT NOT NULL,
           source TEXT NOT NULL,
           sha256 TEXT NOT NULL,
           revision INTEGER NOT NULL,
           rows INTEGER NOT NULL,
           invalid_rows INTEGER NOT NULL,
           size_bytes INTEGER NOT NULL,
           source_bytes INTEGER NOT NULL,
           source_name TEXT,
           format TEXT NOT NULL,
           summary TEXT NOT NULL,
           report TEXT NOT NULL,
           retention TEXT NOT NULL,
           created_at INTEGER NOT NULL,
           updated_at INTEGER NOT NULL,
           expires_at INTEGER,
           deleted_at INTEGER
         );
         CREATE INDEX teach_datasets_owner ON teach_datasets (owner, created_at);
         CREATE INDEX teach_datasets_sha ON teach_datasets (owner, sha256);
         CREATE TABLE teach_jobs (
           id TEXT PRIMARY KEY,
           owner TEXT NOT NULL,
           visitor TEXT NOT NULL,
           status TEXT NOT NULL,
           dataset_id TEXT,
           rows INTEGER NOT NULL,
           job TEXT NOT NULL,
           work TEXT NOT NULL,
           duration_ms INTEGER,
           created_at INTEGER NOT NULL,
           updated_at INTEGER NOT NULL
         );
         CREATE INDEX teach_jobs_owner ON teach_jobs (owner, created_at);
         CREATE INDEX teach_jobs_visitor ON teach_jobs (visitor, created_at);
         CREATE INDEX teach_jobs_status ON teach_jobs (status);
         CREATE TABLE teach_job_events (
           job_id TEXT NOT NULL,
           seq INTEGER NOT NULL,
           ts INTEGER NOT NULL,
           level TEXT NOT NULL,
           message TEXT NOT NULL,
           data TEXT,
           PRIMARY KEY (job_id, seq)
         );
         CREATE TABLE teach_downloads (
           token_sha256 TEXT PRIMARY KEY,
           job_id TEXT NOT NULL,
           expires_at INTEGER NOT NULL
         );`,
  },
  {
    // The process that runs a lesson, so a node of several processes fails only lessons whose runner is gone.
    id: 'teach-002',
    up: 'ALTER TABLE teach_jobs ADD COLUMN runner TEXT;',
  },
];
