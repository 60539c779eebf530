/**
 * What a listing screen renders (spec 000 §4 "Listing and filters", §9): the first page of products as
 * cards, sort links (`?sort=`) and filter links (the URL query of src/domain/listing) that work without
 * JavaScript, and the product count. The static page is the unfiltered first page; the links carry
 * the query the listing island reads.
 */
import type { Config, StoreView } from '../../config/index.ts';
import {
  attributeValues,
  cardData,
  filterOptions,
  listingData,
  listingPrice,
  type CardData,
  type CatalogProduct,
} from '../../catalog/index.ts';
import type { Attribute, TaxRule } from '../../domain/catalog/index.ts';
import { sortOptions } from '../../domain/listing/sort.ts';
import { currencySymbol } from '../../domain/price/format.ts';
import { hasMessage, type Translate } from '../../i18n/index.ts';
import type { ListingGroup, ListingItem } from '../../islands/listing/state.ts';

export interface LinkItem {
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

export interface ListingView {
  /** Every product's card in the default sort; the ones after the first page are rendered hidden. */
  readonly cards: readonly CardData[];
  /** Each card's filterable values, for the listing island. */
  readonly items: readonly ListingItem[];
  readonly perPage: number;
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly sortLinks: readonly (LinkItem & { readonly id: string })[];
  readonly filters: readonly ListingGroup[];
}

export interface ListingContext {
  readonly store: StoreView;
  /** The page's own path: sort and filter links lead back to it with a query. */
  readonly path: string;
  readonly attributes: readonly Attribute[];
  readonly taxRules: readonly TaxRule[];
  readonly settings: Config['settings'];
  readonly now: Date;
  readonly t: Translate;
}

function withQuery(path: string, query: Record<string, string | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of typeof value === 'string' ? [value] : value) search.append(key, v);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The label of a filter group: the storefront's message when it has one, else the attribute's label, else its code. */
function groupLabel(code: string, attributes: readonly Attribute[], t: Translate): string {
  const key = `filter.${code}`;
  if (hasMessage(key)) return t(key);
  const attribute = attributes.find((a) => a.attribute_code === code) as { frontend_label?: string } | undefined;
  return attribute?.frontend_label?.trim() || code;
}

export function listingView(products: readonly CatalogProduct[], ctx: ListingContext): ListingView {
  const { store, path, attributes, taxRules, settings, now, t } = ctx;
  const listing = listingData(products, {}, { sort: settings.defaultSort });
  const all = listingData(products, {}, { sort: settings.defaultSort, pageSize: Math.max(1, products.length) }).items;
  const cards = all.map((p) =>
    cardData(p, {
      store,
      now,
      taxRules,
      attributes,
      stockSync: settings.stockSync,
      urlDispatcher: settings.urlDispatcher,
      appendStoreCode: settings.appendStoreCode,
    }),
  );
  const sortLinks = sortOptions(settings.defaultSort).map((o) => ({
    id: o.id,
    label: t(o.labelKey as Parameters<Translate>[0]),
    href: o.isDefault ? path : withQuery(path, { sort: o.id }),
    current: o.isDefault,
  }));
  const options = filterOptions(products, attributes, { currencySymbol: currencySymbol(store.locale, store.currency) });
  const filters = Object.entries(options).map(([code, list]) => ({
    code,
    label: groupLabel(code, attributes, t),
    options: list.map(({ message, ...o }) => ({
      ...o,
      label: message && hasMessage(message.key) ? t(message.key, message.params) : o.label,
    })),
  }));
  const codes = filters.map((f) => f.code).filter((c) => c !== 'price');
  const items = all.map((p) => ({
    sku: p.sku,
    values: Object.fromEntries(codes.map((c) => [c, attributeValues(p, c)])),
    price: listingPrice(p),
    ...(p.updated_at === undefined ? {} : { updated_at: p.updated_at }),
  }));
  return {
    cards,
    items,
    perPage: listing.perPage,
    total: listing.total,
    page: listing.page,
    pages: listing.pages,
    sortLinks,
    filters,
  };
}
