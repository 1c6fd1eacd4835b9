import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';
import { type ConsoleNode, startConsoleNode } from './console-fixture.js';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * The catalog's trust and price filters in a real browser against a real node (the console's test catalog: one
 * knowledge passed by the two verifiers the node trusts, the rest not verified, prices from 1 to 5.5). What the page
 * lists is compared with what `GET /api/catalog` answers for the same parameters.
 */
describe.skipIf(!HAS_CHROMIUM)('the trust and price filters in chromium', () => {
  let cluster: ConsoleNode;
  let browser: Browser;
  let watched: Watched;
  let page: Page;

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startConsoleNode(), launch()]);
    watched = await watchedPage(browser, cluster.url);
    page = watched.page;
  });

  afterAll(async () => {
    await browser?.close();
    await cluster?.close();
  });

  const statusLine = () => page.locator('p.status-line[aria-live]');
  const shownNames = () => page.locator('.cards h3').allTextContents();

  /** The node's own answer for a search, as the list should show it. */
  async function api(params: string): Promise<{ total: number; names: string[] }> {
    const res = await fetch(`${cluster.url}/api/catalog?${params}&limit=20`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; items: { anchor: { name: string } }[] };
    return { total: body.total, names: body.items.map((e) => e.anchor.name) };
  }

  /** The page shows what the API answers: the count in the status line and the same entries in the same order. */
  async function showsAsApi(params: string): Promise<number> {
    const want = await api(params);
    const count = want.total === 1 ? '1 knowledge matches.' : `${want.total} knowledges match.`;
    await expect.poll(() => statusLine().textContent()).toMatch(new RegExp(`^${count.replace('.', '\\.')}`));
    // Polled too: the status line may read the same before and after a change, while the new entries still load.
    await expect.poll(() => shownNames()).toEqual(want.names);
    return want.total;
  }

  async function clean(): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
    expect(watched.foreign).toEqual([]);
  }

  it('filters by trust level and by a price range, keeping both in the address', async () => {
    await page.goto(`${cluster.url}/`);
    const everything = await showsAsApi('sort=latest');
    // This node trusts a list of keys, so it offers no "unvetted" level once it has said so.
    await expect.poll(() => page.locator('#trust option').count()).toBe(5);
    expect(await page.locator('#trust option').allTextContents()).not.toContain('Unvetted: every key counts');

    await page.getByLabel('Trust').selectOption('trusted');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await showsAsApi('trust=trusted')).toBe(1);
    expect(new URL(page.url()).search).toBe('?trust=trusted');
    expect(await shownNames()).toEqual(['ISO 4217 codes of the world’s currencies']);
    await clean();

    await page.getByLabel('Trust').selectOption('');
    await page.getByLabel('Lowest price').fill('3');
    await page.getByLabel('Highest price').fill('4.50');
    await page.getByRole('button', { name: 'Search' }).click();
    const ranged = await showsAsApi('min_price=3&max_price=4.50');
    expect(ranged).toBeGreaterThan(0);
    expect(ranged).toBeLessThan(everything);
    expect(new URL(page.url()).search).toBe('?min_price=3&max_price=4.50');
    const prices = await page.locator('.cards dt:text-is("Price") + dd').allTextContents();
    for (const price of prices) expect(Number.parseFloat(price)).toBeGreaterThanOrEqual(3);
    for (const price of prices) expect(Number.parseFloat(price)).toBeLessThanOrEqual(4.5);
    await clean();

    // Both at once, cheapest first; then back to the trust filter alone with the browser's back button.
    await page.getByLabel('Trust').selectOption('unverified');
    await page.getByLabel('Order').selectOption('price');
    await page.getByRole('button', { name: 'Search' }).click();
    const both = await showsAsApi('trust=unverified&min_price=3&max_price=4.50&sort=price');
    expect(both).toBeLessThanOrEqual(ranged);
    expect(new URL(page.url()).searchParams.get('trust')).toBe('unverified');
    await page.goBack();
    await showsAsApi('min_price=3&max_price=4.50');
    await page.goBack();
    await showsAsApi('trust=trusted');
    await clean();
  });

  it('refuses a bad price in the form with a message, and searches nothing', async () => {
    await page.goto(`${cluster.url}/?trust=trusted`);
    await showsAsApi('trust=trusted');
    await page.getByLabel('Lowest price').fill('1e3');
    await page.getByRole('button', { name: 'Search' }).click();
    const alert = page.locator('form [role="alert"]');
    await expect.poll(() => alert.textContent()).toContain('The lowest price must be a decimal number');
    expect(new URL(page.url()).search).toBe('?trust=trusted');

    await page.getByLabel('Lowest price').fill('5');
    await page.getByLabel('Highest price').fill('2');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => alert.textContent())
      .toBe('The lowest price (5) is above the highest (2), so neither is used.');
    expect(new URL(page.url()).search).toBe('?trust=trusted');
    await clean();
  });

  it('names bad filters in the address, leaves them out and shows the rest', async () => {
    await page.goto(`${cluster.url}/?trust=verified&min_price=abc&max_price=4&status=`);
    const alert = page.locator('[role="alert"]').first();
    await expect.poll(() => alert.textContent()).toContain('nothing was changed');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain('There is no trust level “verified”');
    expect(text).toContain('The lowest price must be a decimal number such as 0.5 or 25; “abc” is not');
    await showsAsApi('max_price=4');

    await page.goto(`${cluster.url}/?min_price=10&max_price=9.99`);
    await expect
      .poll(() => page.locator('[role="alert"]').first().textContent())
      .toContain('The lowest price (10) is above the highest (9.99), so neither is used.');
    await showsAsApi('sort=latest');
    await clean();
  });
});
