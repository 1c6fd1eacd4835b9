import { HOME_LOGIN_PATH, homeLoginHeaders } from '../auth/home-login.js';
import { ConfigError, homePaths, loadConfig } from '../home/home.js';
import { type ParsedArgs, UsageError } from './args.js';
import { type Io, homeOf } from './commands.js';
import { readUrl, runningPid } from './pid-file.js';

/**
 * `ainize login`: an operator session without the password, for whoever can read the home's config.json.
 * It signs one request with the node's own key (auth/home-login.ts), so it works while password sign-in is
 * throttled by a guesser, and after the password is forgotten. The token is the command's only output, on
 * stdout, and only when stdout is not a terminal: a 30-day token left in a terminal's scrollback is a secret
 * printed, so the way to use it is `TOKEN=$(ainize login)`.
 */
export async function loginCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.positionals.length > 0) throw new UsageError('usage: ainize login [--home DIR]');
  const home = homeOf(args, io);
  if (io.stdoutIsTerminal === true) {
    throw new UsageError(
      `not printing an operator token to a terminal; capture it instead: TOKEN=$(ainize login --home ${home})`,
    );
  }
  const config = loadConfig(home, io.env);
  const paths = homePaths(home, config);
  const bound = runningPid(paths) === undefined ? undefined : readUrl(paths);
  if (bound === undefined) throw new ConfigError(`no node is running from ${paths.home}; start it with ainize start`);
  const url = viaLoopback(bound);
  const token = await requestToken(url, config.identity);
  io.out(token);
  io.err(`signed in to ${config.name} at ${url}; send the token as Authorization: Bearer <token>`);
  return 0;
}

/**
 * A node bound to every interface writes `0.0.0.0` or `[::]` as its address, which is no place to connect to;
 * loopback reaches it, and is where the node takes a home sign-in from.
 */
function viaLoopback(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === '0.0.0.0') parsed.hostname = '127.0.0.1';
  else if (parsed.hostname === '[::]') parsed.hostname = '[::1]';
  return parsed.origin;
}

async function requestToken(url: string, identity: { address: string; privateKey: string }): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${url}${HOME_LOGIN_PATH}`, {
      method: 'POST',
      headers: homeLoginHeaders(identity, Date.now()),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new ConfigError(`the node at ${url} did not answer (${(err as Error).message})`);
  }
  const body = (await res.json().catch(() => ({}))) as { token?: unknown; error?: unknown };
  if (!res.ok || typeof body.token !== 'string') {
    throw new ConfigError(`the node at ${url} refused the home sign-in: HTTP ${res.status} ${String(body.error)}`);
  }
  return body.token;
}
