import { isAddress } from '@ainize/core';
import {
  type IngestOutcome,
  LedgerForkError,
  LedgerRecordError,
  type Ledger,
  type RecordKind,
  TimeSlice,
  VerifyWorkerError,
  isRecordKind,
} from '../ledger/index.js';
import type { Admitted, AdmissionBatch, PeerAdmission } from './admission.js';
import type { QuotaCode } from './quota.js';

/** Refusals logged one line each per pass; the rest are only counted, in the pass's summary line. */
export const REFUSALS_LOGGED_PER_PASS = 5;

/** What one pass over one peer did, page after page. */
export interface PassTally {
  pulled: number;
  refused: number;
  /** Refusals by code in this pass. */
  refusals: Map<string, number>;
  /** The deferring quota that ended the pass early, if one did. */
  held: QuotaCode | null;
}

export interface PageResult {
  cursor: number;
  pulled: number;
  refused: number;
  lastRefusal: string | null;
  /** True when a deferring quota stopped the page before its end: the rest waits for a later pass. */
  held: boolean;
}

export interface PullContext {
  peer: string;
  ledger: Ledger;
  admission: PeerAdmission;
  slice: TimeSlice;
  signal: AbortSignal;
  tally: PassTally;
  now: () => number;
  /** One refused record, for the first few refusals of a pass. */
  logRefusal: (detail: { peer_seq: number; id: unknown; code: string; reason: string }) => void;
}

/**
 * Records admitted and stored together at most: one `ingestRecords` call, which queues all their checks on the verify
 * pool at once and writes them in transactions of 16, resting between transactions when the slice is used up. Large
 * enough that the workers seldom wait for work (with batches of 64 they sat idle at each batch's start and end, and a
 * trial on two cores took about 1,700 records/s against some 2,200 at 256), small enough that a stopping node waits a
 * fraction of a second for it.
 */
export const INGEST_BATCH = 256;

export function pageFrom(cursor: number): PageResult {
  return { cursor, pulled: 0, refused: 0, lastRefusal: null, held: false };
}

/** A record taken into the batch: stored with the others, then counted under the verdict that let it in. */
interface Planned {
  seq: number;
  id: unknown;
  item: unknown;
  /** Undefined for a record without a valid author or kind: no quota applies, and the ledger refuses it. */
  verdict: Admitted | undefined;
}

/**
 * Takes one page of a peer's records, oldest first. Records already here are skipped before anything is checked (a
 * record comes from every peer that holds it). The quota decides next, so a refused record never costs a signature
 * check. Admitted records gather in a batch, which the ledger then checks on its verify pool and stores in small
 * transactions; each outcome counts against the peer as it would one by one. A quota refusal, or an answer that
 * hangs on the batch, first stores the batch and is then decided alone, so every verdict is the one a record-by-
 * record pull would give. The loop rests whenever its slice of time is used up, refusals included (a flood is
 * mostly refusals). The cursor moves past every record looked at once the batch holding it is stored, except when
 * a deferring quota stops the page: the pull resumes at that record.
 *
 * Fills `result` as it goes, so a page that ends in an error still tells how far it got.
 */
export async function ingestPage(ctx: PullContext, items: unknown[], result: PageResult): Promise<void> {
  const page = new PageIngest(ctx, result);
  for (let i = 0; i < items.length;) {
    await ctx.slice.pause();
    // A stopping node waits for this pass; the rest of the page, and a batch not stored yet, can wait for the next.
    if (ctx.signal.aborted) return;
    const step = await page.take(items[i]);
    if (step === 'held') return;
    if (step === 'taken') i++;
  }
  await page.store();
}

/** One page's pass: the batch being gathered, and what stored and refused records do to the counts. */
class PageIngest {
  #batch: AdmissionBatch;
  #planned: Planned[] = [];
  /** The ids in the batch: a record sent twice in one page is looked at again once the first is stored. */
  #ids = new Set<string>();
  /** The last seq looked at; the cursor reaches it once the batch is stored. */
  #lastSeq: number;

  constructor(
    readonly ctx: PullContext,
    readonly result: PageResult,
  ) {
    this.#batch = ctx.admission.openBatch(ctx.peer);
    this.#lastSeq = result.cursor;
  }

