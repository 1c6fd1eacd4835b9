import { AinizeFailure } from '@ainize/core';

/**
 * Reading a Subgraph MCP's answers: the candidates a search found, the 30-day query counts, and the schema a mapping
 * is checked against before any of its field names is used in a query. Pure: the answers are passed in.
 */

export interface Candidate {
  id: string;
  name: string | null;
  /** The current deployment, which the query counts are keyed by. */
  ipfs_hash: string | null;
}

/**
 * Fields that change from block to block. Training one produces a knowledge that is wrong tomorrow: that is
 * retrieval, so the example refuses it rather than teach a snapshot as a fact.
 */
const CHANGES_EVERY_BLOCK =
  /price|volume|tvl|liquidity|count|fees|balance|supply|derived|reserve|tick|apr|apy|amount|total|usd/i;

export function readSubgraphs(answer: unknown): Candidate[] {
  const list = listIn(answer, ['subgraphs', 'results', 'items']);
  return list.flatMap((item) => {
    const id = text(item, ['id', 'subgraph_id', 'subgraphId']);
    if (id === null) return [];
    const deployment = (item as { currentVersion?: { subgraphDeployment?: unknown } }).currentVersion
      ?.subgraphDeployment;
    return [
      {
        id,
        name: text(item, ['displayName', 'display_name', 'name']),
        ipfs_hash: text(item, ['ipfsHash', 'ipfs_hash', 'deployment_id']) ?? text(deployment, ['ipfsHash']),
      },
    ];
  });
}

/** ipfs hash → queries in the last 30 days. */
export function readCounts(answer: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of listIn(answer, ['counts', 'results', 'deployments'])) {
    const hash = text(item, ['ipfs_hash', 'ipfsHash', 'deployment', 'deployment_id']);
    const raw = (item as Record<string, unknown>).total_query_count ?? (item as Record<string, unknown>).query_count;
    const n = typeof raw === 'string' ? Number(raw) : raw;
    if (hash !== null && typeof n === 'number' && Number.isFinite(n)) counts.set(hash, n);
  }
  return counts;
}

/**
 * Checks that the collection is an entity of the schema and that every field the mapping reads is one of its
 * fields and not one that changes every block. Returns the entity's name.
 */
export function checkAgainstSchema(schemaAnswer: unknown, collection: string, fields: readonly string[]): string {
  const sdl =
    typeof schemaAnswer === 'string'
      ? schemaAnswer
      : (text(schemaAnswer, ['schema', 'sdl']) ?? JSON.stringify(schemaAnswer ?? ''));
  const entities = entitiesOf(sdl);
  const entity = [...entities.keys()].find((name) => pluralOf(name) === collection);
  if (entity === undefined) {
    throw AinizeFailure.of(
      'mapping_path_not_found',
      `the schema has no entity whose collection is "${collection}"; it has ` +
        ([...entities.keys()].map((name) => `${pluralOf(name)} (${name})`).join(', ') || 'no entities'),
    );
  }
  const known = entities.get(entity) ?? [];
  const nested = fields.filter((f) => f.includes('.'));
  if (nested.length > 0) {
    throw AinizeFailure.of('mapping_invalid', `this example queries plain fields only, not ${nested.join(', ')}`);
  }
  const missing = fields.filter((f) => !known.includes(f));
  if (missing.length > 0) {
    throw AinizeFailure.of(
      'mapping_field_missing',
      `the schema's ${entity} has no ${missing.map((f) => `"${f}"`).join(', ')}; it has ${known.join(', ')}`,
      { details: { entity, missing, available: known } },
    );
  }
  const mutable = fields.filter((f) => f !== 'id' && CHANGES_EVERY_BLOCK.test(f));
  if (mutable.length > 0) {
    throw AinizeFailure.of(
      'mapping_field_mutable',
      `${mutable.join(', ')} change${mutable.length === 1 ? 's' : ''} from block to block: a row built on it is wrong ` +
        'tomorrow. Map facts that do not change (an address, a symbol, a name)',
      { details: { entity, mutable } },
    );
  }
  return entity;
}

/** `type Token @entity { id: ID! … }` → Token → [id, …]. */
function entitiesOf(sdl: string): Map<string, string[]> {
  const entities = new Map<string, string[]>();
  for (const match of sdl.matchAll(/type\s+([A-Za-z_]\w*)\s*(?:@[^{]*)?\{([^}]*)\}/g)) {
    const [, name = '', body = ''] = match;
    const fields = [...body.matchAll(/^\s*([A-Za-z_]\w*)\s*(?:\([^)]*\))?\s*:/gm)].map((m) => m[1] ?? '');
    entities.set(name, fields);
  }
  return entities;
}

/** The collection a subgraph's query root names for an entity: `Token` → `tokens`, `Factory` → `factories`. */
function pluralOf(entity: string): string {
  const lower = entity.charAt(0).toLowerCase() + entity.slice(1);
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

function listIn(answer: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (typeof answer !== 'object' || answer === null) return [];
  for (const key of keys) {
    const value = (answer as Record<string, unknown>)[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

function text(value: unknown, keys: readonly string[]): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const key of keys) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return null;
}
