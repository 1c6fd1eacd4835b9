import type { RecordProblemCode } from './record.js';

/**
 * A record was refused. `code` is the machine word the HTTP layer puts before the colon of its error
 * (`invalid`, `forged_id`, `invalid_signature`, `wrong_author`, `broken_link`); `field` names what was wrong.
 * Nothing is written when one is thrown.
 */
export class LedgerRecordError extends Error {
  override readonly name = 'LedgerRecordError';
  constructor(
    readonly code: RecordProblemCode | 'broken_link',
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${code}: ${field} ${reason}`);
  }
}

/**
 * The author signed a second, different successor of a record already extended here. The record is refused
 * (the chain keeps the one seen first) and the evidence is kept in the ledger's fork log.
 */
export class LedgerForkError extends Error {
  override readonly name = 'LedgerForkError';
  readonly code = 'fork';
  constructor(
    readonly author: string,
    readonly prevId: string | null,
    readonly keptId: string,
    readonly rejectedId: string,
  ) {
    super(`fork: ${author} signed both ${keptId} and ${rejectedId} after ${prevId ?? 'the start of its chain'}`);
  }
}
