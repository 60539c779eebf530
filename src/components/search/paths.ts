/** Where a store view's search page and static search index are. */
import { config, type Config, type StoreView } from '../../config/index.ts';
import { isPublished } from '../../layouts/published.ts';
import { buildPath, routeFor } from '../../routing/index.ts';

/** The store view's search page path, when the store view publishes one. */
export function searchPath(store: StoreView, cfg: Config = config()): string | undefined {
  const route = routeFor(store.code, 'search');
  return route && isPublished(route, cfg) ? buildPath(route.name) : undefined;
}

/** Where the static search index of a store view is served. */
export function searchIndexPath(store: StoreView): string {
  return `/search-index/${store.code}.json`;
}
