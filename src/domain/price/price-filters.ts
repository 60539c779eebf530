/** Price filter buckets of a listing (spec 000 §9). */
import { FILTERS } from '../../config/constants.ts';

export interface MessageLabel {
  key: string;
  params: Record<string, string | number>;
}

export interface PriceBucket {
  /** 'from-to', or 'from-' for the open last bucket. */
  id: string;
  from: number;
  to: number | undefined;
  label: MessageLabel;
}

/** The label of one price bucket: which message and with which values. */
function bucketLabel(index: number, count: number, from: number, to: number | undefined, currency: string): MessageLabel {
  if (to === undefined) return { key: 'filter.price.above', params: { currency, from } };
  if (index === 0 || index === count - 1) return { key: 'filter.price.below', params: { currency, to } };
  return { key: 'filter.price.range', params: { from, to } };
}

/**
 * FILTERS.priceRanges with their labels: '< {currency}{to}' (filter.price.below) for the first
 * bucket, '{from} - {to}' (filter.price.range) for the middle ones. The specification gives the last
 * bucket the '<' label too, but '150 and up' has no upper bound, so an open bucket reads
 * '≥ {currency}{from}' (filter.price.above: the bucket holds its lower bound) — see docs/decisions.md.
 */
export function priceFilterBuckets(currencySymbol: string): PriceBucket[] {
  const ranges = FILTERS.priceRanges;
  return ranges.map((range, index) => ({
    id: `${range.from}-${range.to ?? ''}`,
    from: range.from,
    to: range.to,
    label: bucketLabel(index, ranges.length, range.from, range.to, currencySymbol),
  }));
}
