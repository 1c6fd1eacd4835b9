import { randomBytes } from 'node:crypto';
import { generatePrivateKey } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchor, person } from '../../node/test/ledger-fixtures.js';
import { callTool, inProcessSession, startTestNode, type InProcessSession, type TestNode } from './node-fixture.js';

/**
 * get_training_set of a knowledge this node lists but whose training set another node holds, against a real
 * embedded node and through a real MCP client: the refusal names the node that sells the knowledge and keeps the
 * set's sha256 readable, while a configured key that merely sits where a sha256 goes is still redacted.
 */

const CANARY = 'canary-operator-secret-4c07e9';
/** Where the seller announced its node in its signed `node` record: a place to ask, never called by this test. */
const SELLER_URL = 'http://seller.example:3402';
const SOLD = 'lakes-sold-elsewhere';
const UNPLACED = 'lakes-seller-unknown';
const KEY_SHAPED = 'lakes-key-shaped';
const SOLD_SHA = randomBytes(32).toString('hex');
const UNPLACED_SHA = randomBytes(32).toString('hex');
/** The teaching key this server is configured with; a hostile anchor writes it where its dataset sha256 goes. */
const TEACH_KEY = generatePrivateKey();

const seller = person();
const unplaced = person();
let fixture: TestNode;
let s: InProcessSession;
const seen: string[] = [];

beforeAll(async () => {
  fixture = await startTestNode('training-elsewhere-test', { password: CANARY });
  const { ledger } = fixture.node;
  ledger.appendRecord('node', { address: seller.address, name: 'the seller', url: SELLER_URL }, seller);
  const dataset = (sha256: string) => ({ sha256, rows: 12, access: 'public', license: 'CC0-1.0' });
  ledger.appendRecord('anchor', anchor(seller, { id: SOLD, dataset: dataset(SOLD_SHA) }), seller);
  // An author whose node never announced itself: listed here, with nowhere known to read its set.
  ledger.appendRecord('anchor', anchor(unplaced, { id: UNPLACED, dataset: dataset(UNPLACED_SHA) }), unplaced);
  ledger.appendRecord('anchor', anchor(seller, { id: KEY_SHAPED, dataset: dataset(TEACH_KEY) }), seller);
  s = await inProcessSession(
    fixture.node.url,
    { AINIZE_OPERATOR_PASSWORD: CANARY, AINIZE_TEACH_KEY: TEACH_KEY },
    { name: 'training-elsewhere-test' },
  );
}, 120_000);

afterAll(async () => {
  await s?.close();
  await fixture?.close();
});

const call = (name: string, args: Record<string, unknown>) => callTool(s.client, name, args, seen);

describe('get_training_set of a set held on another node', () => {
  it('names the node that sells the knowledge, the argument, a next step, and keeps the sha256', async () => {
    for (const args of [{ id: SOLD }, { id: SOLD, rows: true }]) {
      const refused = await call('get_training_set', args);
      expect(refused.isError).toBe(true);
      expect(refused.json).toMatchObject({
        code: 'dataset_unavailable',
        retryable: false,
        details: {
          field: 'id',
          id: SOLD,
          sha256: SOLD_SHA,
          held: false,
          seller: seller.address,
          seller_node: SELLER_URL,
          gateway_url: `${SELLER_URL}/x402/patch/${SOLD}`,
          dataset_url: `${SELLER_URL}/api/patches/${SOLD}/dataset`,
          rows: 12,
          access: 'public',
        },
      });
      expect(refused.json.message).toContain(`sha256 ${SOLD_SHA}`);
      expect(refused.json.message).toContain(`the node that sells ${SOLD} is ${SELLER_URL}`);
      expect(refused.json.next).toContain(`GET ${SELLER_URL}/api/patches/${SOLD}/dataset`);
      expect(refused.json.next).toContain(`AINIZE_NODE_URL=${SELLER_URL}`);
      expect(refused.text).not.toContain('[redacted');
    }
  });

  it('says so, naming the seller, when the node does not know where the seller serves', async () => {
    const refused = await call('get_training_set', { id: UNPLACED });
    expect(refused.json).toMatchObject({
      code: 'dataset_unavailable',
      details: {
        field: 'id',
        sha256: UNPLACED_SHA,
        seller: unplaced.address,
        seller_node: null,
        gateway_url: null,
      },
    });
    expect(refused.json.message).toContain(unplaced.address);
    expect(refused.json.message).toContain(UNPLACED_SHA);
    expect(refused.json.next).toContain('get_knowledge');
    expect(refused.text).not.toContain('[redacted');
  });

  it('keeps the digests readable in get_knowledge too, record ids included', async () => {
    const detail = await call('get_knowledge', { id: SOLD, include: ['records'] });
    expect(detail.isError).toBe(false);
    expect(detail.json.training_set).toMatchObject({ sha256: SOLD_SHA });
    const records = detail.json.records as { id: string; kind: string }[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('still redacts a configured key written where the sha256 goes', async () => {
    const refused = await call('get_training_set', { id: KEY_SHAPED });
    expect(refused.json).toMatchObject({
      code: 'dataset_unavailable',
      details: { field: 'id', sha256: '[redacted:known_secret]', seller_node: SELLER_URL },
    });
    const detail = await call('get_knowledge', { id: KEY_SHAPED });
    expect(JSON.stringify(detail.json)).toContain('[redacted:known_secret]');
  });

  it('never lets the operator password or the teaching key out', () => {
    const all = seen.join('\n').toLowerCase();
    expect(all).not.toContain(CANARY);
    expect(all).not.toContain(TEACH_KEY.slice(8, 40));
  });
});
