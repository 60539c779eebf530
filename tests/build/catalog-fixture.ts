/** What the catalogue's build tests share: the store views that have product pages, a product's page path, crumbs. */
import type { Snapshot } from '../../content-sync/snapshot.ts';
import { categoryPagePath, flattenCategories, type CatalogCategory } from '../../src/catalog/index.ts';
import { loadConfig, type StoreCode } from '../../src/config/index.ts';
import type { Product } from '../../src/domain/catalog/index.ts';
import { routeFor } from '../../src/routing/index.ts';
import { decodeEntities, productPagePath } from './dist.ts';

export const cfg = loadConfig({});

/** Each site with its store views that have product routes. */
export const catalogSites = cfg.sites.map((s) => ({ id: s.id, stores: s.stores.filter((st) => routeFor(st, 'product')) }));

/** The path of a product's page (a variant's with `childSku`) in a store view. */
export const link = (p: Product, store: StoreCode, childSku?: string) => productPagePath(p, store, cfg, childSku);

/** The breadcrumbs' texts of a page. */
export function crumbs(html: string): string[] {
  const nav = /<nav class="crumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')));
}

/** Each active need of a store view that has a page: the need, its page's path, and its parent in the needs tree. */
export function needPages(
  snapshot: Snapshot,
  store: StoreCode,
): { readonly need: CatalogCategory; readonly path: string; readonly parent: CatalogCategory | undefined }[] {
  const root = snapshot.needs(store);
  const flat: CatalogCategory[] = root ? flattenCategories([root], store) : [];
  return flat
    .filter((n) => n.is_active)
    .flatMap((need) => {
      const path = categoryPagePath(need, flat, 'needs');
      return path === undefined ? [] : [{ need, path, parent: flat.find((p) => p.id === need.parent_id) }];
    });
}
