/**
 * The catalogue version: it changes whenever the catalogue tables change, so in-memory copies of the
 * documents, the full-text indexes and the cached answers are dropped. It is read on every search (a cached
 * answer included), so it must cost next to nothing:
 * - writes through this connection call a JavaScript function from TEMP triggers, which counts them: they
 *   are seen at once, without a query;
 * - writes by other processes show up in `PRAGMA data_version`, read at most once per refresh interval
 *   (like a search engine's refresh interval: another process's change is searchable within a second).
 */
import type { DatabaseSync } from 'node:sqlite';

/** The catalogue tables, and the customer groups (their tax classes price the search hits). */
const TABLES = ['products', 'categories', 'attributes', 'tax_rules', 'customer_groups'] as const;

/** How long another process's write may stay unseen, in ms. */
export const EXTERNAL_REFRESH_MS = 1000;

export interface CatalogVersion {
  /** The current version key; equal keys mean unchanged catalogue documents. */
  current(): string;
  /** Forces a rebuild (e.g. after a bulk import that bypassed the triggers). */
  bump(): void;
}

export interface VersionOptions {
  /** A monotonic clock in ms (tests pass their own). */
  readonly clock?: () => number;
  readonly refreshMs?: number;
}

/** Writes through each connection, counted once per connection however many trackers it has. */
const writeCounters = new WeakMap<DatabaseSync, { writes: number }>();

function countWrites(db: DatabaseSync): { writes: number } {
  const known = writeCounters.get(db);
  if (known) return known;
  const counter = { writes: 0 };
  db.function('catalog_changed', () => {
    counter.writes += 1;
    return null;
  });
  for (const table of TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      const name = `catalog_${table}_${op.toLowerCase()}`;
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${name} AFTER ${op} ON main.${table} BEGIN SELECT catalog_changed(); END`);
    }
  }
  writeCounters.set(db, counter);
  return counter;
}

export function trackCatalogVersion(db: DatabaseSync, options: VersionOptions = {}): CatalogVersion {
  const clock = options.clock ?? (() => performance.now());
  const refreshMs = options.refreshMs ?? EXTERNAL_REFRESH_MS;
  const counter = countWrites(db);
  let bumps = 0;
  const dataVersion = db.prepare('PRAGMA data_version');
  const readExternal = () => (dataVersion.get() as { data_version: number }).data_version;
  let external = readExternal();
  let checkedAt = clock();
  return {
    current() {
      const now = clock();
      if (now - checkedAt >= refreshMs) {
        external = readExternal();
        checkedAt = now;
      }
      return `${counter.writes}:${external}:${bumps}`;
    },
    bump() {
      bumps += 1;
    },
  };
}
