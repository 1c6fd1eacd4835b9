/** Internal: how refusals quote a bad value. Not part of the package's public surface. */

/** Short, safe description of a bad value for error messages (never more than a few dozen characters). */
export function quoteValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (typeof value !== 'string') return typeof value === 'object' ? 'an object' : typeof value;
  return value.length > 48 ? `${JSON.stringify(value.slice(0, 48))}… (${value.length} chars)` : JSON.stringify(value);
}
