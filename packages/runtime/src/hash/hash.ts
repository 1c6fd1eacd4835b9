/**
 * Small, seedable 32-bit hashes. Everything that decides an address or a code goes through here, so a model is
 * a pure function of its seed. Math.imul keeps the arithmetic in 32 bits without BigInt's cost.
 */

/** murmur3's finaliser: a bijective avalanche on 32 bits. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units, seeded, then avalanched (raw FNV clusters on short strings). */
export function hashString(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** Combines two hashes in order. */
export function combine(a: number, b: number): number {
  return fmix32((Math.imul(a ^ 0x9e3779b9, 0x27d4eb2f) + b) >>> 0);
}

/** splitmix32: a tiny PRNG good enough for random codes; returns a function yielding uint32. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}
