// Checking a ledger record is almost all signature recovery. This measures recovery in JavaScript (@noble/curves,
// what every check used before) beside libsecp256k1 compiled to WebAssembly (tiny-secp256k1, what it uses now), in
// alternating batches of the same signatures, and then a whole ledger record check as the node runs it today.
import { generatePrivateKey, parseSignature, recoverSigner, recoverSignerInJs, signMessage } from '@ainize/core';
import { median } from '../timing.mjs';

const dist = '../../packages/node/dist';
const { keySigner, signRecord, checkRecord } = await import(`${dist}/ledger/record.js`);

export const title = 'Core: signature recovery, the cost of checking a ledger record';

/** Signatures by a few keys over distinct messages, parsed once: recovery alone is timed. */
function signatures(count) {
  const keys = Array.from({ length: 4 }, () => generatePrivateKey());
  return Array.from({ length: count }, (_, i) => parseSignature(signMessage(`record ${i}`, keys[i % keys.length])));
}

/** Attestation records as a verifier signs them, chained per author as the ledger stores them. */
function records(count) {
  const signer = keySigner(generatePrivateKey());
  const out = [];
  let prev = null;
  for (let i = 0; i < count; i++) {
    const body = {
      patch_id: `knowledge-${i}`,
      verifier: signer.address,
      verifier_name: 'bench-verifier',
      passed: true,
      verified_on: 'memory:bench-model',
      score: { free_generation: '24/24', pre_apply: '0/24' },
      executor: { instance: 'a'.repeat(64) },
      created_at: '2026-12-03T00:00:00.000Z',
    };
    const record = signRecord(
      { prev_id: prev, kind: 'attest', author: signer.address, body, ts: body.created_at },
      signer,
    );
    out.push(record);
    prev = record.id;
  }
  return out;
}

/** Microseconds per item of `fn` over `items`, batch by batch; the batches of two functions alternate. */
function perItem(fns, items, batches) {
  const samples = fns.map(() => []);
  const size = Math.ceil(items.length / batches);
  for (let b = 0; b < batches; b++) {
    const batch = items.slice(b * size, (b + 1) * size);
    const order = b % 2 === 0 ? fns.map((_, i) => i) : fns.map((_, i) => fns.length - 1 - i);
    for (const i of order) {
      const t0 = performance.now();
      for (const item of batch) fns[i](item);
      samples[i].push(((performance.now() - t0) * 1000) / batch.length);
    }
  }
  return samples.map(median);
}

export async function run(ctx) {
  const count = ctx.quick ? 400 : 4_000;
  ctx.log(`${count.toLocaleString('en')} signatures by 4 keys, and as many signed attestation records`);
  const sigs = signatures(count);
  for (const parsed of sigs) {
    if (recoverSigner(parsed) !== recoverSignerInJs(parsed)) throw new Error('the two recoveries disagree');
  }
  const [js, wasm] = perItem([recoverSignerInJs, recoverSigner], sigs, 10);
  const signed = records(count);
  const [check] = perItem([(r) => checkRecord(r)], signed, 10);
  const projection = (us) => `${((us * 100_000) / 1e6).toFixed(0)} s`;
  return {
    tables: [
      {
        caption: 'Per item, median of 10 batches (µs); the two recoveries run alternately on the same signatures',
        columns: ['operation', 'µs each', 'per second', '100,000 of them (projected)'],
        rows: [
          [
            'recover the signer, JavaScript (@noble/curves): before',
            js.toFixed(0),
            Math.round(1e6 / js).toLocaleString('en'),
            projection(js),
          ],
          [
            'recover the signer, libsecp256k1 in WebAssembly: now',
            wasm.toFixed(0),
            Math.round(1e6 / wasm).toLocaleString('en'),
            projection(wasm),
          ],
          [
            'check a whole ledger record (id hash, recovery, body, speaker): now',
            check.toFixed(0),
            Math.round(1e6 / check).toLocaleString('en'),
            projection(check),
          ],
        ],
      },
    ],
    notes: [
      `Recovery in WebAssembly is ${(js / wasm).toFixed(1)}× faster than in JavaScript here; every signature's two recoveries were checked to give the same address before timing.`,
      'The last column multiplies the measured cost by 100,000: one thread, no database reads. A re-scan of a real ledger also reads each record from SQLite.',
    ],
  };
}
