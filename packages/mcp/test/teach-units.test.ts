import { AinizeFailure, type TeachJob } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { checkBasis } from '../src/teach/bases.js';
import { LessonBook } from '../src/teach/lesson-book.js';
import { lessonView } from '../src/teach/lesson-view.js';
import { checkDay, quotaOf } from '../src/teach/quota.js';
import { splitPreview } from '../src/teach/split-preview.js';

/** The pure parts of the teach door: the session's lesson cap, the day's gates, the split. Row prediction: rows.test.ts. */

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown.error;
    throw thrown;
  }
  throw new Error('expected a refusal');
};

describe('the lessons one session may spend', () => {
  it('reserves synchronously, gives back a lesson the node never charged, and keeps one it may have', () => {
    const book = new LessonBook(2);
    const first = book.reserve();
    const second = book.reserve();
    expect(failure(() => book.reserve()).code).toBe('teach_quota_consumed');
    first.release();
    first.spent('lesson-x', 'th_000000000001'); // a closed ticket changes nothing
    expect(book.count()).toEqual({ cap: 2, spent: 0, reserved: 1, remaining: 1 });
    second.spent(null, 'th_000000000002');
    book.reserve().spent('lesson-1', 'th_000000000003');
    expect(book.count()).toEqual({ cap: 2, spent: 2, reserved: 0, remaining: 0 });
    expect(book.jobOf('lesson-1')).toBe('th_000000000003');
    const refusal = failure(() => book.refuseWhenSpent());
    expect(refusal.message).toContain('AINIZE_MCP_MAX_TEACH_JOBS');
    expect(refusal.retryable).toBe(false);
  });
});

describe('the teaching key’s day', () => {
  const policy = { limits: { jobs_per_key_per_day: 3 } } as Parameters<typeof quotaOf>[0];
  const now = Date.parse('2026-09-04T12:00:00Z');
  const at = (hoursAgo: number) => ({ created_at: new Date(now - hoursAgo * 3_600_000).toISOString() }) as TeachJob;
  const session = new LessonBook(1).count();

  it('counts lessons over a rolling 24 hours and asks for confirm on the last one', () => {
    const quota = quotaOf(policy, [at(1), at(23), at(25)], session, now);
    expect(quota).toMatchObject({ limit: 3, used_today: 2, remaining: 1, last_of_the_day: true });
    expect(failure(() => checkDay(quota, false, 'http://node')).code).toBe('confirmation_required');
    expect(() => checkDay(quota, true, 'http://node')).not.toThrow();
    const none = quotaOf(policy, [at(1), at(2), at(3)], session, now);
    expect(failure(() => checkDay(none, true, 'http://node')).code).toBe('quota_key');
  });

  it('does not ration the node’s own key, as the node does not', () => {
    const own = quotaOf(policy, [at(1), at(2), at(3)], session, now, false);
    expect(own).toMatchObject({ limit: null, remaining: null, used_today: 3, last_of_the_day: false });
    expect(() => checkDay(own, false, 'http://node')).not.toThrow();
  });
});

describe('what a lesson builds on', () => {
  it('refuses two bases and merge as merge_not_available, extend without a base, and one id in both roles', () => {
    expect(failure(() => checkBasis({ base: ['a', 'b'], compare_with: [], mode: undefined })).code).toBe(
      'merge_not_available',
    );
    expect(failure(() => checkBasis({ base: ['a'], compare_with: [], mode: 'merge' })).code).toBe(
      'merge_not_available',
    );
    expect(failure(() => checkBasis({ base: [], compare_with: [], mode: 'extend' })).code).toBe('invalid_argument');
    expect(failure(() => checkBasis({ base: ['a'], compare_with: ['a'], mode: undefined })).code).toBe(
      'invalid_argument',
    );
    expect(checkBasis({ base: ['a'], compare_with: [], mode: undefined })).toBe('extend');
    expect(checkBasis({ base: [], compare_with: ['c'], mode: undefined })).toBe('scratch');
  });
});

