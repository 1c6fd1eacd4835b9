import { isAddress } from '@ainize/core';
import {
  LedgerForkError,
  LedgerRecordError,
  type Ledger,
  type RecordKind,
  TimeSlice,
  isRecordKind,
} from '../ledger/index.js';
import type { PeerAdmission } from './admission.js';
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
 * Takes one page of a peer's records, oldest first. Records already here are skipped before anything is checked (a
 * record comes from every peer that holds it). The quota decides next, so a refused record never costs a signature
 * check; then the ledger checks and stores it, one small transaction per record, and the loop yields to requests
 * whenever its slice of event-loop time is used up, refusals included (a flood is mostly refusals). The cursor moves past every record looked at, except when a
 * deferring quota stops the page: the pull resumes at that record.
 */
export function pageFrom(cursor: number): PageResult {
  return { cursor, pulled: 0, refused: 0, lastRefusal: null, held: false };
}

/** Fills `result` as it goes, so a page that ends in an error still tells how far it got. */
export async function ingestPage(ctx: PullContext, items: unknown[], result: PageResult): Promise<void> {
  const refuse = (seq: number, id: unknown, code: string, reason: string) => {
    result.refused++;
    result.lastRefusal = code;
    ctx.tally.refused++;
    ctx.tally.refusals.set(code, (ctx.tally.refusals.get(code) ?? 0) + 1);
    ctx.admission.refused(ctx.peer, code);
    if (ctx.tally.refused <= REFUSALS_LOGGED_PER_PASS) ctx.logRefusal({ peer_seq: seq, id, code, reason });
  };
  for (const item of items) {
    await ctx.slice.pause();
    // A stopping node waits for this pass; the rest of the page can wait for the next start.
    if (ctx.signal.aborted) break;
    const seq = (item as { seq?: unknown }).seq;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || seq <= result.cursor)
      throw new Error(`peer sent a record without a seq above ${result.cursor}`);
    const { id, author, kind } = item as { id?: unknown; author?: unknown; kind?: unknown };
    if (typeof id === 'string' && ctx.ledger.hasRecord(id)) {
      result.cursor = seq;
      continue;
    }
    const verdict =
      typeof author === 'string' && isAddress(author) && isRecordKind(kind)
        ? ctx.admission.decide(ctx.peer, { author, kind: kind as RecordKind }, ctx.now())
        : undefined;
    if (verdict && !verdict.admit) {
      if (verdict.defer) {
        ctx.tally.held = verdict.code;
        result.held = true;
        break;
      }
      refuse(seq, id, verdict.code, `${verdict.code}: ${author as string} (${kind as string})`);
      result.cursor = seq;
      continue;
    }
    try {
      if (ctx.ledger.ingestRecord(item).status === 'added') {
        result.pulled++;
        ctx.tally.pulled++;
        if (verdict) ctx.admission.stored(ctx.peer, verdict, ctx.now());
      }
    } catch (err) {
      if (!(err instanceof LedgerRecordError || err instanceof LedgerForkError)) throw err;
      refuse(seq, id, err.code, err.message);
    }
    result.cursor = seq;
  }
}
