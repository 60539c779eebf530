/**
 * The catalogue version: it changes whenever the catalogue tables change, so in-memory copies of the
 * documents and the full-text indexes are rebuilt. Writes through this connection are counted by
 * TEMP triggers; writes by other processes show up in `PRAGMA data_version`.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The catalogue tables, and the customer groups (their tax classes price the search hits). */
const TABLES = ['products', 'categories', 'attributes', 'tax_rules', 'customer_groups'] as const;

export interface CatalogVersion {
  /** The current version key; equal keys mean unchanged catalogue documents. */
  current(): string;
  /** Forces a rebuild (e.g. after a bulk import that bypassed the triggers). */
  bump(): void;
}

export function trackCatalogVersion(db: DatabaseSync): CatalogVersion {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS catalog_changes (n INTEGER NOT NULL)');
  const count = db.prepare('SELECT count(*) AS c FROM temp.catalog_changes').get() as { c: number };
  if (count.c === 0) db.exec('INSERT INTO temp.catalog_changes (n) VALUES (0)');
  for (const table of TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS catalog_${table}_${op.toLowerCase()} AFTER ${op} ON main.${table}
         BEGIN UPDATE temp.catalog_changes SET n = n + 1; END`,
      );
    }
  }
  const read = db.prepare('SELECT n FROM temp.catalog_changes');
  const dataVersion = db.prepare('PRAGMA data_version');
  let bumps = 0;
  return {
    current() {
      const n = (read.get() as { n: number }).n;
      const dv = (dataVersion.get() as { data_version: number }).data_version;
      return `${n}:${dv}:${bumps}`;
    },
    bump() {
      bumps += 1;
    },
  };
}
