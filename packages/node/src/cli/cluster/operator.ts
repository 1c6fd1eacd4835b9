import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homePasswordStore } from '../../auth/operator-auth.js';
import { hashPassword } from '../../auth/password.js';
import { ConfigError } from '../../home/home.js';
import { type ClusterNode, operatorFile } from './layout.js';

/**
 * Every cluster node's operator credential. The hash goes straight into the node's config before it ever
 * listens, rather than through `POST /api/auth/setup`: that route answers whoever asks first, and a local process
 * racing the cluster to it would own the node. A verifier is claimed like the home: unclaimed, anyone could sign
 * in to it and, for one, add peers.
 */

export interface OperatorCredential {
  url: string;
  password: string;
}

/**
 * - `created`: a fresh password, in a new 0600 file and as the node's hash.
 * - `kept`: file and hash both there.
 * - `adopted`: the file was there but the node had no hash (a reset done halfway); the file's password is the
 *   node's again, so the file keeps telling the truth.
 * - `missing`: the node has a hash but the file is gone; only the hash is stored, so nothing can recreate it.
 */
export type OperatorOutcome = 'created' | 'kept' | 'adopted' | 'missing';

export async function ensureOperator(dir: string, node: ClusterNode): Promise<OperatorOutcome> {
  const file = operatorFile(dir, node.name);
  const passwords = homePasswordStore(node.home);
  const claimed = passwords.get() !== undefined;
  if (existsSync(file)) {
    if (claimed) return 'kept';
    passwords.set(await hashPassword(readCredential(file).password));
    return 'adopted';
  }
  if (claimed) return 'missing';
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  const credential: OperatorCredential = { url: node.url, password };
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

function readCredential(file: string): OperatorCredential {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`${file} is not readable JSON (${(err as Error).message}); remove it and run up again`);
  }
  const { url, password } = (parsed ?? {}) as Partial<OperatorCredential>;
  if (typeof url !== 'string' || typeof password !== 'string' || password === '')
    throw new ConfigError(`${file} holds no {url, password}; remove it and run up again`);
  return { url, password };
}
