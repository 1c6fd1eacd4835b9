import { fileURLToPath } from 'node:url';
import { TOKEN } from '../../chain/index.js';
import type { ClusterChain } from './chain.js';
import { VERIFIER_NODES, operatorFile } from './layout.js';

/**
 * What `up` prints once the catalog is LISTED: where the node is, where the operator credentials are (the paths
 * only: the passwords stay in the 0600 files), and an MCP client entry. The entry points at the MCP server's
 * build inside this checkout, resolved from where this file runs, so it can be pasted as it is.
 */

const mcpBin = () => fileURLToPath(new URL('../../../../mcp/dist/bin.js', import.meta.url));
const cliMain = () => fileURLToPath(new URL('../main.js', import.meta.url));

export function mcpClientConfig(url: string): string {
  const config = {
    mcpServers: {
      ainize: { command: 'node', args: [mcpBin()], env: { AINIZE_NODE_URL: url } },
    },
  };
  return JSON.stringify(config, null, 2);
}

export function connectionHelp(
  dir: string,
  url: string,
  seller?: { url: string; ids: readonly string[] },
  chain?: Pick<ClusterChain, 'rpcUrl' | 'chainId' | 'network' | 'token'>,
): string[] {
  return [
    `home node: ${url}`,
    `operator credential (url and password, mode 0600): ${operatorFile(dir, 'home')}`,
    ...(seller
      ? [`seller node: ${seller.url}, selling ${seller.ids.join(' and ')}; the home's operator has credit to buy them`]
      : []),
    `the other nodes' credentials: ${[...VERIFIER_NODES, 'seller' as const].map((name) => operatorFile(dir, name)).join(', ')}`,
    ...(chain ? chainHelp(dir, chain) : []),
    '',
    'MCP client config (stdio) for ainize-mcp: find, read and live-test knowledge (docs/mcp.md lists every tool):',
    mcpClientConfig(url),
    '',
    `status: node ${cliMain()} cluster status --dir ${dir}`,
    `stop:   node ${cliMain()} cluster down --dir ${dir}`,
  ];
}

/** Where the cluster's test dollars live, and how to get more for any address (a wallet, another agent). */
function chainHelp(dir: string, chain: Pick<ClusterChain, 'rpcUrl' | 'chainId' | 'network' | 'token'>): string[] {
  return [
    `chain: ${chain.rpcUrl} (anvil, chain id ${chain.chainId}, x402 network ${chain.network}); ` +
      `${TOKEN.name} (${TOKEN.symbol}, ${TOKEN.decimals} decimals, EIP-3009) at ${chain.token}`,
    `test ${TOKEN.symbol} for any address: node ${cliMain()} cluster faucet <address> <amount> --dir ${dir}`,
  ];
}
