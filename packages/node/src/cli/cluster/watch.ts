/**
 * Following the demo catalog from the outside, over the home node's `GET /api/catalog`, the way any client would
 * see it: a line for each attestation that lands and each knowledge that becomes LISTED.
 */

interface CatalogItem {
  id: string;
  status: string;
  passed: number;
  quorum: number;
  anchor?: { model?: { id_M?: string } };
}

export interface WatchState {
  id: string;
  status: string;
  passed: number;
}

export interface WatchOptions {
  url: string;
  ids: readonly string[];
  deadline: number;
  out: (line: string) => void;
  pollMs?: number;
}

export interface WatchResult {
  ok: boolean;
  /** Knowledges that did not reach LISTED, with what was last seen (status `unknown` if never seen). */
  missing: WatchState[];
}

/** A status from which waiting cannot lead to LISTED. */
const DEAD_ENDS = new Set(['REJECTED', 'CHALLENGED', 'RETIRED', 'SUPERSEDED']);

export async function catalogItems(url: string): Promise<CatalogItem[] | undefined> {
  try {
    const res = await fetch(`${url}/api/catalog?limit=200`, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) return undefined;
    return ((await res.json()) as { items: CatalogItem[] }).items;
  } catch {
    // A node busy or briefly unreachable is asked again at the next poll.
    return undefined;
  }
}

export async function waitUntilListed(options: WatchOptions): Promise<WatchResult> {
  const { url, ids, deadline, out } = options;
  const seen = new Map<string, WatchState>(ids.map((id) => [id, { id, status: 'unknown', passed: 0 }]));
  const listedCount = () => [...seen.values()].filter((s) => s.status === 'LISTED').length;
  for (;;) {
    const items = await catalogItems(url);
    for (const item of items ?? []) {
      const last = seen.get(item.id);
      if (last === undefined) continue;
      if (item.passed > last.passed && item.status !== 'LISTED') {
        out(`attestation ${item.passed}/${item.quorum} for ${item.id}`);
      }
      const becameListed = item.status === 'LISTED' && last.status !== 'LISTED';
      seen.set(item.id, { id: item.id, status: item.status, passed: item.passed });
      if (becameListed) out(`verified ${listedCount()}/${ids.length} LISTED: ${item.id} (${item.passed} attestations)`);
    }
    const states = [...seen.values()];
    const dead = states.filter((s) => DEAD_ENDS.has(s.status));
    if (dead.length > 0) return { ok: false, missing: dead };
    if (states.every((s) => s.status === 'LISTED')) return { ok: true, missing: [] };
    if (Date.now() >= deadline) return { ok: false, missing: states.filter((s) => s.status !== 'LISTED') };
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
}

/**
 * Demo knowledge taught for another model than the one the home node serves now: a cluster made before a model
 * change keeps its demo catalog (anchors cannot be taught again under the same ids), and each of them then
 * answers `model_mismatch` to a live test or an apply. Empty when the home node does not say which model it serves.
 */
export async function demoForOtherModel(url: string, ids: readonly string[]): Promise<{ id: string; model: string }[]> {
  try {
    const res = await fetch(`${url}/api/info`, { signal: AbortSignal.timeout(5_000) });
    const served = res.ok ? ((await res.json()) as { runtime?: { model?: unknown } }).runtime?.model : undefined;
    if (typeof served !== 'string') return [];
    const wanted = new Set(ids);
    return ((await catalogItems(url)) ?? [])
      .filter((item) => wanted.has(item.id))
      .map((item) => ({ id: item.id, model: item.anchor?.model?.id_M ?? served }))
      .filter((item) => item.model !== served);
  } catch {
    return [];
  }
}
