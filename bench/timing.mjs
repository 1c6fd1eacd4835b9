// Shared timing helpers for bench sections: wall-clock samples in milliseconds, after one warm-up.
import { performance } from 'node:perf_hooks';

export async function timeIt(fn, repeats = 5) {
  await fn();
  const samples = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

export function median(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function percentile(samples, p) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
