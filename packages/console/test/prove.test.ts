import type { ChatResponse } from '@ainize/core';
import { generatePrivateKey, hashCanonical } from '@ainize/core';
import { ModelLock } from '@ainize/node';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keySigner } from '../../node/src/ledger/record.js';
import { DEMO_KNOWLEDGE } from '../../node/src/seed/demo-datasets.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../../node/src/seed/publish.js';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';
import { type ConsoleNode, startConsoleNode } from './console-fixture.js';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * The knowledge page's "Prove it" panel and family graph in a real browser against a real node. On top of the
 * console's test catalog, the node teaches an add-on of the listed knowledge (so it has a base and a parent), and
 * another seller announces two more generations after it, which only the ledger's graph connects to the add-on.
 */

const ADDON = 'iso4217-currency-codes-addon';
const GRANDCHILD = 'iso4217-currency-codes-grandchild';
const GREAT = 'iso4217-currency-codes-great';

interface Detail {
  anchor: { name: string; benchmark: { samples: { prompt: string; expect: string }[] } };
  requires: { id: string }[];
  lineage: { parents: string[]; children: string[] };
}

async function seedFamily(cluster: ConsoleNode): Promise<void> {
  const { node } = cluster;
  const calling = DEMO_KNOWLEDGE.find((d) => d.id === 'country-calling-codes') ?? DEMO_KNOWLEDGE[1]!;
  await publishTaughtKnowledge(
    ownPublishDeps(node, node.config.name),
    {
      id: ADDON,
      name: 'Calling codes, taught over the currency codes',
      description: calling.description,
      topic_path: calling.topic_path,
      schema: calling.schema,
      price: '1',
      base: cluster.listed,
    },
    calling.rows().slice(0, 8),
  );
  const seller = keySigner(generatePrivateKey());
  const model = node.catalog.getEntry(ADDON)!.anchor.model;
  const announce = (id: string, name: string, parent: string) => {
    const benchmark = { schema: 'probe', queries: 1, samples: [{ prompt: `What is ${id}?`, expect: 'a test' }] };
    node.ledger.appendRecord(
      'anchor',
      {
        id,
        name,
        description: 'A later generation, announced by another seller.',
        author: seller.address,
        author_name: 'later-seller',
        model: { id_M: model.id_M, row_dim: model.row_dim },
        patch_sha256: hashCanonical({ patch: id }),
        size_bytes: 1024,
        rows: 4,
        benchmark,
        benchmark_hash: hashCanonical(benchmark),
        price: '2',
        currency: 'CREDIT',
        parents: [parent],
        topic_path: 'test/family',
        created_at: new Date().toISOString(),
        visibility: 'public',
        contributors: [],
        origin: 'operator',
      },
      seller,
    );
  };
  announce(GRANDCHILD, 'The add-on, extended', ADDON);
  announce(GREAT, 'The add-on, extended twice', GRANDCHILD);
}

