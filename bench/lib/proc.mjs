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

/** Parent pid of every process now running, from /proc/<pid>/stat (empty off Linux). */
function parents() {
  const map = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return map;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      map.set(Number(pid), { ppid: Number(after[1]), comm });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return map;
}

/** A process and every descendant now running (empty off Linux). */
function treeOf(rootPid) {
  const all = parents();
  if (all.size === 0) return new Set();
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of all) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return inTree;
}

/** CPU time (ms) of a process and every descendant now running; null off Linux. */
export function treeCpuMs(rootPid) {
  const inTree = treeOf(rootPid);
  if (inTree.size === 0) return null;
  let ms = 0;
  for (const pid of inTree) ms += cpuMsOf(pid) ?? 0;
  return ms;
}

/**
 * CPU time (ms) of the main thread (the JavaScript event loop) of each process in the tree, without the root when
 * `withoutRoot` (a primary that only hands out connections), and how many threads that was; null off Linux.
 */
export function mainThreadsCpuMs(rootPid, withoutRoot = false) {
  const inTree = treeOf(rootPid);
  if (inTree.size === 0) return null;
  let ms = 0;
  let threads = 0;
  for (const pid of inTree) {
    if (withoutRoot && pid === rootPid) continue;
    try {
      ms += Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      threads++;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return { ms, threads };
}

/** CPU time (ms) of every running process with this command name (e.g. every PostgreSQL backend); null off Linux. */
export function commandCpuMs(comm) {
  const all = parents();
  if (all.size === 0) return null;
  let ms = 0;
  for (const [pid, p] of all) if (p.comm === comm) ms += cpuMsOf(pid) ?? 0;
  return ms;
}

/** The machine's CPU time so far, busy and all (ms, summed over cores), from /proc/stat; null off Linux. */
export function machineCpuMs() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = fields[3] + fields[4];
    const tick = 10; // USER_HZ is 100 on Linux: one tick is 10 ms
    return { busy: (total - idle) * tick, total: total * tick };
  } catch {
    return null;
  }
}
