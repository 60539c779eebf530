/**
 * A store view's pages as hreflang alternates look them up (./alternates.ts), and the reading of them from a
 * content-sync snapshot for a store view the build has not loaded (./alternate-sources.ts): only its page paths
 * (products, categories, needs), by the build's own rules (src/catalog/routes.ts), and its content sections.
 */
import type { Snapshot } from '../../../content-sync/snapshot.ts';
import { CONTENT_SECTIONS, type ContentSection } from '../../../content-sync/content-list.ts';
import { contentKey } from '../../../content-sync/manifest.ts';
import {
  flattenCategories,
  staticCategoryPaths,
  staticNeedPaths,
  staticProductPaths,
  type CatalogContent,
} from '../../catalog/index.ts';
import type { Config } from '../../config/index.ts';
import type { StoreCatalog } from './collections.ts';

/** A store view's pages as hreflang alternates need them. */
export type PageSource = Pick<StoreCatalog, 'store' | 'productPaths' | 'categoryPaths' | 'needPaths' | 'content'>;

/** A store view of the other site, from the snapshot: its page paths, and its content sections when asked. */
export function snapshotPageSource(snapshot: Snapshot, store: string, cfg: Config): PageSource {
  const categories = flattenCategories(snapshot.categories(store), store);
  const needsRoot = snapshot.needs(store);
  const needs = needsRoot ? flattenCategories([needsRoot], store) : [];
  const sections = new Map<string, CatalogContent['value'] | undefined>();
  const synced = (section: string): section is ContentSection =>
    (CONTENT_SECTIONS as readonly string[]).includes(section) && contentKey(section) in snapshot.manifest(store).entries;
  return {
    store,
    productPaths: staticProductPaths(snapshot.products(store), store, { showOutOfStock: cfg.settings.showOutOfStock }),
    categoryPaths: staticCategoryPaths(categories, store),
    needPaths: staticNeedPaths(needs, store),
    // A section the store view has not synced is undefined, as in the build's collections.
    content(section) {
      if (!sections.has(section)) sections.set(section, synced(section) ? snapshot.content(store, section) : undefined);
      return sections.get(section);
    },
  };
}
