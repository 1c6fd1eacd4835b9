import { AinizeFailure, PATCH_STATUSES } from '@ainize/core';
import * as z from 'zod';
import type { NodeClient, PatchStatus } from '../node-client/index.js';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { knowledgeId } from './schemas.js';

/** The walk never returns more knowledges than this, root included. */
export const FAMILY_TREE_MAX_NODES = 40;

/** Every status an anonymous catalog search can show (drafts are private to their node). */
const LISTABLE: readonly PatchStatus[] = PATCH_STATUSES.filter((status) => status !== 'DRAFT');

/** The largest page the catalog serves; one page is usually the whole catalog of a node. */
const CATALOG_PAGE = 200;
/** Per-knowledge lookups run this many at a time, so a large family does not flood the node. */
const LOOKUPS_AT_ONCE = 8;

const NOT_RECORDED =
  'This node records only two kinds of link between knowledges, extends and supersedes; it keeps no count of the ' +
  'rows each knowledge added and no usage signals. So `added` and `signals` are null, which means unknown, not ' +
  'zero: do not report them as numbers. Each edge reads "from <kind> to": the newer knowledge extends, or ' +
  'supersedes, the older one.';

const input = z.strictObject({
  id: knowledgeId.describe('The knowledge to start from, as search_knowledge lists it.'),
  depth: z
    .number()
    .int()
    .min(1)
    .max(4)
    .default(2)
    .describe('How many links away from the root to walk, in both directions (parents and children).'),
});

const output = z.object({
  root: z.string(),
  nodes: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      status: z.string().nullable(),
      added: z.null(),
      signals: z.null(),
    }),
  ),
  edges: z.array(z.object({ from: z.string(), to: z.string(), kind: z.enum(['extends', 'supersedes']) })),
  truncated: z.boolean(),
  note: z.string(),
});

export const familyTree = defineTool<ServerContext, typeof input, typeof output>({
  name: 'family_tree',
  title: 'Family tree of a knowledge',
  tier: 'READ',
  description:
    'Walks the version and derivation graph around one knowledge: what it extends or replaced, and what extends ' +
    `or replaced it, up to \`depth\` links away and at most ${FAMILY_TREE_MAX_NODES} knowledges (truncated: true ` +
    'when that cap cut the walk), each with the status this node records. Use it to check for a newer version ' +
    'before buying or building on a knowledge; for one knowledge in full use get_knowledge instead.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    // An unknown root is the node's own not_found, not an empty tree.
    const root = await ctx.client.patch(args.id, options);
    const graph = await ctx.client.ledgerGraph(options);

    const links = graph.edges.filter((e) => e.type === 'extends' || e.type === 'supersedes');
    const ignored = graph.edges.length - links.length;
    const around = new Map<string, string[]>();
    const link = (a: string, b: string) => {
      const list = around.get(a);
      if (list) list.push(b);
      else around.set(a, [b]);
    };
    for (const e of links) {
      link(e.from, e.to);
      link(e.to, e.from);
    }

    const found = new Set([root.id]);
    let frontier = [root.id];
    let truncated = false;
    for (let level = 0; level < args.depth && frontier.length > 0 && !truncated; level++) {
      const next: string[] = [];
      walk: for (const id of frontier) {
        for (const neighbour of around.get(id) ?? []) {
          if (found.has(neighbour)) continue;
          if (found.size >= FAMILY_TREE_MAX_NODES) {
            truncated = true;
            break walk;
          }
          found.add(neighbour);
          next.push(neighbour);
        }
      }
      frontier = next;
    }

    const ids = [...found];
    const names = new Map(graph.nodes.map((n) => [n.id, n.name]));
    const statuses = await statusesOf(
      ids.filter((id) => id !== root.id),
      ctx.client,
      call.signal,
    );
    statuses.set(root.id, root.status);

    const seenEdge = new Set<string>();
    const edges: { from: string; to: string; kind: 'extends' | 'supersedes' }[] = [];
    for (const e of links) {
      const key = `${e.type}|${e.from}|${e.to}`;
      if (!found.has(e.from) || !found.has(e.to) || seenEdge.has(key)) continue;
      seenEdge.add(key);
      // The node's graph runs from source to derivative; an agent reads "child extends parent" more easily.
      edges.push({ from: e.to, to: e.from, kind: e.type });
    }

    const unknown = ids.filter((id) => (statuses.get(id) ?? null) === null);
    const notes = [NOT_RECORDED];
    if (truncated) {
      notes.push(`The walk stopped at ${FAMILY_TREE_MAX_NODES} knowledges; more of the family exists beyond them.`);
    }
    if (unknown.length > 0) {
      notes.push(`This node has no catalog entry for ${unknown.join(', ')}, so their status is null.`);
    }
    if (ignored > 0) notes.push(`${ignored} link(s) of a kind this server does not know were left out.`);

    return {
      root: root.id,
      nodes: ids.map((id) => ({
        id,
        name: names.get(id) ?? (id === root.id ? root.anchor.name : null),
        status: statuses.get(id) ?? null,
        added: null,
        signals: null,
      })),
      edges,
      truncated,
      note: notes.join(' '),
    };
  },
});

/**
 * The status of each id, from one catalog page when that page is the whole catalog; otherwise the ids it missed
 * are asked one by one. An id the node does not know (or will not show) gets null.
 */
async function statusesOf(ids: string[], client: NodeClient, signal: AbortSignal): Promise<Map<string, string | null>> {
  const statuses = new Map<string, string | null>();
  if (ids.length === 0) return statuses;
  const wanted = new Set(ids);
  const page = await client.searchCatalog({ status: LISTABLE, limit: CATALOG_PAGE }, { signal });
  for (const entry of page.items) if (wanted.has(entry.id)) statuses.set(entry.id, entry.status);
  const missing = ids.filter((id) => !statuses.has(id));
  if (missing.length === 0 || page.total <= page.items.length) return statuses;
  for (let i = 0; i < missing.length; i += LOOKUPS_AT_ONCE) {
    const batch = missing.slice(i, i + LOOKUPS_AT_ONCE);
    const answers = await Promise.all(
      batch.map(async (id) => {
        try {
          return (await client.patch(id, { signal })).status;
        } catch (err) {
          if (err instanceof AinizeFailure && err.code === 'not_found') return null;
          throw err;
        }
      }),
    );
    batch.forEach((id, k) => statuses.set(id, answers[k] ?? null));
  }
  return statuses;
}
