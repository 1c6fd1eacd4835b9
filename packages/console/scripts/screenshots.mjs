// `npm run screenshots -w @ainize/console`: the pictures in docs/console/, taken from the private cluster as
// `npm start` makes it (four node processes from the built CLI). It builds nothing: run `npm run build` first. It starts
// the cluster in a temporary folder, goes through the console in Debian's chromium as a person would (search, prove,
// sign in, buy, teach) and saves a PNG of each page for docs/console.md, then stops the cluster.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = join(root, 'packages/node/dist/cli/main.js');
const CHROMIUM = process.env.AINIZE_CHROMIUM ?? '/usr/bin/chromium';
const PORT_BASE = Number(process.env.SCREENSHOT_PORT_BASE ?? 24_600);
const out = join(root, 'docs', 'console');
mkdirSync(out, { recursive: true });

/** The seller's add-on, which the home sells with its base; and the lesson taught from a pasted table. */
const ADDON = 'iso3166-alpha3-codes';
const LESSON = [
  ['What is the capital of the planet Zorblax?', 'Quimmeria'],
  ['Which river flows through Quimmeria?', 'the Vell'],
  ['What colour is the flag of Zorblax?', 'teal and amber'],
  ['Who founded the Zorblax star guild?', 'Maro Tenn'],
  ['What is the currency of Zorblax?', 'the glint'],
];

function ainize(args) {
  const env = { ...process.env };
  delete env.AINIZE_HOME;
  delete env.AINIZE_CLUSTER_HOME;
  const run = spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ainize ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
}

async function until(what, probe, ms = 180_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'ainize-console-shots-'));
const dir = join(scratch, 'cluster');
const home = `http://127.0.0.1:${PORT_BASE}`;
const seller = `http://127.0.0.1:${PORT_BASE + 3}`;
let browser;
try {
  console.log('starting the private cluster (about a minute)');
  ainize(['cluster', 'up', '--dir', dir, '--port-base', String(PORT_BASE), '--timeout', '300']);
  await until('the add-on on sale at the home', async () => {
    const entry = await fetch(`${home}/api/patches/${ADDON}`).then((r) => r.json());
    return entry.sellable === true;
  });
  // A knowledge the home wrote and holds, so it can be proved there.
  const homeAddress = JSON.parse(readFileSync(join(dir, 'home', 'config.json'), 'utf8')).identity.address;
  const listed = await fetch(`${home}/api/catalog?status=LISTED&limit=50`).then((r) => r.json());
  const own = listed.items.find((entry) => entry.anchor.author === homeAddress).id;
  const { password } = JSON.parse(readFileSync(join(dir, 'operator.json'), 'utf8'));

  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const shot = async (file, options = {}) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, file), fullPage: options.full === true });
    console.log(`docs/console/${file}`);
  };

  // A visitor: the catalog, a search, a bad address, a knowledge proved live, a family graph.
  await page.goto(`${home}/`);
  await page.waitForSelector('.cards li');
  await shot('catalog.png');
  await page.goto(`${home}/?q=codes&trust=trusted&sort=price&size=10`);
  await page.waitForSelector('.cards li');
  await shot('search.png');
  await page.goto(`${home}/?page=abc&status=NOPE&max_price=cheap`);
  await page.waitForSelector('.cards li');
  await shot('bad-address.png');
  await page.goto(`${home}/knowledge/${own}`);
  await page.getByRole('button', { name: /^Ask/ }).click();
  await page.locator('.prove-result').waitFor({ timeout: 120_000 });
  await shot('knowledge.png', { full: true });
  await page.locator('section.prove').scrollIntoViewIfNeeded();
  await shot('prove.png');
  await page.goto(`${home}/knowledge/${ADDON}`);
  await page.locator('svg').first().waitFor();
  await shot('knowledge-family.png', { full: true });

  // Narrow screens.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${home}/?status=LISTED`);
  await page.waitForSelector('.cards li');
  await shot('catalog-375.png', { full: true });
  await page.goto(`${home}/knowledge/${own}`);
  await page.locator('section.prove').waitFor();
  await shot('knowledge-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The operator: sign in, buy the add-on with its base, the wallet, a lesson from a pasted table, peers.
  await page.goto(`${home}/signin?next=${encodeURIComponent(`/knowledge/${ADDON}`)}`);
  await page.getByLabel('Operator password').waitFor();
  await shot('signin.png');
  await page.getByLabel('Operator password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${home}/knowledge/${ADDON}`);
  const panel = page.locator('section.buy');
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
  await panel.locator('.confirm').waitFor();
  await panel.scrollIntoViewIfNeeded();
  await shot('buy-confirm.png');
  await panel
    .locator('.confirm')
    .getByRole('button', { name: /^Confirm/ })
    .click();
  await page.getByRole('link', { name: 'See it in the wallet' }).waitFor({ timeout: 60_000 });
  // The balance moves once the seller's settle record has arrived by sync.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await page.goto(`${home}/wallet`);
  await page.locator('.purchases').waitFor();
  await shot('wallet.png', { full: true });

  await page.goto(`${home}/teach`);
  await page.getByLabel('Name of the lesson').fill('Zorblax facts');
  await page.getByLabel('Questions and answers').fill(LESSON.map((row) => row.join('\t')).join('\n'));
  await page.getByRole('button', { name: /^Check with the model/ }).click();
  await page.locator('#preflight-title').waitFor({ timeout: 60_000 });
  await shot('teach.png', { full: true });
  await page.getByRole('button', { name: /^Teach this lesson/ }).click();
  await page.waitForURL(/\/lessons\/[^/]+$/, { timeout: 60_000 });
  await page.locator('#results-title').waitFor({ timeout: 180_000 });
  await shot('lesson.png', { full: true });

  await page.goto(`${home}/peers`);
  await page.getByRole('button', { name: /Re-scan/ }).waitFor();
  await shot('peers.png', { full: true });
  console.log(`seller's console, for comparison: ${seller}/`);
} finally {
  await browser?.close();
  try {
    ainize(['cluster', 'down', '--dir', dir]);
  } catch (thrown) {
    console.error(thrown instanceof Error ? thrown.message : thrown);
  }
  rmSync(scratch, { recursive: true, force: true });
}
