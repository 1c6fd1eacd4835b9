import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEACH_AUTH_HEADER, buildTeachAuth } from '@ainize/core';
import { type RunningNode, startNode } from '../src/cli/compose.js';
import { initHome } from '../src/home/home.js';
import { TEST_ROWS, baseModelFile } from './base-model-fixture.js';
import { databaseEnv } from './store-fixtures.js';

/**
 * A real node with the teach door open (startNode: real SQLite, real signatures, the real memory model), and calls
 * signed with a teaching key the way a client signs them.
 */

export interface TeachNode {
  dir: string;
  home: string;
  node: RunningNode;
  env: Record<string, string>;
  token: string;
}

export async function startTeachNode(env: Record<string, string> = {}): Promise<TeachNode> {
  const dir = mkdtempSync(join(tmpdir(), 'ainize-teach-'));
  const home = join(dir, 'node');
  initHome({ home, name: 'teach-test', port: 0 });
  // The base model is built once per test file and copied, so every node starts from the same bytes.
  mkdirSync(join(home, 'model'), { recursive: true });
  copyFileSync(baseModelFile(), join(home, 'model', 'base.bin'));
  const fullEnv = {
    AINIZE_LOG_LEVEL: 'silent',
    AINIZE_MODEL_ROWS: String(TEST_ROWS),
    AINIZE_TEACH_ENABLED: 'true',
    AINIZE_TEACH_PUBLISH: 'auto',
    AINIZE_ROLES: 'seller,serving',
    ...env,
  };
  const node = await startNode(home, { ...databaseEnv(), ...fullEnv });
  const token = await operatorToken(node.url);
  return { dir, home, node, env: fullEnv, token };
}

/** Restarts the node on the same home (same database, blobs and model files). */
export async function restartTeachNode(t: TeachNode): Promise<void> {
  await t.node.close();
  t.node = await startNode(t.home, { ...databaseEnv(), ...t.env });
}

export async function stopTeachNode(t: TeachNode | undefined): Promise<void> {
  if (!t) return;
  await t.node.close();
  rmSync(t.dir, { recursive: true, force: true });
}

async function operatorToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'teach-test-operator-password' }),
  });
  return ((await res.json()) as { token: string }).token;
}

export interface Reply {
  status: number;
  // any: node answers are read loosely; a wrong field fails the expectation rather than the compiler.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** Teaching key that signs the request (x-ngram-auth v2). */
  key?: string;
  operator?: boolean;
  /** Sent as x-ainize-auth instead of x-ngram-auth. */
  ainizeHeader?: boolean;
}

export async function call(
  t: TeachNode,
  method: string,
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Reply> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (opts.operator) headers.authorization = `Bearer ${t.token}`;
  if (opts.key) {
    headers[opts.ainizeHeader ? 'x-ainize-auth' : TEACH_AUTH_HEADER] = buildTeachAuth({
      privateKey: opts.key,
      ts: Date.now(),
      nodeAddress: t.node.config.identity.address,
      method,
      pathWithQuery: path,
      ...(text === undefined ? {} : { body: text }),
    });
  }
  const res = await fetch(`${t.node.url}${path}`, { method, headers, ...(text === undefined ? {} : { body: text }) });
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON (a file, markdown): kept as text.
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Polls a lesson until it leaves the trainer (READY, NEEDS_MORE, FAILED …). */
export async function settled(t: TeachNode, jobId: string, key: string, ms = 60_000): Promise<Reply> {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await call(t, 'GET', `/api/teach/jobs/${jobId}`, undefined, { key });
    const busy = ['QUEUED', 'PREFLIGHT', 'LOADING', 'TRAINING', 'EXPORTED', 'CHECKING'].includes(
      r.body?.job?.status ?? r.body?.status,
    );
    if (r.status !== 200 || !busy) return r;
    if (Date.now() > deadline) throw new Error(`lesson ${jobId} still ${r.body.status} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
