import type { EdgeLabel, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type KnowledgeDetail, getJson } from './api.js';
import { knowledgeUrl, navigate } from './router.js';
import './prove.css';

/**
 * A knowledge's family drawn as a graph: the bases it must be applied on, the knowledge it derives from and what
 * derives from it, one level from the knowledge's own entry and further levels from the ledger's graph. The drawing
 * is for the eye (hidden from assistive technology, its links out of the tab order); the list under it says the same
 * with ordinary links.
 */

/** `GET /api/ledger/graph`: sources → derivatives over every anchor this node's ledger holds. */
export interface LedgerGraph {
  nodes: { id: string; name: string; author: string }[];
  edges: { from: string; to: string; type: 'extends' | 'supersedes' }[];
}

/** The node sends these on a knowledge's entry too; api.ts does not type them yet. */
type Detail = KnowledgeDetail & { supersedes?: string[]; superseded_by?: string[] };

type Role = 'current' | 'base' | 'parent' | 'child' | 'older' | 'newer' | 'kin';
type EdgeKind = 'extends' | 'supersedes' | 'base';

export interface FamilyNode {
  id: string;
  name: string | null;
  role: Role;
}

export interface FamilyEdge {
  from: string;
  to: string;
  kind: EdgeKind;
}

export interface Family {
  nodes: FamilyNode[];
  edges: FamilyEdge[];
  /** More relatives exist on the ledger than the drawing holds. */
  capped: boolean;
}

/** At most this many knowledges are drawn. */
export const MAX_FAMILY_NODES = 40;
/** Levels followed on the ledger's graph, counted from this knowledge. */
const LEDGER_DEPTH = 3;
const NODE_W = 220;
const NODE_H = 46;
const NAME_CHARS = 25;

const ROLE_TEXT: Record<Role, string> = {
  current: 'this knowledge',
  base: 'applied under it',
  parent: 'derived from',
  child: 'extends it',
  older: 'replaced by it',
  newer: 'replaces it',
  kin: 'further family',
};

/** The one level the entry names, then the ledger's edges breadth first, up to the cap. */
export function buildFamily(k: Detail, ledger: LedgerGraph | null): Family {
  const nodes = new Map<string, FamilyNode>();
  const edges = new Map<string, FamilyEdge>();
  const names = new Map(ledger?.nodes.map((n) => [n.id, n.name]) ?? []);
  let capped = false;
  const addNode = (id: string, role: Role, name: string | null = null): boolean => {
    if (nodes.has(id)) return true;
    if (nodes.size >= MAX_FAMILY_NODES) {
      capped = true;
      return false;
    }
    nodes.set(id, { id, role, name: name ?? names.get(id) ?? null });
    return true;
  };
  const addEdge = (from: string, to: string, kind: EdgeKind) => {
    const key = `${from}>${to}`;
    if (!edges.has(key) && nodes.has(from) && nodes.has(to)) edges.set(key, { from, to, kind });
  };

  addNode(k.id, 'current', k.anchor.name);
  for (const p of k.lineage.parents) if (addNode(p, 'parent')) addEdge(p, k.id, 'extends');
  for (const base of k.requires) {
    if (!addNode(base.id, 'base', base.name)) continue;
    const known = nodes.get(base.id);
    if (known !== undefined && known.role === 'parent') known.role = 'base';
    // A parent that is also a base is drawn as a base: it has to be applied under this one.
    const edge = edges.get(`${base.id}>${k.id}`);
    if (edge !== undefined) edge.kind = 'base';
    addEdge(base.id, k.id, 'base');
  }
  for (const c of k.lineage.children) if (addNode(c, 'child')) addEdge(k.id, c, 'extends');
  for (const old of k.supersedes ?? []) if (addNode(old, 'older')) addEdge(old, k.id, 'supersedes');
  for (const next of k.superseded_by ?? []) if (addNode(next, 'newer')) addEdge(k.id, next, 'supersedes');
  if (ledger !== null) capped = followLedger(k.id, ledger, addNode, addEdge) || capped;
  return { nodes: [...nodes.values()], edges: [...edges.values()], capped };
}

