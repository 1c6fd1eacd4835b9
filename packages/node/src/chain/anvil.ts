import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pidAlive } from '../lock/files.js';
import { ChainError } from './errors.js';

/**
 * anvil, Foundry's local EVM node, from npm (`@foundry-rs/anvil`). The binary of the platform package is spawned
 * directly rather than through the package's `bin.mjs` wrapper: the wrapper is a Node process that forwards
 * signals to a child, so its pid is not the chain's, and a kill -9 of it would leave the chain running unowned.
 */

export interface AnvilOptions {
  host: string;
  port: number;
  chainId: number;
  /**
   * anvil's `--state`: loaded at start when it exists, dumped on a clean exit (SIGTERM) and every
   * `stateIntervalSeconds`, so even a kill -9 loses at most that much.
   */
  stateFile?: string;
  stateIntervalSeconds?: number;
  /** Where anvil's output goes (appended, mode 0600); without it the output is dropped. */
  logFile?: string;
  /** Outlive this process (the cluster's chain); otherwise it is a child that dies with a test's cleanup. */
  detached?: boolean;
  startTimeoutMs?: number;
}

export interface AnvilProcess {
  pid: number;
  rpcUrl: string;
  /** SIGTERM (so anvil dumps its state), then SIGKILL if it is still there after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<StopOutcome>;
}

export type StopOutcome = 'stopped' | 'killed' | 'not_running';

/**
 * Once a second: the cluster's state is a few accounts and one contract, so a dump costs next to nothing, and a
 * payment settled just before a crash is most likely on disk.
 */
const DEFAULT_STATE_INTERVAL_S = 1;
/** A busy 2-core machine can take a few seconds to exec a 30 MB binary and bind. */
const DEFAULT_START_TIMEOUT_MS = 20_000;
const DEFAULT_STOP_TIMEOUT_MS = 15_000;

/** The npm platform package's naming: `@foundry-rs/anvil-<platform>-<amd64|arm64>`. */
export function anvilPackage(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  const cpu = arch === 'x64' ? 'amd64' : arch;
  return `@foundry-rs/anvil-${platform}-${cpu}`;
}

export function anvilBinary(): string {
  const pkg = anvilPackage();
  let root: string;
  try {
    root = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  } catch {
    throw new ChainError(
      'anvil_not_installed',
      `anvil for ${process.platform}-${process.arch} is not installed (${pkg}, an optional dependency of ` +
        '@foundry-rs/anvil); run npm install without --omit=optional, on a platform Foundry publishes for',
    );
  }
  return join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

export function anvilArgs(options: AnvilOptions): string[] {
  return [
    ...['--host', options.host, '--port', String(options.port), '--chain-id', String(options.chainId)],
    // No dev accounts: their keys are public knowledge (the "test … junk" mnemonic), and anything funded there
    // could be spent by anyone who can reach the port. Accounts are funded explicitly with anvil_setBalance.
    ...['--accounts', '0'],
    ...(options.stateFile
      ? [
          '--state',
          options.stateFile,
          '--state-interval',
          String(options.stateIntervalSeconds ?? DEFAULT_STATE_INTERVAL_S),
        ]
      : []),
  ];
}

export async function spawnAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const binary = anvilBinary();
  const rpcUrl = `http://${options.host}:${options.port}`;
  // Checked first because the wait below cannot tell a chain already on the port from the one just spawned: it
  // would answer before the new anvil failed to bind, and the caller would deploy onto someone else's chain.
  const resident = await rpcChainId(rpcUrl);
  if (resident !== undefined)
    throw new ChainError(
      'anvil_failed',
      `a chain (id ${resident}) already answers at ${rpcUrl}; stop it or choose another port (nothing was started)`,
    );
  const log = options.logFile ? openSync(options.logFile, 'a', 0o600) : undefined;
  const output = log ?? 'ignore';
  const child = spawn(binary, anvilArgs(options), {
    detached: options.detached === true,
    stdio: ['ignore', output, output],
  });
  if (log !== undefined) closeSync(log);
  let exit: string | undefined;
  child.on('exit', (code, signal) => (exit = signal ? `signal ${signal}` : `code ${code}`));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  if (options.detached) child.unref();
  const pid = child.pid;
  if (pid === undefined) {
    throw new ChainError('anvil_failed', `could not start ${binary}: ${(await spawnError).message}`);
  }
  const anvil: AnvilProcess = { pid, rpcUrl, stop: (timeoutMs) => stopAnvil(pid, timeoutMs) };
  try {
    await waitForChain(rpcUrl, {
      chainId: options.chainId,
      timeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
      exited: () => exit,
      ...(options.logFile ? { logFile: options.logFile } : {}),
    });
  } catch (err) {
    await anvil.stop(2_000);
    throw err;
  }
  return anvil;
}

export interface WaitOptions {
  chainId: number;
  timeoutMs: number;
  logFile?: string;
  /** Set once the process exited; checked between polls so a crash is reported at once, not at the deadline. */
  exited?: () => string | undefined;
}

export async function waitForChain(rpcUrl: string, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const where = options.logFile ? `its log: ${options.logFile}` : 'it was started without a log file';
  for (;;) {
    const exit = options.exited?.();
    if (exit !== undefined)
      throw new ChainError(
        'anvil_failed',
        `anvil exited (${exit}) before answering at ${rpcUrl}; ${where}${tail(options.logFile)}`,
      );
    const answered = await rpcChainId(rpcUrl);
    if (answered === options.chainId) return;
    if (answered !== undefined)
      throw new ChainError(
        'chain_unreachable',
        `${rpcUrl} answers as chain ${answered}, not ${options.chainId}: another chain holds that port`,
      );
    if (Date.now() >= deadline)
      throw new ChainError(
        'anvil_failed',
        `anvil did not answer eth_chainId at ${rpcUrl} within ${Math.round(options.timeoutMs / 1000)} s; ${where}`,
      );
    await sleep(100);
  }
}

/** The chain id a JSON-RPC endpoint reports, or undefined when nothing answers it within `timeoutMs`. */
export async function rpcChainId(rpcUrl: string, timeoutMs = 1_000): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return undefined;
    const { result } = (await res.json()) as { result?: unknown };
    return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? Number(result) : undefined;
  } catch {
    // Refused, reset or timed out: all mean "not answering" to a caller deciding whether to start or wait.
    return undefined;
  }
}

