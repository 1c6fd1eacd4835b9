// `npm run screenshots -w @ainize/console`: the pictures in docs/console/, taken from a real node. It builds nothing:
// run `npm run build` first. It starts an embedded node from the built packages in a temporary home, fills its
// catalog as the console's tests do, opens the pages in Debian's chromium and saves PNGs for docs/console.md.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { consoleKeys, seedConsoleCatalog } from '../test/seed-catalog.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const built = (path) => import(join(root, 'packages', path));
const { generatePrivateKey, hashCanonical } = await built('core/dist/index.js');
const { initHome, startNode } = await built('node/dist/index.js');
const { keySigner } = await built('node/dist/ledger/record.js');
const { DEMO_KNOWLEDGE } = await built('node/dist/seed/demo-datasets.js');
const { ownPublishDeps, publishTaughtKnowledge } = await built('node/dist/seed/publish.js');

const CHROMIUM = process.env.AINIZE_CHROMIUM ?? '/usr/bin/chromium';
const out = join(root, 'docs', 'console');
mkdirSync(out, { recursive: true });

const dir = mkdtempSync(join(tmpdir(), 'ainize-console-shots-'));
const kit = { keySigner, generatePrivateKey, hashCanonical, ownPublishDeps, publishTaughtKnowledge, DEMO_KNOWLEDGE };
const keys = consoleKeys(kit);
const made = initHome({
  home: join(dir, 'node'),
  name: 'demo-node',
  port: 0,
  extra: { verifier: { trusted: [keys.v1.address, keys.v2.address] } },
});
const node = await startNode(made.paths.home, {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: '16384',
  AINIZE_VERIFIER_AUTO: 'false',
});
let browser;
try {
  const seeded = await seedConsoleCatalog(node, kit, keys);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const shots = [
    { file: 'catalog.png', path: '/', width: 1280, height: 900, wait: '.cards li' },
    { file: 'search.png', path: '/?q=codes&sort=price&size=10', width: 1280, height: 900, wait: '.cards li' },
    {
      file: 'knowledge.png',
      path: `/knowledge/${seeded.listed}`,
      width: 1280,
      height: 900,
      wait: 'td.tone-good',
      full: true,
    },
    { file: 'bad-address.png', path: '/?page=abc&status=NOPE', width: 1280, height: 700, wait: '.cards li' },
    { file: 'catalog-375.png', path: '/?status=LISTED', width: 375, height: 812, wait: '.cards li', full: true },
    { file: 'knowledge-375.png', path: `/knowledge/${seeded.listed}`, width: 375, height: 812, wait: 'td.tone-good' },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.goto(`${node.url}${shot.path}`);
    await page.waitForSelector(shot.wait);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, shot.file), fullPage: shot.full === true });
    await page.close();
    console.log(`docs/console/${shot.file}`);
  }
} finally {
  await browser?.close();
  await node.close();
  rmSync(dir, { recursive: true, force: true });
}
