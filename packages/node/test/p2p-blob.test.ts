import { TEACH_AUTH_HEADER, buildTeachAuth, sha256Hex } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobAuthHeader } from '../src/p2p/index.js';
import { attestation, person } from './ledger-fixtures.js';
import { FACTS, type VNode, publishTaught, removeBase, startVNode } from './verifier-fixtures.js';

let node: VNode;
let announced: { sha: string; bytes: Uint8Array };
let listed: { sha: string; bytes: Uint8Array };

async function getBlob(sha: string, header?: string) {
  const res = await fetch(`${node.url}/p2p/blob/${sha}`, header ? { headers: { [TEACH_AUTH_HEADER]: header } } : {});
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    bytes,
    type: res.headers.get('content-type'),
    text: () => new TextDecoder().decode(bytes),
  };
}

beforeAll(async () => {
  node = await startVNode('blob-holder', { options: { auto: false } });
  announced = publishTaught(node, 'announced-lesson', FACTS.slice(0, 1));
  listed = publishTaught(node, 'listed-lesson', FACTS.slice(1, 2));
  // Two machines pass the second one, so it is LISTED and no longer open to every verifier.
  for (const [i, v] of [person(), person()].entries()) {
    node.ledger.appendRecord(
      'attest',
      { ...attestation('listed-lesson', v, 1), created_at: new Date(Date.now() - 1000 + i).toISOString() },
      v,
    );
  }
  expect(node.catalog.getEntry('listed-lesson')?.status).toBe('LISTED');
});

afterAll(async () => {
  await node.close();
  removeBase();
});

describe('GET /p2p/blob/:sha256', () => {
  it('answers 404 for a body the node does not hold, and 400 for a malformed name', async () => {
    const stranger = person();
    const unknown = sha256Hex('nothing here');
    expect((await getBlob(unknown, blobAuthHeader(stranger, node.address, unknown, Date.now()))).status).toBe(404);
    expect((await getBlob('not-a-sha')).status).toBe(400);
  });

  it('serves knowledge under verification to any signed caller, once per header', async () => {
    const stranger = person();
    const header = blobAuthHeader(stranger, node.address, announced.sha, Date.now());
    const first = await getBlob(announced.sha, header);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/octet-stream');
    expect(sha256Hex(first.bytes)).toBe(announced.sha);
    const replay = await getBlob(announced.sha, header);
    expect(replay.status).toBe(401);
    expect(replay.text()).toMatch(/replayed/);
  });

  it('is the same header core’s buildTeachAuth makes under the blob purpose', async () => {
    const stranger = person();
    const header = buildTeachAuth({
      privateKey: stranger.key,
      ts: Date.now(),
      nodeAddress: node.address,
      method: 'GET',
      pathWithQuery: `/p2p/blob/${announced.sha}`,
      purpose: 'blob',
    });
    expect((await getBlob(announced.sha, header)).status).toBe(200);
  });

  it('refuses an unsigned request, another purpose, another node, another body and an old header', async () => {
    const stranger = person();
    const sign = (over: { purpose?: string; nodeAddress?: string; path?: string; ts?: number }) =>
      buildTeachAuth({
        privateKey: stranger.key,
        ts: over.ts ?? Date.now(),
        nodeAddress: over.nodeAddress ?? node.address,
        method: 'GET',
        pathWithQuery: over.path ?? `/p2p/blob/${announced.sha}`,
        ...(over.purpose === undefined ? { purpose: 'blob' } : { purpose: over.purpose }),
      });
    const unsigned = await getBlob(announced.sha);
    expect(unsigned.status).toBe(401);
    expect(unsigned.text()).toMatch(/invalid_signature/);
    for (const header of [
      sign({ purpose: 'teach' }),
      sign({ purpose: 'dataset' }),
      sign({ nodeAddress: person().address }),
      sign({ path: `/p2p/blob/${listed.sha}` }),
      sign({ ts: Date.now() - 10 * 60_000 }),
    ]) {
      const res = await getBlob(announced.sha, header);
      expect(res.status, res.text()).toBe(401);
    }
  });

  it('once LISTED, serves only its author, configured verifiers and buyers; others get 402', async () => {
    const stranger = person();
    const refused = await getBlob(listed.sha, blobAuthHeader(stranger, node.address, listed.sha, Date.now()));
    expect(refused.status).toBe(402);
    expect(JSON.parse(refused.text())).toEqual({ error: 'purchase required' });

    expect((await getBlob(listed.sha, blobAuthHeader(node.signer, node.address, listed.sha, Date.now()))).status).toBe(
      200,
    );

    const verifier = person();
    node.verifierAddresses.push(verifier.address);
    expect((await getBlob(listed.sha, blobAuthHeader(verifier, node.address, listed.sha, Date.now()))).status).toBe(
      200,
    );

    // A buyer's own note that it paid opens nothing; the sale its seller signed does.
    const buyer = person();
    const sale = {
      patch_id: 'listed-lesson',
      buyer: buyer.address,
      seller: node.address,
      amount: '1.5',
      currency: 'CREDIT',
      created_at: new Date().toISOString(),
    };
    node.ledger.appendRecord('settle', sale, buyer);
    expect((await getBlob(listed.sha, blobAuthHeader(buyer, node.address, listed.sha, Date.now()))).status).toBe(402);
    node.ledger.appendRecord('settle', sale, node.signer);
    const bought = await getBlob(listed.sha, blobAuthHeader(buyer, node.address, listed.sha, Date.now()));
    expect(bought.status).toBe(200);
    expect(sha256Hex(bought.bytes)).toBe(listed.sha);
  });
});
