// A hostile peer aimed at the ledger itself, run as its own process by ledger-defence.test.ts: it signs what an
// outside attack signed and serves it on /p2p/records like any peer, honouring `since` and `limit`.
//
//   node hostile-ledger-peer.mjs '<spec json>'
//
// spec: {
//   fork?:  { rivals, sampleChars }   one key signs a record, then `rivals` anchors that all name it as predecessor;
//                                     each anchor carries 1,000 benchmark samples of about `sampleChars` characters
//   flood?: { records }               `records` fresh keys sign one `node` record each
//   relay?: { keys: [privateKey], records }   after the flood, genuine chains of these keys (`records` each, `node`
//                                     and `attest` records), as a peer relaying a network's members would serve them
// }
// Prints one JSON line on stdout once every record is signed: { url, forker, flood: [ids], relay: [ids] }.
import { createServer } from 'node:http';
import { generatePrivateKey, hashCanonical } from '../../core/dist/index.js';
import { keySigner, signRecord } from '../dist/ledger/index.js';

const spec = JSON.parse(process.argv[2] ?? '{}');
const T0 = Date.now() - 3_600_000;
const iso = (i) => new Date(T0 + i).toISOString();
const records = [];
const heads = new Map();
let clock = 0;

/** Signs the next record of `who`'s chain; `after` overrides the predecessor (that is how a fork is made). */
function sign(who, kind, body, after) {
  const prev = after === undefined ? (heads.get(who.address) ?? null) : after;
  const record = signRecord({ prev_id: prev, kind, author: who.address, body, ts: iso(clock++) }, who);
  if (after === undefined) heads.set(who.address, record.id);
  records.push(record);
  return record;
}

function bigAnchor(who, i, sampleChars) {
  const pad = (n) => 'x'.repeat(Math.max(1, n));
  const benchmark = {
    schema: 'capital-of-region',
    queries: 1000,
    samples: Array.from({ length: 1000 }, (_, k) => ({
      prompt: `${i}-${k} ${pad(Math.min(390, sampleChars - 210))}`.slice(0, 400),
      expect: pad(Math.min(200, sampleChars - 400)),
    })),
  };
  return {
    id: `rival-${i}`,
    name: `Rival ${i}`,
    description: 'One of many successors of the same record.',
    author: who.address,
    model: { id_M: 'memory-tiny-v1', row_dim: 64 },
    patch_sha256: hashCanonical({ rival: i }),
    size_bytes: 4096,
    rows: 10,
    benchmark,
    benchmark_hash: hashCanonical(benchmark),
    price: '1',
    currency: 'CREDIT',
    parents: [],
    topic_path: 'fake/rivals',
    created_at: iso(clock),
    visibility: 'public',
    contributors: [],
    origin: 'operator',
  };
}

let forker;
if (spec.fork) {
  forker = keySigner(generatePrivateKey());
  const root = sign(forker, 'node', { address: forker.address, name: 'forker' });
  for (let i = 0; i < spec.fork.rivals; i++)
    sign(forker, 'anchor', bigAnchor(forker, i, spec.fork.sampleChars), root.id);
}

const flood = [];
for (let i = 0; i < (spec.flood?.records ?? 0); i++) {
  const who = keySigner(generatePrivateKey());
  flood.push(sign(who, 'node', { address: who.address, name: `fresh-${i}`, url: `http://10.0.0.1:${i}` }).id);
}

const relay = [];
for (const key of spec.relay?.keys ?? []) {
  const who = keySigner(key);
  for (let i = 0; i < spec.relay.records; i++) {
    const record =
      i % 2 === 0
        ? sign(who, 'node', { address: who.address, name: `member-${i}` })
        : sign(who, 'attest', {
            patch_id: `relayed-${i}`,
            verifier: who.address,
            passed: true,
            verified_on: 'memory:memory-tiny-v1',
            score: { free_generation: '1/1', pre_apply: '0/1' },
            created_at: iso(clock),
          });
    relay.push(record.id);
  }
}

const served = records.map((r, i) => ({ ...r, seq: i + 1 }));
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://peer');
  if (req.method === 'GET' && url.pathname === '/p2p/records') {
    const since = Number(url.searchParams.get('since') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    const items = served.slice(since, since + limit);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items, cursor: items.at(-1)?.seq ?? since, more: items.length === limit }));
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'not_found: nothing here' }));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const started = { url: `http://127.0.0.1:${port}`, forker: forker?.address ?? null, flood, relay };
  process.stdout.write(`${JSON.stringify(started)}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
