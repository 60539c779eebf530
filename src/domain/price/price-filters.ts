/** Price filter buckets of a listing (spec 000 §9). */
import { FILTERS } from '../../config/constants.ts';
import { currencySymbol } from './format.ts';

export interface MessageLabel {
  key: string;
  params: Record<string, string | number>;
}

/** One price range of the price filter: from its lower bound, below its upper one (none: open). */
export interface PriceRange {
  readonly from: number;
  readonly to: number | undefined;
}

export interface PriceBucket extends PriceRange {
  /** 'from-to', or 'from-' for the open last bucket. */
  id: string;
  label: MessageLabel;
}

/** The currency a price filter's buckets are in: its ISO code (which buckets), its sign and locale (their labels). */
export interface BucketCurrency {
  readonly code: string;
  readonly symbol: string;
  /** How the labels write the amounts ("1 000" in Ukrainian, as the prices beside them); default 'en'. */
  readonly locale?: string;
}

/** A store view's bucket currency: its currency, the sign its prices show and its locale. */
export function bucketCurrency(view: { readonly currency: string; readonly locale: string }): BucketCurrency {
  return { code: view.currency, symbol: currencySymbol(view.locale, view.currency), locale: view.locale };
}

/**
 * The price filter's ranges in a currency (spec 000 §9's 0-50, 50-100, 100-150, 150 and up): the specification's
 * for prices of the złoty's magnitude, and about the same amounts in a currency of another magnitude
 * (FILTERS.priceRangesByCurrency: euro, dollar, hryvnia), so that the filter divides a store view's products as it
 * divides the Polish one's rather than putting them all in one bucket.
 */
export function priceRangesIn(currency: string): readonly PriceRange[] {
  return FILTERS.priceRangesByCurrency[currency] ?? FILTERS.priceRanges;
}

/** The label of one price bucket: which message and with which values, the amounts written by `amount`. */
function bucketLabel(index: number, count: number, range: PriceRange, symbol: string, amount: Intl.NumberFormat): MessageLabel {
  const from = amount.format(range.from);
  const to = range.to === undefined ? undefined : amount.format(range.to);
  if (to === undefined) return { key: 'filter.price.above', params: { currency: symbol, from } };
  if (index === 0 || index === count - 1) return { key: 'filter.price.below', params: { currency: symbol, to } };
  return { key: 'filter.price.range', params: { from, to } };
}

/**
 * The price ranges of the currency (priceRangesIn) with their labels: '< {currency}{to}' (filter.price.below) for
 * the first bucket, '{from} - {to}' (filter.price.range) for the middle ones. The specification gives the last
 * bucket the '<' label too, but '150 and up' has no upper bound, so an open bucket reads '≥ {currency}{from}'
 * (filter.price.above: the bucket holds its lower bound) — see docs/decisions.md.
 */
export function priceFilterBuckets(currency: BucketCurrency): PriceBucket[] {
  const ranges = priceRangesIn(currency.code);
  // The amounts as the locale writes them ("1 000" in Ukrainian, as the prices beside them).
  const amount = new Intl.NumberFormat(currency.locale ?? 'en', { maximumFractionDigits: 2 });
  return ranges.map((range, index) => ({
    id: `${range.from}-${range.to ?? ''}`,
    from: range.from,
    to: range.to,
    label: bucketLabel(index, ranges.length, range, currency.symbol, amount),
  }));
}
