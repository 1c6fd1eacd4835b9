import type { Db } from '../store/index.js';

/** The words of an entry that search matches: its name, description, topic path, benchmark schema and id. */
export interface IndexedText {
  name: string;
  description: string;
  topic_path: string;
  schema: string;
  id: string;
}

/**
 * The catalog's word index on each database. Both match what SQLite's unicode61 tokenizer does: words are runs of
 * letters and digits, compared without case or diacritics; every search word must appear, and a word of two or more
 * characters also matches as a prefix ("curr cod" finds "currency codes").
 */
export interface TextIndex {
  /** A WHERE condition on the catalog row's `n` (named `column` in the query), reading the bound `@match`. */
  condition(column?: string): string;
  /** Counts the entries that match `@match`, from the index alone. */
  countSql: string;
  match(words: readonly string[]): string;
  put(n: number, text: IndexedText): void;
  /** Several at once, one statement (a rebuild). */
  putMany(items: readonly (readonly [number, IndexedText])[]): void;
  remove(n: number): void;
  clearSql: string;
}

export function textIndex(db: Db): TextIndex {
  return db.dialect === 'postgres' ? postgresIndex(db) : sqliteIndex(db);
}

function sqliteIndex(db: Db): TextIndex {
  const remove = db.prepare('DELETE FROM catalog_fts WHERE rowid = ?');
  const insert = db.prepare(
    'INSERT INTO catalog_fts (rowid, name, description, topic_path, schema, id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    condition: (column = 'n') => `${column} IN (SELECT rowid FROM catalog_fts WHERE catalog_fts MATCH @match)`,
    countSql: 'SELECT count(*) AS n FROM catalog_fts WHERE catalog_fts MATCH @match',
    // Each word is quoted; a single character is matched whole, as a prefix it would match most of the vocabulary.
    match: (words) => words.map((w) => (w.length > 1 ? `"${w}"*` : `"${w}"`)).join(' '),
    put: (n, t) => void insert.run(n, t.name, t.description, t.topic_path, t.schema, t.id),
    putMany: (items) => {
      if (items.length === 0) return;
      const rows = items.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
      db.prepare(`INSERT INTO catalog_fts (rowid, name, description, topic_path, schema, id) VALUES ${rows}`).run(
        ...items.flatMap(([n, t]) => [n, t.name, t.description, t.topic_path, t.schema, t.id]),
      );
    },
    remove: (n) => void remove.run(n),
    clearSql: 'DELETE FROM catalog_fts',
  };
}

/** Lower case without diacritics, as unicode61 with remove_diacritics compares. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct folded words of a text, split where unicode61 splits. */
export function lexemes(text: string): string[] {
  return [...new Set(foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [])];
}

const words = (t: IndexedText) => lexemes([t.name, t.description, t.topic_path, t.schema, t.id].join(' '));

function postgresIndex(db: Db): TextIndex {
  const remove = db.prepare('DELETE FROM catalog_fts WHERE n = ?');
  // The words go in as they are, already split and folded here, so PostgreSQL's own parser cannot split them another way.
  const insert = db.prepare('INSERT INTO catalog_fts (n, words) VALUES (?, array_to_tsvector(?::text[]))');
  /** A tsquery lexeme: quoted, with its quote and backslash escaped (the words hold neither today). */
  const quote = (w: string) => `'${w.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return {
    condition: (column = 'n') => `${column} IN (SELECT n FROM catalog_fts WHERE words @@ @match::tsquery)`,
    countSql: 'SELECT count(*) AS n FROM catalog_fts WHERE words @@ @match::tsquery',
    match: (words) =>
      words
        .flatMap((w) => lexemes(w))
        .map((w) => (w.length > 1 ? `${quote(w)}:*` : quote(w)))
        .join(' & '),
    put: (n, t) => void insert.run(n, words(t)),
    putMany: (items) => {
      if (items.length === 0) return;
      const rows = items.map(() => '(?, array_to_tsvector(?::text[]))').join(', ');
      db.prepare(`INSERT INTO catalog_fts (n, words) VALUES ${rows}`).run(...items.flatMap(([n, t]) => [n, words(t)]));
    },
    remove: (n) => void remove.run(n),
    clearSql: 'DELETE FROM catalog_fts',
  };
}
