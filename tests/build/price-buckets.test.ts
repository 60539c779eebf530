/**
 * The price filter of the built listings divides each store view's products into its currency's buckets
 * (priceRangesIn): the euro, dollar and hryvnia views' filters no longer put every product in one bucket.
 */
import { describe, expect, it } from 'vitest';
import { categoryPagePath, flattenCategories } from '../../src/catalog/index.ts';
import { storeView } from '../../src/config/index.ts';
import { priceRangesIn } from '../../src/domain/price/price-filters.ts';
import { builtSnapshot } from './built-snapshot.ts';
import { catalogSites, cfg } from './catalog-fixture.ts';
import { readPage } from './dist.ts';

const snapshot = builtSnapshot();

describe.each(catalogSites)('the price filters of the $id site', ({ id: siteId, stores }) => {
  it.each(stores)('%s: the top categories’ price filters offer the currency’s buckets, more than one', (store) => {
    const view = storeView(store, cfg);
    const ids = priceRangesIn(view.currency).map((r) => `${r.from}-${r.to ?? ''}`);
    const flat = flattenCategories(snapshot.categories(store), store);
    const tops = flat.filter((c) => c.is_active && c.depth === 0);
    expect(tops.length, store).toBeGreaterThan(0);
    const offered = new Set<string>();
    for (const top of tops) {
      const html = readPage(siteId, categoryPagePath(top, flat, 'category') ?? '');
      const options = [...html.matchAll(/data-filter="price" data-option="([^"]*)"/g)].map((m) => m[1] ?? '');
      for (const option of options) expect(ids, `${store} ${top.name}`).toContain(option);
      options.forEach((o) => offered.add(o));
    }
    // Across the top categories, the sample's prices fall in at least three of the four buckets.
    expect(offered.size, store).toBeGreaterThanOrEqual(3);
  });
});
