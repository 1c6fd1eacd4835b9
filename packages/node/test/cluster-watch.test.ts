import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoForOtherModel } from '../src/cli/cluster/watch.js';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { anchor, person } from './ledger-fixtures.js';
import { databaseEnv } from './store-fixtures.js';

/** What `cluster up` reads of a running home node to warn about demo knowledge taught for an older model. */

let dir: string;
let node: RunningNode;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ainize-cluster-watch-'));
  const home = join(dir, 'home');
  initHome({ home, name: 'watch', port: 0 });
  node = await startNode(home, { ...databaseEnv(), AINIZE_LOG_LEVEL: 'silent', AINIZE_MODEL_ROWS: '16384' });
  const author = person();
  const served = node.serving.model.modelId;
  node.ledger.appendRecord(
    'anchor',
    anchor(author, { id: 'current-set', model: { id_M: served, row_dim: 64 } }),
    author,
  );
  node.ledger.appendRecord(
    'anchor',
    anchor(author, { id: 'older-set', model: { id_M: 'ainize-memory-v1-16384x64-h2-s1', row_dim: 64 } }),
    author,
  );
}, 60_000);

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo knowledge taught for another model', () => {
  it('is named with the model it was taught for; knowledge for the served model and other ids are not', async () => {
    expect(await demoForOtherModel(node.url, ['current-set', 'older-set', 'not-asked-about'])).toEqual([
      { id: 'older-set', model: 'ainize-memory-v1-16384x64-h2-s1' },
    ]);
    expect(await demoForOtherModel(node.url, ['current-set'])).toEqual([]);
  });

  it('is not claimed when the node does not answer', async () => {
    expect(await demoForOtherModel('http://127.0.0.1:9', ['older-set'])).toEqual([]);
  });
});
