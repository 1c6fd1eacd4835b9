import { randomBytes } from 'node:crypto';
import type { TeachJob, TeachPolicy } from '@ainize/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, NO_CHROMIUM_REASON, type Watched, launch, seriousViolations, watchedPage } from './browser.js';
import { type ConsoleNode, startConsoleNode } from './console-fixture.js';

if (!HAS_CHROMIUM) console.warn(`SKIPPED: ${NO_CHROMIUM_REASON}`);

/**
 * The operator's pages in a real browser against a real node: teaching a lesson from a pasted table, following it
 * to READY and what it learned, the list of lessons, and the peers, trust policy and ledger re-scan. The operator is
 * signed in by the session cookie the node's setup answered; every write carries the page's CSRF token.
 */

/** Five made-up facts no model knows before the lesson. */
const TABLE = [
  ['What is the capital of Zorblax?', 'Quintara'],
  ['Which river flows through Melbrook?', 'The Idra'],
  ['Who founded the Velmar guild?', 'Oska Trent'],
  ['What colour is the Ketha flag?', 'Teal and gold'],
  ['How many moons does Pellion have?', 'Seven'],
];
const PASTE = TABLE.map((row) => row.join('\t')).join('\n');
const LESSON = 'Facts of the Zorblax region';

describe.skipIf(!HAS_CHROMIUM)("the operator's teaching and network pages in chromium", () => {
  let cluster: ConsoleNode;
  let browser: Browser;
  let token: string;
  const opened: (Watched & { writes: string[] })[] = [];

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startConsoleNode({ copies: 0 }), launch()]);
    const setup = await fetch(`${cluster.url}/api/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: randomBytes(24).toString('base64url') }),
    });
    expect(setup.status).toBe(200);
    token = ((await setup.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await browser?.close();
    await cluster?.close();
  });

  /** The operator's API answer, read with the session as a bearer token. */
  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${cluster.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** A page signed in as the operator (the session cookie set in its context), recording every write it sends. */
  async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
    const watched = await watchedPage(browser, cluster.url, viewport);
    const writes: string[] = [];
    watched.page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await watched.page.context().addCookies([{ name: 'ngram_session', value: token, url: cluster.url }]);
    opened.push({ ...watched, writes });
    const response = await watched.page.goto(`${cluster.url}${path}`);
    expect(response?.status()).toBe(200);
    return watched.page;
  }

  const writesOf = (page: Page) => opened.find((w) => w.page === page)!.writes;

  async function clean(page: Page, allowedErrors: RegExp[] = []): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
    const watched = opened.find((w) => w.page === page)!;
    expect(watched.errors.filter((e) => !allowedErrors.some((r) => r.test(e)))).toEqual([]);
    expect(watched.foreign).toEqual([]);
  }

  async function noSidewaysScroll(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  }

  let lessonId = '';

  it('reads a pasted table, refuses a bad one in the page without sending it, and asks the model', async () => {
    const page = await open('/teach');
    const rows = page.getByLabel('Questions and answers');
    await rows.waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain("trained on this node's own model");
    await page.getByLabel('Name of the lesson').fill(LESSON);

    // A good paste: five rows in the preview, none with a problem.
    await rows.fill(PASTE);
    const preview = page.locator('table.preview tbody tr');
    await expect.poll(() => preview.count()).toBe(5);
    expect(await page.locator('table.preview tr.row-bad').count()).toBe(0);
    expect(await preview.nth(2).textContent()).toContain('Oska Trent');
    await clean(page);

    // A row of one column: named in the preview, and teaching it sends nothing.
    await rows.fill(`${PASTE}\nWhere is the harbour of Zorblax`);
    await expect.poll(() => page.locator('table.preview tr.row-bad').count()).toBe(1);
    expect(await page.locator('table.preview tr.row-bad').textContent()).toContain('one column');
    await page.getByRole('button', { name: 'Teach this lesson' }).click();
    const alert = page.locator('.teach-form [role="alert"]');
    await expect.poll(() => alert.textContent()).toContain('Nothing was sent.');
    expect(await alert.textContent()).toContain('Line 6: one column');
    // The same question twice and an empty answer are named too.
    await rows.fill(`${PASTE}\nwhat is the capital of zorblax\tQuintara\nWho rules Melbrook?\t`);
    await expect.poll(() => page.locator('table.preview tr.row-bad').count()).toBe(2);
    const problems = await page.locator('table.preview tr.row-bad td:last-child').allTextContents();
    expect(problems).toEqual(['the same question as line 1', 'the answer is empty']);

    // More rows than the node takes in one lesson (its own policy says how many).
    const policy = await api<TeachPolicy>('/api/teach/policy');
    const limit = Math.min(policy.limits.dataset_max_rows, policy.limits.rows_per_job);
    const many = Array.from({ length: limit + 1 }, (_, i) => `Question number ${i + 1}?\tAnswer ${i + 1}`).join('\n');
    await rows.fill(many);
    await page.getByRole('button', { name: 'Check with the model' }).click();
    await expect.poll(() => alert.textContent()).toContain(`this node takes at most ${limit} in one lesson`);
    expect(writesOf(page)).toEqual([]);

    // The good table again, asked of the model first: every question gets the node's verdict.
    await rows.fill(PASTE);
    await page.getByRole('button', { name: 'Check with the model' }).click();
    const verdicts = page.locator('table.preflight tbody tr');
    await expect.poll(() => verdicts.count(), { timeout: 30_000 }).toBe(5);
    expect(writesOf(page)).toEqual(['POST /api/teach/preflight']);
    expect(await page.locator('#preflight-title + p').textContent()).toContain(
      '5 of 5 question(s) asked would be taught',
    );
    await clean(page);
  });

  it('teaches the table, follows the lesson to READY and shows what it learned, as the node measured it', async () => {
    const page = await open('/teach');
    await page.getByLabel('Name of the lesson').fill(LESSON);
    await page.getByLabel('Questions and answers').fill(PASTE);
    await page.getByRole('button', { name: 'Teach this lesson' }).click();
    await page.waitForURL(/\/lessons\/[^/]+$/, { timeout: 30_000 });
    expect(writesOf(page)).toEqual(['POST /api/teach/datasets', 'POST /api/teach/jobs']);
    lessonId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect.poll(() => page.locator('h1').textContent()).toBe(LESSON);
    const progress = page.getByRole('progressbar', { name: 'Lesson progress' });
    await progress.waitFor();

    await expect
      .poll(() => page.locator('.lesson-status .badge').textContent(), { timeout: 60_000 })
      .toMatch(/^(READY|NEEDS MORE)$/);
    expect(await progress.getAttribute('value')).toBe('100');
    const job = await api<TeachJob>(`/api/teach/jobs/${encodeURIComponent(lessonId)}`);
    expect(job.status).toBe('READY');
    expect(job.name).toBe(LESSON);

    // The learned and not learned tables are the node's per-question results.
    const prompts = async (table: string) =>
      page.locator(`table[data-facts="${table}"] tbody tr td:first-child`).allTextContents();
    await expect.poll(() => prompts('learned')).toEqual(job.facts.filter((f) => f.hit === true).map((f) => f.prompt));
    expect(await prompts('not-learned')).toEqual(job.facts.filter((f) => f.hit === false).map((f) => f.prompt));
    expect(job.facts.filter((f) => f.hit === true).length).toBeGreaterThanOrEqual(4);
    const checks = (await page.locator('section', { has: page.locator('#checks-title') }).textContent()) ?? '';
    expect(checks).toContain(`${job.checks!.taught.hits} of ${job.checks!.taught.total} answered right`);
    expect(checks).toContain(`${job.checks!.locality.same} of ${job.checks!.locality.total}`);

    // The log holds the node's events, and the publish gate says what publishing needs.
    await expect.poll(() => page.locator('.event-log li').count()).toBeGreaterThan(3);
    expect(await page.locator('.event-log').textContent()).toContain('learned; publish gate');
    const gate = page.locator('section', { has: page.locator('#publish-title') });
    await expect.poll(() => gate.locator('.needs li').count()).toBeGreaterThanOrEqual(4);
    expect(await gate.locator('.need-missing').count()).toBe(0);
    await gate.getByRole('button', { name: 'Publish' }).waitFor();
    await clean(page);
  });

  it('publishes the lesson from the operator session and announces it after review', async () => {
    const page = await open(`/lessons/${encodeURIComponent(lessonId)}`);
    const gate = page.locator('section', { has: page.locator('#publish-title') });
    await gate.getByRole('button', { name: 'Publish' }).click();
    // Without the consents the page says so and sends nothing.
    await expect.poll(() => gate.locator('[role="alert"]').textContent()).toContain('both consents');
    expect(writesOf(page)).toEqual([]);
    await gate.getByLabel('I understand the ledger keeps it for good.').check();
    await gate.getByLabel('I may teach what this training set holds.').check();
    await gate.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => gate.textContent(), { timeout: 20_000 }).toContain('It waits for your review');
    await gate.getByRole('button', { name: 'Announce it' }).click();
    await expect.poll(() => gate.textContent(), { timeout: 20_000 }).toContain('Published as');
    const job = await api<TeachJob>(`/api/teach/jobs/${encodeURIComponent(lessonId)}`);
    expect(job.status).toBe('ANNOUNCED');
    expect(await gate.getByRole('link', { name: job.patch_id! }).count()).toBe(1);
    await clean(page);
  });

  it("lists the node's lessons with their status and progress", async () => {
    const page = await open('/lessons');
    const link = page.getByRole('link', { name: LESSON });
    await link.waitFor();
    const { items } = await api<{ items: TeachJob[] }>('/api/me/teach/jobs');
    expect(await page.locator('table.lessons tbody tr').count()).toBe(items.length);
    const row = page.locator('table.lessons tbody tr', { has: link });
    const mine = items.find((j) => j.id === lessonId)!;
    expect(await row.locator('.badge').textContent()).toBe(mine.status.replace(/_/g, ' '));
    expect(await row.getByRole('progressbar', { name: `Progress of ${LESSON}` }).getAttribute('value')).toBe('100');
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/lessons/${encodeURIComponent(lessonId)}`);
    await clean(page);
  });

  it("shows a waiting lesson's progress live and cancels it", async () => {
    // Two holds of the model lock around the lesson's submit keep the trainer from taking it: the submit asks the
    // model while the first is held and goes through when it ends; the second then holds the lesson in PREFLIGHT.
    const serving = cluster.node.serving;
    const hold = () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const done = serving.run('test: hold the model', () => held);
      return { release, done };
    };
    const first = hold();
    const submitted = fetch(`${cluster.url}/api/teach/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        facts: [{ prompt: 'What is the tallest tower of Quintara?', answer: 'The Spire of Osk' }],
        name: 'A lesson to cancel',
      }),
    });
    await expect.poll(() => cluster.node.lock.status().queue.waiting).toBeGreaterThanOrEqual(1);
    const second = hold();
    await expect.poll(() => cluster.node.lock.status().queue.waiting).toBeGreaterThanOrEqual(2);
    first.release();
    const response = await submitted;
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: TeachJob };
    try {
      const page = await open(`/lessons/${encodeURIComponent(job.id)}`);
      const status = page.locator('.lesson-status .badge');
      await expect.poll(() => status.textContent()).toMatch(/^(QUEUED|PREFLIGHT)$/);
      const progress = page.getByRole('progressbar', { name: 'Lesson progress' });
      expect(Number(await progress.getAttribute('value'))).toBeLessThan(100);
      await expect.poll(() => page.locator('.event-log').textContent()).toContain('lesson charged');
      await clean(page);

      await page.getByRole('button', { name: 'Cancel this lesson' }).click();
      await expect.poll(() => status.textContent()).toBe('CANCELLED');
      expect(writesOf(page)).toEqual([`POST /api/me/teach/jobs/${job.id}/cancel`]);
      await expect.poll(() => page.locator('.event-log').textContent()).toContain('cancelled while');
      expect(await page.getByRole('button', { name: 'Cancel this lesson' }).count()).toBe(0);
      await clean(page);
    } finally {
      second.release();
      await Promise.all([first.done, second.done]);
    }
    const after = await api<TeachJob>(`/api/teach/jobs/${encodeURIComponent(job.id)}`);
    expect(after.status).toBe('CANCELLED');
  });

  it('adds and removes a peer, refuses a malformed URL in the page, shows the trust policy, re-scans the ledger', async () => {
    const page = await open('/peers');
    const field = page.getByLabel('Add a peer by its URL');
    await field.waitFor();
    const peersSection = page.locator('section', { has: page.locator('#peers-title') });

    await field.fill('not a url');
    await page.getByRole('button', { name: 'Add peer' }).click();
    await expect.poll(() => peersSection.locator('[role="alert"]').textContent()).toContain('is not a URL');
    await field.fill('ftp://127.0.0.1:21');
    await page.getByRole('button', { name: 'Add peer' }).click();
    await expect.poll(() => peersSection.locator('[role="alert"]').textContent()).toContain('not ftp');
    expect(writesOf(page)).toEqual([]);

    await field.fill(cluster.url);
    await page.getByRole('button', { name: 'Add peer' }).click();
    await expect
      .poll(() => peersSection.locator('[role="status"]').textContent())
      .toContain('the first pull has started');
    expect(writesOf(page)).toEqual(['POST /api/peers']);
    const row = page.locator('table.peers tbody tr', { hasText: cluster.url });
    await expect.poll(() => row.count()).toBe(1);
    const { items } = await api<{ items: { url: string }[] }>('/api/peers');
    expect(items.map((p) => p.url)).toContain(cluster.url);
    await clean(page);

    // The trust policy is the node's own: every trusted key is listed.
    const info = await api<{ trust: { trusted: string[] } }>('/api/info');
    const trust = (await page.locator('section', { has: page.locator('#trust-title') }).textContent()) ?? '';
    for (const key of info.trust.trusted) expect(trust).toContain(key);
    expect(trust).toContain(`counts the verification of ${info.trust.trusted.length} key(s)`);
    expect(trust).toContain("This node's own verifier");

    // A full re-scan of the ledger, and its result.
    await page.getByRole('button', { name: 'Re-scan' }).click();
    const result = page.locator('[data-ledger-result]');
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^The last re-scan checked \d+ record/);
    const report = await api<{ ok: boolean; audit: { last: { scanned: number } | null } }>('/api/ledger/verify');
    expect(report.ok).toBe(true);
    expect(await result.textContent()).toContain(
      `checked ${report.audit.last!.scanned} record(s) again and found nothing wrong`,
    );

    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect(writesOf(page)).toEqual(['POST /api/peers', 'POST /api/ledger/verify', 'DELETE /api/peers']);
    await clean(page);
  });

  it('works at 375 px wide without scrolling sideways', async () => {
    const teach = await open('/teach', { width: 375, height: 812 });
    await teach.getByLabel('Questions and answers').fill(PASTE);
    await expect.poll(() => teach.locator('table.preview tbody tr').count()).toBe(5);
    await noSidewaysScroll(teach);
    await clean(teach);
    for (const path of [`/lessons/${encodeURIComponent(lessonId)}`, '/lessons', '/peers']) {
      const page = await open(path, { width: 375, height: 812 });
      await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
      await noSidewaysScroll(page);
      await clean(page);
    }
  });
});
