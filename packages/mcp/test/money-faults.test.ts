import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from '../src/money/journal.js';
import { startCutProxy, type CutProxy } from './cut-proxy.js';
import { BUYER_PASSWORD, SELLER_PASSWORD, startMoneyCluster, until, type MoneyCluster } from './money-cluster.js';
import { BIN, buildServer, type Json } from './stdio-harness.js';

/**
 * Faults at every step of a purchase, against the BUILT server over stdio and two real nodes. Each fault is a real
 * event — the server killed with SIGKILL, or a connection cut by a proxy on the wire between the server and its
 * node, or between the buying node and the seller — and each time a server restarted on the same state directory
 * is asked `reconcile_purchase` and must name what really happened. No fault may produce a second settlement.
 */

let cluster: MoneyCluster;
/** Between this server and the buying node. */
let nodeHop: CutProxy;
let stateDir: string;
let bearer: string;
const texts: string[] = [];
const logs: string[] = [];

const IDS = ['f-journal', 'f-row', 'f-settle', 'f-download', 'f-402'] as const;

beforeAll(async () => {
  buildServer();
  cluster = await startMoneyCluster({ cutSellerHop: true });
  for (const [i, id] of IDS.entries()) {
    await cluster.sell({ id, name: `Fault ${id}`, description: 'For a fault test.', price: '1' }, [
      { prompt: `What is the code word of fault case ${i}?`, answer: `word-${i}-${id}` },
    ]);
  }
  nodeHop = await startCutProxy(cluster.buyer.node.url);
  stateDir = mkdtempSync(join(tmpdir(), 'ainize-mcp-faults-'));
  const login = await fetch(`${cluster.buyer.node.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: BUYER_PASSWORD }),
  });
  bearer = ((await login.json()) as { token: string }).token;
}, 240_000);

afterAll(async () => {
  await nodeHop?.close();
  await cluster?.close();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

interface Server {
  pid: number;
  call(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; json: Json }>;
  kill9(): Promise<void>;
  close(): Promise<void>;
}

/** The built server as a client spawns it, on the shared state directory, reaching its node through the hop. */
async function startServer(): Promise<Server> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: {
      PATH: process.env.PATH ?? '',
      AINIZE_NODE_URL: nodeHop.url,
      AINIZE_TOKEN: bearer,
      AINIZE_OPERATOR_PASSWORD: BUYER_PASSWORD,
      AINIZE_MCP_SESSION_BUDGET: '20',
      AINIZE_MCP_STATE_DIR: stateDir,
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const client = new Client({ name: 'money-faults', version: '0' });
  await client.connect(transport);
  const pid = transport.pid;
  if (pid === null) throw new Error('the server has no pid');
  const exited = new Promise<void>((done) => {
    transport.onclose = () => done();
  });
  const finish = () => {
    logs.push(stderr);
  };
  return {
    pid,
    call: async (name, args) => {
      const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
      const text = (result.content as { text?: string }[]).map((c) => c.text ?? '').join('');
      texts.push(text);
      return { isError: result.isError === true, json: text.startsWith('{') ? JSON.parse(text) : { sdk_text: text } };
    },
    kill9: async () => {
      process.kill(pid, 'SIGKILL');
      await exited;
      finish();
    },
    close: async () => {
      await client.close();
      finish();
    },
  };
}

async function finish(server: Server, jobId: string): Promise<Json> {
  for (let i = 0; i < 30; i++) {
    const status = (await server.call('job_status', { job_id: jobId, wait_ms: 10_000 })).json;
    if (!['queued', 'running'].includes(status.state)) return status;
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** The seller's own count of sales of `id`: the number that must never exceed one. */
async function settlements(id: string): Promise<number> {
  const res = await fetch(`${cluster.seller.node.url}/api/patches/${id}/records`);
  const body = (await res.json()) as { items: { kind: string }[] };
  return body.items.filter((r) => r.kind === 'settle').length;
}

/** Waits until the buying node's copy of the ledger holds the seller's settle record of `id`. */
async function settleReachesBuyer(id: string): Promise<void> {
  await until(
    async () => {
      const res = await fetch(`${cluster.buyer.node.url}/api/patches/${id}/records`);
      return ((await res.json()) as { items: { kind: string }[] }).items.filter((r) => r.kind === 'settle').length;
    },
    (n) => n === 1,
    `the settle record of ${id} on the buyer`,
  );
}

/** The node operator's recovery: buying the same knowledge again fetches the body without paying. */
async function operatorBuysAgain(id: string): Promise<Json> {
  const res = await fetch(`${cluster.buyer.node.url}/api/patches/${id}/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: '{}',
  });
  return res.json();
}

