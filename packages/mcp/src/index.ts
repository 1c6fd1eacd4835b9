/**
 * @ainize/mcp — the Ainize MCP server and its client half. The foundations below are what every tool is built
 * on: configuration, the one typed NodeClient, the session's job registry, the one error/result boundary (always
 * scrubbed) and the typed tool definition.
 */
export * from './config/index.js';
export * from './node-client/index.js';
export * from './jobs/index.js';
export * from './errors/index.js';
export * from './tools-kit/index.js';
export { createAinizeServer, type AinizeServer, type AinizeServerOptions } from './server.js';
