import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * What anyone outside sees of a node started the way `ainize start` starts it: its public description and the
 * lines it writes to its log.
 */

const ROWS = 2 ** 14;
let dir: string;
let node: RunningNode;
const stderr = vi.spyOn(process.stderr, 'write');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-running-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'running-test', port: 0 });
  // Swallowed so the test output stays readable; the spy still records every line the node logs.
  stderr.mockImplementation(() => true);
  node = await startNode(home, { ...databaseEnv(), AINIZE_MODEL_ROWS: String(ROWS), AINIZE_LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await node?.close();
  stderr.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

/** The request lines logged while `fn` ran, as the URLs they name. */
async function loggedUrls(fn: () => Promise<void>): Promise<string[]> {
  stderr.mockClear();
  await fn();
  return stderr.mock.calls
    .flatMap(([chunk]) => String(chunk).split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
    .filter((url): url is string => url !== undefined);
}

describe('GET /api/info on a node that serves a model', () => {
  it('says the runtime is available and names the model, its shape and what is applied', async () => {
    const info = (await (await fetch(`${node.url}/api/info`)).json()) as { runtime: Record<string, unknown> };
    expect(info.runtime).toEqual({
      available: true,
      kind: 'memory',
      api: null,
      model: node.serving.model.modelId,
      hook: true,
      repo: null,
      applied: [],
      rows: ROWS,
      row_dim: 64,
    });
  });
});

describe('request logs at level info', () => {
  it('writes no line for peer polling or health probes, and still one for other requests', async () => {
    const urls = await loggedUrls(async () => {
      for (const path of ['/p2p/records?since=0&limit=500', '/p2p/records?since=3', '/healthz', '/readyz']) {
        expect((await fetch(`${node.url}${path}`)).status, path).toBe(200);
      }
      await fetch(`${node.url}/api/info`);
    });
    expect(urls).toEqual(['/api/info']);
  });
});
