import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The agent skill (SKILL.md + references/) is checked against the built server and the error catalogue by
 * scripts/validate-skill.mjs. These tests run it as a person would: on the package itself, and on a copy broken in
 * each way it must catch. It reads dist/, so it runs after `npm run build` (CI builds first).
 */

const MCP = fileURLToPath(new URL('..', import.meta.url));
const VALIDATOR = join(MCP, 'scripts/validate-skill.mjs');
const GENERATOR = join(MCP, 'scripts/gen-errors-reference.mjs');
const temps: string[] = [];

function validate(dir: string) {
  const run = spawnSync(process.execPath, [VALIDATOR, dir], { encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** SKILL.md and references/ copied to a fresh directory, to be broken there. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ainize-skill-'));
  temps.push(dir);
  cpSync(join(MCP, 'SKILL.md'), join(dir, 'SKILL.md'));
  cpSync(join(MCP, 'references'), join(dir, 'references'), { recursive: true });
  return dir;
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the agent skill', () => {
  it('passes the validator as shipped, naming its token counts and at least ten tools', () => {
    const { code, out } = validate(MCP);
    expect(out).toContain('validate-skill: ok');
    expect(code).toBe(0);
    const body = Number(/body (\d+)\/5000 tokens/.exec(out)?.[1]);
    const frontmatter = Number(/frontmatter (\d+)\/150 tokens/.exec(out)?.[1]);
    const tools = Number(/(\d+) tools named in the body/.exec(out)?.[1]);
    expect(body).toBeGreaterThan(0);
    expect(body).toBeLessThan(5000);
    expect(frontmatter).toBeLessThanOrEqual(150);
    expect(tools).toBeGreaterThanOrEqual(10);
  });

  it('keeps references/errors.md equal to what the generator writes from the catalogue', () => {
    const run = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8', timeout: 60_000 });
    expect(`${run.stdout}${run.stderr}`).toContain('is current');
    expect(run.status).toBe(0);
  });

  it('reports every breakage of a broken copy at once, and exits non-zero', () => {
    const dir = copy();
    writeFileSync(join(dir, 'references/orphan.md'), '# A reference nothing links to\n');
    const skill = join(dir, 'SKILL.md');
    appendFileSync(
      skill,
      [
        '',
        '## Broken on purpose',
        '',
        'Call `buy_bundle` to pay for a child and its bases at once.',
        'A refusal reads `budget_exhausted`.',
        '',
        'Padding to break the budget. '.repeat(1200),
        '',
      ].join('\n'),
    );
    const { code, out } = validate(dir);
    expect(code).toBe(1);
    expect(out).toContain('references/orphan.md is not linked from the SKILL.md body');
    expect(out).toMatch(/`buy_bundle` is not a tool of this server \(unknown tool\)/);
    expect(out).toMatch(/`budget_exhausted` is not in the error catalogue \(unknown error code\)/);
    expect(out).toMatch(/body: \d+ tokens, not under the budget of 5000/);
  });

  it('refuses a call form naming a tool the server does not have, and a stale errors reference', () => {
    const dir = copy();
    appendFileSync(join(dir, 'SKILL.md'), '\n```jsonc\nfetch_bundle { "id": "x" }\n```\n');
    appendFileSync(join(dir, 'references/errors.md'), '\n| `made_up` | server | no | invented | nothing |\n');
    const { code, out } = validate(dir);
    expect(code).toBe(1);
    expect(out).toContain('`fetch_bundle { … }` calls a tool this server does not have');
    expect(out).toContain('references/errors.md is out of date with the error catalogue');
  });

  it('refuses a SKILL.md without frontmatter, or with a link to a reference that is not there', () => {
    const dir = copy();
    const skill = join(dir, 'SKILL.md');
    const text = readFileSync(skill, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
    writeFileSync(skill, `${text}\n- [references/gone.md](references/gone.md)\n`);
    const { code, out } = validate(dir);
    expect(code).toBe(1);
    expect(out).toContain('SKILL.md has no YAML frontmatter');
    expect(out).toContain('links references/gone.md, which does not exist');
  });

  it('cannot pass on nothing: a body that names fewer than ten tools fails', () => {
    const dir = copy();
    const skill = join(dir, 'SKILL.md');
    const [, frontmatter = ''] = /^(---[\s\S]*?\n---\n)/.exec(readFileSync(skill, 'utf8')) ?? [];
    const links = readFileSync(skill, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('- [references/'))
      .join('\n');
    writeFileSync(skill, `${frontmatter}\n# Nothing here\n\nUse \`quote\` first.\n\n${links}\n`);
    const { code, out } = validate(dir);
    expect(code).toBe(1);
    expect(out).toMatch(/the SKILL.md body names only \d tools \(at least 10 expected\)/);
  });
});
