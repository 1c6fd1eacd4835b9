import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, hashCanonical } from '@ainize/core';
import { initHome, startNode, type RunningNode } from '@ainize/node';
import { keySigner } from '../../node/src/ledger/record.js';
import { DEMO_KNOWLEDGE } from '../../node/src/seed/demo-datasets.js';
import { ownPublishDeps, publishTaughtKnowledge } from '../../node/src/seed/publish.js';
import { type SeedKit, type SeededCatalog, consoleKeys, seedConsoleCatalog } from './seed-catalog.mjs';

/** A real embedded node in a temporary home, with the console's test catalog (seed-catalog.mjs) on it. */

export interface ConsoleNode extends SeededCatalog {
  node: RunningNode;
  url: string;
  close(): Promise<void>;
}

const NODE_ENV = {
  AINIZE_LOG_LEVEL: 'silent',
  AINIZE_MODEL_ROWS: '16384',
  AINIZE_VERIFIER_AUTO: 'false',
  // The operator teaches from the console's Teach page; a node teaches only when its operator turns it on.
  AINIZE_TEACH_ENABLED: 'true',
  // A console built elsewhere (while working on the console beside a running suite); the package's dist/ otherwise.
  ...(process.env.AINIZE_CONSOLE_DIST ? { AINIZE_CONSOLE_DIST: process.env.AINIZE_CONSOLE_DIST } : {}),
};

const KIT: SeedKit = {
  keySigner,
  generatePrivateKey,
  hashCanonical,
  ownPublishDeps,
  publishTaughtKnowledge,
  DEMO_KNOWLEDGE,
};

/**
 * @param options.copies how many extra parts of each demo set to announce (2 by default, for a catalog longer than a
 *   page); a test that needs no paging asks for 0, which teaches a third as much.
 */
export async function startConsoleNode(options: { copies?: number } = {}): Promise<ConsoleNode> {
  const dir = mkdtempSync(join(tmpdir(), 'ainize-console-'));
  let node: RunningNode | undefined;
  try {
    const keys = consoleKeys(KIT);
    const made = initHome({
      home: join(dir, 'node'),
      name: 'console-test',
      port: 0,
      extra: { verifier: { trusted: [keys.v1.address, keys.v2.address] } },
    });
    node = await startNode(made.paths.home, NODE_ENV);
    const seeded = await seedConsoleCatalog(node, KIT, keys, options);
    const running = node;
    return {
      ...seeded,
      node: running,
      url: running.url,
      close: async () => {
        await running.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (thrown) {
    await node?.close();
    rmSync(dir, { recursive: true, force: true });
    throw thrown;
  }
}
