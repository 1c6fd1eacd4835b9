import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePrivateKey } from '@ainize/core';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIGURATIONS,
  checkToolList,
  configurationEnv,
  sessionTexts,
  TOKEN_BUDGETS,
  type ListedTool,
  type QualityFailure,
} from '../scripts/lib/tool-quality-checks.mjs';
import { inProcessSession, startTestNode, type InProcessSession, type TestNode } from './node-fixture.js';

/**
 * What an agent reads before it calls anything — tools/list, the instructions, the prompts — checked in every
 * configuration against a real embedded node, with the checks scripts/tool-quality.mjs runs against the built
 * server. The list of tools per configuration is checked in (tool-quality/expected-tools.json), so a renamed or
 * lost tool fails here; and each check is shown failing on a list broken on purpose.
 */

const EXPECTED = JSON.parse(
  readFileSync(join(import.meta.dirname, 'tool-quality/expected-tools.json'), 'utf8'),
) as Record<string, string[]>;
const UNIVERSE = new Set(Object.values(EXPECTED).flat());
const PASSWORD = 'canary-tool-quality-operator-51c0d2';
const KNOWLEDGE = 'example-knowledge';

let fixture: TestNode;
const sessions = new Map<string, InProcessSession>();
const listed = new Map<string, ListedTool[]>();

beforeAll(async () => {
  // A node that serves a model and takes lessons, so every tool of this build can be offered.
  fixture = await startTestNode('tool-quality', { password: PASSWORD, env: { AINIZE_TEACH_ENABLED: 'true' } });
  const secrets = { teachKey: generatePrivateKey(), operatorPassword: PASSWORD };
  for (const configuration of CONFIGURATIONS) {
    const session = await inProcessSession(fixture.node.url, configurationEnv(configuration, secrets), {
      name: 'tool-quality',
    });
    sessions.set(configuration.name, session);
    listed.set(configuration.name, (await session.client.listTools()).tools as ListedTool[]);
  }
}, 120_000);

afterAll(async () => {
  for (const session of sessions.values()) await session.close();
  await fixture?.close();
});

const copyOf = (name: string): ListedTool[] => structuredClone(listed.get(name) ?? []);
const messages = (failures: QualityFailure[]) => failures.map((f) => f.message);

describe('every configuration', () => {
  it.each(CONFIGURATIONS.map((c) => c.name))(
    '%s passes every check, prompts and instructions included',
    async (name) => {
      const session = sessions.get(name)!;
      const report = checkToolList({
        configuration: name,
        tools: listed.get(name)!,
        expected: EXPECTED[name]!,
        universe: UNIVERSE,
        texts: await sessionTexts(session.client, KNOWLEDGE),
      });
      expect(messages(report.failures)).toEqual([]);
      expect(report.rows.map((row) => row.tool)).toEqual(EXPECTED[name]);
    },
  );

  it.each(Object.entries(TOKEN_BUDGETS))(
    '%s: tools/list costs an agent at most %i o200k tokens, counted as the bench counts them',
    (name, budget) => {
      const tools = listed.get(name)!;
      expect(encode(JSON.stringify(tools)).length).toBeLessThanOrEqual(budget);
    },
  );

  it('offers more as the configuration allows more, and everything with everything on', () => {
    const everything = EXPECTED['everything']!;
    for (const name of Object.keys(EXPECTED)) {
      for (const tool of EXPECTED[name]!) expect(everything).toContain(tool);
    }
    expect(new Set(everything).size).toBe(everything.length);
  });
});

/** The checks of the read-only configuration over a (broken) copy of its list. */
function checkReadOnly(tools: ListedTool[], texts: Array<{ where: string; text: string }> = []) {
  return checkToolList({
    configuration: 'read-only',
    tools,
    expected: EXPECTED['read-only']!,
    universe: UNIVERSE,
    texts,
  });
}

