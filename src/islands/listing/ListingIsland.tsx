/**
 * The listing island (spec 000 §4): filter chips, sort select, product count and "load more" over the
 * category's pre-rendered cards (the children). The state lives in the URL query (history.pushState;
 * back and forward restore it). Without JavaScript the chips and the "load more" link are plain links
 * and the sort is a GET form.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
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
  readonly items: readonly ListingItem[];
  readonly groups: readonly ListingGroup[];
  /** The sort options; `current` marks the default one. */
  readonly sorts: readonly { readonly id: string; readonly label: string; readonly current: boolean }[];
  readonly pageSize: number;
  readonly text: ListingText;
  readonly children?: ReactNode;
}

export default function ListingIsland(props: ListingIslandProps): ReactNode {
  const { path, items, groups, sorts, pageSize, text, children } = props;
  const defaultSort = sorts.find((s) => s.current)?.id ?? '';
  const [query, setQuery] = useState<UrlQuery>({});
  const [hydrated, setHydrated] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const result = useMemo(
    () => applyListing(items, groups, query, { defaultSort, pageSize }),
    [items, groups, query, defaultSort, pageSize],
  );
  const current = sorts.find((s) => s.id === query['sort']) ?? sorts.find((s) => s.current);

  useEffect(() => {
    const restore = (): void => setQuery(parseQuery(window.location.search));
    restore();
    setHydrated(true);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  useEffect(() => {
    if (hydrated && grid.current) showCards(grid.current, result.visible);
  }, [hydrated, result]);

  const go = (next: UrlQuery): void => {
    window.history.pushState(null, '', `${path}${querySearch(next)}`);
    setQuery(next);
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
  const filtered = Object.keys(result.chosen).length > 0;

  return (
    <div className="listing-island">
      <div className="listing__bar">
        <p className="listing__count" aria-live="polite" data-count={result.total}>
          {interpolate(text.count, { count: result.total })}
        </p>
        {items.length > 0 && (
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
                    const on = result.chosen[g.code]?.includes(o.id) ?? false;
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
      <div ref={grid}>{children}</div>
      {hydrated && result.total === 0 && items.length > 0 && <p className="listing__empty">{text.noMatch}</p>}
      {result.hasMore && (
        <p className="listing__more">
          <a
            href={`${path}${querySearch(withPage(query, result.page + 1))}`}
            rel="nofollow"
            onClick={follow(withPage(query, result.page + 1))}
          >
            {text.loadMore}
          </a>
        </p>
      )}
    </div>
  );
}
