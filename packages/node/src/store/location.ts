/** A `postgres://` (or `postgresql://`) URL opens PostgreSQL; anything else is an SQLite file (or `:memory:`). */
export function isPostgresLocation(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** A schema name the node accepts: letters, digits and _, at most 63, not starting with a digit. */
export const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The schema a `postgres://` location names (default `ainize`), before `{node}` is filled in. */
export function schemaOf(location: string): string {
  return new URL(location.replaceAll('{node}', 'node')).searchParams.get('schema') ?? 'ainize';
}
