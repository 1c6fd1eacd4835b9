import { AinizeFailure, createScrubber, type AinizeError } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { lockLabelWords, modelLockSentence, modelLockView, toolError, toolResult } from '../src/errors/index.js';

// Shaped like nothing in particular, so only the exact known-secret rule can catch it.
const CANARY = 'canary-Q7vX2pLm9TzR4wKe';
const scrubber = createScrubber({ knownSecrets: [CANARY] });

const parsed = (answer: { content: [{ text: string }] }): AinizeError & { next: string } =>
  JSON.parse(answer.content[0].text) as AinizeError & { next: string };

describe('toolError — the one place a failure becomes a tool result', () => {
  it('passes a node code through unrewritten, with its retry facts', () => {
    const answer = toolError(
      AinizeFailure.of('quota_chat', 'free live-test quota exhausted for this hour', {
        details: { quota_reset: 1788000000000 },
      }),
      scrubber,
    );
    expect(answer.isError).toBe(true);
    expect(answer.structuredContent).toEqual({
      code: 'quota_chat',
      message: 'free live-test quota exhausted for this hour',
      retryable: expect.any(Boolean) as unknown,
      details: { quota_reset: 1788000000000 },
      next: expect.stringContaining('retry_after_ms') as unknown,
    });
    expect(parsed(answer)).toEqual(answer.structuredContent);
  });

  it('names the holder and says when to come back for model_busy', () => {
    const answer = toolError(AinizeFailure.of('model_busy', 'the model is held by pid:1 (apply) for 3 s'), scrubber);
    expect(parsed(answer)).toMatchObject({ code: 'model_busy', retryable: true, retry_after_ms: 30_000 });
  });

  it('gives every refusal a next step, from the table or from whether a retry can help', () => {
    const known = parsed(toolError(AinizeFailure.of('job_not_found', 'no job lt_000000000000'), scrubber));
    expect(known.next).toContain('job_list');
    const unknownRetryable = parsed(toolError(AinizeFailure.of('unavailable', 'later'), scrubber));
    expect(unknownRetryable.next).toContain('try again after a pause');
    const unknownFinal = parsed(toolError(AinizeFailure.of('base_unknown', 'no such base'), scrubber));
    expect(unknownFinal.next).toContain('fail the same way');
  });

  it('turns an unexpected exception into internal_error and keeps its message', () => {
    const answer = toolError(new TypeError('cannot read properties of undefined'), scrubber);
    expect(parsed(answer)).toMatchObject({
      code: 'internal_error',
      message: 'cannot read properties of undefined',
      retryable: false,
    });
  });

  it('never invites a retry in the money tier', () => {
    const answer = toolError(AinizeFailure.of('node_unreachable', 'the node did not answer'), scrubber, {
      tier: 'money',
    });
    expect(parsed(answer).retryable).toBe(false);
    expect(parsed(answer)).not.toHaveProperty('retry_after_ms');
  });

  it('scrubs a secret planted in an error message, in its details and in its cause', () => {
    const thrown = AinizeFailure.of('unauthorized', `the node refused token ${CANARY}`, {
      details: { echoed: `Authorization: Bearer ${CANARY}`, password: 'hunter2-hunter2' },
      cause: new Error(`upstream said ${CANARY}`),
    });
    const answer = toolError(thrown, scrubber);
    const wire = JSON.stringify(answer);
    expect(wire).not.toContain(CANARY);
    expect(wire).not.toContain('hunter2');
    expect(wire).toContain('[redacted:');
    expect(Object.keys(parsed(answer)).sort()).toEqual(['code', 'details', 'message', 'next', 'retryable']);
  });

  it('scrubs a plain Error’s message too', () => {
    const wire = JSON.stringify(toolError(new Error(`fetch failed for https://x?token=${CANARY}`), scrubber));
    expect(wire).not.toContain(CANARY);
  });

  it('can leave structuredContent out for tools whose outputSchema it would break', () => {
    const answer = toolError(AinizeFailure.of('job_not_found', 'no such job'), scrubber, { structured: false });
    expect(answer).not.toHaveProperty('structuredContent');
    expect(parsed(answer).code).toBe('job_not_found');
  });
});

