import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, hashCanonical, rowHash, sha256Rows } from '@ainize/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpDataSource, type FetchedRows, type RowMapping } from '../src/datasource.js';
import type { RequestRecord } from '../src/node-client/index.js';
import { provenanceSchema } from '../src/rows.js';
import { FILESYSTEM, MEMORY, refusal, uploadRows } from './datasource-harness.js';
import { startTestNode, type TestNode } from './node-fixture.js';

/**
 * McpDataSource against two more reference servers from npm, over stdio, whose answers carry JSON as text:
 * server-filesystem reads a file of facts (its text arrives in `structuredContent.content` and in a text item), and
 * server-memory keeps entities and observations made through its own tools and gives them back from read_graph.
 * A mapping that declares the JSON text maps rows from inside it; the rows land on a real embedded node through
 * create_training_set, whose hash must be the one the data source announced.
 */

const TEACH_KEY = generatePrivateKey();

let fixture: TestNode;
let work: string;
let files: string;
let stateDir: string;
const record: RequestRecord[] = [];

/** Written by hand so the registry number keeps digits a double cannot hold. */
const FACTS_JSON = `{
  "atlas": "Orvandel gazetteer",
  "edition": 3,
  "facts": [
    { "country": "Velmora", "capital": "Mirrow", "registry": 90071992547409931234 },
    { "country": "Orvandel", "capital": "Tarnwick", "registry": 4471 },
    { "country": "Sallowmere", "capital": "", "registry": 12 },
    { "country": "Velmora", "capital": "Mirrow", "registry": 90071992547409931234 },
    { "country": "Ostwold", "capital": "Keld", "registry": 5190 }
  ]
}
`;

