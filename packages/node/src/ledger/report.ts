import type { LedgerAudit } from './audit.js';
import type { ForkLog } from './fork-log.js';
import type { LedgerRepo } from './repo.js';
import { type LedgerReport, MAX_REPORTED_FORKS } from './verify.js';

/**
 * `GET /api/ledger/verify` is public and was once a full re-scan per request (27 s and 74 MB at a hostile peer's
 * hands). Now the report is built once per state of the ledger — newest seq, fork log, re-scan progress — and the
 * same object is answered until one of them changes; building it reads a count, one audit row and ≤ 100 fork rows.
 */
export function openReport(repo: LedgerRepo, forks: ForkLog, audit: LedgerAudit): () => LedgerReport {
  let cache: { key: string; report: LedgerReport } | undefined;
  return () => {
    const totals = forks.totals();
    const head = repo.maxSeq();
    const key = `${head}|${totals.keys}|${totals.rivals}|${audit.version()}`;
    if (cache?.key === key) return cache.report;
    const findings = audit.findings();
    const report: LedgerReport = {
      ok: findings.problemsTotal === 0,
      checked: repo.count(),
      head_seq: head,
      problems: findings.problems,
      problems_total: findings.problemsTotal,
      audit: { last: findings.last, running: audit.running() },
      forked_keys: forks.summaries('', MAX_REPORTED_FORKS),
      forked_keys_total: totals.keys,
    };
    cache = { key, report };
    return report;
  };
}
