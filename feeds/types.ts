/** The shapes shared by the feed writers: their context, their result and their settings. */
import type { StoreView } from '../src/config/stores.ts';
import type { LinkedLookup } from '../src/domain/price/parts-price.ts';
import type { Attribute, Product } from '../src/domain/catalog/types.ts';
import type { FeedCategory } from './values.ts';

export type RssFormat = 'google' | 'meta';

export interface GrossPrices {
  /** Regular gross price; undefined when there is none above 0. */
  readonly price: number | undefined;
  /** Gross special price when the special-price rule holds at `now`. */
  readonly salePrice?: number;
}

/**
 * The gross prices of a product as its page prices it (a variant merged over its parent: variantAsProduct), at
 * the feed's instant: the build gives src/feeds/pricing.ts's pagePricing, so that a feed never quotes another price.
 */
export type FeedPricing = (priced: Product) => GrossPrices;

export interface FeedSettings {
  /** List out-of-stock variants (the storefront's SHOW_OUT_OF_STOCK); out-of-stock simple products are always listed. */
  readonly showOutOfStock: boolean;
  /** IANA time zone of the sale windows written (the catalogue's dates are UTC). */
  readonly timeZone: string;
  /** Format of cp-product-feed. */
  readonly cpFormat: RssFormat;
  /** Empik: skus listed before with quantity above 0 (the caller persists FeedResult.listedWithStock). */
  readonly previouslyListed: ReadonlySet<string>;
  /** Empik: days to ship. */
  readonly leadtimeToShip: number;
  /** Ceneo `avail` of an offer in stock: 1, 3, 7, 14 or 90. */
  readonly ceneoAvail: 1 | 3 | 7 | 14 | 90;
  /** The RSS channel's description; default `{shopName} – {feed}`. */
  readonly channelDescription?: string;
}

export const DEFAULT_FEED_SETTINGS: FeedSettings = Object.freeze({
  showOutOfStock: false,
  timeZone: 'UTC',
  cpFormat: 'google',
  previouslyListed: new Set<string>(),
  leadtimeToShip: 1,
  ceneoAvail: 1,
});

export interface FeedContext {
  readonly store: StoreView;
  /** Absolute origin of the store view's site, without a trailing slash. */
  readonly siteUrl: string;
  readonly shopName: string;
  readonly brand: string;
  /** Build time: the sale windows are written from this instant. */
  readonly now: Date;
  /** The prices of an item: its page's. */
  readonly price: FeedPricing;
  /** The store view's categories: the tree (snapshot.categories(store)) or the build's flattened list. */
  readonly categories: readonly FeedCategory[];
  /** Absolute link of a product, or of a configurable product's variant. */
  readonly productUrl: (product: Product, childSku?: string) => string;
  /** Absolute link of a catalogue image path, through the image proxy; undefined for one that cannot be a link. */
  readonly imageUrl: (path: string) => string | undefined;
  readonly settings: FeedSettings;
  /** The products grouped and bundle products link to (their parts); without it a set holds no quantity. */
  readonly linked?: LinkedLookup;
  /** The store view's attributes: a product sold as itself gets its size option from them; without them, none. */
  readonly attributes?: readonly Attribute[];
}

export interface FeedNote {
  readonly sku: string;
  readonly reason: string;
}

export interface FeedResult {
  readonly xml: string;
  /** Items (offers) written. */
  readonly written: number;
  readonly leftOut: readonly FeedNote[];
  readonly warnings: readonly FeedNote[];
  /** Empik only: skus written with quantity above 0, to persist as the next build's previouslyListed. */
  readonly listedWithStock?: readonly string[];
}

export type FeedWriter = (products: readonly Product[], ctx: FeedContext) => FeedResult;
