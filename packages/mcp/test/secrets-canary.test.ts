import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from './node-fixture.js';
import { buildServer, startStdio, type StdioSession } from './stdio-harness.js';

/**
 * The canary: secrets planted in a resource URI, in tool arguments, in an upstream error and in a knowledge
 * description, through the built server over stdio against a real node. Not one of them may appear in any byte the
 * server writes — answers, errors of every kind, resource errors included — read from the raw stdout, not from what
 * the client parsed out of it.
 */

/** The node's real operator password, configured as AINIZE_OPERATOR_PASSWORD. */
const PASSWORD = 'canary-operator-secret-3f9d1c';
/** A real teaching key (64 hex), configured as AINIZE_TEACH_KEY. */
const TEACH_KEY = `0x${'7ac1d3e5'.repeat(8)}`;
/** Nobody configured these: the scrubber must know them by their shape alone. */
const PRIVATE_KEY = 'b4e1c9f07d2a6583'.repeat(4);
const BEARER_TOKEN = 'Zq8v3Lk2Pp9Wx7Rt4Yb6Nm1Cs5';
const BEARER = `Bearer ${BEARER_TOKEN}`;
const SIGNATURE = `0x${'5d0c7e3a9b1f4862'.repeat(8)}1b`;

const LEAKY = 'canary-vault';
const FACT = { prompt: 'Which vault of Orrin holds the canary?', answer: 'Gilded Cage' };

let fixture: TestNode;
/** A real operator session token, obtained from the node and configured as AINIZE_TOKEN. */
let token: string;
const sessions: StdioSession[] = [];

/** Every way a secret could be written out: as it is, its hex in either case, and URL-encoded. */
function forms(): string[] {
  const secrets = [PASSWORD, token, TEACH_KEY.slice(2), PRIVATE_KEY, BEARER_TOKEN, SIGNATURE.slice(2)];
  return secrets.flatMap((s) => [s, s.toLowerCase(), s.toUpperCase(), encodeURIComponent(s)]);
}

async function open(env: Record<string, string>): Promise<StdioSession> {
  const session = await startStdio(env);
  sessions.push(session);
  return session;
}

/** A request the server refused with a JSON-RPC error; the error itself is read from the raw bytes at the end. */
async function refused(request: Promise<unknown>): Promise<void> {
  const outcome = await request.then(
    () => 'answered',
    () => 'refused',
  );
  expect(outcome).toBe('refused');
}

