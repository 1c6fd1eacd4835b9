import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Page, chromium } from 'playwright-core';

/**
 * A real browser for the console's tests: Debian's chromium, driven by playwright-core (which downloads no browser of
 * its own), with axe-core run inside each page. `.ci/run` installs chromium when it is missing; elsewhere the tests
 * say plainly that they did not run.
 */

export const CHROMIUM = process.env.AINIZE_CHROMIUM ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const NO_CHROMIUM_REASON =
  `${CHROMIUM} is missing, so the console's browser tests did not run: install Debian's chromium ` +
  '(apt-get install -y chromium), as .ci/run does.';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export function launch(): Promise<Browser> {
  // Root (as in CI) cannot use chromium's sandbox; the pages opened are our own.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/** What a page did that a test must see: errors in its console, uncaught exceptions, requests to any other origin. */
export interface Watched {
  page: Page;
  errors: string[];
  foreign: string[];
}

export async function watchedPage(
  browser: Browser,
  origin: string,
  viewport = { width: 1280, height: 900 },
): Promise<Watched> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) foreign.push(url);
  });
  return { page, errors, foreign };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's violations of serious or critical impact on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate<AxeViolation[]>('axe.run(document).then((result) => result.violations)');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact ?? '?'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