describe('the checks fail on a broken list', () => {
  it('fails when a parameter loses its description, naming the tool and the parameter', () => {
    const tools = copyOf('read-only');
    const search = tools.find((t) => t.name === 'search_knowledge')!;
    delete (search.inputSchema as { properties: Record<string, { description?: string }> }).properties['query']!
      .description;
    const report = checkReadOnly(tools);
    expect(messages(report.failures)).toEqual(['[read-only] search_knowledge: parameter query has no description']);
  });

  it('fails when a nested parameter loses its description, naming it by its path', () => {
    const tools = copyOf('read-only');
    const live = tools.find((t) => t.name === 'live_test')!;
    const properties = (live.inputSchema as { properties: Record<string, unknown> }).properties;
    properties['options'] = {
      type: 'object',
      description: 'Options.',
      properties: { rows: { type: 'array', items: { type: 'object', properties: { note: { type: 'string' } } } } },
    };
    const report = checkReadOnly(tools);
    expect(messages(report.failures)).toEqual([
      '[read-only] live_test: parameter options.rows has no description',
      '[read-only] live_test: parameter options.rows[].note has no description',
    ]);
  });

  it('fails when a tool loses its description', () => {
    const tools = copyOf('read-only');
    tools.find((t) => t.name === 'job_list')!.description = '';
    const report = checkReadOnly(tools);
    expect(messages(report.failures)).toEqual([
      '[read-only] job_list: the description should open with a verb ("Lists…"), not ""',
      '[read-only] job_list: the description names no other tool to use instead or next',
      '[read-only] job_list: the description is 0 characters; keep it within 80–1000',
    ]);
  });

  it('fails when a tool is renamed: the old name is missing, the new one unexpected, and siblings name the old', () => {
    const tools = copyOf('read-only');
    tools.find((t) => t.name === 'search_knowledge')!.name = 'find_knowledge';
    const report = checkReadOnly(tools);
    const found = messages(report.failures);
    expect(found).toContain(
      '[read-only] search_knowledge is expected in read-only but not registered (renamed or lost?)',
    );
    expect(found).toContain('[read-only] find_knowledge is registered in read-only but not in the expected list');
    expect(found).toContain('[read-only] get_knowledge: names search_knowledge, which read-only does not register');
  });

  it('fails when a description, a field or a prompt names a tool the configuration does not register', () => {
    const tools = copyOf('read-only');
    const knowledge = tools.find((t) => t.name === 'get_knowledge')!;
    knowledge.description = `${knowledge.description} Then buy it.`;
    const status = tools.find((t) => t.name === 'job_status')!;
    const waitMs = (status.inputSchema as { properties: Record<string, { description: string }> }).properties[
      'wait_ms'
    ]!;
    waitMs.description = 'How long to wait, as publish_knowledge does.';
    const report = checkReadOnly(tools, [{ where: 'instructions', text: 'Then call teach_preflight.' }]);
    expect(messages(report.failures)).toEqual([
      '[read-only] get_knowledge: names buy, which read-only does not register',
      '[read-only] job_status: names publish_knowledge, which read-only does not register',
      '[read-only] instructions names teach_preflight, which read-only does not register',
    ]);
  });

  it('fails on type arrays, empty schemas, open outputs and missing annotations', () => {
    const tools = copyOf('read-only');
    const tree = tools.find((t) => t.name === 'family_tree')!;
    (tree.inputSchema as { properties: Record<string, unknown> }).properties['id'] = {
      type: ['string', 'null'],
      description: 'The id.',
    };
    (tree.outputSchema as { properties: Record<string, unknown> }).properties['extra'] = {};
    const status = tools.find((t) => t.name === 'node_status')!;
    (status.outputSchema as { properties: Record<string, unknown> }).properties['node'] = { type: 'object' };
    delete (status.annotations as Record<string, unknown>)['openWorldHint'];
    const report = checkReadOnly(tools);
    expect(messages(report.failures)).toEqual([
      '[read-only] family_tree: a type array at input.id (string, null); use anyOf',
      '[read-only] family_tree: an empty schema {} at output.extra; give it a type',
      '[read-only] node_status: annotations lack openWorldHint',
      '[read-only] node_status: output field node is an open map: declare its fields',
    ]);
  });
});
