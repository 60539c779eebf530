/**
 * The grid of search result cards (SearchCard), prices formatted for the store view; the first image loads eagerly.
 * A card on special gives the 30-day lowest price of its price's sku once `lowest` knows it (lowestPriceShown); until
 * then, and when the answer is unknown, the note's line is held (`lowestHold`) so that nothing below it moves.
 */
import type { ReactNode } from 'react';
import type { StoreView } from '../../config/stores.ts';
import { facesIn, priceFaces, type PriceFaces } from '../../domain/price/format.ts';
import { lowestPriceShown } from '../../domain/price/lowest-price.ts';
import { builtPriceAt } from '../../domain/price/parts-price.ts';
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

/**
 * The price texts of an entry: its price, and while on special the regular price and the lowest-price note when known.
 * A note asked for and not known (its price sku: the page asks it) holds its line with a stand-in of the same form:
 * the note of the regular price, the answer of a product not reduced in the 30 days before its promotion, and the
 * highest one can be. The answer takes the line it held, and the card does not grow under the shopper's pointer (a
 * "load more" button below it stays where it was clicked); an answer with fewer digits may free a wrapped line.
 * A static index entry's price is the one the special-price rule gives at `now` (builtPriceAt: the regular price once
 * the window of the build's special price has ended, a set's parts so priced and summed), as the live island shows it.
 */
export function entryPriceTexts(
  entry: SearchEntry,
  lowest: ReadonlyMap<string, number | null>,
  store: StoreView,
  lowest30: string,
  now: Date = new Date(),
): CardPrice {
  const format = (amount: number) => priceFaces(amount, { locale: store.locale, currency: store.currency });
  if (entry.original === undefined) return { now: format(builtPriceAt(entry, now)) };
  const note = (amount: number): PriceFaces => facesIn(format(amount), (price) => interpolate(lowest30, { price }));
  const shown = lowestPriceShown(true, entry.priceSku === undefined ? undefined : lowest.get(entry.priceSku));
  const prices = { now: format(entry.price), was: format(entry.original) };
  if (shown !== undefined) return { ...prices, lowest: note(shown) };
  return entry.priceSku === undefined ? prices : { ...prices, lowestHold: note(entry.original) };
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
