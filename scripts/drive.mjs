// `node scripts/drive.mjs scripts/scenarios/<scenario>.mjs` from the repository root: the protocol driver lives
// with the MCP server in packages/mcp/scripts, and it finds a scenario path relative to the working directory or
// to that package, so the same command works from here and from packages/mcp.
import '../packages/mcp/scripts/drive.mjs';
