import type { Database } from '@app/db';

/**
 * A named prepared statement per database, built on first use: drizzle assembles the SQL once and PostgreSQL
 * parses and plans it once per connection. For the reads behind every page load, where building the query
 * would otherwise cost as much as running it.
 */
export function preparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
