// What a process has used so far, read from Linux's /proc. Both answer null elsewhere, and the bench says so.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) a process has run so far, all its threads, from Linux's per-thread scheduler counters (ns).
 * Unlike wall time it does not grow when other work on the machine delays a process. null off Linux.
 */
export function cpuMsOf(pid) {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return ns / 1e6;
  } catch {
    return null;
  }
}

/** Resident memory (MiB) of a process; null off Linux. */
export function rssMibOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
