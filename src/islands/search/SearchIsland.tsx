/**
 * The search page island (spec 000 §5, §7): reads `?q=` and the filters from the URL query, asks the
 * catalogue API (searchCatalog, the specification's constants) and shows the results with filters from
 * the aggregations. When the API fails or the browser is offline, fuse.js searches the static per-store
 * index and the page says so. Back and forward restore the query.
 */
import '../zod-browser.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { searchCatalog } from '../../api/catalog.ts';
import type { StoreView } from '../../config/stores.ts';
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { formatPrice } from '../../domain/price/format.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { parseQuery, querySearch, toggleOption, type ListingGroup, type ListingOption } from '../listing/state.ts';
import {
  entryOfItem,
  fallbackSearch,
  groupsFromAggregations,
  searchRequest,
  type ResultProduct,
  searchText,
  type FilterLabels,
  type SearchEntry,
} from './logic.ts';
import SearchCard from './SearchCard.tsx';
import '../listing/listing.css';
import './search.css';

export interface SearchText {
  readonly label: string;
  readonly submit: string;
  readonly min: string;
  readonly loading: string;
  /** 'Search results for "{query}"'. */
  readonly resultsFor: string;
  readonly noResults: string;
  readonly count: string;
  readonly offline: string;
  readonly fallback: string;
  readonly filters: string;
  readonly inclTax: string;
}

export interface SearchIslandProps {
  readonly store: StoreView;
  readonly path: string;
  readonly indexUrl: string;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
  readonly labels: FilterLabels;
  readonly prices: readonly ListingOption[];
  readonly lines: Readonly<Record<string, string>>;
  readonly text: SearchText;
}

type View =
  | { readonly kind: 'idle' | 'short' | 'loading' }
  | {
      readonly kind: 'done';
      readonly entries: readonly SearchEntry[];
      readonly groups: readonly ListingGroup[];
      readonly source: 'api' | 'offline' | 'fallback';
    };

let index: Promise<SearchEntry[]> | undefined;
function loadIndex(url: string): Promise<SearchEntry[]> {
  index ??= fetch(url).then((r) =>
    r.ok ? (r.json() as Promise<SearchEntry[]>) : Promise.reject(new Error(`${url}: ${r.status}`)),
  );
  index.catch(() => (index = undefined));
  return index;
}

export default function SearchIsland(props: SearchIslandProps): ReactNode {
  const { store, path, indexUrl, labels, prices, lines, text } = props;
  const [query, setQuery] = useState<UrlQuery>({});
  const [view, setView] = useState<View>({ kind: 'idle' });
  const q = typeof query['q'] === 'string' ? query['q'] : '';

  useEffect(() => {
    const restore = (): void => setQuery(parseQuery(window.location.search));
    restore();
    // Kept at hand for the fallback, also when the connection drops later.
    loadIndex(indexUrl).catch(() => undefined);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [indexUrl]);

  useEffect(() => {
    const wanted = searchText(query);
    if (wanted === undefined) {
      setView({ kind: 'q' in query ? 'short' : 'idle' });
      return;
    }
    let live = true;
    setView({ kind: 'loading' });
    const fallback = async (source: 'offline' | 'fallback') => {
      const entries = fallbackSearch(await loadIndex(indexUrl).catch(() => []), wanted);
      if (live) setView({ kind: 'done', entries, groups: [], source });
    };
    const ctx = { store, urlDispatcher: props.urlDispatcher, appendStoreCode: props.appendStoreCode };
    searchCatalog<ResultProduct>(searchRequest(store.code, wanted, query, labels, prices), {
      baseUrl: window.location.origin,
      log: () => undefined,
    })
      .then((result) => {
        if (result.offline) return fallback('offline');
        const groups = groupsFromAggregations(result.aggregations, labels, prices);
        if (live) setView({ kind: 'done', entries: result.items.map((i) => entryOfItem(i, ctx)), groups, source: 'api' });
        return undefined;
      })
      .catch(() => fallback(navigator.onLine === false ? 'offline' : 'fallback'));
    return () => {
      live = false;
    };
  }, [query, store, labels, prices, indexUrl, props.urlDispatcher, props.appendStoreCode]);

  const go = (next: UrlQuery): void => {
    window.history.pushState(null, '', `${path}${querySearch(next)}`);
    setQuery(next);
  };

  return (
    <div className="listing-island search-island">
      <form
        className="search-island__form"
        role="search"
        method="get"
        action={path}
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
        }}
      >
        <label htmlFor="search-page-q">{text.label}</label>
        <input id="search-page-q" name="q" type="search" defaultValue={q} key={q} autoComplete="off" />
        <button type="submit">{text.submit}</button>
      </form>
      <div aria-live="polite" className="search-island__status">
        {view.kind === 'short' && <p className="search-island__min">{text.min}</p>}
        {view.kind === 'loading' && <p>{text.loading}</p>}
        {view.kind === 'done' && view.source !== 'api' && (
          <p className="search-island__notice" data-source={view.source}>
            {view.source === 'offline' ? text.offline : text.fallback}
          </p>
        )}
        {view.kind === 'done' && (
          <p className="listing__count" data-count={view.entries.length}>
            {view.entries.length === 0
              ? interpolate(text.noResults, { query: q })
              : interpolate(text.count, { count: view.entries.length })}
          </p>
        )}
      </div>
      {view.kind === 'done' && (
        <section aria-label={interpolate(text.resultsFor, { query: q })}>
          {view.groups.length > 0 && (
            <details className="filters">
              <summary>{text.filters}</summary>
              <div className="filters__groups">
                {view.groups.map((g) => (
                  <fieldset className="filters__group" key={g.code}>
                    <legend>{g.label}</legend>
                    <ul>
                      {g.options.map((o) => {
                        const next = toggleOption(query, { type: g.code, id: o.id });
                        const on = [query[g.code] ?? []].flat().includes(o.id);
                        return (
                          <li key={o.id}>
                            <button type="button" aria-pressed={on} onClick={() => go(next)}>
                              {o.label} <span className="filters__count">({o.count})</span>
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                ))}
              </div>
            </details>
          )}
          <ul className="card-grid">
            {view.entries.map((entry, i) => (
              <li key={entry.sku}>
                <SearchCard
                  entry={entry}
                  lines={lines}
                  price={formatPrice(entry.price, { locale: store.locale, currency: store.currency })}
                  inclTax={text.inclTax}
                  eager={i === 0}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
