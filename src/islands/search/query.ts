/**
 * What a search page's URL query asks for (spec 000 §4 listing and filters, §5 search-bar minimum): a text
 * search, a filter-only listing, the minimum-length message or nothing; its chosen filters; the query of a
 * new term; and the shapes the search island shares (a result entry, the filter labels). The page is read
 * as the category listing reads it (src/domain/listing requestedPage).
 */
import { searchTerm } from '../../domain/forms/fields.ts';
import { clipSearchText } from '../../domain/search/text-length.ts';
import {
  dropEmptyLabelOptions,
  filtersToQuery,
  PRICE_FILTER,
  queryToFilters,
  queryValue,
  type ChosenFilters,
  type UrlQuery,
} from '../../domain/listing/filters.ts';
import { parseQuery, querySearch, type ListingOption } from '../listing/state.ts';

/**
 * Filter labels of the store view by attribute code, in the order of the page's filter groups
 * (listingFilterCodes: the configured filters, then the price): the group's label and each option
 * value's label.
 */
export type FilterLabels = Readonly<
  Record<string, { readonly label: string; readonly options: Readonly<Record<string, string>> }>
>;

/**
 * A URL's search part as a query (parseQuery), keeping an empty `q`: `?q=` is a search for nothing,
 * which shows the minimum-length message as the submit that made it did, where parseQuery drops it.
 */
export function readQuery(search: string): UrlQuery {
  const query = parseQuery(search);
  if (!('q' in query) && new URLSearchParams(search).has('q')) query['q'] = '';
  return query;
}

/**
 * The query's search text, trimmed, when it has the minimum length (validation.searchMin), else undefined; a text
 * longer than the catalogue takes is searched by its beginning (clipSearchText).
 */
export function searchText(query: UrlQuery): string | undefined {
  const parsed = searchTerm().safeParse(queryValue(query, 'q') ?? '');
  return parsed.success ? clipSearchText(parsed.data) : undefined;
}

/** The options a query may name: the price buckets and the labelled values of each other filter. */
export function available(labels: FilterLabels, prices: readonly ListingOption[]): Record<string, ListingOption[]> {
  const out: Record<string, ListingOption[]> = {};
  for (const [code, group] of Object.entries(labels))
    if (code !== PRICE_FILTER)
      out[code] = dropEmptyLabelOptions(
        Object.entries(group.options).map(([id, label]) => ({ id, label, type: code, count: 0 })),
      );
  // The price's options are its buckets (its label entry names no options: it must not hide them).
  out[PRICE_FILTER] = [...prices];
  return out;
}

/**
 * The options of the query the page knows (labelled values, price buckets), by attribute code. A value the
 * page does not know (`?color=999`) is ignored everywhere: it asks for no search, is sent in no request,
 * shows no option pressed and offers no "clear filters".
 */
export function chosenFilters(query: UrlQuery, labels: FilterLabels, prices: readonly ListingOption[]): ChosenFilters {
  return queryToFilters(query, available(labels, prices));
}

/** What a search asks the catalogue for: its text (none: filters only) and the chosen filters. */
export interface SearchAsked {
  readonly text?: string;
  readonly chosen: ChosenFilters;
}

/**
 * What a query asks for:
 * - a text of the minimum length (with or without filters): a `search` with that text;
 * - a text too short (typed, not blank): the minimum-length message (`short`);
 * - no text but filters the page knows (a line link `?seria=1`, a price bucket): a filter-only
 *   `search` (no text: no multi_match, no min_score);
 * - an empty `q` alone (an empty submit): `short`; nothing of these: `idle`.
 * `key` names the search (its text and its known filters; not the page), so that paging or an
 * unknown parameter does not ask for it again.
 */
export type SearchMode = { readonly kind: 'idle' | 'short' } | ({ readonly kind: 'search'; readonly key: string } & SearchAsked);

export function searchMode(query: UrlQuery, labels: FilterLabels, prices: readonly ListingOption[]): SearchMode {
  const raw = queryValue(query, 'q');
  const text = searchText(query);
  if (text === undefined && raw !== undefined && raw.trim() !== '') return { kind: 'short' };
  const chosen = chosenFilters(query, labels, prices);
  if (text === undefined && Object.keys(chosen).length === 0) return { kind: raw === undefined ? 'idle' : 'short' };
  const key = querySearch({ ...(text === undefined ? {} : { q: text }), ...filtersToQuery(chosen) });
  return { kind: 'search', ...(text === undefined ? {} : { text }), chosen, key };
}

/**
 * The query of a newly submitted term (spec 000 §4: filters live in the URL query; `q` is a system
 * filter of one value). The term, trimmed, takes `q`'s place (an empty or short one too: searchMode
 * tells what it shows) and paging starts over; everything else stays as it is, the chosen filters first
 * (a line from its link, a price bucket): a new term searches within them, as a toggled filter keeps
 * the term.
 */
export function withSearchText(query: UrlQuery, term: string): UrlQuery {
  const rest = Object.entries(query).filter(([key]) => key !== 'q' && key !== 'page');
  return { q: term.trim(), ...Object.fromEntries(rest) };
}

/**
 * A line of the chosen filters for a filter-only search ("Product line: Atopic skin"): the page's
 * context where no text names it. Groups in the page's order, joined by "; ".
 */
export function chosenSummary(chosen: ChosenFilters, labels: FilterLabels): string {
  return Object.keys(labels)
    .filter((code) => (chosen[code]?.length ?? 0) > 0)
    .map((code) => `${labels[code]?.label ?? code}: ${(chosen[code] ?? []).map((o) => o.label).join(', ')}`)
    .join('; ');
}
