// How well this machine itself runs two busy processes at once, with no node, database or network involved: the
// most any server could gain from a second process here. Run as a child by `machineScaling`, it works in rounds
// until told its time is up and reports how many it finished.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKS = {
  /** Arithmetic on a few registers: what cores alone give. */
  compute() {
    let x = 0;
    for (let k = 0; k < 100_000; k++) x += k % 7;
    return x;
  },
  /** 64-float rows read at random addresses of a 2^20 × 64 float32 table (256 MiB), as a model's answer reads them. */
  rows(table, state) {
    let x = 0;
    for (let k = 0; k < 2_000; k++) {
      state.seed = (Math.imul(state.seed, 1103515245) + 12345) >>> 0;
      const off = (state.seed % 2 ** 20) * 64;
      for (let j = 0; j < 64; j++) x += table[off + j];
    }
    return x;
  },
};

if (process.argv[2] === 'child') {
  const work = process.argv[3];
  const table = work === 'rows' ? new Float32Array(64 * 2 ** 20) : null;
  // Touch every page, so the table is resident before the clock starts.
  if (table) for (let i = 0; i < table.length; i += 1024) table[i] = i % 13;
  process.send('ready');
  process.once('message', (ms) => {
    const state = { seed: process.pid };
    const end = performance.now() + ms;
    let rounds = 0;
    let sink = 0;
    while (performance.now() < end) {
      sink += WORKS[work](table, state);
      rounds++;
    }
    process.send({ rounds, sink });
  });
}

/** Rounds of `work` finished by `processes` processes running at once for `ms`. */
async function together(work, processes, ms) {
  const self = fileURLToPath(import.meta.url);
  const children = Array.from({ length: processes }, () => fork(self, ['child', work]));
  try {
    await Promise.all(children.map((c) => new Promise((resolve) => c.once('message', resolve))));
    const done = Promise.all(children.map((c) => new Promise((resolve) => c.once('message', resolve))));
    for (const c of children) c.send(ms);
    return (await done).reduce((n, r) => n + r.rounds, 0);
  } finally {
    for (const c of children) c.kill();
  }
}

/**
 * For each kind of work: rounds per second by one process and by two at once, alternated `repeats` times, and the
 * ratio of the sums.
 */
export async function machineScaling({ ms = 2_000, repeats = 2 } = {}) {
  const out = [];
  for (const work of Object.keys(WORKS)) {
    let one = 0;
    let two = 0;
    for (let i = 0; i < repeats; i++) {
      one += await together(work, 1, ms);
      two += await together(work, 2, ms);
    }
    out.push({ work, one: one / ((repeats * ms) / 1000), two: two / ((repeats * ms) / 1000), ratio: two / one });
  }
  return out;
}
