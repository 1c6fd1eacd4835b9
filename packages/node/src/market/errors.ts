import { CatalogQueryError } from '../catalog/query.js';
import { ConflictError, HttpError } from '../http/errors.js';
import { LedgerForkError, LedgerRecordError } from '../ledger/errors.js';

/**
 * Turns the domain errors of the catalog and the ledger into the node's HTTP answers: a malformed query or record
 * is a 400 naming the field (`invalid: <field> …`), a fork is a 409. Anything else is passed through untouched so
 * the one error handler can still see it.
 */
export function toHttpError(err: unknown): unknown {
  if (err instanceof CatalogQueryError) return new HttpError(400, `invalid: ${err.field} ${err.reason}`);
  if (err instanceof LedgerRecordError) {
    // The ledger's own code (forged_id, invalid_signature …) is kept in the body: a client may key on it.
    return new HttpError(400, `invalid: ${err.field} ${err.reason}`, { reason: err.code });
  }
  if (err instanceof LedgerForkError) {
    return new ConflictError(err.message, { author: err.author, kept_id: err.keptId, rejected_id: err.rejectedId });
  }
  return err;
}

/** Runs a handler body and maps the domain errors it throws. */
export function mapped<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw toHttpError(err);
  }
}
