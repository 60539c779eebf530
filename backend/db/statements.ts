/**
 * Prepared statements kept per connection and SQL text: request handlers ask for the same few statements
 * on every request, and preparing one (parsing and planning its SQL) costs more than running it.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** At most this many statements are kept per connection (the oldest goes first); IN lists vary in length. */
export const MAX_CACHED_STATEMENTS = 256;

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The prepared statement of `sql` on `db`, prepared on first use. Not for `iterate()` across other uses. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string);
    cache.set(sql, prepared);
  }
  return prepared;
}
