import type { Migration } from '../store/index.js';

/**
 * Operator sessions, spent teaching-key headers and the sign-in throttle. Tokens are kept only as sha256, so a copied database
 * yields no usable session; spent headers live here rather than in memory so a restart cannot revive them.
 */
export const authMigrations: Migration[] = [
  {
    id: 'auth-001',
    up: `
      CREATE TABLE auth_sessions (
        token_hash TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_sessions_expiry ON auth_sessions (expires_at);
      CREATE TABLE auth_replay (
        key TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_replay_expiry ON auth_replay (expires_at);
    `,
  },
  {
    // The sign-in throttle (login-throttle.ts), shared by every process serving the node: failed sign-ins per client
    // within the window, attempts admitted and not yet settled (each held by one process under a renewed lease), and
    // the node-wide pace of password checks. Every table is pruned as it is used, so each stays small.
    id: 'auth-002',
    up: `
      CREATE TABLE login_throttle_failures (
        client    TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX login_throttle_failures_client ON login_throttle_failures (client, failed_at);
      CREATE INDEX login_throttle_failures_age ON login_throttle_failures (failed_at);
      CREATE TABLE login_throttle_pending (
        id         INTEGER PRIMARY KEY,
        client     TEXT NOT NULL,
        holder     TEXT NOT NULL,
        waiting    INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX login_throttle_pending_client ON login_throttle_pending (client);
      CREATE INDEX login_throttle_pending_expiry ON login_throttle_pending (expires_at);
      CREATE TABLE login_throttle_pace (
        name        TEXT PRIMARY KEY,
        tokens      REAL NOT NULL,
        refilled_at INTEGER NOT NULL
      );
    `,
  },
];
