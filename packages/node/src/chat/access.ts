import { sameAddress } from '@ainize/core';
import type { Caller } from '../http/route.js';
import type { ServingPatchEntry } from '../serving/types.js';

/**
 * The digest's rule for who may live-test what (§1.7): everything the catalog shows, except a private draft,
 * which only its author (proven by a teaching key on this very request) or the operator may load. The
 * composition root may pass this as `canLoad`, or its own rule if the catalog knows more (e.g. `test` visibility).
 */
export function draftsOwnerOrOperator(entry: ServingPatchEntry, caller: Caller): boolean {
  if (entry.status !== 'DRAFT') return true;
  if (caller.operator) return true;
  return caller.teacher !== undefined && entry.author !== undefined && sameAddress(caller.teacher, entry.author);
}
