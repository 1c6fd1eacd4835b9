import type { PreflightResult, PreflightStatus, TeachQuota, TrainingRow } from '@ainize/core';
import type { NodeClient } from '../node-client/index.js';

/**
 * Asks the model, before a lesson is spent, what it already knows. The node probes at most eight questions per
 * call and each call spends a live-test unit (charged to this server's address and to the key), so a larger set
 * is probed in windows of eight, and `teach` stops at the first window with something left to teach.
 */

export const PROBES_PER_CALL = 8;

/** A training set on the node, or rows not uploaded anywhere (probed inline). */
export type ProbeTarget = { dataset_id: string; rows: number } | { facts: readonly TrainingRow[] };

export interface ProbeOptions {
  base_ids: readonly string[];
  context_ids: readonly string[];
  /** Probe at most this many questions (from the first). */
  limit: number;
  /** Stop after the first window that has something to teach (what `teach` needs to know). */
  untilTrainable?: boolean;
  signal?: AbortSignal;
  /** Heard after each window: how many questions are probed so far, of how many. */
  onWindow?: (checked: number, of: number) => void;
}

export interface ProbeItem {
  /** Position in the training set (or in the rows given), from 0. */
  index: number;
  question: string;
  expected: string;
  status: PreflightStatus;
  /** What the model answered today, or null when it was not asked. */
  model_said: string | null;
  /** The base or compared knowledge that decided the verdict. */
  decided_by: string | null;
  meaning: string;
}

export interface Probe {
  items: ProbeItem[];
  trainable: number;
  checked: number;
  of: number;
  /** Node calls made: each spent a live-test unit. */
  calls: number;
  /** Live-test units left, as the last call said. */
  quota: TeachQuota | null;
}

const MEANINGS: Record<PreflightStatus, string> = {
  will_train: 'the model gets this wrong today — this is what a lesson teaches',
  already_known: 'the model already answers this correctly; a lesson leaves it out',
  overlaps_listing: 'a knowledge named in compare_with already answers this',
  invalid: 'this row cannot be trained as it is',
  in_base: 'the base you build on already answers this',
  base_conflict: 'the base answers this differently; teaching it would contradict the base',
};

export async function probe(client: NodeClient, target: ProbeTarget, options: ProbeOptions): Promise<Probe> {
  const total = 'facts' in target ? target.facts.length : target.rows;
  const of = Math.min(total, options.limit);
  const result: Probe = { items: [], trainable: 0, checked: 0, of, calls: 0, quota: null };
  const call = options.signal ? { signal: options.signal } : {};
  for (let offset = 0; offset < of; offset += PROBES_PER_CALL) {
    const limit = Math.min(PROBES_PER_CALL, of - offset);
    const window =
      'facts' in target
        ? { facts: target.facts.slice(offset, offset + limit) }
        : { dataset_id: target.dataset_id, offset, limit };
    const answer: PreflightResult = await client.teach.preflight(
      {
        ...window,
        ...(options.base_ids.length > 0 ? { base_ids: [...options.base_ids] } : {}),
        ...(options.context_ids.length > 0 ? { context_ids: [...options.context_ids] } : {}),
      },
      call,
    );
    result.calls++;
    result.quota = answer.quota;
    result.trainable += answer.trainable;
    result.checked += limit;
    for (const fact of answer.facts) {
      result.items.push({
        // The node numbers a window of a training set by the set's own positions, inline facts from 0.
        index: 'facts' in target ? offset + fact.index : fact.index,
        question: fact.prompt,
        expected: fact.answer,
        status: fact.status,
        model_said: fact.base_answer,
        decided_by: fact.base_id,
        meaning:
          fact.detail && fact.status === 'invalid' ? `${MEANINGS.invalid}: ${fact.detail}` : MEANINGS[fact.status],
      });
    }
    options.onWindow?.(result.checked, of);
    if (options.untilTrainable && result.trainable > 0) break;
  }
  return result;
}

/**
 * The sentence for a refused lesson: which questions are answered already and by whom (the model alone, the base it
 * builds on, a knowledge named in compare_with), and which cannot be trained as given — so a refusal never credits
 * the model with what a compared knowledge answered.
 */
export function nothingToTrainMessage(p: Probe): string {
  const parts = answeredBy(p.items).map(({ count, by }) => `${count} ${by}`);
  const what = parts.length === 0 ? 'nothing was probed' : parts.join('; ');
  return (
    `none of the ${p.checked} probed question${p.checked === 1 ? '' : 's'} is left to teach: ${what} — ` +
    'no lesson was submitted and none was spent'
  );
}

/** What an agent can do about a refused lesson, given who answered its questions. */
export function nothingToTrainNext(p: Probe): string {
  const compared = p.items.some((item) => item.status === 'overlaps_listing');
  const invalid = p.items.some((item) => item.status === 'invalid' || item.status === 'base_conflict');
  const steps = ['report the per-question verdicts in details.items (each names who answered it in decided_by)'];
  if (compared) {
    steps.push(
      'a knowledge named in compare_with already answers some (decided_by names it), so a lesson would repeat a ' +
        'listing; leave compare_with out only if the person wants the model itself to learn them',
    );
  }
  if (invalid) steps.push('mend or drop the rows marked invalid or base_conflict');
  steps.push('only questions nobody answers are worth a lesson');
  return steps.join('; ');
}

function answeredBy(items: readonly ProbeItem[]): { count: number; by: string }[] {
  const groups = new Map<string, number>();
  for (const item of items) {
    const by = whoAnswered(item);
    groups.set(by, (groups.get(by) ?? 0) + 1);
  }
  return [...groups].map(([by, count]) => ({ count, by }));
}

function whoAnswered(item: ProbeItem): string {
  const named = item.decided_by === null ? '' : ` ${item.decided_by}`;
  switch (item.status) {
    case 'already_known':
      return 'answered correctly by the model itself';
    case 'in_base':
      return `answered by the base${named}`;
    case 'overlaps_listing':
      return `answered by${named || ' a knowledge'} named in compare_with (not by the model)`;
    case 'base_conflict':
      return `answered differently by the base${named}`;
    case 'invalid':
      return 'not trainable as given';
    case 'will_train':
      return 'left to teach';
  }
}
