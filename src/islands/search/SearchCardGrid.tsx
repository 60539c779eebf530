/**
 * The grid of search result cards (SearchCard), prices formatted for the store view; the first image loads eagerly.
 * A card on special gives the 30-day lowest price of its price's sku once `lowest` knows it (lowestPriceShown).
 */
import type { ReactNode } from 'react';
import type { StoreView } from '../../config/stores.ts';
import { facesIn, priceFaces } from '../../domain/price/format.ts';
import { lowestPriceShown } from '../../domain/price/lowest-price.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import SearchCard, { type CardPrice, type CardTexts } from './SearchCard.tsx';

export interface SearchCardGridProps {
  readonly entries: readonly SearchEntry[];
  readonly store: StoreView;
  /** Line code → the line's name in the page's language. */
  readonly lines: Readonly<Record<string, string>>;
  /** The lowest prices of 30 days known so far, by sku (null: asked, unknown). */
  readonly lowest: ReadonlyMap<string, number | null>;
  readonly text: CardTexts & { readonly lowest30: string };
}

/** The price texts of an entry: its price, and while on special the regular price and the lowest-price note when known. */
export function entryPriceTexts(
  entry: SearchEntry,
  lowest: ReadonlyMap<string, number | null>,
  store: StoreView,
  lowest30: string,
): CardPrice {
  const format = (amount: number) => priceFaces(amount, { locale: store.locale, currency: store.currency });
  if (entry.original === undefined) return { now: format(entry.price) };
  const shown = lowestPriceShown(true, entry.priceSku === undefined ? undefined : lowest.get(entry.priceSku));
  return {
    now: format(entry.price),
    was: format(entry.original),
    ...(shown === undefined ? {} : { lowest: facesIn(format(shown), (price) => interpolate(lowest30, { price })) }),
  };
}

export default function SearchCardGrid({ entries, store, lines, lowest, text }: SearchCardGridProps): ReactNode {
  return (
    <ul className="card-grid">
      {entries.map((entry, i) => (
        <li key={entry.sku}>
          <SearchCard
            entry={entry}
            lines={lines}
            price={entryPriceTexts(entry, lowest, store, text.lowest30)}
            text={text}
            eager={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
