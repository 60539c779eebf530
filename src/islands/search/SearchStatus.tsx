/**
 * The search's status lines, announced politely: the minimum-length message, "loading", the notice
 * that the results come from the static index, and the count (or that nothing was found: for the text, or with
 * filters chosen for the filters).
 */
import type { ReactNode } from 'react';
import { interpolate } from '../../i18n/interpolate.ts';
import type { ResultSource, SearchText } from './types.ts';

/** The id of the minimum-length message, which the search input names as its description while it shows. */
export const SEARCH_MIN_ID = 'search-page-min';

export interface SearchStatusProps {
  /** The query's text is too short (or blank). */
  readonly short: boolean;
  /** How many searches the form has asked: the minimum-length message is written anew for each (announced again). */
  readonly asked?: number;
  readonly busy: boolean;
  /** The current search's results, once in: where from, and how many it found that the page can show. */
  readonly results: { readonly source: ResultSource; readonly total: number } | undefined;
  /** The search's text (none for a filter-only search). */
  readonly query: string | undefined;
  /** Filters are chosen: nothing found is then said of the filters, as the category listing says it, not of the text. */
  readonly filtered?: boolean;
  readonly text: Pick<SearchText, 'min' | 'loading' | 'offline' | 'fallback' | 'unavailable' | 'count' | 'noMatch' | 'noResults'>;
}

export default function SearchStatus({
  short,
  asked = 0,
  busy,
  results,
  query,
  filtered = false,
  text,
}: SearchStatusProps): ReactNode {
  let count: string | undefined;
  if (results)
    count =
      results.total > 0
        ? interpolate(text.count, { count: results.total })
        : query === undefined || filtered
          ? text.noMatch
          : interpolate(text.noResults, { query });

  return (
    <div aria-live="polite" className="search-island__status">
      {short && (
        <p key={asked} id={SEARCH_MIN_ID} className="search-island__min">
          {text.min}
        </p>
      )}
      {busy && <p className="search-island__loading">{text.loading}</p>}
      {results && results.source !== 'api' && (
        <p className="search-island__notice" data-source={results.source}>
          {results.source === 'offline' ? text.offline : results.source === 'unavailable' ? text.unavailable : text.fallback}
        </p>
      )}
      {/* Search unavailable: nothing was searched, so nothing is said to be found. */}
      {results && results.source !== 'unavailable' && (
        <p className="listing__count" data-count={results.total}>
          {count}
        </p>
      )}
    </div>
  );
}
