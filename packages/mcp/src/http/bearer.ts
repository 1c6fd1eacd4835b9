import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The bearer tokens of the port (AINIZE_MCP_HTTP_TOKEN, one or several). Both sides are hashed to the same length
 * before the constant-time comparison, so neither a token's length nor the position of the first wrong character
 * shows in how long a refusal takes, and every token is compared whichever one matches, so neither does which
 * token it was. A token given is never stored, logged or echoed: a caller is known by its token's place in the
 * list.
 */
export class BearerCheck {
  readonly #expected: readonly Buffer[];

  constructor(tokens: readonly string[]) {
    this.#expected = tokens.map(digest);
  }

  /** The place (1, 2, …) of the token an `Authorization` header carries, or null when it carries none of them. */
  holderOf(header: string | undefined): number | null {
    const given = header === undefined ? undefined : /^Bearer +([^\s]+) *$/i.exec(header)?.[1];
    // A missing header is still compared, against nothing, so "absent" and "wrong" take the same time.
    const sent = digest(given ?? '');
    let holder: number | null = null;
    this.#expected.forEach((expected, i) => {
      if (timingSafeEqual(sent, expected) && given !== undefined) holder = i + 1;
    });
    return holder;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
