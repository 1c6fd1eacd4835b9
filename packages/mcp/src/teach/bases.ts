import { AinizeFailure } from '@ainize/core';
import type { NodeClient, PatchDetail } from '../node-client/index.js';

/**
 * What a lesson is built on, read and judged before anything is spent. `base` becomes a parent for good (paid a
 * share of every sale, needed by every buyer) and maps to the node's `base_ids`; `compare_with` is only loaded for
 * comparison and maps to `context_ids`. The refusals use the node's own words, so an agent reads the same code
 * whether this server or the node caught it.
 */

export type LessonMode = 'scratch' | 'extend' | 'merge';

export interface LessonBasis {
  base: readonly string[];
  compare_with: readonly string[];
  mode: LessonMode | undefined;
}

export interface BuiltOn {
  id: string;
  role: 'base' | 'compare_with';
  name: string;
  status: string;
  price: string;
  currency: string;
  /** Whether this node holds the knowledge file (a delta lesson loads its base). */
  body_held: boolean | null;
  /** The base's training-set access, when it names one. */
  training_set: string | null;
}

export interface ResolvedBasis {
  built_on: BuiltOn[];
  mode: 'scratch' | 'extend';
  base_ids: string[];
  context_ids: string[];
}

/** Refusals that need no node at all: a merge, an extend without a base, an id named twice. */
export function checkBasis(basis: LessonBasis): 'scratch' | 'extend' {
  if (basis.base.length > 1 || basis.mode === 'merge') {
    throw AinizeFailure.of(
      'merge_not_available',
      'combining two knowledges is a merge, and no node supports it yet — build on one of them' +
        (basis.base.length > 1 ? ` (${basis.base.join(', ')})` : ''),
      { details: { base: [...basis.base], field: basis.base.length > 1 ? 'base' : 'mode' } },
    );
  }
  const mode = basis.mode ?? (basis.base.length === 1 ? 'extend' : 'scratch');
  if (mode === 'extend' && basis.base.length === 0) {
    throw AinizeFailure.of(
      'invalid_argument',
      'mode "extend" trains on top of a base: name it in `base`, or use mode "scratch" for a stand-alone knowledge',
      { details: { field: 'mode' } },
    );
  }
  const both = basis.base.filter((id) => basis.compare_with.includes(id));
  if (both.length > 0) {
    throw AinizeFailure.of(
      'invalid_argument',
      `${both.join(', ')} is named in both base and compare_with: a base is trained on and paid; compare_with is only ` +
        'loaded for comparison — pick one',
      { details: { field: 'compare_with', ids: both } },
    );
  }
  return mode;
}

/** Reads every named knowledge (unknown ids fail with the node's own code) and refuses a base that cannot be one. */
export async function resolveBasis(
  client: NodeClient,
  basis: LessonBasis,
  signal: AbortSignal | undefined,
): Promise<ResolvedBasis> {
  const mode = checkBasis(basis);
  const options = { teach: 'auto' as const, ...(signal ? { signal } : {}) };
  const named = [
    ...basis.base.map((id) => ({ id, role: 'base' as const })),
    ...basis.compare_with.map((id) => ({ id, role: 'compare_with' as const })),
  ];
  const details = await Promise.all(named.map(({ id }) => client.patch(id, options)));
  details.forEach((detail, i) => {
    if (named[i]?.role === 'base') refuseAsBase(detail);
  });
  return {
    built_on: details.map((detail, i) => builtOn(detail, named[i]?.role ?? 'base')),
    mode,
    base_ids: [...basis.base],
    context_ids: [...basis.compare_with],
  };
}

function refuseAsBase(detail: PatchDetail): void {
  if (detail.status === 'REJECTED') {
    throw AinizeFailure.of(
      'base_rejected',
      `${detail.id} failed verification (REJECTED), so nothing can be built on it`,
      { details: { id: detail.id, status: detail.status } },
    );
  }
  const retired =
    detail.status === 'CHALLENGED' || detail.status === 'SUPERSEDED' || detail.status === 'RETIRED'
      ? detail.status
      : detail.open_challenge
        ? 'an open challenge'
        : null;
  if (retired !== null) {
    const newer = detail.superseded_by.length > 0 ? ` — build on ${detail.superseded_by.join(' or ')} instead` : '';
    throw AinizeFailure.of(
      'base_retired',
      `${detail.id} cannot be a base: it has ${retired === 'an open challenge' ? retired : `the status ${retired}`}${newer}`,
      { details: { id: detail.id, status: detail.status, superseded_by: detail.superseded_by } },
    );
  }
}

function builtOn(detail: PatchDetail, role: BuiltOn['role']): BuiltOn {
  return {
    id: detail.id,
    role,
    name: detail.anchor.name,
    status: detail.status,
    price: detail.anchor.price,
    currency: detail.anchor.currency,
    body_held: detail.has_body ?? null,
    training_set: detail.anchor.dataset?.access ?? null,
  };
}
