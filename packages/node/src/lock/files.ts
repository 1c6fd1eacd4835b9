import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The on-disk shape of the model lock, shared by every process that uses the same model:
 *   <dir>/lock/holder.json   the holder (the directory's atomic mkdir is the lock itself)
 *   <dir>/queue/<ticket>     one file per waiter, named so that sorting gives arrival order
 * Only node built-ins here: other processes (and the two-process tests) load this module as plain JS.
 */

export interface HolderRecord {
  /** `pid:<n>` of the holding process. */
  owner: string;
  /** What the model is busy with: `chat:<id>`, `check:<id>`, `apply`, `remove` … */
  label: string;
  /** Epoch ms when the hold began. */
  since: number;
  /** Epoch ms after which another process may break the hold. */
  lease_until: number;
  /** Tells two holds by the same process apart, so a late release cannot drop someone else's hold. */
  token: string;
}

export interface Ticket {
  name: string;
  pid: number;
  label: string;
  since: number;
}

export const lockPath = (dir: string) => join(dir, 'lock');
export const holderPath = (dir: string) => join(dir, 'lock', 'holder.json');
export const queuePath = (dir: string) => join(dir, 'queue');

export const ownerOf = (pid: number) => `pid:${pid}`;

export function pidOf(owner: string): number | undefined {
  const match = /^pid:(\d+)$/.exec(owner);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** `process.kill(pid, 0)` probes without signalling: ESRCH means gone, EPERM means alive but not ours. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A process that exited but was not yet reaped still answers signal 0. Containers whose init reaps slowly keep
 * such zombies around for seconds, and a dead holder must not look alive meanwhile. Linux only; elsewhere the
 * probe above is all there is.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

export function newToken(): string {
  return randomBytes(8).toString('hex');
}

/** mkdir is atomic on every local filesystem: exactly one of several racing processes succeeds. */
export function tryMakeLockDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    mkdirSync(lockPath(dir));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Written through a temp file and rename, so a reader never sees half a holder. */
export function writeHolder(dir: string, holder: HolderRecord): void {
  const temp = join(lockPath(dir), `.holder.${process.pid}.${holder.token}.tmp`);
  writeFileSync(temp, JSON.stringify(holder));
  renameSync(temp, holderPath(dir));
}

export type HolderRead =
  | { state: 'free' }
  | { state: 'held'; holder: HolderRecord }
  /** The directory exists but holds no readable holder.json; `ageMs` is how long it has been so. */
  | { state: 'unknown'; ageMs: number };

export function readHolder(dir: string, now: number): HolderRead {
  let ageMs: number;
  try {
    ageMs = now - statSync(lockPath(dir)).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'free' };
    throw err;
  }
  try {
    const parsed = JSON.parse(readFileSync(holderPath(dir), 'utf8')) as Partial<HolderRecord>;
    if (typeof parsed.owner === 'string' && typeof parsed.label === 'string' && typeof parsed.since === 'number') {
      return {
        state: 'held',
        holder: {
          owner: parsed.owner,
          label: parsed.label,
          since: parsed.since,
          lease_until: typeof parsed.lease_until === 'number' ? parsed.lease_until : parsed.since,
          token: typeof parsed.token === 'string' ? parsed.token : '',
        },
      };
    }
  } catch {
    // Missing or unreadable: a holder died between mkdir and its write, or is writing right now.
  }
  return { state: 'unknown', ageMs };
}

/**
 * Removes the lock directory if it still holds the hold identified by `token` (null: a hold that never wrote
 * its holder.json). The directory is renamed aside first, atomically, and checked there: if it turns out to be
 * a newer hold taken meanwhile, it is put back. This is what lets a late release or a break never drop a
 * hold other than the one it judged.
 */
export function removeLockDir(dir: string, token: string | null): boolean {
  const aside = join(dir, `.removed-${process.pid}-${newToken()}`);
  try {
    renameSync(lockPath(dir), aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if (tokenIn(aside) !== token) {
    try {
      renameSync(aside, lockPath(dir));
    } catch {
      // Someone took the free lock in the instant it was aside; theirs stands and the moved one is dropped.
      rmSync(aside, { recursive: true, force: true });
    }
    return false;
  }
  rmSync(aside, { recursive: true, force: true });
  return true;
}

function tokenIn(lockDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(lockDir, 'holder.json'), 'utf8')) as { token?: unknown };
    return typeof parsed.token === 'string' ? parsed.token : null;
  } catch {
    return null;
  }
}

let ticketCounter = 0;

export function createTicket(dir: string, label: string, now: number): string {
  mkdirSync(queuePath(dir), { recursive: true });
  // Zero-padded time first so a plain sort is arrival order; pid and a counter break ties.
  const name = `${String(now).padStart(15, '0')}-${process.pid}-${String(ticketCounter++).padStart(6, '0')}.json`;
  writeFileSync(join(queuePath(dir), name), JSON.stringify({ pid: process.pid, label, since: now }));
  return name;
}

export function removeTicket(dir: string, name: string): void {
  rmSync(join(queuePath(dir), name), { force: true });
}

/** Live tickets in arrival order; tickets of dead processes are deleted on the way. */
export function liveTickets(dir: string, maxAgeMs: number, now: number): Ticket[] {
  let names: string[];
  try {
    names = readdirSync(queuePath(dir)).filter((n) => n.endsWith('.json'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const live: Ticket[] = [];
  for (const name of names.sort()) {
    const match = /^(\d+)-(\d+)-\d+\.json$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    const since = Number(match[1]);
    const pid = Number(match[2]);
    // The age cap bounds the damage of a recycled pid that makes a dead waiter look alive.
    if (!pidAlive(pid) || now - since > maxAgeMs) {
      removeTicket(dir, name);
      continue;
    }
    live.push({ name, pid, label: readTicketLabel(dir, name), since });
  }
  return live;
}

function readTicketLabel(dir: string, name: string): string {
  try {
    const parsed = JSON.parse(readFileSync(join(queuePath(dir), name), 'utf8')) as { label?: unknown };
    return typeof parsed.label === 'string' ? parsed.label : '';
  } catch {
    return '';
  }
}
