import { createHash } from 'node:crypto';
import { answerQuestion } from '../decode/answer-question.js';
import type { Answer } from '../decode/decode.js';
import { RuntimeError } from '../errors/runtime-error.js';
import { VocabView } from '../lexicon/vocab-view.js';
import { buildOverlay, Overlay } from '../patch/overlay.js';
import type { Patch } from '../patch/patch.js';
import { PatchStack, type AppliedPatch, type ApplyOptions, type RemoveResult } from '../patch/stack.js';
import { LiveRows } from '../table/memory-table.js';
import { checkFacts, questionProblem } from '../teach/fact.js';
import { teachLesson, type TeachOptions, type TeachResult } from '../teach/teach.js';
import { runChecks, type CheckReport, type ChecksInput } from '../checks/checks.js';
import type { ModelParts } from './parts.js';

export interface AnswerOptions {
  /** Answer as if these patches (or a prepared overlay) were applied on top of the live table. */
  overlay?: readonly Patch[] | Overlay;
}

export interface TeachCallOptions extends TeachOptions {
  /** Teach on top of these patches as if applied (the patch's `before` is then their rows). */
  overlay?: readonly Patch[] | Overlay;
}

/**
 * A conditional-memory model: a hashed table of rows, a decoder that reads it, and the applied stack. The
 * only calls that write the live table are `apply` and `remove`; teach, answer-with-overlay and checks never
 * do (checks' reversibility probe restores what it touched before returning).
 */
export class Model {
  private readonly live: LiveRows;
  private readonly stack: PatchStack;
  private liveVocab: VocabView;
  private writes = 0;

  constructor(readonly parts: ModelParts) {
    this.live = new LiveRows(parts.table);
    this.stack = new PatchStack(parts.table, parts.lexicon, parts.modelId);
    this.liveVocab = new VocabView(parts.lexicon, this.live);
  }

  /**
   * How many times the live table was written (apply, remove, restore). An overlay built at one revision reads as
   * it did for as long as the revision stays: a caller may keep it and answer more questions through it.
   */
  get revision(): number {
    return this.writes;
  }

  get modelId(): string {
    return this.parts.modelId;
  }
  get rows(): number {
    return this.parts.table.rows;
  }
  get rowDim(): number {
    return this.parts.table.dim;
  }
  get heads(): number {
    return this.parts.table.heads;
  }
  get seed(): number {
    return this.parts.table.seed;
  }

  answer(question: string, opts: AnswerOptions = {}): Answer {
    const problem = questionProblem(question, 'question');
    if (problem !== null) throw new RuntimeError('invalid_question', problem);
    if (opts.overlay === undefined) return answerQuestion(question, this.parts, this.live, this.liveVocab);
    const ov = this.overlay(opts.overlay);
    return answerQuestion(question, this.parts, ov.rows, ov.vocab);
  }

  /** Prepares an overlay once, for many `answer` calls. */
  overlay(patches: readonly Patch[] | Overlay): Overlay {
    if (patches instanceof Overlay) return patches;
    return buildOverlay(this.live, this.parts.lexicon, patches, this.target());
  }

  /** Trains the facts into a patch. The live table is not changed; apply the patch to keep what was learned. */
  teach(
    facts: readonly { prompt: string; answer: string; alt_prompt?: string }[],
    opts: TeachCallOptions = {},
  ): TeachResult {
    const checked = checkFacts(facts);
    const source = opts.overlay === undefined ? this.live : this.overlay(opts.overlay).rows;
    return teachLesson(this.parts, source, checked, opts);
  }

  apply(patch: Patch, opts: ApplyOptions = {}): AppliedPatch & { stack: AppliedPatch[] } {
    this.writes++;
    const r = this.stack.apply(patch, opts);
    return { ...r, stack: this.stack.list() };
  }

  remove(patch: Patch | string): RemoveResult & { stack: AppliedPatch[] } {
    this.writes++;
    const r = this.stack.remove(patch);
    return { ...r, stack: this.stack.list() };
  }

  /** The applied stack, bottom first. */
  applied(): AppliedPatch[] {
    return this.stack.list();
  }

  checks(input: ChecksInput): CheckReport {
    return runChecks(this, input);
  }

  /** sha256 of the whole table's bytes: two equal digests mean bit-identical tables. */
  tableDigest(): string {
    const d = this.parts.table.data;
    return createHash('sha256')
      .update(new Uint8Array(d.buffer, d.byteOffset, d.byteLength))
      .digest('hex');
  }

  /** Copies of the live rows at some addresses. */
  readRows(addrs: ArrayLike<number | bigint>): Float32Array {
    const d = this.rowDim;
    const out = new Float32Array(addrs.length * d);
    for (let i = 0; i < addrs.length; i++) {
      const a = Number(addrs[i]!);
      if (!Number.isInteger(a) || a < 0 || a >= this.rows)
        throw new RuntimeError('invalid_patch', `addr ${a} is outside the table`);
      out.set(this.parts.table.view(a), i * d);
    }
    return out;
  }

  /** For saving: the stack with its journals. */
  stackDump(): ReturnType<PatchStack['dump']> {
    return this.stack.dump();
  }

  /** For loading: puts a saved stack entry back (the table already holds its rows). */
  restoreEntry(id: string, patch: Patch, journal: Float32Array): void {
    this.writes++;
    this.stack.restore(id, patch, journal);
  }

  private target(): { modelId: string; rows: number; dim: number } {
    return { modelId: this.modelId, rows: this.rows, dim: this.rowDim };
  }
}
