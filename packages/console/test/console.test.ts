import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';
import { type ConsoleNode, startConsoleNode } from './console-fixture.js';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * The console in a real browser against a real node: the catalog with the demo data sets taught on it, two trusted
 * verifiers' passes and a stranger's, and a knowledge from another seller. Every page is checked by axe-core, and no
 * page may log an error or ask any origin but the node's.
 */
describe.skipIf(!HAS_CHROMIUM)('the console in chromium', () => {
  let cluster: ConsoleNode;
  let browser: Browser;
  const opened: Watched[] = [];

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startConsoleNode(), launch()]);
  });

  afterAll(async () => {
    await browser?.close();
    await cluster?.close();
  });

  async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
    const watched = await watchedPage(browser, cluster.url, viewport);
    opened.push(watched);
    const response = await watched.page.goto(`${cluster.url}${path}`);
    expect(response?.status()).toBe(200);
    return watched.page;
  }

  /** The page's last state passes axe and the page has logged no error and asked no other origin. */
  async function clean(page: Page, allowedErrors: RegExp[] = []): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    const watched = opened.find((w) => w.page === page)!;
    expect(watched.errors.filter((e) => !allowedErrors.some((r) => r.test(e)))).toEqual([]);
    expect(watched.foreign).toEqual([]);
  }

  const statusLine = (page: Page) => page.locator('p.status-line[aria-live]');

  it('serves the page with a strict Content-Security-Policy and answers the first page fast', async () => {
    const response = await fetch(`${cluster.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${cluster.url}${script}`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('content-security-policy')).toBe(csp);
    // The one script the pages need stays within 150 kB gzipped.
    const gzipped = gzipSync(Buffer.from(await asset.arrayBuffer()), { level: 9 }).length;
    console.log(`the console's script: ${(gzipped / 1024).toFixed(1)} kB gzipped`);
    expect(gzipped).toBeLessThanOrEqual(150 * 1024);
    expect((await fetch(`${cluster.url}/assets/..%2Fpackage.json`)).status).toBe(400);
    expect((await fetch(`${cluster.url}/assets/missing.js`)).status).toBe(404);

    const page = await open('/');
    // From the start of the page's load to the first entries on screen (the page marks it), cold and then warm.
    const shownAt = async () => {
      // Functions, not strings: a string predicate is evaluated with eval in the page, which its CSP forbids.
      await page.waitForFunction(() => performance.getEntriesByName('console:catalog-shown').length > 0);
      return page.evaluate(() => performance.getEntriesByName('console:catalog-shown')[0]?.startTime ?? NaN);
    };
    const cold = await shownAt();
    await page.reload();
    const warm = await shownAt();
    console.log(
      `first page on loopback: entries shown ${cold.toFixed(0)} ms after the load began, ${warm.toFixed(0)} ms on a reload`,
    );
    expect(warm).toBeLessThan(3_000);
    await clean(page);
  });

  it('searches, filters, sorts and pages the catalog, keeping it all in the address', async () => {
    const page = await open('/');
    await expect.poll(() => statusLine(page).textContent()).toMatch(/^16 knowledges match/);
    // Each entry says what it costs, its quorum, its trust and where it is sold.
    const card = (name: string) => page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
    const listed = card('ISO 4217 codes of the world’s currencies');
    await expect.poll(() => listed.textContent()).toContain('2 CREDIT');
    const text = (await listed.textContent()) ?? '';
    expect(text).toContain('2 of 2 trusted passes');
    expect(text).toContain('Verified by trusted verifiers (+1 not trusted, not counted)');
    expect(text).toContain('Sold here, by this node');
    const foreign = (await card('Capitals of the northern regions').textContent()) ?? '';
    expect(foreign).toContain('Not for sale until 2 trusted verifiers pass it');

    // Search by keyboard alone: the skip link, then the search field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent')).toBe('Skip to the content');
    await page.getByLabel('Search', { exact: true }).fill('currencies');
    await page.keyboard.press('Enter');
    await expect.poll(() => statusLine(page).textContent()).toMatch(/^3 knowledges match/);
    expect(new URL(page.url()).search).toBe('?q=currencies');
    await clean(page);

    // A filter: only what is listed.
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Status').selectOption('LISTED');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => statusLine(page).textContent()).toMatch(/^1 knowledge matches\./);
    expect(await page.locator('.cards > li').count()).toBe(1);

    // Schema from the facets, cheapest first.
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Benchmark schema').selectOption('mime-type');
    await page.getByLabel('Order').selectOption('price');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => statusLine(page).textContent()).toMatch(/^3 knowledges match/);
    const prices = await page.locator('.cards dt:text-is("Price") + dd').allTextContents();
    expect(prices).toEqual(['3 CREDIT', '4 CREDIT', '5 CREDIT']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');

    // Paging: ten a page, then the next page and back.
    await page.goto(`${cluster.url}/?size=10`);
    await expect.poll(() => statusLine(page).textContent()).toBe('16 knowledges match. Showing 1–10, page 1 of 2.');
    await page.getByRole('link', { name: 'Next page →' }).click();
    await expect.poll(() => statusLine(page).textContent()).toBe('16 knowledges match. Showing 11–16, page 2 of 2.');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await clean(page);
    await page.goBack();
    await expect.poll(() => statusLine(page).textContent()).toContain('page 1 of 2');
    await clean(page);
  });

  it('opens a knowledge: price, verifiers and whether they are trusted, rows, the base stack, checked records', async () => {
    const page = await open('/?status=LISTED');
    await page.getByRole('link', { name: 'ISO 4217 codes of the world’s currencies' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('ISO 4217 codes of the world’s currencies');
    expect(new URL(page.url()).pathname).toBe('/knowledge/iso4217-currency-codes');
    const facts = (await page.locator('dl.facts-wide').textContent()) ?? '';
    expect(facts).toContain('2 CREDIT, per download');
    expect(facts).toContain('2 of 2 trusted passes');
    expect(facts).toContain('LISTED');

    const verifiers = page.locator('section', { has: page.locator('#verifiers-title') });
    const rows = await verifiers.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.includes('Yes, counted'))).toHaveLength(2);
    expect(rows.find((r) => r.includes('No, not counted'))).toContain('claims “verifier-one”');
    expect(rows[0]).toContain('free generation 24/24');

    expect(await page.locator('section', { has: page.locator('#stack-title') }).textContent()).toContain(
      'stands on the bare model',
    );
    const dataset = page.locator('section', { has: page.locator('#dataset-title') });
    await expect.poll(() => dataset.locator('caption').textContent()).toMatch(/^The first \d+ of 24 rows$/);

    const records = page.locator('section', { has: page.locator('#records-title') });
    await expect.poll(() => records.locator('tbody tr').count()).toBe(4);
    const checks = await records.locator('tbody td:last-child').allTextContents();
    expect(checks).toEqual(Array(4).fill('Valid, by its author'));
    expect(await records.textContent()).toContain('each checked when stored');
    await clean(page);

    // Another seller's knowledge names the gateway it is sold at.
    await page.goto(`${cluster.url}/knowledge/${cluster.foreign}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Capitals of the northern regions');
    expect(await page.locator('dl.facts-wide .gateway code').textContent()).toBe(
      `${cluster.foreignUrl}/x402/patch/${cluster.foreign}`,
    );
    await clean(page);
  });

  it('says what is wrong with a bad address in the page, and changes nothing', async () => {
    const page = await open('/?page=abc&q=%ZZ&status=NOPE&size=7');
    const alert = page.locator('[role="alert"]').first();
    await expect.poll(() => alert.textContent()).toContain('nothing was changed');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('malformed percent escape');
    expect(text).toContain('The page must be a whole number');
    expect(text).toContain('There is no status “NOPE”');
    expect(text).toContain('A page holds 10, 20 or 50 entries');
    await expect.poll(() => statusLine(page).textContent()).toMatch(/^16 knowledges match/);
    await clean(page);

    await page.goto(`${cluster.url}/?page=9`);
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toContain('There is no page 9');
    await clean(page);

    // A knowledge the node does not list: the API's 404 is the one error the browser reports, and the page says so.
    await page.goto(`${cluster.url}/knowledge/no-such-knowledge`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('No such knowledge');
    await clean(page, [/status of 404/]);
  });

  it('works at 375 px wide without scrolling sideways', async () => {
    for (const path of ['/', `/knowledge/${cluster.listed}`]) {
      const page = await open(path, { width: 375, height: 812 });
      await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(overflow, path).toBeLessThanOrEqual(375);
      await clean(page);
    }
  });
});