  /**
   * Looks at one record: `taken` when it is handled (skipped, refused or in the batch), `again` when the batch had
   * to be stored first and the record is to be looked at anew, `held` when a deferring quota stops the page.
   */
  async take(item: unknown): Promise<'taken' | 'again' | 'held'> {
    const seq = (item as { seq?: unknown }).seq;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || seq <= this.#lastSeq) {
      await this.store();
      throw new Error(`peer sent a record without a seq above ${this.#lastSeq}`);
    }
    const { id, author, kind } = item as { id?: unknown; author?: unknown; kind?: unknown };
    if (typeof id === 'string' && this.#ids.has(id)) return this.#storeFirst();
    if (typeof id === 'string' && this.ctx.ledger.hasRecord(id)) return this.#looked(seq);
    const record =
      typeof author === 'string' && isAddress(author) && isRecordKind(kind)
        ? { author, kind: kind as RecordKind }
        : undefined;
    if (!record) return this.#plan({ seq, id, item, verdict: undefined });
    if (this.#batch.size > 0) {
      const verdict = this.#batch.peek(record, this.ctx.now());
      return verdict ? this.#plan({ seq, id, item, verdict }, record) : this.#storeFirst();
    }
    const verdict = this.ctx.admission.decide(this.ctx.peer, record, this.ctx.now());
    if (verdict.admit) return this.#plan({ seq, id, item, verdict }, record);
    if (verdict.defer) {
      this.ctx.tally.held = verdict.code;
      this.result.held = true;
      return 'held';
    }
    this.#refuse(seq, id, verdict.code, `${verdict.code}: ${author as string} (${kind as string})`);
    return this.#looked(seq);
  }

  /** Stores the batch, counts each outcome against the peer, and moves the cursor past every record looked at. */
  async store(): Promise<void> {
    const planned = this.#planned;
    this.#planned = [];
    this.#ids.clear();
    this.#batch = this.ctx.admission.openBatch(this.ctx.peer);
    if (planned.length > 0) {
      const outcomes = await ingestBatch(
        this.ctx.ledger,
        planned.map((p) => p.item),
        this.ctx.slice,
      );
      planned.forEach((p, k) => this.#count(p, outcomes[k] as IngestOutcome));
    }
    this.result.cursor = this.#lastSeq;
  }

  async #storeFirst(): Promise<'again'> {
    await this.store();
    return 'again';
  }

  async #plan(planned: Planned, record?: { author: string; kind: RecordKind }): Promise<'taken'> {
    this.#planned.push(planned);
    if (typeof planned.id === 'string') this.#ids.add(planned.id);
    if (record && planned.verdict) this.#batch.add(record, planned.verdict);
    this.#lastSeq = planned.seq;
    if (this.#planned.length >= INGEST_BATCH) await this.store();
    return 'taken';
  }

  /** A record skipped or refused: with nothing in the batch before it, the cursor moves past it at once. */
  #looked(seq: number): 'taken' {
    this.#lastSeq = seq;
    if (this.#planned.length === 0) this.result.cursor = seq;
    return 'taken';
  }

  #count(planned: Planned, outcome: IngestOutcome): void {
    const { ctx, result } = this;
    if (outcome instanceof LedgerRecordError || outcome instanceof LedgerForkError) {
      this.#refuse(planned.seq, planned.id, outcome.code, outcome.message);
      return;
    }
    if (outcome.status !== 'added') return;
    result.pulled++;
    ctx.tally.pulled++;
    if (planned.verdict) ctx.admission.stored(ctx.peer, planned.verdict, ctx.now());
  }

  #refuse(seq: number, id: unknown, code: string, reason: string): void {
    const { ctx, result } = this;
    result.refused++;
    result.lastRefusal = code;
    ctx.tally.refused++;
    ctx.tally.refusals.set(code, (ctx.tally.refusals.get(code) ?? 0) + 1);
    ctx.admission.refused(ctx.peer, code);
    if (ctx.tally.refused <= REFUSALS_LOGGED_PER_PASS) ctx.logRefusal({ peer_seq: seq, id, code, reason });
  }
}

/**
 * The batch through the ledger's batched ingest. Should a verify worker die part way, the batch is taken again one
 * record at a time on this thread; a record then found already here was stored by the part that went through (none
 * of the batch was here when it was gathered), so it counts as stored.
 */
async function ingestBatch(ledger: Ledger, items: readonly unknown[], slice: TimeSlice): Promise<IngestOutcome[]> {
  try {
    // Between two transactions the pull rests when its slice is used up, as between two records; the workers go on.
    return await ledger.ingestRecords(items, { between: () => slice.pause() });
  } catch (err) {
    if (!(err instanceof VerifyWorkerError)) throw err;
    return items.map((item) => ingestAlone(ledger, item));
  }
}

function ingestAlone(ledger: Ledger, item: unknown): IngestOutcome {
  try {
    const result = ledger.ingestRecord(item);
    return { ...result, status: 'added' };
  } catch (err) {
    if (err instanceof LedgerRecordError || err instanceof LedgerForkError) return err;
    throw err;
  }
}
