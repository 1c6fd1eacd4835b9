// What the catalog benches generate their made-up entries from: the word lists and a hash to draw from them.

export const MODELS = ['memory-tiny-v1', 'memory-small-v2', 'memory-wide-v1', 'memory-huge-v3'];
export const SCHEMAS = [
  'capital-of-region',
  'currency-code',
  'mime-type',
  'element-fact',
  'city-of-region',
  'ticker-code',
];
export const WORDS = [
  'northern',
  'coastal',
  'alpine',
  'river',
  'island',
  'desert',
  'harbour',
  'valley',
  'border',
  'ancient',
];
export const TOPICS = ['geography', 'finance', 'web', 'chemistry', 'transport', 'history'];
/** The first generated entry's time; later ones are spread after it. */
export const T0 = Date.parse('2026-01-01T00:00:00.000Z');

/** A cheap integer hash: attributes drawn from it are uncorrelated, unlike `i % k`, like a real catalog's. */
export function pick(i, salt, n) {
  let h = Math.imul(i ^ salt, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return ((h ^ (h >>> 13)) >>> 0) % n;
}
