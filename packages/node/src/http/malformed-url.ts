/**
 * A percent escape that does not decode (`%ZZ`, a cut UTF-8 sequence). The router refuses one in the path; the
 * query parser would pass it on undecoded, so a search for `%ZZ` would quietly look for the three characters. Both
 * are refused with this one answer instead.
 */
export const MALFORMED_URL = 'invalid: the URL has a malformed percent escape';

/**
 * True when the query string of `url` holds an escape that does not decode. Decoding the whole query at once is
 * the same test as decoding each name and value: `&` and `=` are ASCII, so no escape or UTF-8 sequence spans them.
 */
export function hasMalformedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}
