import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashCanonical, sha256Hex } from '@ainize/core';
import * as z from 'zod';

/**
 * Where rows came from when another MCP server answered them (McpDataSource): which server, which tool, which
 * arguments, pinned to what. The node's training set has no provenance field, so a compact line rides in every
 * row's note — what a buyer sees when the set is published with notes — and the whole record is kept beside the
 * purchase journal when a state directory is configured. `provenanceLine` is the one definition of that line, so
 * a data source that writes it into the notes itself and this server produce the same bytes (and the same hash).
 */

const HEX64 = /^[0-9a-f]{64}$/;
const pin = z.union([z.string().max(200), z.number(), z.boolean()]);

export const provenanceSchema = z.strictObject({
  server: z.strictObject({
    name: z.string().trim().min(1).max(120).describe('The upstream MCP server’s name, as it introduced itself.'),
    version: z.string().max(60).optional(),
  }),
  protocol_version: z.string().max(40).optional().describe('The MCP protocol version negotiated with it.'),
  transport: z.enum(['stdio', 'http', 'sse']).optional(),
  credential_presented: z
    .boolean()
    .optional()
    .describe('Whether a credential was sent to it — never the credential itself.'),
  tool: z.string().trim().min(1).max(120).describe('The tool that answered.'),
  arguments: z.record(z.string(), z.unknown()).optional().describe('The exact arguments it was called with.'),
  arguments_sha256: z.string().regex(HEX64, 'a lower-case sha256 hex').describe('sha256 of those arguments.'),
  upstream: z
    .record(z.string(), pin)
    .optional()
    .describe('What the answer was pinned to upstream, e.g. { "subgraph_id": "…", "block": 25903086 }.'),
  fetched_at: z.string().max(40).optional(),
  row_hashes: z.array(z.string().regex(HEX64)).max(10_000).optional(),
  rows_sha256: z.string().regex(HEX64).optional().describe('sha256Rows of the rows as the data source saw them.'),
});

export type Provenance = z.output<typeof provenanceSchema>;

/** `mcp:<server>@<version> tool:<tool> args:<sha256, 16 hex> [k=v …] at:<time>` — short enough for every note. */
export function provenanceLine(p: Provenance): string {
  const server = p.server.version ? `${p.server.name}@${p.server.version}` : p.server.name;
  const pins = Object.entries(p.upstream ?? {}).map(([key, value]) => `${key}=${String(value)}`);
  return [`mcp:${server}`, `tool:${p.tool}`, `args:${p.arguments_sha256.slice(0, 16)}`, ...pins]
    .concat(p.fetched_at ? [`at:${p.fetched_at}`] : [])
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * Whether the record's hashes hold: the arguments hash over the arguments (canonical JSON, or the JSON text as
 * sent), and the data source's rows hash against the set as uploaded. `null` where the record gave nothing to check.
 */
export function provenanceChecks(p: Provenance, uploadedSha256: string) {
  const args =
    p.arguments === undefined
      ? null
      : p.arguments_sha256 === hashCanonical(p.arguments) ||
        p.arguments_sha256 === sha256Hex(JSON.stringify(p.arguments));
  return {
    arguments_sha256_matches: args,
    rows_sha256_matches: p.rows_sha256 === undefined ? null : p.rows_sha256 === uploadedSha256,
  };
}

/**
 * Writes the full record as `<stateDir>/provenance/<dataset id>.json` (0600, the folder 0700), replacing an older
 * record of the same set atomically. Returns the path.
 */
export function keepProvenance(
  stateDir: string,
  datasetId: string,
  record: { dataset_id: string; sha256: string; provenance: Provenance; recorded_at: string },
): string {
  const dir = join(stateDir, 'provenance');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, `${datasetId.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, path);
  return path;
}
