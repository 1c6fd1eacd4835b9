import { sha256Hex } from './sha256.js';

/**
 * Canonical JSON: compact, object keys sorted by UTF-16 code unit at every depth, arrays in order.
 * Keys whose value is `undefined` are dropped; `undefined` elsewhere and non-finite numbers become `null`
 * (what JSON.stringify does for array slots, applied uniformly so the output never depends on position).
 * Both sides hash this text, so a ledger record or a payment intent hashes the same on every node.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? 'null';
}

/** sha256 (hex) of `canonicalJson(value)`. */
export function hashCanonical(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

function sortKeysDeep(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  const source = value as Record<string, unknown>;
  const toJSON = (source as { toJSON?: () => unknown }).toJSON;
  if (typeof toJSON === 'function') return sortKeysDeep(toJSON.call(source));
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) {
    const v = source[key];
    if (v !== undefined) sorted[key] = sortKeysDeep(v);
  }
  return sorted;
}