describe('toolResult', () => {
  it('sends the same scrubbed object as structuredContent and as JSON text', () => {
    const answer = toolResult(
      { answer: '058420', nested: { note: `see ${CANARY}` }, download_token: 'abcdefgh12345678' },
      scrubber,
    );
    const wire = JSON.stringify(answer);
    expect(wire).not.toContain(CANARY);
    expect(wire).not.toContain('abcdefgh12345678');
    expect(answer.isError).toBeUndefined();
    expect(JSON.parse(answer.content[0].text)).toEqual(answer.structuredContent);
    expect(answer.structuredContent).toMatchObject({ answer: '058420' });
  });

  it('leaves the caller’s object untouched', () => {
    const value = { note: CANARY };
    toolResult(value, scrubber);
    expect(value.note).toBe(CANARY);
  });
});

describe('modelLockSentence — who holds the model, on the node’s clock', () => {
  // The node's clock, deliberately far from this machine's: the sentence must not depend on Date.now().
  const nodeNow = 1_000_000_000_000;
  const held = (label: string, seconds = 8) =>
    modelLockSentence({
      holder: { owner: 'pid:2658057', label, since: nodeNow - seconds * 1000 },
      now: nodeNow,
      queue: null,
    });

  it('reads like the spec for a live test', () => {
    expect(held('chat:krx-all-2761')).toBe('the model is held by pid:2658057 (a live test of krx-all-2761) for 8 s');
  });

  it('names every label kind in words and shows an unknown one raw', () => {
    expect(lockLabelWords('chat:a,b,c')).toBe('a live test of a, b and c');
    expect(lockLabelWords('chat:')).toBe('a live test of the bare model');
    expect(lockLabelWords('check:krx-all-2761')).toBe('a verification of krx-all-2761');
    expect(lockLabelWords('agent:krx-all-2761')).toBe('an agent session using krx-all-2761');
    expect(lockLabelWords('apply')).toBe('applying a knowledge');
    expect(lockLabelWords('apply:k1')).toBe('applying k1');
    expect(lockLabelWords('remove')).toBe('removing a knowledge');
    expect(lockLabelWords('remove:k1')).toBe('removing k1');
    expect(lockLabelWords('teach:lesson-1')).toBe('a lesson being trained (lesson-1)');
    expect(held('warmup:xyz')).toBe('the model is held by pid:2658057 (warmup:xyz) for 8 s');
  });

  it('says the model is free, and how many wait when some do', () => {
    expect(modelLockSentence({ holder: null, now: nodeNow })).toBe('the model is free');
    expect(modelLockSentence({ holder: null, now: nodeNow, queue: { running: 0, waiting: 2 } })).toBe(
      'the model is free, with 2 waiting to use it',
    );
  });

  it('counts long holds in minutes and hours, and mentions who waits behind', () => {
    expect(held('apply', 4 * 60 + 12)).toBe('the model is held by pid:2658057 (applying a knowledge) for 4 min 12 s');
    expect(held('teach:l1', 3600 + 180)).toContain('for 1 h 3 min');
    const queued = modelLockSentence({
      holder: { owner: 'pid:1', label: 'chat:k', since: nodeNow - 1000 },
      now: nodeNow,
      queue: { running: 1, waiting: 3 },
    });
    expect(queued).toBe('the model is held by pid:1 (a live test of k) for 1 s, with 3 waiting behind it');
  });

  it('reads ISO times, clamps clock jitter to 0 s, and omits a duration it cannot compute', () => {
    const iso = modelLockSentence({
      holder: { owner: 'pid:1', label: 'apply', since: '2026-09-04T10:00:00.000Z' },
      now: '2026-09-04T10:00:30.000Z',
    });
    expect(iso).toContain('for 30 s');
    expect(held('apply', -2)).toContain('for 0 s');
    expect(modelLockSentence({ holder: { owner: 'pid:1', label: 'apply', since: null }, now: nodeNow })).toBe(
      'the model is held by pid:1 (applying a knowledge)',
    );
  });

  it('warns when the holder looks dead or its lease lapsed', () => {
    const dead = modelLockSentence({
      holder: { owner: 'pid:9', label: 'chat:k', since: nodeNow - 5000, alive: false },
      now: nodeNow,
    });
    expect(dead).toContain('looks dead');
  });

  it('builds the model_lock object the tools return', () => {
    expect(
      modelLockView({
        holder: {
          owner: 'pid:2658057',
          label: 'chat:krx-all-2761',
          since: nodeNow - 1000,
          alive: true,
          stale: false,
          mine: true,
        },
        now: nodeNow,
        queue: { running: 1, waiting: 0 },
      }),
    ).toEqual({
      holder: { owner: 'pid:2658057', label: 'chat:krx-all-2761', held_s: 1, alive: true, stale: false, mine: true },
      queue: { running: 1, waiting: 0 },
      sentence: 'the model is held by pid:2658057 (a live test of krx-all-2761) for 1 s',
    });
  });
});
