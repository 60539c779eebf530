/**
 * The content-layer loader over the content-sync snapshot (DESIGN.md "Data flow" step 3). It loads the
 * store views of the site being built (SITE_ID) from SNAPSHOT_DIR (default .data/snapshot). Each entry's
 * digest is its snapshot entry's manifest digest, so a second build skips what did not change: the
 * meta store keeps, per snapshot entry, the digest and the entry ids last loaded from it, and the
 * counts of the last load. A missing or empty snapshot empties the collection with a warning.
 */
import { existsSync } from 'node:fs';
import type { Loader, LoaderContext } from 'astro/loaders';
import { openSnapshot, snapshotDir } from '../../content-sync/snapshot.ts';
import { buildSiteId, loadConfig, site, SITE_IDS } from '../config/index.ts';
import { entryGroups, type CatalogCollection } from './entries.ts';

export interface SnapshotLoaderOptions {
  /** Snapshot folder; default SNAPSHOT_DIR or .data/snapshot. */
  readonly dir?: string;
  /** Store views to load; default the stores of the SITE_ID site. */
  readonly stores?: readonly string[];
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export interface LoadCounts {
  changed: number;
  unchanged: number;
  removed: number;
}

interface GroupRecord {
  digest: string;
  ids: string[];
}

export const META_GROUPS = 'snapshot-groups';
export const META_LAST_LOAD = 'last-load';

/** The store views a build loads: the given ones, else those of the SITE_ID site (default main). */
export function storesToLoad(
  options: SnapshotLoaderOptions,
  env: Readonly<Record<string, string | undefined>>,
): readonly string[] {
  if (options.stores) return options.stores;
  const id = buildSiteId(env);
  if (!SITE_IDS.includes(id)) throw new Error(`SITE_ID: expected one of ${SITE_IDS.join(', ')} (got ${JSON.stringify(id)})`);
  return site(id, loadConfig(env)).stores;
}

function readGroups(ctx: LoaderContext): Record<string, GroupRecord> {
  try {
    return JSON.parse(ctx.meta.get(META_GROUPS) ?? '{}') as Record<string, GroupRecord>;
  } catch {
    return {};
  }
}

/** Loads one collection into the context's store; returns what changed. */
export async function loadCollection(
  collection: CatalogCollection,
  options: SnapshotLoaderOptions,
  ctx: LoaderContext,
): Promise<LoadCounts> {
  const env = options.env ?? process.env;
  const dir = options.dir ?? snapshotDir(env);
  const counts: LoadCounts = { changed: 0, unchanged: 0, removed: 0 };
  const previous = readGroups(ctx);
  const next: Record<string, GroupRecord> = {};
  const snapshot = openSnapshot(dir);
  const available = existsSync(dir) ? snapshot.stores() : [];
  const wanted = storesToLoad(options, env);
  if (available.length === 0)
    ctx.logger.warn(`No content-sync snapshot in ${dir}: the ${collection} collection is empty (run npm run sync)`);
  for (const store of wanted) {
    if (available.length > 0 && !available.includes(store))
      ctx.logger.warn(`The snapshot in ${dir} has no store view ${store}: its ${collection} are empty`);
    if (!available.includes(store)) continue;
    for (const group of entryGroups(snapshot, store, collection)) {
      const before = previous[group.key];
      if (before?.digest === group.digest && before.ids.every((id) => ctx.store.get(id)?.digest === group.digest)) {
        next[group.key] = before;
        counts.unchanged += before.ids.length;
        continue;
      }
      const ids: string[] = [];
      for (const entry of group.read()) {
        const data = await ctx.parseData({ id: entry.id, data: entry.data });
        if (ctx.store.set({ id: entry.id, data, digest: group.digest })) counts.changed += 1;
        else counts.unchanged += 1;
        ids.push(entry.id);
      }
      next[group.key] = { digest: group.digest, ids };
    }
  }
  const kept = new Set(Object.values(next).flatMap((g) => g.ids));
  for (const id of ctx.store.keys()) {
    if (kept.has(id)) continue;
    ctx.store.delete(id);
    counts.removed += 1;
  }
  ctx.meta.set(META_GROUPS, JSON.stringify(next));
  ctx.meta.set(META_LAST_LOAD, JSON.stringify(counts));
  ctx.logger.info(`${collection}: ${counts.changed} changed, ${counts.unchanged} unchanged, ${counts.removed} removed`);
  return counts;
}

/** The Astro loader of one catalogue collection. */
export function snapshotLoader(collection: CatalogCollection, options: SnapshotLoaderOptions = {}): Loader {
  return {
    name: `snapshot-${collection}`,
    load: async (ctx) => {
      await loadCollection(collection, options, ctx);
    },
  };
}
