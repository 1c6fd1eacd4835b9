import type { Migration } from '../store/index.js';

/**
 * Operator sessions and spent teaching-key headers. Tokens are kept only as sha256, so a copied database
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
];
