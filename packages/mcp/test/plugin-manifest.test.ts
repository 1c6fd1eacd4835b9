import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../src/config/index.js';
import { BIN, ROOT } from './stdio-harness.js';

/**
 * The Claude Code plugin files at the repository root: the repository as a plugin (`.claude-plugin/plugin.json`,
 * for `claude --plugin-dir .`) and a marketplace naming packages/mcp as the plugin. Both must be JSON, name paths
 * that exist, and start the same built server with no secret in them. `claude plugin validate .` accepts both.
 */

interface McpServer {
  command: string;
  args: string[];
  env?: Record<string, string>;
}
interface PluginFields {
  name: string;
  version?: string;
  skills?: string[];
  mcpServers: Record<string, McpServer>;
}
interface Marketplace {
  name: string;
  owner: { name: string };
  plugins: Array<PluginFields & { source: string; strict?: boolean }>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const plugin = readJson<PluginFields>('.claude-plugin/plugin.json');
const marketplace = readJson<Marketplace>('.claude-plugin/marketplace.json');
const mcpPackage = readJson<{ name: string; version: string }>('packages/mcp/package.json');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A server's script with `${CLAUDE_PLUGIN_ROOT}` read as the plugin's own directory. */
const scriptOf = (server: McpServer | undefined, pluginRoot: string): string => {
  const arg = server?.args[0] ?? '';
  expect(arg.startsWith('${CLAUDE_PLUGIN_ROOT}/')).toBe(true);
  return resolve(pluginRoot, arg.slice('${CLAUDE_PLUGIN_ROOT}/'.length));
};

const expectNoSecret = (server: McpServer | undefined) => {
  for (const key of Object.keys(server?.env ?? {})) {
    expect(CONFIG_KEYS[key as keyof typeof CONFIG_KEYS]).not.toBe('secret');
  }
};

describe('.claude-plugin/plugin.json', () => {
  it('names the plugin in kebab-case with the package version', () => {
    expect(plugin.name).toMatch(KEBAB);
    expect(plugin.version).toBe(mcpPackage.version);
  });

  it('starts the built server from the repository and carries no secret', () => {
    const server = plugin.mcpServers.ainize;
    expect(server?.command).toBe('node');
    expect(scriptOf(server, ROOT)).toBe(BIN);
    // dist/bin.js is what `npm run build` makes of this file; the stdio tests build and run it.
    expect(existsSync(join(ROOT, 'packages/mcp/src/bin.ts'))).toBe(true);
    expectNoSecret(server);
  });

  it('points at the folder holding the skill', () => {
    for (const dir of plugin.skills ?? []) {
      expect(statSync(resolve(ROOT, dir)).isDirectory()).toBe(true);
      expect(existsSync(resolve(ROOT, dir, 'SKILL.md'))).toBe(true);
    }
    expect(plugin.skills).toEqual(['./packages/mcp']);
  });
});

describe('.claude-plugin/marketplace.json', () => {
  const entry = marketplace.plugins[0];
  const source = resolve(ROOT, entry?.source ?? '');

  it('lists one plugin whose source is packages/mcp', () => {
    expect(marketplace.name).toMatch(KEBAB);
    expect(marketplace.owner.name.length).toBeGreaterThan(0);
    expect(marketplace.plugins).toHaveLength(1);
    expect(entry?.name).toBe(plugin.name);
    expect(entry?.source).toBe('./packages/mcp');
    expect(readJson<{ name: string }>('packages/mcp/package.json').name).toBe('@ainize/mcp');
  });

  it('defines the plugin itself (strict: false) and starts the same server as plugin.json', () => {
    expect(entry?.strict).toBe(false);
    const server = entry?.mcpServers.ainize;
    expect(scriptOf(server, source)).toBe(BIN);
    expect(server?.command).toBe(plugin.mcpServers.ainize?.command);
    expect(server?.env).toEqual(plugin.mcpServers.ainize?.env);
    expectNoSecret(server);
  });

  it('finds the skill at the plugin root', () => {
    expect(entry?.skills).toEqual(['./']);
    expect(existsSync(join(source, 'SKILL.md'))).toBe(true);
  });
});