/** Walks the ledger's edges out from `start`, both ways, a few levels deep; true when the cap stopped it. */
function followLedger(
  start: string,
  ledger: LedgerGraph,
  addNode: (id: string, role: Role) => boolean,
  addEdge: (from: string, to: string, kind: EdgeKind) => void,
): boolean {
  const around = new Map<string, LedgerGraph['edges']>();
  for (const e of ledger.edges) {
    for (const end of [e.from, e.to]) around.set(end, [...(around.get(end) ?? []), e]);
  }
  let frontier = [start];
  const seen = new Set(frontier);
  let capped = false;
  for (let level = 0; level < LEDGER_DEPTH && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const e of around.get(id) ?? []) {
        const other = e.from === id ? e.to : e.from;
        if (!addNode(other, 'kin')) {
          capped = true;
          continue;
        }
        addEdge(e.from, e.to, e.type);
        if (!seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  return capped;
}

function label(node: FamilyNode): string {
  return node.name ?? node.id;
}

function hasFamily(k: Detail): boolean {
  const { parents, children } = k.lineage;
  return (
    parents.length + children.length + k.requires.length + (k.supersedes?.length ?? 0) > 0 ||
    (k.superseded_by?.length ?? 0) > 0
  );
}

interface Drawn {
  width: number;
  height: number;
  nodes: { node: FamilyNode; x: number; y: number }[];
  edges: { edge: FamilyEdge; d: string }[];
}

/** Lays the family out top to bottom (sources above) with dagre, loaded only when a page has a family to draw. */
async function layoutFamily(family: Family): Promise<Drawn> {
  const { Graph, layout } = await import('@dagrejs/dagre');
  const g = new Graph<GraphLabel, NodeLabel, EdgeLabel>();
  g.setGraph({ rankdir: 'TB', nodesep: 20, ranksep: 44, marginx: 4, marginy: 4 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of family.nodes) g.setNode(n.id, { width: NODE_W, height: NODE_H });
  for (const e of family.edges) g.setEdge(e.from, e.to);
  layout(g);
  const nodes = family.nodes.map((node) => {
    const at = g.node(node.id);
    return { node, x: at.x ?? 0, y: at.y ?? 0 };
  });
  const edges = family.edges.map((edge) => {
    const points = g.edge(edge.from, edge.to).points ?? [];
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    return { edge, d };
  });
  const size = g.graph();
  return { width: Math.ceil(size.width ?? NODE_W), height: Math.ceil(size.height ?? NODE_H), nodes, edges };
}

function useFamily(k: Detail): { family: Family; drawn: Drawn | null } {
  const wanted = hasFamily(k);
  const [ledger, setLedger] = useState<LedgerGraph | null>(null);
  useEffect(() => {
    setLedger(null);
    if (!wanted) return;
    const abort = new AbortController();
    // Without the ledger's graph the entry's own level is drawn; nothing more to say about it.
    getJson<LedgerGraph>('/api/ledger/graph', abort.signal).then(setLedger, () => undefined);
    return () => abort.abort();
  }, [k.id, wanted]);
  const family = useMemo(() => buildFamily(k, ledger), [k, ledger]);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    if (family.nodes.length < 2) {
      setDrawn(null);
      return;
    }
    let live = true;
    layoutFamily(family).then(
      (d) => live && setDrawn(d),
      () => live && setDrawn(null),
    );
    return () => {
      live = false;
    };
  }, [family]);
  return { family, drawn };
}

/** Follows a link of the drawing without reloading, as the page's other links do. */
function follow(event: MouseEvent, id: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(knowledgeUrl(id));
}

function short(text: string): string {
  return text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1)}…` : text;
}

function GraphNode({ node, x, y }: { node: FamilyNode; x: number; y: number }) {
  const box = (
    <>
      <title>{`${label(node)} (${node.id}), ${ROLE_TEXT[node.role]}`}</title>
      <rect x={x - NODE_W / 2} y={y - NODE_H / 2} width={NODE_W} height={NODE_H} rx={6} />
      <text x={x} y={y - 3} text-anchor="middle" class="family-name">
        {short(label(node))}
      </text>
      <text x={x} y={y + 14} text-anchor="middle" class="family-role">
        {ROLE_TEXT[node.role]}
      </text>
    </>
  );
  if (node.role === 'current') {
    return (
      <g class="family-node family-current" data-id={node.id}>
        {box}
      </g>
    );
  }
  return (
    <g class="family-node" data-id={node.id}>
      <a href={knowledgeUrl(node.id)} tabindex={-1} onClick={(e) => follow(e, node.id)}>
        {box}
      </a>
    </g>
  );
}

function Drawing({ drawn, capped }: { drawn: Drawn; capped: boolean }) {
  return (
    <figure class="family-figure">
      <svg
        class="family-graph"
        viewBox={`0 0 ${drawn.width} ${drawn.height}`}
        width={drawn.width}
        height={drawn.height}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <marker
            id="family-arrow"
            viewBox="0 0 10 10"
            refX={10}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto"
          >
            <path class="family-arrow" d="M0 0 L10 5 L0 10 z" />
          </marker>
        </defs>
        {drawn.edges.map(({ edge, d }) => (
          <path key={`${edge.from}>${edge.to}`} class={`family-edge family-edge-${edge.kind}`} d={d} />
        ))}
        {drawn.nodes.map((n) => (
          <GraphNode key={n.node.id} {...n} />
        ))}
      </svg>
      <figcaption>
        Sources above, what derives from them below; solid lines extend, dotted ones are bases applied under it, dashed
        ones replace.{capped ? ` Only the nearest ${MAX_FAMILY_NODES} are drawn.` : ''} The list below says the same.
      </figcaption>
    </figure>
  );
}

function Link({ id, name }: { id: string; name: string | null }) {
  return <a href={knowledgeUrl(id)}>{name ?? id}</a>;
}

/** The section "Base stack and family": the drawing, then the same in words. */
export function Family({ k }: { k: Detail }) {
  const { family, drawn } = useFamily(k);
  const named = new Map(family.nodes.map((n) => [n.id, n.name]));
  const { parents, children } = k.lineage;
  const further = family.edges.filter((e) => e.from !== k.id && e.to !== k.id);
  return (
    <section aria-labelledby="stack-title">
      <h2 id="stack-title">Base stack and family</h2>
      {drawn !== null && <Drawing drawn={drawn} capped={family.capped} />}
      {k.requires.length === 0 ? (
        <p>It stands on the bare model: no other knowledge has to be applied under it.</p>
      ) : (
        <>
          <p>It must be applied on top of these, bottom first:</p>
          <ol class="family-list">
            {k.requires.map((base) => (
              <li key={base.id}>
                <Link id={base.id} name={base.name} />
                {base.price === null ? '' : `, ${base.price} ${k.anchor.currency}`}
                {base.status === null ? '' : `, ${base.status}`}
                {base.held ? ', held on this node' : ', not held on this node'}
              </li>
            ))}
          </ol>
        </>
      )}
      {parents.length + children.length + (k.supersedes?.length ?? 0) + (k.superseded_by?.length ?? 0) > 0 && (
        <ul class="family-list">
          {parents.map((p) => (
            <li key={`p-${p}`}>
              Derived from <Link id={p} name={named.get(p) ?? null} />
            </li>
          ))}
          {children.map((c) => (
            <li key={`c-${c}`}>
              Extended by <Link id={c} name={named.get(c) ?? null} />
            </li>
          ))}
          {(k.supersedes ?? []).map((o) => (
            <li key={`o-${o}`}>
              Replaces <Link id={o} name={named.get(o) ?? null} />
            </li>
          ))}
          {(k.superseded_by ?? []).map((n) => (
            <li key={`n-${n}`}>
              Replaced by <Link id={n} name={named.get(n) ?? null} />
            </li>
          ))}
        </ul>
      )}
      {further.length > 0 && (
        <>
          <h3>Further family on the ledger</h3>
          <ul class="family-list">
            {further.map((e) => (
              <li key={`${e.from}>${e.to}`}>
                <Link id={e.to} name={named.get(e.to) ?? null} /> {e.kind === 'supersedes' ? 'replaces' : 'extends'}{' '}
                <Link id={e.from} name={named.get(e.from) ?? null} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
