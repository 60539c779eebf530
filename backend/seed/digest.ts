/**
 * The data digest: sha256 over every row of every table (schema_migrations excluded), tables in name
 * order and rows in primary-key order. It is stable for a given (seed, productsPerStore, now-day,
 * reference date) because special-price and publication windows are computed from `now`.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { listTables } from '../db/index.ts';

/** The primary-key columns of a table (rowid when it has none), in key order. */
function keyColumns(db: DatabaseSync, table: string): string[] {
  const cols = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; pk: number }[];
  const keys = cols
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);
  return keys.length > 0 ? keys : ['rowid'];
}

const FIELD = '\u0001';
/** A column value as text: null is distinct from the empty string and from 'null'. */
const encodeValue = (value: unknown): string => (value === null ? '\u0002' : String(value));

/** The meta key holding the digest itself: the only value the digest leaves out. */
export const DIGEST_META_KEY = 'digest';

/** Hex sha256 of every table's rows (the meta row holding the digest excepted). */
export function dataDigest(db: DatabaseSync): string {
  const hash = createHash('sha256');
  for (const table of listTables(db)) {
    hash.update(`\u0000table:${table}\n`);
    const where = table === 'meta' ? ` WHERE key != '${DIGEST_META_KEY}'` : '';
    const statement = db.prepare(`SELECT * FROM ${table}${where} ORDER BY ${keyColumns(db, table).join(', ')}`);
    statement.setReturnArrays(true);
    let chunk = '';
    for (const row of statement.iterate() as Iterable<unknown[]>) {
      chunk += `${row.map(encodeValue).join(FIELD)}\n`;
      if (chunk.length > 65_536) {
        hash.update(chunk);
        chunk = '';
      }
    }
    hash.update(chunk);
  }
  return hash.digest('hex');
}
