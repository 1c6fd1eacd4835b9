import { createHash, randomBytes } from 'node:crypto';
import { readConfigFile, updateConfigFile } from '../home/home.js';
import { ConflictError, HttpError } from '../http/errors.js';
import type { Db, Store } from '../store/index.js';
import { type HomeLoginProof, verifyHomeLogin } from './home-login.js';
import { LoginThrottle } from './login-throttle.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword, verifyPassword } from './password.js';
import { SqliteReplayCache } from './replay-store.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the operator password hash lives. The digest puts it in config.json beside the identity. */
export interface PasswordStore {
  get(): string | undefined;
  set(hash: string): void;
}

/** Reads config.json on every call so a password reset from the CLI applies without a restart. */
export function homePasswordStore(home: string): PasswordStore {
  return {
    get: () => {
      const operator = readConfigFile(home).operator;
      const hash =
        typeof operator === 'object' && operator !== null
          ? (operator as Record<string, unknown>).passwordHash
          : undefined;
      return typeof hash === 'string' && hash !== '' ? hash : undefined;
    },
    set: (hash) =>
      updateConfigFile(home, (raw) => {
        const operator = typeof raw.operator === 'object' && raw.operator !== null ? raw.operator : {};
        raw.operator = { ...operator, passwordHash: hash };
      }),
  };
}

export function memoryPasswordStore(initial?: string): PasswordStore {
  let hash = initial;
  return { get: () => hash, set: (next) => void (hash = next) };
}

/** Ends every operator session; a new password is usually chosen because the old one may be known. */
export function endAllSessions(db: Db): number {
  return db.prepare('DELETE FROM auth_sessions').run().changes;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Operator password and bearer sessions. A token is 32 random bytes handed out once; only its sha256 is kept,
 * so reading the database does not let anyone act as the operator.
 */
export class OperatorAuth {
  readonly #passwords: PasswordStore;
  readonly #now: () => number;
  readonly #insert;
  readonly #lookup;
  readonly #remove;
  readonly #sweep;
  readonly #throttle: LoginThrottle;
  readonly #replay: SqliteReplayCache;

  /** `store` is opened with `authMigrations`; the throttle keeps its counts there, shared by every process. */
  constructor(
    store: Store,
    passwords: PasswordStore,
    now: () => number = Date.now,
    throttle: LoginThrottle = new LoginThrottle(undefined, now, store),
  ) {
    const { db } = store;
    this.#passwords = passwords;
    this.#now = now;
    this.#throttle = throttle;
    this.#replay = new SqliteReplayCache(db);
    this.#insert = db.prepare('INSERT INTO auth_sessions (token_hash, created_at, expires_at) VALUES (?, ?, ?)');
    this.#lookup = db.prepare('SELECT expires_at FROM auth_sessions WHERE token_hash = ?');
    this.#remove = db.prepare('DELETE FROM auth_sessions WHERE token_hash = ?');
    this.#sweep = db.prepare('DELETE FROM auth_sessions WHERE expires_at < ?');
  }

  needsSetup(): boolean {
    return this.#passwords.get() === undefined;
  }

  /**
   * First run only: sets the password and opens a session. Not throttled: before a password exists there is no
   * secret to guess, and afterwards setup refuses before hashing anything. A guessable password is refused
   * (WeakPasswordError) before anything is stored.
   */
  async setup(password: string): Promise<string> {
    if (!this.needsSetup()) throw new ConflictError('operator password already set');
    assertStrongPassword(password);
    const hash = await hashPassword(password);
    // Checked again after the await: two setups racing must not both win.
    if (!this.needsSetup()) throw new ConflictError('operator password already set');
    this.#passwords.set(hash);
    return this.#open();
  }

  /**
   * `client` is the caller's network address, which the throttle counts failures by; `signal` aborts when the
   * caller hangs up, so an attempt still waiting for its turn is dropped unchecked.
   */
  async login(password: string, client: string, signal?: AbortSignal): Promise<string> {
    if (this.needsSetup()) {
      throw new HttpError(409, 'operator password not set; POST /api/auth/setup first', { needsSetup: true });
    }
    // Before the compare, so a refused guess costs no scrypt and learns nothing about the password.
    const attempt = await this.#throttle.admit(client, signal);
    let right = false;
    try {
      // Read after the wait: `ainize passwd` may have replaced the password meanwhile.
      const stored = this.#passwords.get();
      right = stored !== undefined && (await verifyPassword(password, stored));
    } finally {
      this.#throttle.settle(attempt, right);
    }
    if (!right) throw new HttpError(401, 'wrong password');
    return this.#open();
  }

  /**
   * A session for whoever proves they hold this node's key (`ainize login`, see home-login.ts). No password is
   * involved, so neither is the throttle: nothing here can be guessed.
   */
  signInWithNodeKey(proof: HomeLoginProof): string {
    verifyHomeLogin(proof, this.#now(), this.#replay);
    return this.#open();
  }

  logout(token: string): void {
    this.#remove.run(sha256(token));
  }

  isSession(token: string | undefined): boolean {
    if (token === undefined || token === '') return false;
    const row = this.#lookup.get(sha256(token)) as { expires_at: number } | undefined;
    return row !== undefined && row.expires_at > this.#now();
  }

  #open(): string {
    const now = this.#now();
    this.#sweep.run(now);
    const token = randomBytes(32).toString('hex');
    this.#insert.run(sha256(token), now, now + SESSION_TTL_MS);
    return token;
  }
}
