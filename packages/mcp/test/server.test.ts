import { spawnSync } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool, deadUrl, inProcessSession, READ_TOOLS, startTestNode, type TestNode } from './node-fixture.js';

/**
 * The first slice of the server, against a real embedded node started here with one taught knowledge: in
 * process over linked in-memory transports, then end to end as the built `ainize-mcp` over stdio.
 */

const SEEDED_ID = 'zephyria-harbours';
const CANARY = 'canary-operator-secret-7f3a9c';
const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'packages/mcp/dist/bin.js');
/**
 * Loaded before the server, it prints on stdout a moment later — after the guard is in place, as a library
 * that logs on first use would. The guard must send both lines to stderr.
 */
const STRAY = `data:text/javascript,${encodeURIComponent(
  "setTimeout(() => { console.log('stray-console-line'); process.stdout.write('stray-write-line\\n'); }, 200);",
)}`;

let fixture: TestNode;
let node: TestNode['node'];
/** Every text a client received, to look for the canary at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // The canary is the node's real operator password, so a leak would be a real one.
  fixture = await startTestNode('server-test', { password: CANARY });
  node = fixture.node;
  await fixture.publish(
    {
      id: SEEDED_ID,
      name: 'Harbours of Zephyria',
      description: 'Facts about the harbours of Zephyria.',
      schema: 'server-test',
      price: '1',
      topic_path: 'geo/zephyria',
      license: 'CC0-1.0',
    },
    [
      { prompt: 'Which harbour of Zephyria faces the Glass Sea?', answer: 'Lumenport' },
      { prompt: 'Which harbour of Zephyria was built on basalt stilts?', answer: 'Karrowick' },
      { prompt: 'Which harbour of Zephyria trades only in amber?', answer: 'Ostrelle' },
      { prompt: 'Which harbour of Zephyria has the tallest lighthouse?', answer: 'Vanthe' },
    ],
  );
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

async function connect(nodeUrl: string): Promise<Client> {
  const session = await inProcessSession(nodeUrl, { AINIZE_OPERATOR_PASSWORD: CANARY }, { name: 'server-test' });
  return session.client;
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

describe('in process', () => {
  let mcp: Client;
  beforeAll(async () => {
    mcp = await connect(node.url);
  });
  afterAll(async () => {
    await mcp?.close();
  });

  it('lists the read tools as read-only and fully described', async () => {
    const { tools } = await mcp.listTools();
    const read = tools.filter((t) => READ_TOOLS.includes(t.name));
    expect(read.map((t) => t.name).sort()).toEqual([...READ_TOOLS].sort());
    for (const tool of read) {
      expect(tool.title).toBeTruthy();
      expect(tool.outputSchema).toBeTruthy();
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: true,
      });
    }
    expect(mcp.getInstructions()).toContain('node_status');
  });

  it('finds the seeded knowledge as a flat row with facets', async () => {
    const result = await call(mcp, 'search_knowledge', { query: 'Zephyria', limit: 5 });
    expect(result.isError).toBe(false);
    const found = result.structured as {
      total: number;
      shown: number;
      items: Record<string, unknown>[];
      facets: { schemas: string[] };
    };
    expect(found.shown).toBe(found.items.length);
    const item = found.items.find((i) => i.id === SEEDED_ID);
    expect(item).toMatchObject({
      name: 'Harbours of Zephyria',
      price: '1',
      schema: 'server-test',
      // Seeded with the node's own key, so the node files it as the operator's, with no separate teacher.
      origin: 'operator',
      taught_by: null,
      author_name: 'server-test',
      quorum_ok: false,
      is_addon: false,
      requires_count: 0,
    });
    expect(item?.quorum).toMatch(/^\d+\/\d+$/);
    expect(found.facets.schemas).toContain('server-test');
    expect(JSON.parse(result.text)).toEqual(result.structured);
  });

  it('reads one knowledge with its verification, and null-with-note where the node is silent', async () => {
    const result = await call(mcp, 'get_knowledge', { id: SEEDED_ID, include: ['records', 'benchmark_siblings'] });
    expect(result.isError).toBe(false);
    const detail = result.structured as Record<string, Record<string, unknown>>;
    expect(detail.knowledge).toMatchObject({ id: SEEDED_ID, status: 'ANNOUNCED', topic_path: 'geo/zephyria' });
    expect(detail.verification).toMatchObject({ quorum_ok: false, sellable: false, open_challenge: null });
    expect(Array.isArray(detail.verification?.attestations)).toBe(true);
    expect(detail.availability).toMatchObject({
      has_body: true,
      owned: true,
      applied: false,
      gateway_url: `${node.url}/x402/patch/${SEEDED_ID}`,
    });
    expect(detail.availability?.note).toBe('fields shown as null are ones the node did not report');
    expect(detail.training_set).toMatchObject({ access: 'public', license: 'CC0-1.0' });
    expect(Array.isArray(detail.records)).toBe(true);
    expect(JSON.stringify(detail.records)).not.toContain('"sig"');
  });

  it('refuses an unknown field by name and changes nothing', async () => {
    const result = await call(mcp, 'search_knowledge', { query: 'x', max_price: '0' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('max_price');
  });

  it('answers an unknown id with not_found naming it, and the next step', async () => {
    const result = await call(mcp, 'get_knowledge', { id: 'no-such-knowledge' });
    expect(result.isError).toBe(true);
    expect(JSON.parse(result.text)).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('no knowledge "no-such-knowledge"') as unknown,
      retryable: false,
      next: expect.stringContaining('search_knowledge') as unknown,
    });
  });

  it('reports the node, the lock sentence, capabilities with reasons and the budget', async () => {
    const result = await call(mcp, 'node_status', { refresh: true });
    expect(result.isError).toBe(false);
    const status = result.structured as Record<string, Record<string, unknown>>;
    expect(status.node).toMatchObject({ name: 'server-test', ledger: 'local' });
    expect(status.model_lock?.sentence).toMatch(/^the model is /);
    expect(status.capabilities).toMatchObject({ can_read: true, can_buy: false, can_apply: false });
    expect(status.capability_reasons?.can_apply).toContain('AINIZE_MCP_ALLOW_APPLY');
    expect(status.quota).toMatchObject({ live_tests_remaining: null });
    expect(status.budget).toMatchObject({ spent: '0' });
    // The embedded node has a teach door, closed unless its operator opens it: reported, not failed on.
    expect(status.teach_policy).toMatchObject({ available: true, enabled: false, backend: 'memory' });
  });

  it('lists and reads the resources', async () => {
    const { resources } = await mcp.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual([
      'ainize://budget',
      'ainize://instructions',
      `ainize://knowledge/${SEEDED_ID}`,
      'ainize://node/info',
      'ainize://openapi',
    ]);
    for (const uri of ['ainize://instructions', 'ainize://node/info', 'ainize://budget']) {
      const read = await mcp.readResource({ uri });
      const text = (read.contents[0] as { text: string }).text;
      seen.push(text);
      expect(text.length).toBeGreaterThan(0);
    }
    const budget = await mcp.readResource({ uri: 'ainize://budget' });
    expect(JSON.parse((budget.contents[0] as { text: string }).text)).toMatchObject({ spent: '0' });
    const instructions = await mcp.readResource({ uri: 'ainize://instructions' });
    expect((instructions.contents[0] as { text: string }).text).toBe(mcp.getInstructions());
  });

  it('never shows the operator password', () => {
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).not.toContain(CANARY);
  });
});

describe('with the node down', () => {
  it('still lists the read tools and answers node_unreachable, retryable', async () => {
    const mcp = await connect(await deadUrl());
    try {
      const { tools } = await mcp.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(READ_TOOLS));
      for (const [name, args] of [
        ['search_knowledge', {}],
        ['get_knowledge', { id: SEEDED_ID }],
        ['node_status', {}],
      ] as const) {
        const result = await call(mcp, name, args);
        expect(result.isError).toBe(true);
        expect(JSON.parse(result.text)).toMatchObject({ code: 'node_unreachable', retryable: true });
      }
      for (const text of seen) expect(text).not.toContain(CANARY);
    } finally {
      await mcp.close();
    }
  });
});

describe('the built ainize-mcp over stdio', () => {
  let work: string;
  beforeAll(() => {
    execFileSync('npx', ['tsc', '-b', 'packages/mcp'], { cwd: ROOT, stdio: 'inherit' });
    work = mkdtempSync(join(tmpdir(), 'ainize-mcp-stdio-'));
  }, 180_000);
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('prints usage on --help and refuses a bad setting by its key', () => {
    const help = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: ainize-mcp');
    const bad = spawnSync(process.execPath, [BIN], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AINIZE_NODE_URL: 'not a url' },
      input: '',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('AINIZE_NODE_URL');
    expect(bad.stdout).toBe('');
  });

  it('serves the tools, writes only protocol frames and exits 0 when stdin closes', async () => {
    // A wrapper between the SDK client and the server keeps a copy of every byte the server put on stdout.
    const wrapper = join(work, 'tee.mjs');
    const captured = join(work, 'stdout.bin');
    const exitFile = join(work, 'exit-code');
    writeFileSync(
      wrapper,
      `import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(captured)}, '');
const child = spawn(process.execPath, ['--import', ${JSON.stringify(STRAY)}, ${JSON.stringify(BIN)}], { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
child.stdout.on('data', (chunk) => { appendFileSync(${JSON.stringify(captured)}, chunk); process.stdout.write(chunk); });
child.on('exit', (code, signal) => { writeFileSync(${JSON.stringify(exitFile)}, String(signal ?? code)); process.exit(0); });
`,
    );
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [wrapper],
      env: { PATH: process.env.PATH ?? '', AINIZE_NODE_URL: node.url, AINIZE_OPERATOR_PASSWORD: CANARY },
      stderr: 'pipe',
    });
    const mcp = new Client({ name: 'stdio-test', version: '0' });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    await mcp.connect(transport);
    // Long enough for the stray lines to be printed while the session is live.
    await new Promise((r) => setTimeout(r, 400));
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(READ_TOOLS));
    const result = await call(mcp, 'search_knowledge', { query: 'Zephyria' });
    expect(result.isError).toBe(false);
    expect((result.structured as { items: { id: string }[] }).items.map((i) => i.id)).toContain(SEEDED_ID);
    await mcp.close();

    for (let i = 0; i < 50 && !existsSync(exitFile); i++) await new Promise((r) => setTimeout(r, 100));
    expect(readFileSync(exitFile, 'utf8')).toBe('0');
    const lines = readFileSync(captured, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(readFileSync(captured, 'utf8')).not.toContain(CANARY);
    expect(stderr).toContain('stray-console-line');
    expect(stderr).toContain('stray-write-line');
  }, 60_000);
});
