import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The optional bearer token of the port (AINIZE_MCP_HTTP_TOKEN). Both sides are hashed to the same length before
 * the constant-time comparison, so neither the token's length nor the position of the first wrong character shows
 * in how long a refusal takes. The token given is never stored, logged or echoed.
 */
export class BearerCheck {
  readonly #expected: Buffer;

  constructor(token: string) {
    this.#expected = digest(token);
  }

  /** Whether an `Authorization` header carries the token. */
  accepts(header: string | undefined): boolean {
    const given = header === undefined ? undefined : /^Bearer +([^\s]+) *$/i.exec(header)?.[1];
    // A missing header is still compared, against nothing, so "absent" and "wrong" take the same time.
    return timingSafeEqual(digest(given ?? ''), this.#expected) && given !== undefined;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
