/**
 * What hreflang alternates are looked up in: the pages every enabled store view builds, of both sites. A
 * build loads only its own site's store views into its collections (src/catalog/loader.ts); the other site's
 * are read from the same content-sync snapshot (./page-source.ts). Both builds read one snapshot with the same
 * rules at the same build instant, so the alternates of the two sites name each other (docs/decisions.md).
 */
import { existsSync } from 'node:fs';
import { openSnapshot, snapshotDir } from '../../../content-sync/snapshot.ts';
import { config, type Config } from '../../config/index.ts';
import { storeCatalogs } from './collections.ts';
import { snapshotPageSource, type PageSource } from './page-source.ts';

/**
 * Every enabled store view's pages, in the configured order: the site's own from the build's collections,
 * the other site's from the snapshot (none when the snapshot lacks the store view, as its build then has none).
 */
async function load(cfg: Config): Promise<Map<string, PageSource>> {
  const own = await storeCatalogs(cfg);
  const dir = snapshotDir();
  const snapshot = existsSync(dir) ? openSnapshot(dir) : undefined;
  const inSnapshot = new Set(snapshot?.stores() ?? []);
  const out = new Map<string, PageSource>();
  for (const { code } of cfg.storeViews) {
    const loaded = own.get(code);
    if (loaded) out.set(code, loaded);
    else if (snapshot && inSnapshot.has(code)) out.set(code, snapshotPageSource(snapshot, code, cfg));
  }
  return out;
}

let loaded: Promise<Map<string, PageSource>> | undefined;

/** The pages of every enabled store view, of both sites, read once per build. */
export function alternateSources(cfg: Config = config()): Promise<ReadonlyMap<string, PageSource>> {
  loaded ??= load(cfg);
  return loaded;
}
