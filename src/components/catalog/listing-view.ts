/**
 * What a listing screen renders (spec 000 §4 "Listing and filters", §9): the first page of products as
 * cards, sort links (`?sort=`) and filter links (the URL query of src/domain/listing) that work without
 * JavaScript, and the product count. The static page is the unfiltered first page; the links carry
 * the query the listing island reads. Every other card, and each product's filterable values, are on the
 * listing's companion page (`listingCards`), which the island fetches when a shopper filters, sorts or
 * loads more: a category page stays one page of cards however large the category is.
 */
import type { Config, StoreView } from '../../config/index.ts';
import {
  attributeValues,
  cardData,
  catalogCardOptions,
  filterOptions,
  inDefaultSort,
  listingData,
  shownPriceOf,
  viewTimeChanges,
  type CardData,
  type CatalogProduct,
  type ListingPrice,
} from '../../catalog/index.ts';
import type { Attribute, Product, TaxRule } from '../../domain/catalog/index.ts';
import type { LinkedLookup } from '../../domain/price/parts-price.ts';
import { listingFilterCodes, PRICE_FILTER } from '../../domain/listing/filters.ts';
import { sortOptions } from '../../domain/listing/sort.ts';
import { bucketCurrency } from '../../domain/price/price-filters.ts';
import { hasMessage, type Translate } from '../../i18n/index.ts';
import { LISTING_CARDS_PREFIX } from '../../layouts/seo.ts';
import type { ListingSort } from '../../islands/listing/props.ts';
import type { ListingGroup, ListingItem } from '../../islands/listing/state.ts';

export interface ListingView {
  /** The first page's cards, in the default sort. */
  readonly cards: readonly CardData[];
  /** The companion page with every card and each product's filterable values (`listingCards`). */
  readonly cardsPath: string;
  readonly perPage: number;
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  /** The sort options; the select sends all but the default one as `?sort=`. */
  readonly sorts: readonly ListingSort[];
  readonly filters: readonly ListingGroup[];
}

export interface ListingContext {
  readonly store: StoreView;
  readonly attributes: readonly Attribute[];
  readonly taxRules: readonly TaxRule[];
  /** The products bundles and grouped products link to (their cards sum their parts). */
  readonly linked: LinkedLookup;
  readonly settings: Config['settings'];
  readonly now: Date;
  readonly t: Translate;
}

/** The label of a filter group: the storefront's message when it has one, else the attribute's label, else its code. */
export function groupLabel(code: string, attributes: readonly Attribute[], t: Translate): string {
  const key = `filter.${code}`;
  if (hasMessage(key)) return t(key);
  const attribute = attributes.find((a) => a.attribute_code === code) as { frontend_label?: string } | undefined;
  return attribute?.frontend_label?.trim() || code;
}

/** The path of a listing's companion page: every card of a category (or need) of a store view. */
export function listingCardsPath(store: string, kind: 'category' | 'needs', id: number): string {
  return `${LISTING_CARDS_PREFIX}${store}/${kind}/${id}`;
}

type CardContext = Pick<ListingContext, 'store' | 'attributes' | 'taxRules' | 'linked' | 'settings' | 'now'>;

export interface ListingCards {
  /** Every product's card, in the default sort. */
  readonly cards: readonly CardData[];
  /** Each card's filterable values and price, for the listing island. */
  readonly items: readonly ListingItem[];
}

/**
 * The companion page of a listing: every card, and the values the island filters and sorts them by; its price the
 * card's (ListingPrice).
 */
export function listingCards(products: readonly CatalogProduct[], ctx: CardContext): ListingCards {
  const options = catalogCardOptions(ctx.store, ctx, ctx.now, ctx.settings);
  const cardOf = new Map(products.map((p) => [p, cardData(p, options)]));
  const card = (p: CatalogProduct): CardData => cardOf.get(p) as CardData;
  const priceOf = (p: Product): number => card(p as CatalogProduct).price.price;
  const all = inDefaultSort(products, ctx.settings.defaultSort, priceOf);
  const codes = filterCodes(products, ctx.attributes, ctx.settings.listingFilters, priceOf);
  const items = all.map((p) => ({
    sku: p.sku,
    values: Object.fromEntries(codes.map((c) => [c, attributeValues(p, c)])),
    price: priceOf(p),
    ...viewTimeChanges(p, card(p)),
    ...(p.updated_at === undefined ? {} : { updated_at: p.updated_at }),
  }));
  return { cards: all.map(card), items };
}

/** The attribute codes a listing filters by (the configured filters the products have values of; the price aside). */
function filterCodes(
  products: readonly CatalogProduct[],
  attributes: readonly Attribute[],
  configured: readonly string[],
  priceOf: ListingPrice,
): string[] {
  const codes = listingFilterCodes(configured);
  return Object.keys(filterOptions(products, attributes, { codes: codes.filter((c) => c !== PRICE_FILTER), priceOf }));
}

export function listingView(
  products: readonly CatalogProduct[],
  ctx: ListingContext & { readonly cardsPath: string },
): ListingView {
  const { store, attributes, settings, t } = ctx;
  const priceOf = shownPriceOf(ctx.linked, ctx);
  const listing = listingData(products, {}, { sort: settings.defaultSort, priceOf, currency: store.currency });
  const options = catalogCardOptions(store, ctx, ctx.now, settings);
  const cards = listing.items.map((p) => cardData(p, options));
  const sorts = sortOptions(settings.defaultSort).map((o) => ({
    id: o.id,
    label: t(o.labelKey as Parameters<Translate>[0]),
    isDefault: o.isDefault,
  }));
  const groups = filterOptions(products, attributes, {
    codes: listingFilterCodes(settings.listingFilters),
    currency: bucketCurrency(store),
    priceOf,
  });
  const filters = Object.entries(groups).map(([code, list]) => ({
    code,
    label: groupLabel(code, attributes, t),
    options: list.map(({ message, ...o }) => ({
      ...o,
      label: message && hasMessage(message.key) ? t(message.key, message.params) : o.label,
    })),
  }));
  return {
    cards,
    cardsPath: ctx.cardsPath,
    perPage: listing.perPage,
    total: listing.total,
    page: listing.page,
    pages: listing.pages,
    sorts,
    filters,
  };
}
