import { existsSync } from 'node:fs';
import { endAllSessions, homePasswordStore } from '../auth/operator-auth.js';
import { weakPasswordReason } from '../auth/password-strength.js';
import { hashPassword } from '../auth/password.js';
import { authMigrations } from '../auth/schema.js';
import { homePaths, loadConfig } from '../home/home.js';
import { isPostgresLocation } from '../store/location.js';
import { type ParsedArgs, UsageError } from './args.js';
import { type Io, homeOf } from './commands.js';
import { readNewPassword } from './password-input.js';

/**
 * `ainize passwd`: sets or replaces the operator password from the command line. Whoever can write the home's
 * config.json owns the node anyway, so this needs no old password; it is how a node is claimed before it first
 * listens (required off loopback) and how a forgotten password is replaced. A running node reads the hash at
 * every sign-in, so the change applies at once.
 */
export async function passwdCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError('usage: ainize passwd [--home DIR] (the password on stdin)');
  const home = homeOf(args, io);
  const config = loadConfig(home, io.env);
  const password = await readNewPassword(io.env);
  // The same rule as POST /api/auth/setup; a usage mistake (exit 2), and nothing is written.
  const weak = weakPasswordReason(password);
  if (weak !== undefined) throw new UsageError(`${weak}; nothing was changed`);
  homePasswordStore(home).set(await hashPassword(password));
  const paths = homePaths(home, config);
  const ended = await endSessions(paths.database);
  io.out(`operator password set for ${config.name} (${paths.home})`);
  if (ended > 0) io.out(`${ended} open session${ended === 1 ? '' : 's'} ended; sign in again with the new password`);
  return 0;
}

/** Only if the node has ever run: a home that never started has no sessions, and needs no store yet. */
async function endSessions(database: string): Promise<number> {
  if (!isPostgresLocation(database) && !existsSync(database)) return 0;
  // Loaded on use, like the other commands that open the store.
  const { openStore } = await import('../store/index.js');
  const store = openStore(database, authMigrations);
  try {
    return endAllSessions(store.db);
  } finally {
    store.close();
  }
}
