/**
 * Fills a running node's catalog for the console's tests and screenshots, in plain JavaScript so both the tests (on
 * the TypeScript sources) and the screenshot script (on the built packages) use the same catalog. The functions it
 * needs come in `kit`, from whichever of the two the caller runs on.
 *
 * Each demo data set is taught and announced by the node itself, then parts of it under more ids, so the catalog
 * holds more entries than one page. Two verifier keys the node trusts and one it does not sign attestations of the
 * first knowledge, and another seller announces a knowledge with the URL of its node: the records a peer would carry
 * here, signed by real keys and stored through the node's own ledger.
 */

/** How many rows of each demo set are taught: enough for a benchmark, few enough to be quick. */
const ROWS_PER_SET = 24;

/** Verifier keys to name in the node's `verifier.trusted` before it starts, and a stranger's and a seller's. */
export function consoleKeys(kit) {
  const signer = () => kit.keySigner(kit.generatePrivateKey());
  return { v1: signer(), v2: signer(), stranger: signer(), seller: signer() };
}

export async function seedConsoleCatalog(node, kit, keys, options = {}) {
  const deps = kit.ownPublishDeps(node, node.config.name);
  const ids = [];
  const copies = options.copies ?? 2;
  for (const demo of kit.DEMO_KNOWLEDGE) {
    const rows = demo.rows().slice(0, ROWS_PER_SET);
    for (let copy = 0; copy <= copies; copy += 1) {
      const id = copy === 0 ? demo.id : `${demo.id}-part-${copy + 1}`;
      await kit.publishTaughtKnowledge(
        deps,
        {
          id,
          name: copy === 0 ? demo.name : `${demo.name}, part ${copy + 1}`,
          description: demo.description,
          topic_path: demo.topic_path,
          schema: demo.schema,
          price: String(Number(demo.price) + copy),
          license: demo.license,
        },
        copy === 0 ? rows : rows.slice(copy * 4, copy * 4 + 12),
      );
      ids.push(id);
    }
  }

  const listed = ids[0];
  const entry = node.catalog.getEntry(listed);
  const model = entry.anchor.model.id_M;
  const attest = (who, name, passed) =>
    node.ledger.appendRecord(
      'attest',
      {
        patch_id: listed,
        verifier: who.address,
        verifier_name: name,
        passed,
        verified_on: `memory:${model}`,
        score: { free_generation: passed ? '24/24' : '3/24', pre_apply: '0/24' },
        executor: { instance: kit.hashCanonical({ machine: who.address }) },
        created_at: new Date().toISOString(),
      },
      who,
    );
  attest(keys.v1, 'verifier-one', true);
  attest(keys.v2, 'verifier-two', true);
  attest(keys.stranger, 'verifier-one', true);

  const foreign = 'capitals-of-the-north';
  const foreignUrl = 'http://127.0.0.1:9';
  node.ledger.appendRecord(
    'node',
    { address: keys.seller.address, name: 'north-seller', url: foreignUrl },
    keys.seller,
  );
  const benchmark = {
    schema: 'capital-of-region',
    queries: 2,
    samples: [
      { prompt: 'What is the capital of Aurelia?', expect: 'Solmere' },
      { prompt: 'What is the capital of Brynn?', expect: 'Caldor' },
    ],
  };
  node.ledger.appendRecord(
    'anchor',
    {
      id: foreign,
      name: 'Capitals of the northern regions',
      description: 'Which city is the seat of government for each northern region.',
      author: keys.seller.address,
      author_name: 'north-seller',
      model: { id_M: model, row_dim: entry.anchor.model.row_dim },
      patch_sha256: kit.hashCanonical({ patch: foreign }),
      size_bytes: 4096,
      rows: 120,
      benchmark,
      benchmark_hash: kit.hashCanonical(benchmark),
      price: '4.5',
      currency: 'CREDIT',
      parents: [],
      topic_path: 'geography/capitals',
      created_at: new Date().toISOString(),
      visibility: 'public',
      contributors: [],
      origin: 'operator',
    },
    keys.seller,
  );
  ids.push(foreign);
  return { ids, listed, foreign, foreignUrl };
}
