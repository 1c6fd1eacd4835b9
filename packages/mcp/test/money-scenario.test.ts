import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_PASSWORD, startMoneyCluster, type MoneyCluster } from './money-cluster.js';
import { buildServer, ROOT } from './stdio-harness.js';

/**
 * The job3-money scenario of scripts/drive.mjs, run against two real nodes — a seller and the buyer this server
 * speaks for — so the scenario an operator runs by hand is itself kept honest.
 */

let cluster: MoneyCluster;

beforeAll(async () => {
  buildServer();
  cluster = await startMoneyCluster();
  await cluster.sell({ id: 'scenario-lakes', name: 'Lakes for the scenario', description: 'Lakes.', price: '3' }, [
    { prompt: 'Which lake of the scenario is the deepest?', answer: 'Deepmere' },
  ]);
}, 180_000);

afterAll(async () => {
  await cluster?.close();
});

describe('scripts/scenarios/job3-money.mjs', () => {
  it('passes every check against a seller and a buyer', async () => {
    const run = promisify(execFile);
    const env = {
      PATH: process.env.PATH ?? '',
      AINIZE_NODE_URL: cluster.buyer.node.url,
      AINIZE_OPERATOR_PASSWORD: BUYER_PASSWORD,
    };
    const script = join(ROOT, 'packages/mcp/scripts/drive.mjs');
    const scenario = join(ROOT, 'packages/mcp/scripts/scenarios/job3-money.mjs');
    const outcome = await run(process.execPath, [script, scenario], { env, cwd: ROOT }).then(
      () => 0,
      (err: { code?: number; stderr?: string }) => err.code ?? 1,
    );
    const checks = JSON.parse(readFileSync(join(ROOT, 'results/mcp/job3-money.checks.json'), 'utf8'));
    const failed = (checks.checks as { name: string; passed: boolean; detail: string }[]).filter((c) => !c.passed);
    expect(failed).toEqual([]);
    expect(checks.skipped ?? []).toEqual([]);
    expect(outcome).toBe(0);
  }, 300_000);
});
