import { fileURLToPath } from 'node:url';
import { VERIFIER_NODES, operatorFile } from './layout.js';

/**
 * What `up` prints once the catalog is LISTED: where the node is, where the operator credentials are (the paths
 * only: the passwords stay in the 0600 files), and an MCP client entry. The entry points at the MCP server's
 * build inside this checkout, resolved from where this file runs, so it can be pasted as it is.
 */

const mcpBin = () => fileURLToPath(new URL('../../../mcp/dist/bin.js', import.meta.url));
const cliMain = () => fileURLToPath(new URL('../cli/main.js', import.meta.url));

export function mcpClientConfig(url: string): string {
  const config = {
    mcpServers: {
      ainize: { command: 'node', args: [mcpBin()], env: { AINIZE_NODE_URL: url } },
    },
  };
  return JSON.stringify(config, null, 2);
}

export function connectionHelp(dir: string, url: string, seller?: { url: string; ids: readonly string[] }): string[] {
  return [
    `home node: ${url}`,
    `operator credential (url and password, mode 0600): ${operatorFile(dir, 'home')}`,
    ...(seller
      ? [`seller node: ${seller.url}, selling ${seller.ids.join(' and ')}; the home's operator has credit to buy them`]
      : []),
    `the other nodes' credentials: ${[...VERIFIER_NODES, 'seller' as const].map((name) => operatorFile(dir, name)).join(', ')}`,
    '',
    'MCP client config (stdio) for ainize-mcp: find, read and live-test knowledge (docs/mcp.md lists every tool):',
    mcpClientConfig(url),
    '',
    `status: node ${cliMain()} cluster status --dir ${dir}`,
    `stop:   node ${cliMain()} cluster down --dir ${dir}`,
  ];
}
