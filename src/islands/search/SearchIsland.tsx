/**
 * The search page island (spec 000 §4, §5, §7): reads `?q=` and the filters from the URL query, asks the
 * catalogue API (searchCatalog, the specification's constants) and shows the results with filters from
 * the aggregations. A query of known filters without text (a product line's link, `?seria=1`) lists
 * the products of those filters. "Load more" asks for the next page while its start is below the
 * total (`?page=`, as the category listing). When the API fails or the browser is offline, fuse.js
 * searches the static per-store index and the page says so. Back and forward restore the query.
 *
 * Focus stays where the shopper is: the input and the results (with the filters) stay mounted while a
 * search loads (the results marked aria-busy), the filters keep their place and their open state.
 *
 * The island holds the URL query and the focus; the requests are its hooks' (useSearchResults, useLowestPrices),
 * and the form, the status lines, the filters, the cards and "load more" are rendered by their own components
 * (SearchForm, SearchStatus, SearchFilters, SearchCardGrid, SearchLoadMore).
 */
import '../zod-browser.ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SearchEntry } from '../../catalog/search-index.ts';
import type { StoreView } from '../../config/stores.ts';
import { queryValue, type UrlQuery } from '../../domain/listing/filters.ts';
import { searchGroup } from '../../domain/listing/search-group.ts';
import { requestedPage } from '../../domain/listing/paging.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { clearFilters, querySearch, toggleOption, withPage, type ListingOption } from '../listing/state.ts';
import { chosenFilters, chosenSummary, readQuery, searchMode, withSearchText, type FilterLabels } from './query.ts';
import type { SearchText } from './types.ts';
import { useLowestPrices } from './use-lowest.ts';
import { loadIndex, useSearchResults } from './use-search-results.ts';
import SearchForm, { SEARCH_INPUT_ID } from './SearchForm.tsx';
import SearchStatus from './SearchStatus.tsx';
import SearchFilters from './SearchFilters.tsx';
import SearchCardGrid from './SearchCardGrid.tsx';
import SearchLoadMore from './SearchLoadMore.tsx';
import { showInHeaderBox } from './header-box.ts';
import '../listing/listing.css';
import './search.css';

export interface SearchIslandProps {
  readonly store: StoreView;
  readonly path: string;
  readonly indexUrl: string;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
  /** The PRICE_TIERS setting: the searches carry the shopper's customer group (spec 000 §6). */
  readonly priceTiers: boolean;
  /** The shopper's customer group id (the page's: the default group, as no customer is known to it). */
  readonly groupId: number;
  /** The STOCK_SYNC setting: off, a card's stock state is 'volatile' (unknown). */
  readonly stockSync: boolean;
  readonly labels: FilterLabels;
  readonly prices: readonly ListingOption[];
  readonly lines: Readonly<Record<string, string>>;
  /** The size labels by option value (sizeLabels): a card shows its product's size. */
  readonly sizes: Readonly<Record<string, string>>;
  readonly text: SearchText;
  /** The DEFAULT_SORT setting: a search of filters only (a line's products) lists its hits in that order. */
  readonly defaultSort: string;
}

/** The term a query holds, as the search box shows it (the first `q`, as searchMode reads it). */
const termOf = (query: UrlQuery): string => queryValue(query, 'q') ?? '';

