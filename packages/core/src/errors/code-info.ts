/**
 * What the catalogue records about one error code. Kept apart from the tables so the node's table and the
 * server's can both be typed by it without importing each other.
 */
export type CodeSide = 'mcp' | 'node' | 'both';

export interface CodeInfo {
  readonly side: CodeSide;
  readonly retryable: boolean;
  readonly retry_after_ms?: number;
  readonly status?: number;
  readonly tier?: 'money';
  readonly outcome?: true;
  readonly meaning: string;
}