beforeAll(async () => {
  fixture = await startTestNode('datasource-json-servers', {
    env: { AINIZE_TEACH_ENABLED: 'true', AINIZE_TEACH_JOBS_PER_IP_PER_DAY: '50' },
  });
  // The real path: server-filesystem compares requests against the resolved folder it was given.
  work = realpathSync(mkdtempSync(join(tmpdir(), 'ainize-mcp-json-servers-')));
  files = join(work, 'files');
  stateDir = join(work, 'state');
  mkdirSync(files);
  writeFileSync(join(files, 'facts.json'), FACTS_JSON);
  writeFileSync(join(files, 'notes.txt'), "Velmora's capital is Mirrow.\n");
  writeFileSync(join(files, 'list.json'), '[{ "country": "Velmora", "capital": "Mirrow" }]\n');
  writeFileSync(join(files, 'deep.json'), `${'{"a":'.repeat(40)}{}${'}'.repeat(40)}`);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const upload = (fetched: FetchedRows, name: string) =>
  uploadRows({ fixture, teachKey: TEACH_KEY, stateDir, record }, fetched, name);

/** Every process still running whose command line names `needle` (this run's own folder: other runs may be going). */
const running = (needle: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(needle));

const filesystem = () =>
  new McpDataSource({
    name: 'filesystem',
    transport: { kind: 'stdio', command: process.execPath, args: [FILESYSTEM, files] },
  });

const CAPITALS = {
  json: { at: 'structuredContent.content', shape: 'object' },
  path: 'facts',
  prompt: 'What is the capital of {country}?',
  answer: '{capital}',
  require: ['capital'],
} satisfies RowMapping;

/** Checks the rows against their provenance, uploads them, and expects the node's hash to be the announced one. */
async function expectNodeAgrees(fetched: FetchedRows, name: string) {
  const p = fetched.provenance;
  expect(p.row_hashes).toEqual(fetched.rows.map(rowHash));
  expect(p.rows_sha256).toBe(sha256Rows(fetched.rows));
  expect(provenanceSchema.parse(p)).toEqual(p);
  const set = await upload(fetched, name);
  expect(set.sha256).toBe(p.rows_sha256);
  expect(set.sha256_matches_prediction).toBe(true);
  expect(set.provenance).toMatchObject({ arguments_sha256_matches: true, rows_sha256_matches: true, recorded: true });
  const kept = JSON.parse(readFileSync(join(stateDir, 'provenance', `${set.dataset_id}.json`), 'utf8'));
  expect(kept.provenance).toEqual(p);
}

describe('server-filesystem from npm: a JSON file of facts, read through read_text_file', () => {
  it('maps the facts inside the file text into rows, and the node agrees on the hash', async () => {
    const source = filesystem();
    try {
      const info = await source.connect();
      expect(info).toMatchObject({ server: { name: 'secure-filesystem-server' }, transport: 'stdio' });
      expect((await source.listTools()).map((t) => t.name)).toContain('read_text_file');

      const args = { path: join(files, 'facts.json') };
      const fetched = await source.fetchRows({
        tool: 'read_text_file',
        arguments: args,
        mapping: CAPITALS,
        upstream: { atlas: 'Orvandel gazetteer', edition: 3 },
      });
      expect(fetched.rows.map(({ prompt, answer }) => ({ prompt, answer }))).toEqual([
        { prompt: 'What is the capital of Velmora?', answer: 'Mirrow' },
        { prompt: 'What is the capital of Orvandel?', answer: 'Tarnwick' },
        { prompt: 'What is the capital of Ostwold?', answer: 'Keld' },
      ]);
      // Indexes are places in the parsed file's list; the node's own rules leave out the repeated fact.
      expect(fetched.rejected).toEqual([
        { source_index: 2, status: 'required_empty', reason: 'the required field "capital" is empty' },
        { source_index: 3, status: 'duplicate', reason: 'the same question and answer as row 1' },
      ]);
      expect(fetched.provenance).toMatchObject({
        server: info.server,
        transport: 'stdio',
        credential_presented: false,
        tool: 'read_text_file',
        arguments: args,
        arguments_sha256: hashCanonical(args),
        upstream: { atlas: 'Orvandel gazetteer', edition: 3 },
      });
      expect(fetched.rows[0]?.note).toMatch(
        /^mcp:secure-filesystem-server@\S+ tool:read_text_file args:[0-9a-f]{16} atlas=Orvandel gazetteer edition=3 at:/,
      );
      await expectNodeAgrees(fetched, 'capitals from a file');
    } finally {
      await source.close();
    }
  });

  it('reads the same file from its text item to the same rows, keeping digits a double would round', async () => {
    const source = filesystem();
    try {
      await source.connect();
      const read = (mapping: RowMapping) =>
        source.fetchRows({ tool: 'read_text_file', arguments: { path: join(files, 'facts.json') }, mapping });
      const structured = await read(CAPITALS);
      const text = await read({ ...CAPITALS, json: { at: 'content.0.text', shape: 'object' } });
      expect(text.rows.map((r) => [r.prompt, r.answer])).toEqual(structured.rows.map((r) => [r.prompt, r.answer]));
      expect(text.rejected).toEqual(structured.rejected);

      const registry = await read({
        ...CAPITALS,
        prompt: 'What is the registry number of {country}?',
        answer: '{registry}',
      });
      expect(registry.rows.map((r) => r.answer)).toEqual(['90071992547409931234', '4471', '5190']);
      await expectNodeAgrees(registry, 'registry numbers from a file');
    } finally {
      await source.close();
    }
  });

  it('refuses a file that is not JSON, too large, too deep or of another shape — by name, and still answers', async () => {
    const source = filesystem();
    try {
      await source.connect();
      const read = (file: string, json: RowMapping['json']) =>
        refusal(() =>
          source.fetchRows({
            tool: 'read_text_file',
            arguments: { path: join(files, file) },
            mapping: { ...CAPITALS, json },
          }),
        );
      const json = CAPITALS.json;
      const notJson = await read('notes.txt', json);
      expect(notJson).toMatchObject({
        code: 'mapping_json_invalid',
        details: { begins: "Velmora's capital is Mirrow." },
      });
      const large = await read('facts.json', { ...json, max_bytes: 100 });
      expect(large).toMatchObject({ code: 'mapping_json_too_large', details: { limit: 'bytes', max_bytes: 100 } });
      const deep = await read('deep.json', json);
      expect(deep).toMatchObject({ code: 'mapping_json_too_large', details: { limit: 'depth', max_depth: 32 } });
      const shape = await read('list.json', json);
      expect(shape).toMatchObject({
        code: 'mapping_json_wrong_shape',
        details: { declared: 'object', found: 'array' },
      });
      const place = await read('facts.json', { at: 'structuredContent.text', shape: 'object' });
      expect(place.message).toContain('structuredContent has no "text" (it has content)');
      // Reading outside the allowed folder is the server's own refusal, named as such.
      const outside = await refusal(() =>
        source.fetchRows({
          tool: 'read_text_file',
          arguments: { path: join(work, 'elsewhere.json') },
          mapping: CAPITALS,
        }),
      );
      expect(outside.code).toBe('source_error');

      // A refusal closes nothing: the same source still maps the good file.
      const good = await source.fetchRows({
        tool: 'read_text_file',
        arguments: { path: join(files, 'facts.json') },
        mapping: CAPITALS,
      });
      expect(good.rows).toHaveLength(3);
    } finally {
      await source.close();
    }
  });

  it('refuses a malformed declaration before any server is started', async () => {
    const source = filesystem();
    const bad = await refusal(() =>
      source.fetchRows({
        tool: 'read_text_file',
        arguments: { path: join(files, 'facts.json') },
        mapping: { ...CAPITALS, json: { at: 'content', shape: 'object' } },
      }),
    );
    expect(bad.code).toBe('mapping_invalid');
    expect(bad.message).toContain('json.at');
    // Still never connected: asking it anything says so, rather than answering from a server it started.
    expect((await refusal(() => source.callTool('read_text_file', {}))).code).toBe('source_unreachable');
  });
});

describe('server-memory from npm: entities and observations made through its tools, read back and mapped', () => {
  const ENTITIES = [
    { name: 'Velmora', entityType: 'country', observations: ['Velmora lies north of the Sallow.'] },
    { name: 'Mirrow', entityType: 'city', observations: ['Mirrow is the capital of Velmora.'] },
    { name: 'Sallow', entityType: 'river', observations: ['The Sallow feeds Lake Ost.'] },
  ];
  const DESCRIBE = {
    path: 'entities',
    prompt: 'What is {name}?',
    answer: 'A {entityType}. {observations.0}',
  } satisfies RowMapping;

  it('maps read_graph from its structured answer and from its JSON text item to the same rows, and the node agrees', async () => {
    const memoryFile = join(work, 'memory.jsonl');
    const source = new McpDataSource({
      name: 'memory',
      // server-memory reads no arguments: the folder is there so this run can find its own process by name.
      transport: {
        kind: 'stdio',
        command: process.execPath,
        args: [MEMORY, work],
        env: { MEMORY_FILE_PATH: memoryFile },
      },
    });
    try {
      await source.connect();
      await source.callTool('create_entities', { entities: ENTITIES });
      await source.callTool('add_observations', {
        observations: [{ entityName: 'Mirrow', contents: ['Mirrow has three bridges.'] }],
      });
      // The server kept what its tools were told, where it was told to keep it.
      expect(readFileSync(memoryFile, 'utf8')).toContain('Mirrow has three bridges.');

      const structured = await source.fetchRows({ tool: 'read_graph', mapping: DESCRIBE });
      expect(structured.rows.map(({ prompt, answer }) => ({ prompt, answer }))).toEqual([
        { prompt: 'What is Velmora?', answer: 'A country. Velmora lies north of the Sallow.' },
        { prompt: 'What is Mirrow?', answer: 'A city. Mirrow is the capital of Velmora.' },
        { prompt: 'What is Sallow?', answer: 'A river. The Sallow feeds Lake Ost.' },
      ]);
      const text = await source.fetchRows({
        tool: 'read_graph',
        mapping: { ...DESCRIBE, json: { at: 'content.0.text', shape: 'object' } },
      });
      expect(text.rows.map((r) => [r.prompt, r.answer])).toEqual(structured.rows.map((r) => [r.prompt, r.answer]));

      const added = await source.fetchRows({
        tool: 'read_graph',
        mapping: {
          ...DESCRIBE,
          json: { at: 'content.0.text', shape: 'object' },
          prompt: 'What else is known about {name}?',
          answer: '{observations.1}',
          require: ['observations.1'],
        },
      });
      expect(added.rows.map(({ prompt, answer }) => ({ prompt, answer }))).toEqual([
        { prompt: 'What else is known about Mirrow?', answer: 'Mirrow has three bridges.' },
      ]);
      expect(added.rejected.map((r) => [r.source_index, r.status])).toEqual([
        [0, 'required_empty'],
        [2, 'required_empty'],
      ]);
      await expectNodeAgrees(text, 'places from a memory graph');
    } finally {
      await source.close();
    }
  });
});

describe('after every source is closed', () => {
  it('leaves no server process running, and started no lesson', () => {
    expect(running(work)).toEqual([]);
    const paths = record.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/teach/datasets');
    expect(paths.filter((p) => p.includes('/api/teach/jobs') || p.includes('/preflight'))).toEqual([]);
  });
});