function journalLines(): Json[] {
  return readFileSync(join(stateDir, JOURNAL_FILE), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

/** A gate that opens when the test says so. */
function gate(): { wait: () => Promise<void>; open: () => void; reached: Promise<void> } {
  let open!: () => void;
  let reach!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  const reached = new Promise<void>((done) => (reach = done));
  return {
    wait: async () => {
      reach();
      await opened;
    },
    open,
    reached,
  };
}

const buyPath = (id: string) => (r: { method: string; path: string }) =>
  r.method === 'POST' && r.path === `/api/patches/${id}/buy`;
const paidRequest = (id: string) => (r: { method: string; path: string; headers: Record<string, unknown> }) =>
  r.method === 'GET' && r.path === `/x402/patch/${id}` && r.headers['x-payment'] !== undefined;

async function quoteAndBuy(server: Server, id: string): Promise<{ job_id: string; idempotency_key: string }> {
  const q = (await server.call('quote', { id })).json;
  expect(q).toMatchObject({ binding: true, total_requested: '1' });
  const started = await server.call('buy', { quote_id: q.quote_id, confirm_total: '1', confirm: true });
  expect(started.isError).toBe(false);
  return started.json;
}

describe('killed or cut at each step, restarted, reconciled', () => {
  it('after journaling: killed before the request reached the node — never paid, and the budget survives', async () => {
    const held = gate();
    nodeHop.rule({ match: buyPath('f-journal'), action: 'drop-request', before: held.wait });
    const first = await startServer();
    const { idempotency_key: key } = await quoteAndBuy(first, 'f-journal');
    await held.reached;
    // The intent and the "sent" line are on disk before the request left.
    expect(
      journalLines()
        .filter((l) => l.key === key)
        .map((l) => l.t),
    ).toEqual(['intent', 'sent']);
    await first.kill9();
    held.open();

    const second = await startServer();
    try {
      const status = (await second.call('node_status', {})).json;
      expect(status.budget).toMatchObject({ cap: '20', reserved: '1', persisted: true });
      // Before anyone reconciles, a fresh quote and key for the same knowledge are refused without a call.
      const sent = nodeHop.log.filter(buyPath('f-journal')).length;
      const fresh = (await second.call('quote', { id: 'f-journal' })).json;
      const doubt = await second.call('buy', { quote_id: fresh.quote_id, confirm_total: '1', confirm: true });
      expect(doubt.json).toMatchObject({ code: 'purchase_unresolved', details: { idempotency_key: key } });
      expect(nodeHop.log.filter(buyPath('f-journal')).length).toBe(sent);
      const answer = (await second.call('reconcile_purchase', { idempotency_key: key })).json;
      expect(answer).toMatchObject({
        state: 'never_paid',
        patch_id: 'f-journal',
        evidence: { purchase_row: false, wallet_entries: 0, settle_records: 0 },
        // The request left seconds ago: the node might still be on it, so the reservation waits.
        journal: { status_before: 'pending', status_now: 'never_paid', reservation: 'kept' },
      });
      expect(await settlements('f-journal')).toBe(0);
      // A repeat of the key still never reaches the node.
      const before = nodeHop.log.filter(buyPath('f-journal')).length;
      const q = (await second.call('quote', { id: 'f-journal' })).json;
      const replay = await second.call('buy', {
        quote_id: q.quote_id,
        confirm_total: '1',
        confirm: true,
        idempotency_key: key,
      });
      expect(replay.json.code).toBe('idempotency_replay');
      expect(nodeHop.log.filter(buyPath('f-journal')).length).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('after the purchase row: killed before the answer arrived — recovered, paid once', async () => {
    const held = gate();
    nodeHop.rule({ match: buyPath('f-row'), action: 'drop-response', after: held.wait });
    const first = await startServer();
    const { idempotency_key: key } = await quoteAndBuy(first, 'f-row');
    await held.reached;
    await first.kill9();
    held.open();

    const second = await startServer();
    try {
      const answer = (await second.call('reconcile_purchase', { idempotency_key: key })).json;
      expect(answer).toMatchObject({
        state: 'recovered',
        purchase: { amount: '1', body_present: true, tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
        journal: { status_before: 'pending', reservation: 'spent' },
      });
      expect(await settlements('f-row')).toBe(1);
      const q = (await second.call('quote', { id: 'f-row', dry_run: true })).json;
      expect(q.items[0].already_purchased).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('after settle: the seller’s answer was cut — settled without a body, then recovered without paying again', async () => {
    cluster.sellerHop?.rule({ match: paidRequest('f-settle'), action: 'drop-response' });
    const server = await startServer();
    try {
      const { job_id: jobId, idempotency_key: key } = await quoteAndBuy(server, 'f-settle');
      const failed = await finish(server, jobId);
      expect(failed).toMatchObject({ state: 'failed', error: { details: { money_may_have_moved: true } } });
      expect(failed.next).toContain('reconcile_purchase');
      await settleReachesBuyer('f-settle');
      const answer = (await server.call('reconcile_purchase', { idempotency_key: key })).json;
      expect(answer).toMatchObject({
        state: 'settled_no_body',
        purchase: { body_present: false, tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
        journal: { reservation: 'spent' },
      });
      expect(answer.next).toContain('without a second charge');

      const recovery = await operatorBuysAgain('f-settle');
      expect(recovery.purchase).toMatchObject({ body_present: true });
      const after = (await server.call('reconcile_purchase', { id: 'f-settle' })).json;
      expect(after).toMatchObject({ state: 'recovered', purchase: { tx_hash: answer.purchase.tx_hash } });
      expect(await settlements('f-settle')).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('during download: killed while the body was on its way — settled without a body, paid once', async () => {
    const held = gate();
    const blob = (r: { path: string }) => r.path.startsWith('/p2p/blob/');
    cluster.sellerHop?.rule({ match: blob, action: 'drop-request', before: held.wait });
    cluster.sellerHop?.rule({ match: blob, action: 'drop-request' });
    const first = await startServer();
    const { idempotency_key: key } = await quoteAndBuy(first, 'f-download');
    await held.reached;
    await first.kill9();
    held.open();

    const second = await startServer();
    try {
      const answer = (await second.call('reconcile_purchase', { idempotency_key: key })).json;
      expect(answer).toMatchObject({
        state: 'settled_no_body',
        evidence: { purchase_row: true },
        journal: { status_before: 'pending', reservation: 'spent' },
      });
      expect(await settlements('f-download')).toBe(1);
      await operatorBuysAgain('f-download');
      expect((await second.call('reconcile_purchase', { idempotency_key: key })).json.state).toBe('recovered');
      expect(await settlements('f-download')).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('after the 402: the payment never reached the seller — unresolved until the quote expires, nothing settled', async () => {
    cluster.sellerHop?.rule({ match: paidRequest('f-402'), action: 'drop-request' });
    const server = await startServer();
    try {
      const { job_id: jobId, idempotency_key: key } = await quoteAndBuy(server, 'f-402');
      const failed = await finish(server, jobId);
      expect(failed.error.details).toMatchObject({ money_may_have_moved: true, idempotency_key: key });
      // Only the seller knows its nonce is unspent; the buying node learns it when the quote expires. Until then
      // the honest answer is "not known yet", with the reservation kept — never a guess in either direction.
      const answer = await server.call('reconcile_purchase', { idempotency_key: key });
      expect(answer.isError).toBe(true);
      expect(answer.json).toMatchObject({
        code: 'purchase_unresolved',
        retryable: false,
        details: { patch_id: 'f-402', quote_expires_at: expect.any(String) },
      });
      expect(answer.json.next).toContain('do not buy again');
      expect((await server.call('node_status', {})).json.budget.reserved).not.toBe('0');
      expect(await settlements('f-402')).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('ends with one settlement per paid knowledge and the budget the journal says', async () => {
    expect(await Promise.all(IDS.map(settlements))).toEqual([0, 1, 1, 1, 0]);
    const server = await startServer();
    try {
      const budget = (await server.call('node_status', {})).json.budget;
      // Three paid; f-402 stays reserved until its quote expires, f-journal until its grace minute is over.
      expect(budget).toMatchObject({ cap: '20', spent: '3' });
      expect(['1', '2']).toContain(budget.reserved);
    } finally {
      await server.close();
    }
  });
});

describe('secrets', () => {
  it('keeps every credential out of answers, the journal and the logs', () => {
    const manifests = cluster.buyer.node.store.db
      .prepare('SELECT manifest FROM purchases WHERE manifest IS NOT NULL')
      .all() as { manifest: string }[];
    const tokens = manifests.map((m) => (JSON.parse(m.manifest) as { download_token: string }).download_token);
    expect(tokens.length).toBeGreaterThan(0);
    const canaries = [
      BUYER_PASSWORD,
      SELLER_PASSWORD,
      bearer,
      cluster.buyer.node.config.identity.privateKey.replace(/^0x/, ''),
      ...tokens,
    ];
    const journal = readFileSync(join(stateDir, JOURNAL_FILE), 'utf8');
    for (const haystack of [...texts, journal, ...logs]) {
      for (const canary of canaries) expect(haystack).not.toContain(canary);
    }
  });
});
