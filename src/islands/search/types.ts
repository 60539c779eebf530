/** The shapes the search island and its components share: the page's texts and where the results came from. */
import type { StockStatus } from '../../domain/product/stock.ts';

export interface SearchText {
  readonly label: string;
  readonly submit: string;
  readonly min: string;
  readonly loading: string;
  /** 'Search results for "{query}"'. */
  readonly resultsFor: string;
  readonly noResults: string;
  /** No product has the chosen filters (a filter-only search without results). */
  readonly noMatch: string;
  readonly count: string;
  readonly offline: string;
  readonly fallback: string;
  /** The API failed and the static index could not be loaded: search is unavailable now. */
  readonly unavailable: string;
  readonly filters: string;
  /** "Clear filters". */
  readonly clear: string;
  /** "incl. tax", where the store view's prices carry the note (StoreView.taxNote). */
  readonly inclTax?: string;
  /** The card's price labels for screen readers: "Special price", "Regular price" (price.special, price.regular). */
  readonly special: string;
  readonly regular: string;
  /** 'Lowest price in the last 30 days: {price}' (price.lowest30). */
  readonly lowest30: string;
  /** A card's stock state (product.inStock, product.outOfStock, product.availabilityUnknown). */
  readonly stock: Readonly<Record<StockStatus, string>>;
  /** The category listing's "load more". */
  readonly loadMore: string;
  /** A further page could not be loaded. */
  readonly failed: string;
}

/**
 * Where a search's results came from: the catalogue API, or the static index (offline, or the API failed); none
 * ('unavailable') when the API failed and the static index could not be loaded either.
 */
export type ResultSource = 'api' | 'offline' | 'fallback' | 'unavailable';
