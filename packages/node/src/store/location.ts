/** A `postgres://` (or `postgresql://`) URL opens PostgreSQL; anything else is an SQLite file (or `:memory:`). */
export function isPostgresLocation(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}
