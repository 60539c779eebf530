/**
 * The static per-store search index (the search page's fallback when the catalogue API fails or the
 * browser is offline): /search-index/{store}.json for every store view of the site being built that
 * has a search page.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildInstant } from '../../config/build-instant.ts';
import { buildSiteId, config, site, storeView, type StoreCode } from '../../config/index.ts';
import { searchEntries } from '../../catalog/search-index.ts';
import { catalogCardOptions } from '../../catalog/card.ts';
import { listingFilterCodes } from '../../domain/listing/filters.ts';
import { storeCatalog } from '../../components/catalog/collections.ts';
import { searchPath } from '../../components/search/paths.ts';

export const getStaticPaths: GetStaticPaths = () => {
  return site(buildSiteId())
    .stores.filter((code) => searchPath(storeView(code)) !== undefined)
    .map((code) => ({ params: { store: code } }));
};

export const GET: APIRoute = async ({ params }) => {
  const store = storeView(params['store'] as StoreCode);
  const { settings } = config();
  const catalog = await storeCatalog(store.code);
  const entries = searchEntries(catalog.products, catalog.productPaths, {
    ...catalogCardOptions(store, catalog, buildInstant(), settings),
    filterCodes: listingFilterCodes(settings.listingFilters),
    defaultSort: settings.defaultSort,
  });
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json' } });
};
