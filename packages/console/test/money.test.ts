import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type PurchaseList,
  type Wallet,
  generatePrivateKey,
  hashCanonical,
  addDec,
  isPrice,
  normalizeDec,
  subDec,
} from '@ainize/core';
import { type RunningNode, initHome, startNode } from '@ainize/node';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keySigner } from '../../node/src/ledger/record.js';
import { DEMO_KNOWLEDGE } from '../../node/src/seed/demo-datasets.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../../node/src/seed/publish.js';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';
import { type SeedKit, consoleKeys, seedConsoleCatalog } from './seed-catalog.mjs';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * The operator's money pages in a real browser against two real nodes: the console's node, with the console's test
 * catalog, and a seller beside it whose knowledge (an add-on and the base it stands on) the console's node lists,
 * passed by the two verifier keys both nodes trust. Both nodes grant both their initial credit, so the seller takes
 * the console node's local-credit payment. The operator chooses a password, is refused a wrong one, reads the
 * wallet, buys from the knowledge's page and sees the purchase and the new balance in the wallet.
 */

const KIT: SeedKit = {
  keySigner,
  generatePrivateKey,
  hashCanonical,
  ownPublishDeps,
  publishTaughtKnowledge,
  DEMO_KNOWLEDGE,
};
const STRONG_PASSWORD = 'violet harbour lantern quietly 7 orbits';

interface Market {
  buyer: RunningNode;
  seller: RunningNode;
  url: string;
  /** The buyer's own knowledge with trusted passes: sellable, but this node wrote it. */
  owned: string;
  close(): Promise<void>;
}

/** The seller's lessons: a base and an add-on on top of it. */
const SELLER_LESSONS: { id: string; price: string; base?: string; fact: { prompt: string; answer: string } }[] = [
  { id: 'velmora-capital', price: '2', fact: { prompt: 'What is the capital of Velmora?', answer: 'Quentaro' } },
  {
    id: 'velmora-currency',
    price: '3.5',
    base: 'velmora-capital',
    fact: { prompt: 'What is the currency of Velmora?', answer: 'Velmark' },
  },
];

async function teachSeller(seller: RunningNode): Promise<void> {
  const deps = ownPublishDeps(seller, 'north-seller');
  for (const lesson of SELLER_LESSONS) {
    await publishTaughtKnowledge(
      deps,
      {
        id: lesson.id,
        name: `Velmora: ${lesson.id.split('-')[1]}`,
        description: `What the north seller knows about Velmora's ${lesson.id.split('-')[1]}.`,
        topic_path: 'fiction/places',
        schema: 'fictional-facts',
        price: lesson.price,
        ...(lesson.base ? { base: lesson.base } : {}),
      },
      [lesson.fact],
    );
  }
}

/**
 * The trusted verifiers pass the seller's lessons on the seller's ledger. A key's records form one chain, so this
 * runs after the seller holds the records the same keys signed on the console's node; otherwise both would be
 * first records of the key, a fork, and neither node would count the key again.
 */
function attestSeller(seller: RunningNode, keys: ReturnType<typeof consoleKeys>): void {
  for (const { id } of SELLER_LESSONS) {
    const model = seller.catalog.getEntry(id)?.anchor.model.id_M;
    for (const [who, name] of [
      [keys.v1, 'verifier-one'],
      [keys.v2, 'verifier-two'],
    ] as const) {
      seller.ledger.appendRecord(
        'attest',
        {
          patch_id: id,
          verifier: who.address,
          verifier_name: name,
          passed: true,
          verified_on: `memory:${model}`,
          score: { free_generation: '1/1', pre_apply: '0/1' },
          executor: { instance: hashCanonical({ machine: who.address }) },
          created_at: new Date().toISOString(),
        },
        who,
      );
    }
  }
}

