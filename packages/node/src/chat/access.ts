import { sameAddress } from '@ainize/core';
import type { Caller } from '../http/route.js';
import type { ServingPatchEntry } from '../serving/types.js';

/**
 * The digest's rule for who may live-test what (§1.7): everything the catalog shows, except a private draft,
 * which only its author or a key credited on it (proven by a teaching key on this very request) or the operator
 * may load. The composition root may pass this as `canLoad`, or its own rule if the catalog knows more (e.g.
 * `test` visibility).
 */
export function draftsOwnerOrOperator(entry: ServingPatchEntry, caller: Caller): boolean {
  if (entry.status !== 'DRAFT') return true;
  if (caller.operator) return true;
  const teacher = caller.teacher;
  if (teacher === undefined) return false;
  // A taught lesson's draft is signed by the node and credits the teacher: the credited key owns it too.
  if (entry.author !== undefined && sameAddress(teacher, entry.author)) return true;
  return (entry.contributors ?? []).some((c) => sameAddress(teacher, c.address));
}
