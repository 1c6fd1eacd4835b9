import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stdio-harness.js';

/**
 * `npx ainize …` and `npx ainize-mcp …` at the repository root run the workspace's own commands, found in
 * node_modules/.bin. npm links a workspace command at `npm ci`, before anything is built, and skips one whose file
 * does not exist yet; npx then asks the registry for a package of that name. So each command must be a file kept
 * in the repository, outside dist/, that hands over to the build.
 */

const WORKSPACES = [
  { dir: 'packages/node', command: 'ainize', built: 'dist/cli/main.js', usage: 'usage: ainize' },
  { dir: 'packages/mcp', command: 'ainize-mcp', built: 'dist/bin.js', usage: 'Usage: ainize-mcp' },
];

const readJson = (path: string): { bin?: Record<string, string>; packages?: Record<string, { bin?: unknown }> } =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe.each(WORKSPACES)('the $command command', ({ dir, command, built, usage }) => {
  const target = readJson(`${dir}/package.json`).bin?.[command] ?? '';

  it('is an executable file kept in the repository outside dist/, so npm links it before the first build', () => {
    expect(target).not.toMatch(/(^|\/)dist\//);
    const path = join(ROOT, dir, target);
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).mode & 0o111).not.toBe(0);
    expect(readFileSync(path, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    // A file git ignores would be missing from a fresh clone, whatever this checkout holds.
    const ignored = spawnSync('git', ['check-ignore', '-q', join(dir, target)], { cwd: ROOT });
    expect(ignored.status).toBe(1);
  });

  it('is the same in package-lock.json, which npm ci reads', () => {
    const locked = readJson('package-lock.json').packages?.[dir]?.bin;
    expect(locked).toEqual({ [command]: target.replace(/^\.\//, '') });
  });

  it('hands over to the build', () => {
    if (!existsSync(join(ROOT, dir, built))) return;
    const run = spawnSync(process.execPath, [join(ROOT, dir, target), '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(usage);
  });
});
