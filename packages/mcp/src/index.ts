/**
 * @ainize/mcp — the Ainize MCP server and its client half. The foundations below are what every tool is built
 * on: configuration, the one typed NodeClient, the session's job registry, the one error/result boundary (always
 * scrubbed) and the typed tool definition; then McpDataSource and the row/provenance seam it shares with
 * create_training_set.
 */
export * from './config/index.js';
export * from './node-client/index.js';
export * from './jobs/index.js';
export * from './errors/index.js';
export * from './tools-kit/index.js';
export { createAinizeServer, type AinizeServer, type AinizeServerOptions } from './server.js';
// The client half: another MCP server's answers as training rows, with their provenance.
export * from './datasource.js';
export {
  MAX_ROWS,
  argumentsSha256,
  prepareRows,
  provenanceLine,
  provenanceSchema,
  type PreparedRows,
  type RowInput,
  type RowProvenance,
} from './rows.js';
