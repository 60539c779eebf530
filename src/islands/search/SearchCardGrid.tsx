/** The grid of search result cards (SearchCard), prices formatted for the store view; the first image loads eagerly. */
import type { ReactNode } from 'react';
import type { StoreView } from '../../config/stores.ts';
import { formatPrice } from '../../domain/price/format.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import SearchCard from './SearchCard.tsx';

export interface SearchCardGridProps {
  readonly entries: readonly SearchEntry[];
  readonly store: StoreView;
  /** Line code → the line's name in the page's language. */
  readonly lines: Readonly<Record<string, string>>;
  readonly inclTax: string;
}

export default function SearchCardGrid({ entries, store, lines, inclTax }: SearchCardGridProps): ReactNode {
  return (
    <ul className="card-grid">
      {entries.map((entry, i) => (
        <li key={entry.sku}>
          <SearchCard
            entry={entry}
            lines={lines}
            price={formatPrice(entry.price, { locale: store.locale, currency: store.currency })}
            inclTax={inclTax}
            eager={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
