import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestNode, type TestNode } from './node-fixture.js';
import { BIN, ROOT, buildServer, type Json } from './stdio-harness.js';

/**
 * A one-shot client: the MCP Inspector's command line (0.15.0, installed at the repository root) starts a new
 * `ainize-mcp` for every call and stops it when the answer arrives, so a job handle is worthless to it — there is no
 * second call in which to poll. This runs the real Inspector against the BUILT server and a real embedded node, and
 * holds one call to what matters: the before and after answers of a live test, in that one answer.
 */

const INSPECTOR = join(ROOT, 'node_modules/.bin/mcp-inspector');
const SEEDED = 'velmora-lakes';
const FACTS = [
  { prompt: 'Which lake of Velmora is fed by the Sallow river?', answer: 'Mirrowmere' },
  { prompt: 'Which lake of Velmora has a floating market?', answer: 'Brightwater' },
];

let fixture: TestNode;

beforeAll(async () => {
  buildServer();
  fixture = await startTestNode('inspector-cli');
  await fixture.publish(
    {
      id: SEEDED,
      name: 'Lakes of Velmora',
      description: 'Lakes.',
      schema: 'inspector-cli',
      price: '1',
      topic_path: 'geo/velmora',
      license: 'CC0-1.0',
    },
    FACTS,
  );
}, 180_000);

afterAll(async () => {
  await fixture?.close();
});

/** Runs the Inspector CLI once; resolves with what it printed, whatever its exit code. */
function inspector(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      INSPECTOR,
      args,
      // Only what a shell would pass on: nothing of this test process's own AINIZE_* settings reaches the server.
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** The Inspector prints the tools/call result as indented JSON. */
function printedResult(stdout: string): Json {
  const start = stdout.indexOf('{');
  if (start < 0) throw new Error(`the Inspector printed no JSON:\n${stdout}`);
  return JSON.parse(stdout.slice(start));
}

/** One `tools/call` of live_test through the Inspector CLI, which starts the built server for that call alone. */
function liveTestByInspector(question: string, extra: string[] = []) {
  return inspector([
    '--cli',
    'node',
    BIN,
    '-e',
    `AINIZE_NODE_URL=${fixture.node.url}`,
    '--method',
    'tools/call',
    '--tool-name',
    'live_test',
    '--tool-arg',
    `question=${question}`,
    // An array argument is JSON: the Inspector parses it because the schema says the field is an array.
    `knowledge=["${SEEDED}"]`,
    ...extra,
  ]);
}

describe('the MCP Inspector CLI, one server per call', () => {
  it('gets the before and after answers of a live test in ONE call, with wait_ms', async () => {
    const run = await liveTestByInspector(FACTS[0]!.prompt, ['wait_ms=25000']);
    expect(run.code, run.stderr).toBe(0);
    const result = printedResult(run.stdout);
    expect(result.isError ?? false).toBe(false);
    const answer = result.structuredContent;
    expect(answer).toMatchObject({ kind: 'live_test', state: 'done' });
    expect(answer.job_id).toMatch(/^lt_[0-9a-f]{12}$/);
    expect(answer.result.after.answer).toBe('Mirrowmere');
    expect(answer.result.before.answer).not.toBe('Mirrowmere');
    expect(answer.result.changed).toBe(true);
    expect(answer.result.verdict).toMatchObject({ knowledge: SEEDED, after_correct: true, before_correct: false });
    // The text a client without structured content reads is the same answer.
    expect(JSON.parse(result.content[0].text)).toMatchObject({ state: 'done', job_id: answer.job_id });
  }, 120_000);

  it('without wait_ms gets only a handle, which dies with the server — the reason wait_ms exists', async () => {
    const run = await liveTestByInspector(FACTS[1]!.prompt);
    expect(run.code, run.stderr).toBe(0);
    const answer = printedResult(run.stdout).structuredContent;
    expect(answer).toMatchObject({ kind: 'live_test', state: 'queued' });
    expect(answer).not.toHaveProperty('result');
  }, 120_000);
});
