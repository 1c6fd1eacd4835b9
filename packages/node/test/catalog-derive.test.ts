import { afterEach, describe, expect, it } from 'vitest';
import { deriveCatalog, deriveEntry } from '../src/catalog/derive.js';
import { OPEN_TRUST } from '../src/catalog/trust.js';
import type { RecordKind } from '../src/ledger/kinds.js';
import { signRecord, type LedgerRecord, type RecordSigner } from '../src/ledger/record.js';
import type { BodyOf } from '../src/ledger/bodies.js';
import { anchor, at, atDate, attestation, openTestNode, person, type TestNode } from './ledger-fixtures.js';

const nodes: TestNode[] = [];
afterEach(() => {
  for (const n of nodes.splice(0)) n.close();
});

/** Builds records in memory, chained per author, without any database. */
function chain() {
  const heads = new Map<string, string>();
  const records: LedgerRecord[] = [];
  const add = <K extends RecordKind>(kind: K, body: BodyOf[K], who: RecordSigner, minutes: number) => {
    const signed = signRecord(
      { prev_id: heads.get(who.address) ?? null, kind, author: who.address, body, ts: at(minutes) },
      who,
    );
    heads.set(who.address, signed.id);
    const record = { ...signed, seq: records.length + 1 } as LedgerRecord;
    records.push(record);
    return record;
  };
  return { records, add };
}

describe('deriving the catalog is a pure function of the records', () => {
  it('derives statuses from plain arrays, without SQLite', () => {
    const { records, add } = chain();
    const [author, v1, v2] = [person(), person(), person()];
    add('anchor', anchor(author, { id: 'a' }), author, 0);
    add('anchor', anchor(author, { id: 'b', parents: ['a'] }), author, 1);
    add('attest', attestation('a', v1, 2), v1, 2);
    add('attest', attestation('a', v2, 3), v2, 3);
    add('attest', attestation('b', v1, 4, { passed: false }), v1, 4);
    const catalog = deriveCatalog({ records, rules: { quorum: 2, trust: OPEN_TRUST }, now: atDate(100) });
    expect(catalog.get('a')).toMatchObject({ status: 'LISTED', children: ['b'], sellable: true });
    expect(catalog.get('b')).toMatchObject({
      status: 'VERIFYING',
      failed: 1,
      lineage: { parents: ['a'], children: [] },
    });
    // One entry from only the records about it gives the same answer as the whole catalog.
    expect(
      deriveEntry('a', {
        records: records.filter((r) => r.kind !== 'attest' || (r.body as { patch_id: string }).patch_id === 'a'),
        rules: { quorum: 2, trust: OPEN_TRUST },
        now: atDate(100),
      }),
    ).toEqual(catalog.get('a'));
  });

  it('lets a quorum of one list a knowledge when the node is configured so, and self-attestation count only when allowed', () => {
    const { records, add } = chain();
    const author = person();
    add('anchor', anchor(author, { id: 'solo' }), author, 0);
    add('attest', attestation('solo', author, 1), author, 1);
    expect(deriveEntry('solo', { records, rules: { quorum: 1, trust: OPEN_TRUST } })?.status).toBe('ANNOUNCED');
    expect(
      deriveEntry('solo', { records, rules: { quorum: 1, allowSelfAttest: true, trust: OPEN_TRUST } })?.status,
    ).toBe('LISTED');
  });

  it('shows a local draft only while no anchor exists for its id', () => {
    const { records, add } = chain();
    const author = person();
    const draft = anchor(author, { id: 'drafted' });
    expect(
      deriveEntry('drafted', {
        records,
        rules: { quorum: 2, trust: OPEN_TRUST },
        drafts: new Map([['drafted', draft]]),
      })?.status,
    ).toBe('DRAFT');
    add('anchor', draft, author, 1);
    expect(
      deriveEntry('drafted', {
        records,
        rules: { quorum: 2, trust: OPEN_TRUST },
        drafts: new Map([['drafted', draft]]),
      })?.status,
    ).toBe('ANNOUNCED');
    expect(deriveEntry('unknown', { records, rules: { quorum: 2, trust: OPEN_TRUST } })).toBeNull();
  });
});

describe('the materialised catalog', () => {
  it('ends up identical on a peer that pulls the same records by seq', () => {
    const home = openTestNode();
    const peer = openTestNode();
    nodes.push(home, peer);
    const [author, v1, v2] = [person(), person(), person()];
    home.ledger.appendRecord('anchor', anchor(author, { id: 'shared' }), author, atDate(0));
    home.ledger.appendRecord('attest', attestation('shared', v1, 5), v1, atDate(5));
    home.ledger.appendRecord('attest', attestation('shared', v2, 6), v2, atDate(6));
    home.ledger.appendRecord('anchor', anchor(author, { id: 'shared-2', parents: ['shared'] }), author, atDate(7));
    home.ledger.appendRecord('supersede', { old_id: 'shared', new_id: 'shared-2' }, author, atDate(8));

    let since = 0;
    for (;;) {
      const page = home.ledger.recordsSince(since, 2);
      if (page.length === 0) break;
      for (const r of page) peer.ledger.ingestRecord(r);
      since = page.at(-1)!.seq;
    }
    expect(peer.catalog.getEntry('shared')).toEqual(home.catalog.getEntry('shared'));
    expect(peer.catalog.getEntry('shared')?.status).toBe('SUPERSEDED');
    expect(peer.ledger.verifyLedger()).toMatchObject({ ok: true, checked: 5 });
  });

  it('writes neither the record nor the catalog when deriving the entry fails', () => {
    const node = openTestNode();
    nodes.push(node);
    const author = person();
    const stop = node.ledger.onRecord(() => {
      throw new Error('catalog unavailable');
    });
    expect(() => node.ledger.appendRecord('anchor', anchor(author), author)).toThrow('catalog unavailable');
    stop();
    expect(node.ledger.count()).toBe(0);
    expect(node.catalog.getEntry('capitals-demo')).toBeUndefined();
  });

  it('keeps per-knowledge events newest first, limited, and prunes old ones', () => {
    const node = openTestNode();
    nodes.push(node);
    node.events.recordEvent({
      patch_id: 'k',
      kind: 'verify',
      message: 'verified 2/2 on memory-tiny-v1',
      ts: atDate(0),
    });
    node.events.recordEvent({
      patch_id: 'k',
      kind: 'usage',
      level: 'warn',
      message: 'live test timed out',
      data: { ms: 120_000 },
      ts: atDate(60 * 24 * 100),
    });
    node.events.recordEvent({
      patch_id: 'other',
      kind: 'sale',
      message: 'sold for 1.5 CREDIT',
      ts: atDate(60 * 24 * 100),
    });
    expect(node.events.eventsAbout('k').map((e) => e.kind)).toEqual(['usage', 'verify']);
    expect(node.events.eventsAbout('k', 1)).toEqual([
      expect.objectContaining({ level: 'warn', data: { ms: 120_000 } }),
    ]);
    expect(node.events.pruneEvents(90, atDate(60 * 24 * 100))).toBe(1);
    expect(node.events.eventsAbout('k').map((e) => e.kind)).toEqual(['usage']);
  });
});
