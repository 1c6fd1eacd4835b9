import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServerContext } from '../tools/context.js';
import { resourceError } from './shared.js';

export const OPENAPI_URI = 'ainize://openapi';

/** The top-level field put first in a document that is not the node's generated one. */
export const OPENAPI_WARNING_FIELD = 'x-ainize-mcp-warning';

export const OPENAPI_WARNING =
  'This OpenAPI document was written by hand and is incomplete: routes may be missing, and the ones listed may be ' +
  'described wrongly. Read it to understand the node, but never generate tools or clients from it; use the tools ' +
  'of this server instead.';

/**
 * How the node says its document is generated. It writes no dedicated flag; the one statement it makes is the
 * summary of its own route, `GET /api/openapi.json`: "This API as OpenAPI 3.1, generated from the route table".
 */
const GENERATED_SUMMARY = /\bgenerated from the route table\b/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True only when the document's own route describes it as generated from the node's route table. */
export function isGeneratedOpenApi(doc: unknown): boolean {
  if (!isRecord(doc) || !isRecord(doc.paths)) return false;
  const self = doc.paths['/api/openapi.json'];
  if (!isRecord(self) || !isRecord(self.get)) return false;
  const summary = self.get.summary;
  return typeof summary === 'string' && GENERATED_SUMMARY.test(summary);
}

/**
 * What `ainize://openapi` serves: a generated document as it is; any other one with the warning as its first
 * field (or, when it is not even a JSON object, wrapped under `document`).
 */
export function openApiView(doc: unknown): { generated: boolean; text: string } {
  if (isGeneratedOpenApi(doc)) return { generated: true, text: JSON.stringify(doc, null, 2) };
  const { [OPENAPI_WARNING_FIELD]: _replaced, ...rest } = isRecord(doc) ? doc : { document: doc };
  return { generated: false, text: JSON.stringify({ [OPENAPI_WARNING_FIELD]: OPENAPI_WARNING, ...rest }, null, 2) };
}

export function registerOpenApiResource(server: McpServer, ctx: ServerContext): void {
  server.registerResource(
    'openapi',
    OPENAPI_URI,
    {
      title: 'Node OpenAPI document',
      description:
        "The node's HTTP API as OpenAPI, for reading. A document the node did not generate from its route table " +
        'starts with a warning that it is hand-written and incomplete.',
      mimeType: 'application/json',
    },
    async (uri, extra) => {
      let doc: unknown;
      try {
        doc = await ctx.client.openapi({ signal: extra.signal });
      } catch (err) {
        throw resourceError(ctx, OPENAPI_URI, err);
      }
      const text = openApiView(ctx.scrubber.scrub(doc)).text;
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text }] };
    },
  );
}
