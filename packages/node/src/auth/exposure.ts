import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { NodeConfig } from '../home/config-schema.js';
import { ENV_BINDINGS } from '../home/env-overlay.js';
import { ConfigError } from '../home/home.js';

/**
 * A node without an operator password answers `POST /api/auth/setup` to whoever asks first. On loopback that
 * can only be someone on this machine; on any other address it is anyone who can reach it, so such a node is
 * not started at all until its owner has claimed it.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (in any spelling, IPv4-mapped included) and the name `localhost`; nothing else. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  if (isIPv4(bare)) return LOOPBACK.check(bare, 'ipv4');
  if (isIPv6(bare)) return LOOPBACK.check(bare, 'ipv6');
  // Any other name may resolve to anything, so it counts as reachable from outside.
  return false;
}

export function requireOperatorOffLoopback(
  config: Pick<NodeConfig, 'host' | 'operator'>,
  home: string,
  env: NodeJS.ProcessEnv,
): void {
  if (isLoopbackHost(config.host) || config.operator.passwordHash) return;
  const variable = ENV_BINDINGS.find((b) => b.key === 'host')?.env;
  const fromEnv = variable !== undefined && env[variable]?.trim() ? variable : undefined;
  throw new ConfigError(
    `config key host${fromEnv ? ` (from ${fromEnv})` : ''} is "${config.host}", which other machines can reach, ` +
      'and no operator password is set, so anyone could claim the node through POST /api/auth/setup; ' +
      `set one first with \`ainize passwd --home ${home}\`, or bind 127.0.0.1`,
    'host',
    fromEnv,
  );
}
