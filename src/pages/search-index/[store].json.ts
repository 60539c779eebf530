/**
 * The static per-store search index (the search page's fallback when the catalogue API fails or the
 * browser is offline): /search-index/{store}.json for every store view of the site being built that
 * has a search page.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildSiteId, config, site, storeView, type StoreCode } from '../../config/index.ts';
import { storeCatalog } from '../../components/catalog/collections.ts';
import { searchPath } from '../../components/search/paths.ts';
import { searchIndex } from '../../components/search/search-page.ts';

export const getStaticPaths: GetStaticPaths = () => {
  return site(buildSiteId())
    .stores.filter((code) => searchPath(storeView(code)) !== undefined)
    .map((code) => ({ params: { store: code } }));
};

export const GET: APIRoute = async ({ params }) => {
  const store = storeView(params['store'] as StoreCode);
  const entries = searchIndex(await storeCatalog(store.code), store, config());
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
};