beforeAll(async () => {
  buildServer();
  fixture = await startTestNode('canary-test', { password: PASSWORD });
  const login = await fetch(`${fixture.node.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  expect(token.length).toBeGreaterThanOrEqual(16);
  // An author who pasted every secret into a description, as a careless or hostile one could.
  await fixture.publish(
    {
      id: LEAKY,
      name: `Vaults (${PASSWORD})`,
      description:
        `password ${PASSWORD}; session ${token}; teaching key ${TEACH_KEY}; a spare key ${PRIVATE_KEY}; ` +
        `${BEARER}; signed ${SIGNATURE}.`,
      schema: 'canary-test',
      price: '1',
      topic_path: 'geo/orrin',
      license: 'CC0-1.0',
    },
    [FACT],
  );
}, 240_000);

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close().catch(() => undefined)));
  await fixture?.close();
});

describe('the MCP canary', () => {
  it('plants secrets in a resource URI, a tool argument, an upstream error and a knowledge description', async () => {
    const secrets = { AINIZE_OPERATOR_PASSWORD: PASSWORD, AINIZE_TOKEN: token, AINIZE_TEACH_KEY: TEACH_KEY };
    const s = await open({ AINIZE_NODE_URL: fixture.node.url, ...secrets });

    // (a) In resource URIs: a knowledge id the template matches, one it refuses, and URIs nothing matches.
    for (const id of [PASSWORD, token, PRIVATE_KEY, SIGNATURE, encodeURIComponent(BEARER)]) {
      await refused(s.client.readResource({ uri: `ainize://knowledge/${id}` }));
    }
    for (const uri of [
      `ainize://vault/${PASSWORD}/${token}`,
      `ainize://vault/${encodeURIComponent(BEARER)}?key=${PRIVATE_KEY}`,
      `ainize://${TEACH_KEY}/${SIGNATURE}`,
    ]) {
      await refused(s.client.readResource({ uri }));
    }

    // (b) In tool arguments, echoed back or not, answered or refused.
    await s.call('search_knowledge', { query: `${PASSWORD} ${BEARER} ${PRIVATE_KEY}` });
    for (const id of [PASSWORD, token, PRIVATE_KEY, SIGNATURE]) await s.call('get_knowledge', { id });
    await s.call('family_tree', { id: PRIVATE_KEY });
    await s.call('get_knowledge', { id: `${BEARER}` });
    const started = await s.call('live_test', {
      question: `Is ${PASSWORD} or ${token} or ${BEARER} or ${SIGNATURE} or ${PRIVATE_KEY} the answer?`,
      knowledge: [],
    });
    let status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    while (['queued', 'running'].includes(status.json.state)) {
      status = await s.call('job_status', { job_id: started.json.job_id, wait_ms: 20_000 });
    }
    expect(status.json.state).toBe('done');
    expect(status.json.result.question).toContain('[redacted:');
    await s.call('job_cancel', { job_id: started.json.job_id, reason: `stop ${PASSWORD} ${BEARER}` });
    await s.client.getPrompt({ name: 'prove_it', arguments: { knowledge: LEAKY, question: `${BEARER} ${PASSWORD}` } });
    await refused(s.client.getPrompt({ name: 'prove_it', arguments: { knowledge: `${PRIVATE_KEY}/${PASSWORD}` } }));
    await s.client.complete({
      ref: { type: 'ref/resource', uri: 'ainize://knowledge/{id}' },
      argument: { name: 'id', value: PASSWORD },
    });

    // (d) In a knowledge description, read every way an agent can read it.
    const found = await s.call('search_knowledge', { query: 'Vaults' });
    expect(found.json.items.map((i: { id: string }) => i.id)).toContain(LEAKY);
    const detail = await s.call('get_knowledge', { id: LEAKY });
    expect(detail.json.knowledge.description).toContain('[redacted:');
    await s.client.readResource({ uri: `ainize://knowledge/${LEAKY}` });
    await s.client.listResources();

    // (c) In an upstream error: a node URL whose path carries secrets, which the node's 404 quotes back with the
    // path of each request — tool input included.
    const echo = await open({ AINIZE_NODE_URL: `${fixture.node.url}/${PASSWORD}/${SIGNATURE}`, ...secrets });
    const upstream = await echo.call('get_knowledge', { id: PRIVATE_KEY });
    expect(upstream.json).toMatchObject({ code: 'node_url_wrong' });
    expect(upstream.json.message).toContain('no route GET /[redacted:');
    await echo.call('search_knowledge', { query: BEARER });
    await echo.call('node_status', {});
    await echo.call('live_test', { question: `${token}?`, knowledge: [] });
    await refused(echo.client.readResource({ uri: 'ainize://node/info' }));
    await refused(echo.client.readResource({ uri: `ainize://knowledge/${token}` }));

    for (const session of [s, echo]) {
      expect(await session.close()).toBe('0');
      const lines = session.stdoutLines();
      const frames = lines.map((line) => JSON.parse(line) as { error?: { message: string } });
      // Enough of every kind was written to make the hunt mean something: errors from resource reads among them.
      expect(frames.filter((f) => f.error !== undefined).length).toBeGreaterThanOrEqual(session === s ? 9 : 2);
      expect(lines.join('\n')).toContain('[redacted:');
      for (const text of [...lines, session.stderr()]) {
        for (const form of forms()) expect(text).not.toContain(form);
      }
    }
  }, 120_000);
});