export default function SearchIsland(props: SearchIslandProps): ReactNode {
  const { store, path, indexUrl, labels, prices, lines, text } = props;
  const group = searchGroup({ priceTiers: props.priceTiers, groupId: props.groupId });
  /** What a result entry's link is built with (entryOfItem). */
  const ctx = {
    store,
    urlDispatcher: props.urlDispatcher,
    appendStoreCode: props.appendStoreCode,
    stockSync: props.stockSync,
    sizes: props.sizes,
  };
  const [query, setQuery] = useState<UrlQuery>({});
  const [input, setInput] = useState('');
  /** Searches asked from the form: a short term asked again is announced again (SearchStatus). */
  const [asked, setAsked] = useState(0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  /** The filter control the shopper activated (its code and option id), refocused should an update lose the focus. */
  const filterFocus = useRef<string | undefined>(undefined);
  /** The first card of the last page loaded by "load more", focused when the button goes away. */
  const cardFocus = useRef<number | undefined>(undefined);

  const mode = useMemo(() => searchMode(query, labels, prices), [query, labels, prices]);
  const modeText = mode.kind === 'search' ? mode.text : undefined;
  const page = requestedPage(query);
  const { current, shown, busy, wanted, needMore, moreFailed, hasMore, retryMore } = useSearchResults({
    mode,
    page,
    store,
    labels,
    prices,
    group,
    defaultSort: props.defaultSort,
    ctx,
    indexUrl,
    asked,
  });
  // The count says what the search found and the page can show: the hits it left out are not in it.
  const counted = current && { source: current.source, total: current.total - current.left };
  // While another search loads, the cards shown stay as they were (no card, and no focus, goes away).
  const shownEntries = useRef<readonly SearchEntry[]>([]);
  // One array while the results and the pages wanted stay (the lowest-price effect runs when the cards change).
  const entries = useMemo(() => (current ? current.entries.slice(0, wanted) : shownEntries.current), [current, wanted]);
  useEffect(() => {
    shownEntries.current = entries;
  });
  const lowest = useLowestPrices(entries, shown !== undefined, {
    storeId: store.storeId,
    currency: store.currency,
    groupId: props.groupId,
  });
  const context = mode.kind === 'search' && mode.text === undefined ? chosenSummary(mode.chosen, labels) : '';
  /** Every filter group of the page ("clear filters" takes each off, a value no option is included). */
  const filterGroups = useMemo(() => Object.keys(labels).map((code) => ({ code })), [labels]);

  useEffect(() => {
    const restore = (): void => {
      const next = readQuery(window.location.search);
      setQuery(next);
      setInput(termOf(next));
      // Chosen filters show; the shopper's own opening and closing is left alone otherwise.
      if (Object.keys(chosenFilters(next, labels, prices)).length > 0) setFiltersOpen(true);
    };
    restore();
    // Kept at hand for the fallback, also when the connection drops later.
    loadIndex(indexUrl).catch(() => undefined);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [indexUrl, labels, prices]);

  // Should an update have lost the focus (it stays on a control that stays mounted), it goes back to the
  // filter the shopper activated, or to the search box when the filters went away with the results (the last filter
  // of a line's listing taken off: nothing is asked any more), or to the first card "load more" added when the
  // button went away.
  useEffect(() => {
    const lost = (): boolean => document.activeElement === null || document.activeElement === document.body;
    const filter = filterFocus.current;
    if (filter !== undefined && !busy) {
      filterFocus.current = undefined;
      const [code, id] = filter.split('\u0000');
      const button = [...(root.current?.querySelectorAll<HTMLElement>('button[data-filter]') ?? [])].find(
        (b) => b.dataset['filter'] === code && b.dataset['option'] === id,
      );
      if (lost()) (button ?? root.current?.querySelector<HTMLElement>(`#${SEARCH_INPUT_ID}`))?.focus();
    }
    const card = cardFocus.current;
    if (card !== undefined && entries.length > card && !needMore) {
      cardFocus.current = undefined;
      // From "load more" (still there, or gone with the last page) to the first card it brought, as the listing does,
      // unless the shopper has moved the focus elsewhere meanwhile.
      const onMore = document.activeElement?.closest('[data-search-more]') != null;
      if (lost() || onMore) root.current?.querySelectorAll<HTMLElement>('.card-grid .card__name a')[card]?.focus();
    }
  });

  // The header's search box shows the term searched for, as the page's form does (after a reload, a search, back).
  const searched = termOf(query);
  useEffect(() => showInHeaderBox(document, searched), [searched]);

  /** Goes to a query: a new history entry when its URL differs (searching the same again adds none), as the listing's. */
  const go = (nextQuery: UrlQuery): void => {
    if (querySearch(nextQuery) !== querySearch(query)) window.history.pushState(null, '', `${path}${querySearch(nextQuery)}`);
    setQuery(nextQuery);
    setInput(termOf(nextQuery));
  };

  const loadMore = (): void => {
    if (moreFailed) {
      retryMore();
      return;
    }
    if (!current || !hasMore) return;
    // Once the page is in, the focus goes on to its first card (the button goes with the last page).
    cardFocus.current = wanted;
    go(withPage(query, page + 1));
  };

  const resultsLabel = modeText === undefined ? context : interpolate(text.resultsFor, { query: modeText });
  return (
    <div className="listing-island search-island" ref={root} data-needs-script>
      <SearchForm
        path={path}
        value={input}
        onChange={setInput}
        // The chosen filters stay (withSearchText). An empty or short term shows what a reload of it shows:
        // the minimum-length message, or with filters and an empty term their products.
        onSearch={() => {
          setAsked((n) => n + 1);
          go(withSearchText(query, input));
        }}
        short={mode.kind === 'short'}
        text={text}
      />
      {context !== '' && <p className="search-island__context">{context}</p>}
      <SearchStatus
        short={mode.kind === 'short'}
        asked={asked}
        busy={busy}
        results={counted}
        query={modeText}
        filtered={mode.kind === 'search' && Object.keys(mode.chosen).length > 0}
        text={text}
      />
      {shown && (
        <section className="search-island__results" aria-label={resultsLabel} aria-busy={busy || (needMore && !moreFailed)}>
          {/* The results' heading, between the page's h1 and the cards' h3, as the category listing's. */}
          <h2 className="visually-hidden">{resultsLabel}</h2>
          {shown.groups.length > 0 && (
            <SearchFilters
              groups={shown.groups}
              chosen={mode.kind === 'search' ? mode.chosen : {}}
              open={filtersOpen}
              onOpen={setFiltersOpen}
              onChoose={(code, id) => {
                filterFocus.current = `${code}\u0000${id}`;
                go(toggleOption(query, { type: code, id }));
              }}
              onClear={() => {
                // The button goes with the filters: the focus goes on to the first option.
                const first = shown.groups[0];
                filterFocus.current = first?.options[0] ? `${first.code}\u0000${first.options[0].id}` : undefined;
                go(clearFilters(query, filterGroups));
              }}
              label={text.filters}
              clearLabel={text.clear}
            />
          )}
          <SearchCardGrid entries={entries} store={store} lines={lines} lowest={lowest} text={text} />
          <SearchLoadMore failed={moreFailed} more={hasMore || needMore} onLoadMore={loadMore} text={text} />
        </section>
      )}
    </div>
  );
}
