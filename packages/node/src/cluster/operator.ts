import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homePasswordStore } from '../auth/operator-auth.js';
import { hashPassword } from '../auth/password.js';
import { operatorFile } from './layout.js';

/**
 * The home node's operator credential. The hash goes straight into the home's config before the node ever
 * listens, rather than through `POST /api/auth/setup`: that route answers whoever asks first, and a local process
 * racing the cluster to it would own the node.
 */

export interface OperatorCredential {
  url: string;
  password: string;
}

export type OperatorOutcome = 'created' | 'kept' | 'missing';

/**
 * Writes `<dir>/operator.json` (0600) with a fresh random password on the first `up`. Afterwards the file is
 * kept as it is; if it was deleted while the home still has a password, nothing can recreate it (only the hash
 * is stored), and the caller says how to reset.
 */
export async function ensureOperator(dir: string, home: string, url: string): Promise<OperatorOutcome> {
  const file = operatorFile(dir);
  if (existsSync(file)) return 'kept';
  const passwords = homePasswordStore(home);
  if (passwords.get() !== undefined) return 'missing';
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  const credential: OperatorCredential = { url, password };
  writeFileSync(file, `${JSON.stringify(credential, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    passwords.set(hash);
  } catch (err) {
    // A file naming a password the node does not have would fail every sign-in later, far from the cause.
    rmSync(file, { force: true });
    throw err;
  }
  return 'created';
}

export function readOperator(dir: string): OperatorCredential | undefined {
  try {
    return JSON.parse(readFileSync(operatorFile(dir), 'utf8')) as OperatorCredential;
  } catch {
    return undefined;
  }
}
