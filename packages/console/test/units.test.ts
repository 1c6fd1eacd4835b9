import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, hashCanonical, signMessage, addressOf } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, isConsolePage } from '../../node/src/http/console-routes.js';
import { DEFAULT_QUERY, browseUrl, catalogUrl, parseBrowse } from '../src/query.js';
import { canonicalJson, checkRecord, recordId } from '../src/verify.js';

/** A record signed the way the node signs one, with `@ainize/core`. */
function signed(key: string, body: Record<string, unknown>, prev_id: string | null = null) {
  const unsigned = { prev_id, kind: 'attest', author: addressOf(key), body, ts: '2026-11-01T00:00:00.000Z' };
  const id = hashCanonical(unsigned);
  return { ...unsigned, id, sig: signMessage(id, key), seq: 1 };
}

describe('the page checks ledger records with the byte formats of @ainize/core', () => {
  const key = generatePrivateKey();
  const body = { patch_id: 'k', passed: true, score: { b: '1/2', a: 'ünïcode ✓' }, list: [3, { z: 1, y: null }] };

  it('hashes content exactly as core does', () => {
    const record = signed(key, body);
    expect(recordId(record)).toBe(record.id);
    expect(canonicalJson(body)).toBe(
      '{"list":[3,{"y":null,"z":1}],"passed":true,"patch_id":"k","score":{"a":"ünïcode ✓","b":"1/2"}}',
    );
  });

  it('accepts a record core signed, and names what is wrong with a changed one', () => {
    const record = signed(key, body);
    expect(checkRecord(record)).toEqual({ ok: true });
    expect(checkRecord({ ...record, body: { ...body, passed: false } })).toMatchObject({
      ok: false,
      problem: 'id_mismatch',
    });
    const other = signed(generatePrivateKey(), body);
    expect(
      checkRecord({ ...other, author: record.author, id: recordId({ ...other, author: record.author }) }),
    ).toMatchObject({
      ok: false,
    });
    expect(checkRecord({ ...record, sig: `${record.sig.slice(0, -2)}1d` })).toMatchObject({ ok: false });
    expect(checkRecord({ ...record, sig: '0x1234' })).toMatchObject({ ok: false, problem: 'bad_signature' });
  });
});

describe('the browse address', () => {
  it('reads a good address back to the same query', () => {
    const query = {
      ...DEFAULT_QUERY,
      q: 'iso codes',
      status: 'LISTED' as const,
      sort: 'price' as const,
      page: 3,
      size: 10,
    };
    const url = browseUrl(query);
    expect(url).toBe('/?q=iso+codes&status=LISTED&sort=price&size=10&page=3');
    expect(parseBrowse(url.slice(1))).toEqual({ query, problems: [] });
    expect(catalogUrl(query)).toBe('/api/catalog?q=iso+codes&status=LISTED&sort=price&limit=10&offset=20');
    expect(browseUrl(DEFAULT_QUERY)).toBe('/');
  });

  it('names every value it cannot use and keeps the default for it', () => {
    const { query, problems } = parseBrowse('?page=0&page=-1&page=1e3&sort=cheap&size=1000&status=gone&q=%E0%A4%A');
    expect(query).toEqual(DEFAULT_QUERY);
    expect(problems).toHaveLength(7);
    expect(parseBrowse(`?q=${'x'.repeat(501)}`).problems[0]).toMatch(/at most 500 characters/);
  });
});

describe('the trust and price filters in the browse address', () => {
  it('round-trips a trust level and a price range, in the names the node uses', () => {
    const query = {
      ...DEFAULT_QUERY,
      trust: 'trusted' as const,
      minPrice: '0.5',
      maxPrice: '10.25',
      sort: 'price' as const,
    };
    const url = browseUrl(query);
    expect(url).toBe('/?trust=trusted&min_price=0.5&max_price=10.25&sort=price');
    expect(parseBrowse(url.slice(1))).toEqual({ query, problems: [] });
    expect(catalogUrl(query)).toBe(
      '/api/catalog?trust=trusted&min_price=0.5&max_price=10.25&sort=price&limit=20&offset=0',
    );
    // One bound alone, and a trust level in another case.
    expect(parseBrowse('?trust=%20Partial&max_price=3').query).toMatchObject({ trust: 'partial', maxPrice: '3' });
    expect(parseBrowse('?min_price=&max_price=').query).toEqual(DEFAULT_QUERY);
  });

  it('names a trust level it does not know and a price that is not a decimal, and leaves them out', () => {
    const { query, problems } = parseBrowse('?trust=verified&min_price=abc&max_price=1e3&q=x');
    expect(query).toEqual({ ...DEFAULT_QUERY, q: 'x' });
    expect(problems).toEqual([
      'There is no trust level “verified”; entries at every level are shown instead.',
      'The lowest price must be a decimal number such as 0.5 or 25; “abc” is not, so no lowest price is used.',
      'The highest price must be a decimal number such as 0.5 or 25; “1e3” is not, so no highest price is used.',
    ]);
    for (const bad of ['-1', '.5', '1.', '0x10', '1,5', 'NaN', '9'.repeat(81)]) {
      expect(parseBrowse(`?min_price=${encodeURIComponent(bad)}`).problems).toHaveLength(1);
    }
    // A bound that was left out keeps the other.
    expect(parseBrowse('?min_price=x&max_price=4').query.maxPrice).toBe('4');
  });

  it('leaves out both bounds when the lowest is above the highest, compared as decimals', () => {
    const crossed = parseBrowse('?min_price=10&max_price=9.99');
    expect(crossed.query).toEqual(DEFAULT_QUERY);
    expect(crossed.problems).toEqual(['The lowest price (10) is above the highest (9.99), so neither is used.']);
    // "10" sorts below "9.5" as text and 0.30000000000000001 equals 0.3 as a float; neither is a crossed range.
    expect(parseBrowse('?min_price=9.5&max_price=10').problems).toEqual([]);
    expect(parseBrowse('?min_price=0.3&max_price=0.30000000000000001').problems).toEqual([]);
    expect(parseBrowse('?min_price=0.30000000000000001&max_price=0.3').problems).toHaveLength(1);
    expect(parseBrowse('?min_price=007.50&max_price=7.5').problems).toEqual([]);
  });
});

describe('the node serves the console', () => {
  it('knows its pages, whose queries it leaves to the page', () => {
    expect(isConsolePage('/?q=%ZZ')).toBe(true);
    expect(isConsolePage('/knowledge/abc?x=1')).toBe(true);
    expect(isConsolePage('/api/catalog?q=%ZZ')).toBe(false);
    expect(isConsolePage('/knowledge/a/b')).toBe(false);
  });

  it('answers a short page saying how to build the console when it is not built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ainize-console-unbuilt-'));
    try {
      const route = consoleRoutes(dir).find((r) => r.path === '/')!;
      const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
      const reply = {
        headers(h: Record<string, string>) {
          Object.assign(sent.headers, h);
          return reply;
        },
        header(name: string, value: string) {
          sent.headers[name] = value;
          return reply;
        },
        send(body: unknown) {
          sent.body = body;
          return reply;
        },
      };
      route.handler({ reply } as never);
      expect(String(sent.body)).toContain('npm run build');
      expect(sent.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>built</title>');
      route.handler({ reply } as never);
      expect(String(sent.body)).toContain('built');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
