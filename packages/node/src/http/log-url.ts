/**
 * The request URL as the log writes it. A download token travels in the query (`/p2p/blob/<sha>?token=…`, the
 * form the node API gives buyers) and is as good as the purchase for a day, so it never reaches a log line.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
