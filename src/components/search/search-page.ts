/**
 * The search page's build data (spec 000 §5, §7, §9): the filter labels
 * and price buckets the search island shows the aggregations with, the product lines' names, the size labels
 * and the texts
 * (the static per-store search index is src/catalog/search-index.ts).
 */
import { config, PRODUCT_LINES, SEARCH, type Config, type StoreView } from '../../config/index.ts';
import { bucketCurrency, priceFilterBuckets } from '../../domain/price/price-filters.ts';
import { translator, type MessageKey } from '../../i18n/index.ts';
import type { ListingOption } from '../../islands/listing/state.ts';
import type { FilterLabels } from '../../islands/search/query.ts';
import { listingFilterCodes, PRICE_FILTER } from '../../domain/listing/filters.ts';
import { groupLabel } from '../catalog/listing-view.ts';
import type { SearchText } from '../../islands/search/types.ts';
import { stockTexts } from '../../islands/live/texts.ts';
import { storeCatalog } from '../catalog/collections.ts';
import { sizeLabels } from '../../catalog/card.ts';

export interface SearchPageData {
  readonly labels: FilterLabels;
  readonly prices: readonly ListingOption[];
  readonly lines: Readonly<Record<string, string>>;
  /** The size labels by option value (sizeLabels), for the cards' sizes. */
  readonly sizes: Readonly<Record<string, string>>;
  readonly text: SearchText;
}

export async function searchPageData(store: StoreView, cfg: Config = config()): Promise<SearchPageData> {
  const t = translator(store.wording);
  const catalog = await storeCatalog(store.code, cfg);
  const labels: Record<string, FilterLabels[string]> = {};
  for (const code of listingFilterCodes(cfg.settings.listingFilters)) {
    const options = catalog.attributes.find((a) => a.attribute_code === code)?.options ?? [];
    labels[code] = {
      label: groupLabel(code, catalog.attributes, t),
      options: Object.fromEntries(options.map((o) => [o.value, o.label])),
    };
  }
  const prices = priceFilterBuckets(bucketCurrency(store)).map((b) => ({
    id: b.id,
    label: t(b.label.key as MessageKey, b.label.params),
    type: PRICE_FILTER,
    from: b.from,
    ...(b.to === undefined ? {} : { to: b.to }),
    count: 0,
  }));
  const lines = Object.fromEntries(PRODUCT_LINES.map((l) => [l.code, t(l.labelKey)]));
  const text: SearchText = {
    label: t('search.placeholder'),
    submit: t('search.submit'),
    min: t('validation.searchMin', { count: SEARCH.minQueryLength }),
    loading: t('search.loading'),
    resultsFor: t('search.resultsFor'),
    noResults: t('search.noResults'),
    noMatch: t('listing.noMatch'),
    count: t('listing.count'),
    offline: t('search.offlineNotice'),
    fallback: t('search.fallbackNotice'),
    unavailable: t('search.unavailable'),
    filters: t('filter.title'),
    clear: t('filter.clear'),
    ...(store.taxNote ? { inclTax: t('price.inclTax') } : {}),
    special: t('price.special'),
    regular: t('price.regular'),
    lowest30: t('price.lowest30'),
    stock: stockTexts(t),
    // The category listing's "load more" (src/islands/listing), and a further page failing to load.
    loadMore: t('listing.loadMore'),
    failed: t('error.generic'),
  };
  return { labels, prices, lines, sizes: sizeLabels(catalog.attributes), text };
}
