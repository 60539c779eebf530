/**
 * The listing island (spec 000 §4): filter chips, sort select, product count and "load more" over the
 * category's pre-rendered cards. The page holds the first page of cards (the children); the first time a
 * shopper filters, sorts or loads more (or opens the page with such a query), the island fetches the
 * listing's companion page (every card and each product's values, listing-view.ts) and moves in the cards
 * it shows. The state lives in the URL query (history.pushState; back and forward restore it). Without
 * JavaScript the chips and the "load more" link are plain links and the sort is a GET form.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { announceLiveElements } from '../live/events.ts';
import { addMissingCards, readCompanion } from './companion.ts';
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { showCards } from './dom.ts';
import {
  applyListing,
  clearFilters,
  parseQuery,
  querySearch,
  toggleOption,
  withPage,
  withSort,
  type ListingGroup,
  type ListingItem,
} from './state.ts';
import './listing.css';

export interface ListingText {
  /** 'Products: {count}'. */
  readonly count: string;
  readonly loading: string;
  /** The companion page could not be fetched (spec 000 §8 'No products synchronized…'). */
  readonly failed: string;
  readonly ok: string;
  readonly sortLabel: string;
  readonly filterTitle: string;
  readonly clear: string;
  readonly loadMore: string;
  readonly apply: string;
  /** No card matches the chosen filters. */
  readonly noMatch: string;
}

export interface ListingIslandProps {
  readonly path: string;
  /** The listing's companion page: every card and each product's filterable values. */
  readonly cardsUrl: string;
  /** How many products the listing has. */
  readonly total: number;
  readonly groups: readonly ListingGroup[];
  /** The sort options; `current` marks the default one. */
  readonly sorts: readonly { readonly id: string; readonly label: string; readonly current: boolean }[];
  readonly pageSize: number;
  readonly text: ListingText;
  readonly children?: ReactNode;
}

type Data =
  { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly items: readonly ListingItem[] };

/** Whether a query asks for more than the page shows as built: a filter, a sort or a further page. */
const asksForMore = (query: UrlQuery): boolean => Object.keys(query).length > 0;

export default function ListingIsland(props: ListingIslandProps): ReactNode {
  const { path, cardsUrl, total, groups, sorts, pageSize, text, children } = props;
  const defaultSort = sorts.find((s) => s.current)?.id ?? '';
  const [query, setQuery] = useState<UrlQuery>({});
  const [data, setData] = useState<Data>({ status: 'idle' });
  const [hydrated, setHydrated] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const result = useMemo(
    () => (data.status === 'ready' ? applyListing(data.items, groups, query, { defaultSort, pageSize }) : undefined),
    [data, groups, query, defaultSort, pageSize],
  );
  const current = sorts.find((s) => s.id === query['sort']) ?? sorts.find((s) => s.current);

  /** Fetches the companion page once (again after a failure) and moves its missing cards into the page. */
  const load = (): void => {
    if (loading.current) return;
    setData({ status: 'loading' });
    loading.current = fetch(cardsUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${cardsUrl} answered ${response.status}`);
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
        const companion = readCompanion(doc);
        if (!companion) throw new Error(`${cardsUrl} holds no valid listing`);
        const added = grid.current ? addMissingCards(grid.current, companion, document) : [];
        announceLiveElements(added);
        setData({ status: 'ready', items: companion.items });
      })
      .catch((error: unknown) => {
        console.error('The listing could not be loaded', error);
        loading.current = undefined;
        setData({ status: 'failed' });
      });
  };

  // Once, at hydration: read the URL, and follow back and forward.
  useEffect(() => {
    const restore = (): void => {
      const next = parseQuery(window.location.search);
      setQuery(next);
      if (asksForMore(next)) load();
    };
    restore();
    setHydrated(true);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    if (hydrated && grid.current && result) showCards(grid.current, result.visible);
  }, [hydrated, result]);

  const go = (next: UrlQuery): void => {
    window.history.pushState(null, '', `${path}${querySearch(next)}`);
    setQuery(next);
    if (asksForMore(next) && data.status !== 'ready') load();
  };
  const follow = (next: UrlQuery) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(next);
  };
  /** Chips are links with a toggle button's role: Space toggles them too. */
  const space = (next: UrlQuery) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    go(next);
  };
  // Until the companion page is in, the page shows its first page as built; the query's choices show at once.
  const shown = result ?? {
    ...applyListing([], groups, query, { defaultSort, pageSize }),
    total,
    page: 1,
    hasMore: total > pageSize,
  };
  const filtered = Object.keys(shown.chosen).length > 0;

  return (
    <div className="listing-island">
      <div className="listing__bar">
        <p className="listing__count" aria-live="polite" data-count={shown.total}>
          {interpolate(text.count, { count: shown.total })}
        </p>
        {total > 0 && (
          <form className="listing__sort" method="get" action={path} onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="listing-sort">{text.sortLabel}</label>
            <select
              id="listing-sort"
              name="sort"
              value={current?.id}
              onChange={(e) => go(withSort(query, e.target.value, sorts.find((s) => s.id === e.target.value)?.current ?? false))}
            >
              {sorts.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            {/* Only without JavaScript: with it, the select applies at once (and nothing shifts on hydration). */}
            <noscript>
              <button type="submit">{text.apply}</button>
            </noscript>
          </form>
        )}
      </div>
      {groups.length > 0 && (
        <details className="filters" open={filtered || undefined}>
          <summary>{text.filterTitle}</summary>
          <div className="filters__groups">
            {groups.map((g) => (
              <fieldset className="filters__group" key={g.code}>
                <legend>{g.label}</legend>
                <ul>
                  {g.options.map((o) => {
                    const next = toggleOption(query, { type: g.code, id: o.id });
                    const on = shown.chosen[g.code]?.includes(o.id) ?? false;
                    return (
                      <li key={o.id}>
                        <a
                          href={`${path}${querySearch(next)}`}
                          rel="nofollow"
                          aria-pressed={on}
                          role="button"
                          onClick={follow(next)}
                          onKeyDown={space(next)}
                        >
                          {o.label} <span className="filters__count">({o.count})</span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </div>
          {filtered && (
            <a
              className="filters__clear"
              href={`${path}${querySearch(clearFilters(query))}`}
              onClick={follow(clearFilters(query))}
            >
              {text.clear}
            </a>
          )}
        </details>
      )}
      {data.status === 'loading' && (
        <p className="listing__status" role="status">
          {text.loading}
        </p>
      )}
      {data.status === 'failed' && (
        <div className="listing__status listing__status--failed" role="alert">
          <p>{text.failed}</p>
          <button type="button" onClick={() => setData({ status: 'idle' })}>
            {text.ok}
          </button>
        </div>
      )}
      <div ref={grid} aria-busy={data.status === 'loading' || undefined}>
        {children}
      </div>
      {result?.total === 0 && total > 0 && <p className="listing__empty">{text.noMatch}</p>}
      {shown.hasMore && (
        <p className="listing__more">
          <a
            href={`${path}${querySearch(withPage(query, shown.page + 1))}`}
            rel="nofollow"
            onClick={follow(withPage(query, shown.page + 1))}
          >
            {text.loadMore}
          </a>
        </p>
      )}
    </div>
  );
}
