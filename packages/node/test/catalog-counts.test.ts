import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../src/catalog/types.js';
import { catalogRepo } from '../src/catalog/repo.js';
import { anchor, atDate, openTestNode, person, type TestNode } from './ledger-fixtures.js';

/**
 * The counts by trust and status that every catalog write keeps (catalog_counts), against counting the entries
 * themselves: after inserts, status and trust changes, removals, a refill and a clear, every search filtered by trust
 * and status alone must total what a plain count(*) says, drafts left out unless asked for.
 */

const nodes: TestNode[] = [];
afterEach(() => {
  for (const n of nodes.splice(0)) n.close();
});

const STATUSES = ['DRAFT', 'ANNOUNCED', 'VERIFYING', 'LISTED', 'RETIRED'] as const;
const TRUSTS = ['trusted', 'partial', 'failed', 'unverified'] as const;
type Trust = (typeof TRUSTS)[number];

/** An entry of `template` made to hold `trust` (through the fields trustClass reads) and `status`. */
function shaped(template: CatalogEntry, id: string, status: string, trust: Trust): CatalogEntry {
  return {
    ...template,
    id,
    anchor: { ...template.anchor, id },
    status: status as CatalogEntry['status'],
    quorum_ok: trust === 'trusted',
    failed: trust === 'failed' ? 1 : 0,
    trust: { ...template.trust, policy: 'trusted', counted: trust === 'partial' ? ['0xv'] : [] },
  } as CatalogEntry;
}

/** A small deterministic generator, so a failure repeats. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

describe('catalog counts kept by trust and status', () => {
  it('total what counting the entries totals, through every kind of write', () => {
    const node = openTestNode();
    nodes.push(node);
    const author = person();
    node.ledger.appendRecord('anchor', anchor(author), author, atDate(0));
    const template = node.catalog.getEntry('capitals-demo')!;
    const repo = catalogRepo(node.store.db);
    const db = node.store.db;

    const counted = (trust: readonly Trust[], statuses: readonly string[], drafts: boolean) => {
      const inList = (column: string, values: readonly string[]) =>
        values.length === 0 ? [] : [`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`];
      const where = [
        ...inList('trust', trust),
        ...inList('status', statuses),
        ...(drafts ? [] : ["status != 'DRAFT'"]),
      ];
      const sql = `SELECT count(*) AS n FROM catalog${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
      return (db.prepare(sql).get() as { n: number }).n;
    };
    const check = (step: string) => {
      const asks: [Trust[], string[]][] = [
        [[], []],
        [['unverified'], []],
        [['trusted', 'partial'], []],
        [[], ['LISTED']],
        [['failed'], ['VERIFYING', 'RETIRED']],
        [[], ['DRAFT']],
      ];
      for (const [trust, status] of asks) {
        for (const drafts of [false, true]) {
          const page = repo.search({
            words: [],
            statuses: status as CatalogEntry['status'][],
            trust,
            sort: 'latest',
            limit: 1,
            offset: 0,
            includeDrafts: drafts,
          });
          expect(page.total, `${step}: trust=${trust} status=${status} drafts=${drafts}`).toBe(
            counted(trust, status, drafts),
          );
        }
      }
    };

    const next = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const live = new Set<string>();
    check('start');
    for (let i = 0; i < 60; i++) {
      const id = `c-${Math.floor(next() * 25)}`;
      if (live.has(id) && next() < 0.2) {
        repo.remove(id);
        live.delete(id);
      } else {
        repo.upsert(shaped(template, id, pick(STATUSES), pick(TRUSTS)));
        live.add(id);
      }
      check(`write ${i} (${id})`);
    }
    // A sale changes neither trust nor status: the counts stay, and so do the totals.
    const sold = [...live][0]!;
    repo.upsert({ ...repo.get(sold)!, downloads: 99 });
    check('after a sale');

    const entries = [...live].map((id) => repo.get(id)!);
    repo.clear();
    check('after clear');
    expect(
      repo.search({ words: [], statuses: [], trust: [], sort: 'latest', limit: 1, offset: 0, includeDrafts: true })
        .total,
    ).toBe(0);
    repo.fill(entries);
    check('after a refill');
  });
});
