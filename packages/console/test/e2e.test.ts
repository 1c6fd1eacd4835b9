import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PurchaseList, type TeachJob, type Wallet, addDec, cmpDec, subDec } from '@ainize/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ainize, freePortBase, until, upSmallCluster } from '../../node/test/cluster-fixtures.js';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * A person's whole way through the console, on the private cluster as `npm start` makes it (the built CLI, four node
 * processes: the home, two verifiers and a seller). At the home's console they search the catalog, open the seller's
 * add-on, follow the link to try it at the seller's node and see the bare and the taught answers, sign in, buy it with
 * its base after a confirmation that states the total, find it in the wallet, teach a five-row table and watch the
 * lesson reach READY with what it learned. Every page passes axe and logs no error.
 */

/** The seller's add-on: its base (alpha-2) is bought with it. */
const ADDON = 'iso3166-alpha3-codes';

const LESSON_ROWS = [
  ['What is the capital of the planet Zorblax?', 'Quimmeria'],
  ['Which river flows through Quimmeria?', 'the Vell'],
  ['What colour is the flag of Zorblax?', 'teal and amber'],
  ['Who founded the Zorblax star guild?', 'Maro Tenn'],
  ['What is the currency of Zorblax?', 'the glint'],
];

// any: node answers are read loosely here; a wrong field fails the expectation rather than the compiler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe.skipIf(!HAS_CHROMIUM)('a person’s way through the console, on the private cluster', () => {
  let scratch: string;
  let dir: string;
  let home: string;
  let seller: string;
  let browser: Browser;
  const opened: Watched[] = [];

  const api = async (base: string, path: string): Promise<Json> => {
    const response = await fetch(`${base}${path}`);
    return (await response.json()) as Json;
  };

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'ainize-console-e2e-'));
    dir = join(scratch, 'cluster');
    const portBase = await freePortBase();
    home = `http://127.0.0.1:${portBase}`;
    seller = `http://127.0.0.1:${portBase + 3}`;
    browser = await launch();
    await upSmallCluster(dir, portBase);
    // The add-on is on sale at the home once the verifiers' passes have reached it.
    await until(
      'the add-on sellable at the home',
      async () => (await api(home, `/api/patches/${ADDON}`)).sellable === true,
      180_000,
    );
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    if (scratch === undefined) return;
    if (existsSync(join(dir, 'cluster.json'))) await ainize(['cluster', 'down', '--dir', dir]);
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  /** The page passes axe as it is now; it and every page opened so far have logged no error nor asked another host. */
  async function clean(page: Page, allowed: RegExp[] = []): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    for (const watched of opened) {
      expect(watched.errors.filter((e) => !allowed.some((r) => r.test(e)))).toEqual([]);
      expect(watched.foreign.filter((u) => !u.startsWith(`${seller}/`))).toEqual([]);
    }
  }

  it('search → open → prove at the seller → sign in → buy → wallet → teach five rows → READY', async () => {
    const watched = await watchedPage(browser, home);
    opened.push(watched);
    const { page } = watched;
    const addon = await api(home, `/api/patches/${ADDON}`);

    // Search the home's catalog and open the add-on.
    await page.goto(`${home}/`);
    await page.getByLabel('Search', { exact: true }).fill('alpha-3');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: addon.anchor.name, exact: true }).click();
    await page.waitForURL(`${home}/knowledge/${ADDON}`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(addon.anchor.name);
    await clean(page);

    // The home does not hold its body: the page sends the person to the seller's node to try it.
    await page.getByRole('link', { name: 'Try it at its author’s node' }).click();
    await page.waitForURL(`${seller}/knowledge/${ADDON}`);
    const question = addon.anchor.benchmark.samples[0] as { prompt: string; expect: string };
    await page.getByRole('button', { name: /^Ask/ }).click();
    const answers = page.locator('.prove-result');
    await answers.waitFor({ timeout: 60_000 });
    const columns = await answers.locator('.prove-columns').textContent();
    expect(columns).toContain('Bare model');
    expect(columns).toContain('With this knowledge');
    expect(await page.locator('.prove-question').textContent()).toContain(question.prompt);
    // What the page shows is what the seller's node answers to the same question.
    const asked = await fetch(`${seller}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        patch_id: ADDON,
        mode: 'compare',
        messages: [{ role: 'user', content: question.prompt }],
      }),
    }).then((r) => r.json() as Promise<Json>);
    expect(columns).toContain(asked.patched.content);
    expect(columns).toContain(asked.base.content);
    await clean(page);

    // Back at the home: sign in with the operator's password (the cluster wrote it to operator.json).
    const { password } = JSON.parse(readFileSync(join(dir, 'operator.json'), 'utf8')) as { password: string };
    await page.goto(`${home}/knowledge/${ADDON}`);
    await page.locator('section.buy').getByRole('link', { name: 'Sign in to buy it' }).click();
    await page.getByLabel('Operator password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${home}/knowledge/${ADDON}`);
    await clean(page);

    // The test reads the node's own numbers with a session of its own.
    const login = await fetch(`${home}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const asOperator = <T>(path: string): Promise<T> =>
      fetch(`${home}${path}`, { headers: { authorization: `Bearer ${login.token}` } }).then(
        (r) => r.json() as Promise<T>,
      );
    const before = await asOperator<Wallet>('/api/me/wallet');

    // Buy: the confirmation states the total of the add-on and its base, and the scheme, before anything is sent.
    const base = addon.requires[0] as { name: string; price: string };
    const total = addDec(addon.anchor.price, base.price);
    const panel = page.locator('section.buy');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const confirmation = panel.locator('.confirm');
    await confirmation.waitFor();
    const stated = (await confirmation.textContent()) ?? '';
    expect(stated).toContain(total);
    expect(stated).toContain(base.name);
    expect(stated).toMatch(/local credit/);
    await confirmation.getByRole('button', { name: /^Confirm/ }).click();
    await page.getByRole('link', { name: 'See it in the wallet' }).waitFor({ timeout: 60_000 });
    await clean(page);

    // The wallet lists the purchase, as the node's own purchases say.
    await page.getByRole('link', { name: 'See it in the wallet' }).click();
    await page.waitForURL(`${home}/wallet`);
    await page.locator('.purchases').getByRole('link', { name: ADDON, exact: true }).waitFor();
    const purchases = await asOperator<PurchaseList>('/api/me/purchases');
    expect(JSON.stringify(purchases)).toContain(ADDON);
    // The balance is lower by exactly the total once the seller's settle records are here: the next sync with the
    // seller brings them (half a second apart on the private cluster).
    const after = await until(
      'the seller’s settle records at the home',
      async () => {
        const wallet = await asOperator<Wallet>('/api/me/wallet');
        return cmpDec(subDec(before.balance, wallet.balance), total) === 0 ? wallet : undefined;
      },
      30_000,
    );
    await page.reload();
    await expect
      .poll(() => page.locator('.wallet-facts .balance').textContent())
      .toBe(`${after.balance} ${after.currency}`);
    await clean(page);

    // Teach five rows from a pasted table, and follow the lesson to READY.
    await page.getByRole('navigation').getByRole('link', { name: 'Teach' }).click();
    await page.waitForURL(`${home}/teach`);
    await page.getByLabel('Name of the lesson').fill('Zorblax facts');
    await page.getByLabel('Questions and answers').fill(LESSON_ROWS.map((row) => row.join('\t')).join('\n'));
    await page.getByRole('button', { name: /^Teach this lesson/ }).click();
    await page.waitForURL(/\/lessons\/[^/]+$/, { timeout: 60_000 });
    const lessonId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const job = await until(
      'the lesson READY',
      async () => {
        const read = await asOperator<TeachJob>(`/api/teach/jobs/${encodeURIComponent(lessonId)}`);
        return read.status === 'READY' ? read : undefined;
      },
      180_000,
    );
    const results = page.locator('section[aria-labelledby="results-title"]');
    await results.waitFor({ timeout: 60_000 });
    const learned = (job.facts ?? []).filter((fact) => fact.hit === true);
    expect(learned.length).toBeGreaterThan(0);
    const learnedText = (await results.textContent()) ?? '';
    for (const fact of learned) expect(learnedText).toContain(fact.prompt);
    await clean(page);
  }, 600_000);
});