describe('the publish split preview', () => {
  const seller = '0x1111111111111111111111111111111111111111';
  const teacher = '0x2222222222222222222222222222222222222222';
  const parentAuthor = '0x3333333333333333333333333333333333333333';
  const base = {
    price: '10',
    currency: 'CREDIT',
    seller,
    teacher: { address: teacher, share: 0.7 },
    royaltyShare: 0.3,
    verifierShare: undefined,
    verifiers: [],
  };

  it('pays a teacher 70 % of the price without a parent', () => {
    const preview = splitPreview({ ...base, parents: [], anchors: new Map() });
    expect(preview.to_you_the_teacher).toMatchObject({
      amount: '7',
      of_the_price: '70%',
      before_the_verifier_fee: '70%',
    });
    expect(preview.to_the_people_it_was_built_on).toMatchObject({ amount: '0', applies: false });
    expect(preview.explanation).toBe('70% of the price, because this knowledge has no parent to pay');
  });

  it('pays 49 % with a parent, after a lineage pool of 30 % to the parent’s author', () => {
    const anchors = new Map([['base-1', { id: 'base-1', author: parentAuthor }]]);
    const preview = splitPreview({ ...base, parents: ['base-1'], anchors });
    expect(preview.to_you_the_teacher).toMatchObject({ amount: '4.9', of_the_price: '49%' });
    expect(preview.to_the_people_it_was_built_on.amount).toBe('3');
    expect(preview.explanation).toContain('49% of the price: a lineage pool of 30%');
  });

  it('shows the verifiers’ fee coming out of the seller’s side before the teacher’s share', () => {
    const verifiers = ['0x4444444444444444444444444444444444444444', '0x5555555555555555555555555555555555555555'];
    const preview = splitPreview({ ...base, parents: [], anchors: new Map(), verifiers });
    expect(preview.to_the_verifiers).toMatchObject({ amount: '0.5', verifiers: 2 });
    expect(preview.to_you_the_teacher).toMatchObject({ amount: '6.65', before_the_verifier_fee: '70%' });
  });
});

describe('a lesson as an agent reads it', () => {
  it('says what it learned, what it did not with what the model said instead, and whether it may be published', () => {
    const lesson = {
      id: 'lesson-1',
      status: 'READY',
      facts: [
        { prompt: 'Q1?', answer: 'A1', base_answer: 'I do not know', after_answer: 'A1', hit: true, heldout_hit: true },
        { prompt: 'Q2?', answer: 'A2', base_answer: 'I do not know', after_answer: 'B2', hit: false },
      ],
      checks: {
        executed: true,
        taught: { hits: 1, total: 2, sampled: { checked: 2, of: 2 } },
        skipped: 0,
        heldout: { hits: 1, total: 1 },
        parent_regression: { ok: true, hit: 10, total: 10 },
        locality: { ok: false, same: 10, total: 12 },
        reverted_and_reapplied: true,
        ok: false,
        note: null,
      },
      progress: { percent: 100 },
      dataset: { id: 'ds', sha256: 'c'.repeat(64), rows: 2, trained_rows: 2 },
      base_ids: [],
      context_patch_ids: [],
      mode: 'scratch',
      eta_s: null,
      result: { sha256: 'd'.repeat(64), rows: 40, size_bytes: 1024 },
      draft_id: 'draft-1',
      patch_id: null,
      publish_status: 'none',
    } as unknown as TeachJob;
    const view = lessonView(lesson);
    expect(view.questions).toMatchObject({ learned: 1, not_learned: 1 });
    expect(view.questions?.still_wrong).toEqual([
      { question: 'Q2?', expected: 'A2', model_said: 'B2', before_the_lesson: 'I do not know' },
    ]);
    expect(view.publish_gate).toBe('closed');
    expect(view.what_is_happening).toContain('cannot be published');
    expect(view.eta_note).toBe('the lesson has landed: nothing is left to wait for');
    const running = lessonView({ ...lesson, status: 'TRAINING' } as TeachJob);
    expect(running.eta_note).toBe('no measured estimate yet (the node estimates once it has timed three lessons)');
    expect(lessonView({ ...lesson, status: 'TRAINING', eta_s: 42 } as TeachJob).eta_note).toBe(
      "the node's measured estimate: about 42 s",
    );
    expect(view.next_steps.join(' ')).toContain('checks_failed');
    expect(view.next_steps[0]).toContain('"draft-1"');
  });
});