describe.skipIf(!HAS_CHROMIUM)('proving a knowledge and drawing its family, in chromium', () => {
  let cluster: ConsoleNode;
  let browser: Browser;
  const opened: Watched[] = [];

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startConsoleNode({ copies: 0 }), launch()]);
    await seedFamily(cluster);
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
    await expect.poll(() => watched.page.locator('h1').textContent()).not.toMatch(/^(Loading|$)/);
    return watched.page;
  }

  async function clean(page: Page, allowedErrors: RegExp[] = []): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    const watched = opened.find((w) => w.page === page)!;
    expect(watched.errors.filter((e) => !allowedErrors.some((r) => r.test(e)))).toEqual([]);
    expect(watched.foreign).toEqual([]);
  }

  async function detail(id: string): Promise<Detail> {
    return (await fetch(`${cluster.url}/api/patches/${encodeURIComponent(id)}`)).json() as Promise<Detail>;
  }

  /** Every `POST /api/chat` the page sends. */
  function chatPosts(page: Page): string[] {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/chat') posts.push(r.postData() ?? '');
    });
    return posts;
  }

  const panel = (page: Page) => page.locator('section', { has: page.locator('#prove-title') });

  it('refuses an empty or too long question in the page and sends nothing', async () => {
    const page = await open(`/knowledge/${cluster.listed}`);
    const posts = chatPosts(page);
    await page.getByLabel('Question', { exact: true }).selectOption({ label: 'My own question…' });
    await page.getByRole('button', { name: 'Ask both' }).click();
    await expect.poll(() => panel(page).locator('[role="alert"]').textContent()).toContain('Type a question first');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('prove-own');
    await clean(page);

    await page.getByLabel('Your question').fill('x'.repeat(4001));
    await page.getByRole('button', { name: 'Ask both' }).click();
    await expect.poll(() => panel(page).locator('[role="alert"]').textContent()).toContain('4,001 characters');
    expect(await panel(page).textContent()).toContain('at most 4,000');
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await clean(page);
  });

  it('asks the benchmark question: both answers, their latency, and the verdict the node’s answers imply', async () => {
    const page = await open(`/knowledge/${cluster.listed}`);
    const posts = chatPosts(page);
    const sample = (await detail(cluster.listed)).anchor.benchmark.samples[0]!;
    await page.getByLabel('Question', { exact: true }).selectOption('0');
    await page.getByRole('button', { name: 'Ask both' }).click();
    const result = panel(page).locator('.prove-result');
    await result.waitFor();
    expect(posts).toHaveLength(1);
    const sent = JSON.parse(posts[0]!) as { patch_id: string; mode: string; messages: unknown; request_id: string };
    expect(sent).toMatchObject({ patch_id: cluster.listed, mode: 'compare' });
    expect(sent.messages).toEqual([{ role: 'user', content: sample.prompt }]);
    expect(sent.request_id).toMatch(/^[0-9a-f-]{32,36}$/);

    // The node answers the same question the same way: what the page shows must be what it says.
    const node = (await (
      await fetch(`${cluster.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ patch_id: cluster.listed, mode: 'compare', messages: sent.messages }),
      })
    ).json()) as ChatResponse;
    const answers = await result.locator('.prove-answer').allTextContents();
    const shown = (text: string) => (text === '' ? '(no answer)' : text);
    expect(answers).toEqual([shown(node.base.content), shown(node.patched.content)]);
    expect(await result.locator('.prove-meta').allTextContents()).toEqual([
      expect.stringMatching(/^Answered in [\d.,]+ ms/),
      expect.stringMatching(/^Answered in [\d.,]+ ms/),
    ]);
    const verdict = (await result.locator('.prove-verdict').textContent()) ?? '';
    expect(node.benchmark_hit).not.toBeNull();
    expect(verdict).toContain(
      node.benchmark_hit
        ? 'With this knowledge the model gives the expected answer.'
        : 'With this knowledge the model does not give the expected answer.',
    );
    expect(verdict).toContain(`Expected: “${sample.expect}”`);
    expect(verdict).toContain(`The node checked it against the benchmark: ${node.benchmark_hit ? 'a hit' : 'a miss'}`);
    // The node's reply to the test itself came after the page's, so it had one try fewer left.
    expect(await panel(page).textContent()).toContain(`${node.remaining_quota! + 1} of ${node.quota_limit} free tries`);
    await clean(page);
  });

  it('shows the queue while someone else holds the model, and cancels without using a try', async () => {
    const page = await open(`/knowledge/${cluster.listed}`);
    const other = new ModelLock({ dir: cluster.node.paths.lockDir });
    const hold = await other.acquire('agent:someone-else');
    try {
      await page.getByRole('button', { name: 'Ask both' }).click();
      const progress = panel(page).locator('.prove-progress');
      await expect.poll(() => progress.textContent(), { timeout: 10_000 }).toContain('Queued');
      const text = (await progress.textContent()) ?? '';
      expect(text).toContain('next in line');
      expect(text).toContain('The model is held by “agent:someone-else” since');
      expect(text).toMatch(/\d+ requests? waits? for the model/);
      expect(await progress.locator('[aria-live="polite"]').count()).toBe(1);
      await clean(page);

      await page.getByRole('button', { name: 'Cancel this question' }).click();
      await expect.poll(() => progress.textContent()).toContain('so no free try was used');
      await expect.poll(() => panel(page).locator('.prove-note').textContent()).toContain('never called');
      expect(await panel(page).locator('.prove-result').count()).toBe(0);
    } finally {
      hold.release();
    }
    // The browser reports the node's 499 for the given-up request; that is the one error allowed.
    await clean(page, [/status of 499/]);
  });

  it('draws the family: a link for each base, parent and child, more levels from the ledger, this one marked', async () => {
    const addon = await detail(ADDON);
    expect(addon.requires.map((b) => b.id)).toEqual([cluster.listed]);
    expect(addon.lineage).toEqual({ parents: [cluster.listed], children: [GRANDCHILD] });

    const page = await open(`/knowledge/${ADDON}`);
    const section = page.locator('section', { has: page.locator('#stack-title') });
    const graph = section.locator('svg.family-graph');
    await graph.waitFor();
    expect(await graph.getAttribute('aria-hidden')).toBe('true');
    expect(await graph.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    for (const id of [cluster.listed, GRANDCHILD, GREAT]) {
      expect(await graph.locator(`a[href="/knowledge/${id}"]`).count(), id).toBe(1);
      expect(await section.locator(`a[href="/knowledge/${id}"]:not(svg a)`).count(), id).toBeGreaterThan(0);
    }
    const current = graph.locator('.family-current');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('data-id')).toBe(ADDON);
    expect(await current.textContent()).toContain('this knowledge');
    expect(await graph.locator(`a[href="/knowledge/${ADDON}"]`).count()).toBe(0);
    expect(await section.textContent()).toContain('It must be applied on top of these, bottom first');
    await clean(page);

    // A node of the drawing leads to that knowledge's page without a reload.
    await page.evaluate('window.marker = 1');
    await graph.locator(`a[href="/knowledge/${GRANDCHILD}"]`).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('The add-on, extended');
    expect(await page.evaluate<number | undefined>('window.marker')).toBe(1);
    await clean(page);
  });

  it('works at 375 px wide without scrolling sideways', async () => {
    for (const path of [`/knowledge/${ADDON}`, `/knowledge/${cluster.listed}`]) {
      const page = await open(path, { width: 375, height: 812 });
      if (path.endsWith(ADDON)) await page.locator('svg.family-graph').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(375);
      await clean(page);
    }
  });
});
