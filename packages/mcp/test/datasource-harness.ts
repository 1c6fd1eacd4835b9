import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AinizeFailure, type AinizeError } from '@ainize/core';
import { expect } from 'vitest';
import type { FetchedRows } from '../src/datasource.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { callTool, inProcessSession, type TestNode } from './node-fixture.js';

/**
 * What the McpDataSource tests share: the reference servers from npm they start over stdio, the one way a refusal
 * is read, and the one way rows reach a real node — through create_training_set, as an agent would.
 */

const require = createRequire(import.meta.url);
const launcher = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'dist/index.js');

/** server-filesystem: `node <it> <allowed folder>…`, over stdio. */
export const FILESYSTEM = launcher('@modelcontextprotocol/server-filesystem');
/** server-memory: `node <it>`, over stdio, keeping its graph in `MEMORY_FILE_PATH`. */
export const MEMORY = launcher('@modelcontextprotocol/server-memory');

/** The named failure `run` ends in; anything else fails the test. */
export async function refusal(run: () => Promise<unknown>): Promise<AinizeError> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown.error;
    throw thrown;
  }
  throw new Error('expected a refusal');
}

export interface UploadTarget {
  fixture: TestNode;
  teachKey: string;
  stateDir: string;
  /** Every request the MCP server made of the node, across uploads. */
  record: RequestRecord[];
}

/** Uploads the rows with their provenance through the real create_training_set; returns its JSON answer. */
export async function uploadRows(target: UploadTarget, fetched: FetchedRows, name: string) {
  const s = await inProcessSession(
    target.fixture.node.url,
    { AINIZE_TEACH_KEY: target.teachKey, AINIZE_MCP_STATE_DIR: target.stateDir },
    { name: 'datasource-test', record: target.record },
  );
  try {
    const created = await callTool(s.client, 'create_training_set', {
      rows: fetched.rows,
      provenance: fetched.provenance,
      name,
    });
    expect(created.isError, created.text).toBe(false);
    return created.json;
  } finally {
    await s.close();
  }
}
