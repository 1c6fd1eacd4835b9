import { afterAll, beforeAll, expect, it } from 'vitest';
import { FACTS, type VNode, link, publishTaught, removeBase, startVNode, until } from './verifier-fixtures.js';

/**
 * Three nodes that only talk over HTTP: records travel by peer sync (`/p2p/records`), the body by `/p2p/blob`,
 * and the two verifiers' loops run on their own timers. Nobody copies anything by hand.
 */

let author: VNode;
let v1: VNode;
let v2: VNode;

beforeAll(async () => {
  author = await startVNode('home', { gossip: true, options: { auto: false } });
  v1 = await startVNode('verifier-a', { gossip: true });
  v2 = await startVNode('verifier-b', { gossip: true });
  for (const v of [v1, v2]) {
    link(v, author);
    link(author, v);
  }
  for (const node of [author, v1, v2]) node.gossip?.start();
  v1.verifier.start();
  v2.verifier.start();
});

afterAll(async () => {
  for (const node of [author, v1, v2]) await node?.close();
  removeBase();
});

it('a lesson announced on one node is verified by two others and becomes LISTED there', async () => {
  const { record } = publishTaught(author, 'gossiped-lesson', FACTS);
  const seen: string[] = [];
  const entry = await until('LISTED on the author', () => {
    const e = author.catalog.getEntry(record.body.id);
    if (e && seen.at(-1) !== e.status) seen.push(e.status);
    return e?.status === 'LISTED' ? e : undefined;
  });
  expect(seen[0]).toBe('ANNOUNCED');
  expect(entry).toMatchObject({ quorum_ok: true, passed: 2, self_checks: 0 });
  expect(entry.verifiers.map((a) => a.toLowerCase()).sort()).toEqual(
    [v1.address, v2.address].map((a) => a.toLowerCase()).sort(),
  );
  // The verifiers learn the outcome too, from each other's and the author's records.
  await until('LISTED on verifier a', () => v1.catalog.getEntry(record.body.id)?.status === 'LISTED');
});
