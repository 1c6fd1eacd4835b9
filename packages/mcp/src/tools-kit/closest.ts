/**
 * "Did you mean …?" for a field or tool name an agent got almost right. Ranked from the surest guess down:
 * the same name spelled another way (`live-test`, `Query`), a whole word of a longer name (`id` → `quote_id`),
 * a word agents often use for one of ours (`prompt` → `question`), a prefix (`q` → `query`), then a small edit
 * distance. No guess is better than a wrong one, so a name that resembles nothing gets none.
 */
export function closestName(input: string, candidates: readonly string[]): string | null {
  const wanted = squash(input);
  if (wanted === '') return null;
  let best: { name: string; rank: number; distance: number } | null = null;
  for (const name of candidates) {
    const rank = rankOf(input, wanted, name);
    if (rank === null) continue;
    const distance = editDistance(wanted, squash(name));
    if (best === null || rank < best.rank || (rank === best.rank && distance < best.distance)) {
      best = { name, rank, distance };
    }
  }
  return best?.name ?? null;
}

/**
 * Names other APIs give to what our fields hold, squashed. Only names that mean one thing here: a guess from this
 * table is offered only when the tool really has the field.
 */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  prompt: ['question'],
  text: ['question', 'query'],
  input: ['question'],
  search: ['query'],
  keyword: ['query'],
  keywords: ['query'],
  q: ['query'],
  knowledge: ['id'],
  knowledgeid: ['id', 'knowledge'],
  knowledgeids: ['knowledge'],
  patch: ['id', 'knowledge'],
  patchid: ['id', 'knowledge'],
  patchids: ['knowledge'],
  ids: ['knowledge'],
  page: ['offset'],
  skip: ['offset'],
  max: ['limit'],
  count: ['limit'],
  jobid: ['job_id'],
  job: ['job_id'],
  timeout: ['wait_ms'],
  wait: ['wait_ms'],
};

function rankOf(input: string, wanted: string, name: string): number | null {
  const squashed = squash(name);
  if (squashed === wanted) return 0;
  const words = name.toLowerCase().split(/[_\-\s.]+/);
  if (words.includes(input.toLowerCase())) return 1;
  // Own keys only: an argument named "constructor" must not find Object.prototype's.
  const others = Object.hasOwn(OTHER_NAMES, wanted) ? OTHER_NAMES[wanted] : undefined;
  if (others?.some((other) => squash(other) === squashed)) return 1;
  if (squashed.startsWith(wanted) || (wanted.length >= 4 && wanted.startsWith(squashed))) return 2;
  const limit = Math.max(1, Math.floor(Math.max(wanted.length, squashed.length) / 3));
  return editDistance(wanted, squashed) <= limit ? 3 : null;
}

/** Lower case without separators, so `job-status`, `jobStatus` and `job_status` are the same name. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[_\-\s.]+/g, '');
}

/** Levenshtein distance, with an adjacent swap counting as one edit (`qeury` → `query`). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}