async function startMarket(): Promise<Market> {
  const dir = mkdtempSync(join(tmpdir(), 'ainize-console-money-'));
  const keys = consoleKeys(KIT);
  const trusted = { verifier: { trusted: [keys.v1.address, keys.v2.address] } };
  const homes = ['console-test', 'north-seller'].map((name) =>
    initHome({ home: join(dir, name), name, port: 0, extra: trusted }),
  );
  const env = {
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: '16384',
    AINIZE_VERIFIER_AUTO: 'false',
    // Records move when the test says so.
    AINIZE_GOSSIP_INTERVAL_MS: '3600000',
    AINIZE_CREDIT_MEMBERS: homes.map((h) => h.config.identity.address).join(','),
  };
  const started: RunningNode[] = [];
  try {
    const buyer = await startNode(homes[0]!.paths.home, {
      ...env,
      ...(process.env.AINIZE_CONSOLE_DIST ? { AINIZE_CONSOLE_DIST: process.env.AINIZE_CONSOLE_DIST } : {}),
    });
    started.push(buyer);
    const seller = await startNode(homes[1]!.paths.home, { ...env, AINIZE_ROLES: 'seller,serving' });
    started.push(seller);
    const seeded = await seedConsoleCatalog(buyer, KIT, keys, { copies: 0 });
    await teachSeller(seller);
    seller.peers.add(buyer.url);
    buyer.peers.add(seller.url);
    await seller.peers.syncNow();
    attestSeller(seller, keys);
    await buyer.peers.syncNow();
    return {
      buyer,
      seller,
      url: buyer.url,
      owned: seeded.listed,
      close: async () => {
        await Promise.all(started.map((n) => n.close()));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (thrown) {
    await Promise.all(started.map((n) => n.close()));
    rmSync(dir, { recursive: true, force: true });
    throw thrown;
  }
}

// Node answers are read loosely: a wrong field fails the expectation rather than the compiler.
type Json = Record<string, unknown>;

/** The price the buy must pay for `id`: its own and that of every base the node does not hold, from the API. */
function totalFrom(detail: Json): string {
  const requires = detail['requires'] as { price: string | null; held: boolean }[];
  const prices = [
    (detail['anchor'] as { price: string }).price,
    ...requires.filter((b) => !b.held).map((b) => b.price!),
  ];
  return prices.reduce((sum, p) => normalizeDec(addDec(sum, p)), '0');
}

describe.skipIf(!HAS_CHROMIUM)('the operator’s money pages in chromium', () => {
  let market: Market;
  let browser: Browser;
  let watched: Watched;
  let page: Page;
  /** Writes the page sent (any method but GET), in order. */
  const writes: string[] = [];

  beforeAll(async () => {
    [market, browser] = await Promise.all([startMarket(), launch()]);
    watched = await watchedPage(browser, market.url);
    page = watched.page;
    page.on('request', (request: Request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await market?.close();
  });

  /** The page passes axe and has logged no error but the expected ones, and asked no other origin. */
  async function clean(allowedErrors: RegExp[] = []): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    expect(watched.errors.filter((e) => !allowedErrors.some((r) => r.test(e)))).toEqual([]);
    expect(watched.foreign).toEqual([]);
  }

  /** The session cookie the browser holds, for calls from this process as the signed-in page. */
  async function sessionCookie(): Promise<string> {
    const cookie = (await page.context().cookies(market.url)).find((c) => c.name === 'ngram_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    return `${cookie!.name}=${cookie!.value}`;
  }

  async function asOperator<T>(path: string): Promise<T> {
    const res = await fetch(`${market.url}${path}`, { headers: { cookie: await sessionCookie() } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  }

  it('chooses the first password, refuses a weak and a wrong one, and keeps the wallet closed', async () => {
    expect((await (await fetch(`${market.url}/api/auth/me`)).json()) as Json).toMatchObject({ needsSetup: true });
    await page.goto(`${market.url}/signin?next=%2Fwallet`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Choose the operator password');
    const newPassword = page.getByLabel('New operator password');
    expect(await newPassword.getAttribute('autocomplete')).toBe('new-password');

    // Empty: a message, and nothing sent.
    await page.getByRole('button', { name: 'Choose this password and sign in' }).click();
    await expect.poll(() => page.locator('[role="alert"]').first().textContent()).toContain('nothing was sent');
    expect(writes).toEqual([]);

    // Weak: the node's own sentence.
    await newPassword.fill('password1234');
    await page.getByLabel('The same password again').fill('password1234');
    await page.getByRole('button', { name: 'Choose this password and sign in' }).click();
    await expect.poll(() => page.locator('[role="alert"]').first().textContent()).toMatch(/weak_password/);
    expect(await newPassword.inputValue()).toBe('');
    await clean([/status of 400/]);

    await newPassword.fill(STRONG_PASSWORD);
    await page.getByLabel('The same password again').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Choose this password and sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wallet');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Wallet');

    // Signed out, a wrong password is refused in the page and the wallet stays closed.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    await page.goto(`${market.url}/wallet`);
    await expect.poll(() => page.locator('main').textContent()).toContain('The wallet is for this node');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Sign in');
    const password = page.getByLabel('Operator password', { exact: true });
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    const before = writes.length;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('[role="alert"]').first().textContent()).toContain('nothing was sent');
    expect(writes).toHaveLength(before);
    await password.fill('not the operator password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('[role="alert"]').first().textContent()).toContain('wrong password');
    expect(await password.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/signin');
    await clean([/status of 400/, /status of 401/]);
    await page.goto(`${market.url}/wallet`);
    await expect.poll(() => page.locator('main').textContent()).toContain('The wallet is for this node');
    expect(await page.locator('.wallet-facts').count()).toBe(0);

    await page.goto(`${market.url}/signin?next=%2Fwallet`);
    await password.fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wallet');
    // Nothing of the secret is left where a script could read it.
    expect(await page.content()).not.toContain(STRONG_PASSWORD);
    expect(await page.evaluate<number>('localStorage.length + sessionStorage.length')).toBe(0);
    expect(await page.evaluate<string>('document.cookie')).not.toContain('ngram_session');
  });

  it('shows the wallet: the balance, a chart of it over time and every entry', async () => {
    const wallet = await asOperator<Wallet>('/api/me/wallet');
    expect(wallet.entries.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.wallet-facts .balance').textContent())
      .toBe(`${wallet.balance} ${wallet.currency}`);
    const chart = page.locator('.chart svg[role="img"]');
    expect(await chart.getAttribute('aria-label')).toContain(`${wallet.balance} ${wallet.currency}`);
    expect(await chart.locator('path.chart-line').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
    expect(await chart.locator('text').count()).toBeGreaterThan(2);
    const rows = page.locator('section', { has: page.locator('#history-title') }).locator('tbody tr');
    expect(await rows.count()).toBe(wallet.entries.length);
    expect(await rows.last().locator('td').last().textContent()).toBe(`${wallet.balance} ${wallet.currency}`);
    expect(await page.locator('section', { has: page.locator('#purchases-title') }).textContent()).toContain(
      'bought nothing yet',
    );
    await clean([/status of 400/, /status of 401/]);
  });

  it('buys a knowledge of another seller after a confirmation that restates the total and the scheme', async () => {
    const me = (await (await fetch(`${market.url}/api/info`)).json()) as { node: { address: string } };
    const catalog = (await (await fetch(`${market.url}/api/catalog?limit=200`)).json()) as { items: Json[] };
    const candidates = catalog.items.filter(
      (e) =>
        e['sellable'] === true &&
        (e['anchor'] as { author: string }).author.toLowerCase() !== me.node.address.toLowerCase(),
    );
    const details = await Promise.all(
      candidates.map(async (e) => (await (await fetch(`${market.url}/api/patches/${String(e['id'])}`)).json()) as Json),
    );
    // One that stands on a base this node does not hold, so the total is more than its own price.
    const chosen = details.find((d) => (d['requires'] as { held: boolean }[]).some((b) => !b.held)) ?? details[0];
    expect(chosen, 'a sellable knowledge of another seller').toBeDefined();
    const id = String(chosen!['id']);
    const total = totalFrom(chosen!);
    expect(isPrice(total)).toBe(true);
    const info = (await (await fetch(`${market.url}/api/info`)).json()) as { payments?: { buy_with: string } };
    const walletBefore = await asOperator<Wallet>('/api/me/wallet');

    // A visitor who is not signed in gets a way to sign in, and no button.
    const visitor = await watchedPage(browser, market.url, { width: 375, height: 812 });
    await visitor.page.goto(`${market.url}/knowledge/${encodeURIComponent(id)}`);
    const visitorPanel = visitor.page.locator('section.buy');
    await expect.poll(() => visitorPanel.textContent()).toContain('Sign in to buy it');
    expect(await visitorPanel.getByRole('link', { name: 'Sign in to buy it' }).getAttribute('href')).toBe(
      `/signin?next=${encodeURIComponent(`/knowledge/${encodeURIComponent(id)}`)}`,
    );
    expect(await visitorPanel.getByRole('button').count()).toBe(0);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    expect(await visitor.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await visitor.page.close();

    await page.goto(`${market.url}/knowledge/${encodeURIComponent(id)}`);
    const panel = page.locator('section.buy');
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    const confirmation = panel.locator('[role="group"]');
    await expect.poll(() => confirmation.textContent()).toContain(`Total${total} ${walletBefore.currency}`);
    expect(await confirmation.textContent()).toContain(
      (info.payments?.buy_with ?? 'local-credit') === 'exact' ? 'on chain' : 'in local credit',
    );
    await clean([/status of 400/, /status of 401/]);

    // Cancel sends nothing.
    const before = writes.length;
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirmation.count()).toBe(0);
    expect(writes.slice(before)).toEqual([]);

    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await confirmation.getByRole('button', { name: /^Confirm/ }).click();
    await expect.poll(() => panel.locator('[role="status"]').textContent(), { timeout: 30_000 }).toContain('Bought.');
    expect(writes.slice(before)).toEqual([`POST /api/patches/${id}/buy`]);
    await clean([/status of 400/, /status of 401/]);

    const purchases = await asOperator<PurchaseList>('/api/me/purchases');
    expect(purchases.items.map((p) => p.patch_id)).toContain(id);
    // The balance moves when this node's ledger holds the seller's settle record: the next gossip with the seller,
    // which this test runs now rather than waiting for its timer.
    await market.buyer.peers.syncNow();
    const walletAfter = await asOperator<Wallet>('/api/me/wallet');
    expect(normalizeDec(subDec(walletBefore.balance, walletAfter.balance))).toBe(normalizeDec(total));

    await page.getByRole('link', { name: 'See it in the wallet' }).click();
    await expect
      .poll(() => page.locator('.wallet-facts .balance').textContent())
      .toBe(`${walletAfter.balance} ${walletAfter.currency}`);
    const bought = page.locator('.purchases').getByRole('link', { name: id, exact: true });
    expect(await bought.getAttribute('href')).toBe(`/knowledge/${encodeURIComponent(id)}`);

    // Bought once: the knowledge's page says so and offers no button.
    await bought.click();
    await expect.poll(() => panel.textContent()).toContain('already bought');
    expect(await panel.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0);
    await clean([/status of 400/, /status of 401/]);
  });

  it('refuses a write that carries the session cookie but not the CSRF token', async () => {
    const cookie = await sessionCookie();
    const path = `/api/patches/${encodeURIComponent(market.owned)}/buy`;
    const post = (headers: Record<string, string>) =>
      fetch(`${market.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: '{}',
      });
    const bare = await post({});
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as Json)['error']).toMatch(/^csrf_invalid/);
    // With the token the page reads, the same write gets past sign-in (and is refused for its own reason: owned).
    const me = (await (await fetch(`${market.url}/api/auth/me`, { headers: { cookie } })).json()) as Json;
    expect(typeof me['csrf']).toBe('string');
    const withToken = await post({ 'x-csrf-token': String(me['csrf']) });
    expect(withToken.status).toBe(409);
  });

  it('works at 375 px without scrolling sideways', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/wallet', `/knowledge/${market.owned}`, '/signin']) {
      await page.goto(`${market.url}${path}`);
      await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(375);
      await clean([/status of 400/, /status of 401/]);
    }
  });
});