/**
 * Stops an anvil by pid, whoever started it (the cluster's chain is stopped by a later `down`). SIGTERM lets anvil
 * write its `--state` file; it can take a second or two on a busy machine, so this waits for the process to be
 * gone rather than for the signal to be sent.
 */
export async function stopAnvil(pid: number, timeoutMs = DEFAULT_STOP_TIMEOUT_MS): Promise<StopOutcome> {
  if (!pidAlive(pid)) return 'not_running';
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return 'not_running';
  }
  const deadline = Date.now() + timeoutMs;
  while (pidAlive(pid) && Date.now() < deadline) await sleep(50);
  if (!pidAlive(pid)) return 'stopped';
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone between the check and the kill.
  }
  const reaped = Date.now() + 5_000;
  while (pidAlive(pid) && Date.now() < reaped) await sleep(50);
  return 'killed';
}

/**
 * Whether `pid` is an anvil, so a pid file outliving its process never gets an unrelated process signalled after
 * the pid was reused. Reads /proc (Linux); where there is none, a live pid is taken at its word.
 */
export function isAnvilProcess(pid: number): boolean {
  if (!pidAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]?.includes('anvil') ?? false;
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last lines of anvil's log, so a failed start shows why without a second command. */
function tail(logFile: string | undefined, lines = 5): string {
  if (logFile === undefined) return '';
  try {
    const text = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return text === '' ? '' : `; last lines:\n${text}`;
  } catch {
    return '';
  }
}
