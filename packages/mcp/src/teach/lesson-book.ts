import { AinizeFailure } from '@ainize/core';

/**
 * The lessons one MCP session spends, against `AINIZE_MCP_MAX_TEACH_JOBS`. A lesson is reserved when `teach`
 * starts (synchronously, so two concurrent calls cannot both take the last one), spent when the node accepts it,
 * and given back only when the node was never asked or refused it outright — then nothing was charged. An answer
 * that never came keeps it spent: the node may have charged the key, and the cap is about what may have been spent.
 */

export interface LessonTicket {
  /**
   * The node accepted the lesson (under this id, for this job), or may have — `null` when its answer never came:
   * either way it is spent for good.
   */
  spent(lessonId: string | null, jobId: string): void;
  /** Nothing reached the node's lesson route, or it refused: the session may use this lesson again. */
  release(): void;
}

export interface LessonCount {
  cap: number;
  spent: number;
  reserved: number;
  remaining: number;
}

export class LessonBook {
  readonly #cap: number;
  #spent = 0;
  #reserved = 0;
  /** Node lesson id → the job of this session that submitted it. */
  readonly #jobs = new Map<string, string>();

  constructor(cap: number) {
    this.#cap = cap;
  }

  count(): LessonCount {
    return {
      cap: this.#cap,
      spent: this.#spent,
      reserved: this.#reserved,
      remaining: Math.max(0, this.#cap - this.#spent - this.#reserved),
    };
  }

  /** `teach_quota_consumed` when the session's lessons are all spent or in flight; asks the node nothing. */
  refuseWhenSpent(): void {
    const count = this.count();
    if (count.remaining > 0) return;
    throw AinizeFailure.of(
      'teach_quota_consumed',
      `this session may spend ${this.#cap} lesson${this.#cap === 1 ? '' : 's'} ` +
        `(AINIZE_MCP_MAX_TEACH_JOBS) and ${count.spent} ${count.spent === 1 ? 'is' : 'are'} spent` +
        (count.reserved > 0 ? `, ${count.reserved} in flight` : '') +
        ' — no argument raises this; only the server’s own setting does',
      { details: { ...count } },
    );
  }

  /** Takes one of the session's lessons, synchronously, or refuses as `refuseWhenSpent` does. */
  reserve(): LessonTicket {
    this.refuseWhenSpent();
    this.#reserved++;
    let open = true;
    const close = (): boolean => {
      if (!open) return false;
      open = false;
      this.#reserved--;
      return true;
    };
    return {
      spent: (lessonId, jobId) => {
        if (!close()) return;
        this.#spent++;
        if (lessonId !== null) this.#jobs.set(lessonId, jobId);
      },
      release: () => void close(),
    };
  }

  /** The job of this session that submitted a node lesson, if any. */
  jobOf(lessonId: string): string | undefined {
    return this.#jobs.get(lessonId);
  }
}
