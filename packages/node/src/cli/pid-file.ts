import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HomePaths } from '../home/home.js';
import { pidAlive } from '../lock/files.js';

/**
 * `<home>/node.pid` holds the serving process's pid; `<home>/node.url` the address it bound (which differs from
 * config when port 0 asked the OS for one). Both are written once the node listens and removed when it stops.
 */

const urlFile = (paths: HomePaths) => join(paths.home, 'node.url');

export function writeRunFiles(paths: HomePaths, url: string): void {
  writeFileSync(paths.pidFile, `${process.pid}\n`);
  writeFileSync(urlFile(paths), `${url}\n`);
}

/** Removes the files only if they still name this process, so a newer node's files survive our exit. */
export function removeRunFiles(paths: HomePaths): void {
  if (readPid(paths) !== process.pid) return;
  rmSync(paths.pidFile, { force: true });
  rmSync(urlFile(paths), { force: true });
}

export function readPid(paths: HomePaths): number | undefined {
  try {
    const pid = Number(readFileSync(paths.pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a node still running from this home; a file left by a dead process is cleaned up. */
export function runningPid(paths: HomePaths): number | undefined {
  const pid = readPid(paths);
  if (pid === undefined) return undefined;
  if (pidAlive(pid)) return pid;
  rmSync(paths.pidFile, { force: true });
  rmSync(urlFile(paths), { force: true });
  return undefined;
}

export function readUrl(paths: HomePaths): string | undefined {
  try {
    const url = readFileSync(urlFile(paths), 'utf8').trim();
    return url === '' ? undefined : url;
  } catch {
    return undefined;
  }
}
