import type { Scrubber } from '@ainize/core';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpConfig } from './config/index.js';
import type { NodeClient } from './node-client/index.js';
import { INSTRUCTIONS, registerResources } from './resources/index.js';
import { TOOLS, combinedScrubber, type ServerContext } from './tools/index.js';
import { registerTools, type ToolRegistration } from './tools-kit/index.js';

export interface AinizeServerOptions {
  config: McpConfig;
  client: NodeClient;
  /** Knows the configured secrets; every answer and every error passes through it. */
  scrubber: Scrubber;
  /** Defaults to this package's version. */
  version?: string;
}

export interface AinizeServer {
  server: McpServer;
  tools: ToolRegistration;
  context: ServerContext;
}

export const SERVER_NAME = 'ainize-mcp';
export const SERVER_VERSION = '0.1.0';

/**
 * Builds the MCP server without connecting it. Nothing here calls the node: the tools register whether the node
 * is up or not and report node_unreachable when it is not, so a client can start before its node does.
 */
export function createAinizeServer(options: AinizeServerOptions): AinizeServer {
  const context: ServerContext = {
    config: options.config,
    client: options.client,
    scrubber: combinedScrubber(options.scrubber, options.client),
  };
  const server = new McpServer(
    { name: SERVER_NAME, title: 'Ainize', version: options.version ?? SERVER_VERSION },
    { instructions: INSTRUCTIONS, capabilities: { tools: { listChanged: true }, resources: {} } },
  );
  // Tools first, then resources, all before connect: registering on a live connection announces each one.
  const tools = registerTools(server, TOOLS, context);
  registerResources(server, context);
  return { server, tools, context };
}
