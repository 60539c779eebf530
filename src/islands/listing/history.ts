/**
 * The listing's history entries (spec 000 §4: the state lives in the URL query, back and forward restore it): a new
 * entry for each change of the query, but one for a run of sort choices.
 */
import type { UrlQuery } from '../../domain/listing/filters.ts';
import { parseQuery, querySearch } from './state.ts';

export interface ListingHistory {
  /**
   * A new history entry for a query when its URL differs from the page's ("load more" trying again adds none). A sort
   * chosen (`bySort`) on the entry the previous sort choice made replaces that entry: a keyboard steps through a
   * closed select's options one change at a time, and Back goes to where the sorting began, not through each option.
   */
  push(next: UrlQuery, opts?: { readonly bySort?: boolean }): void;
}

/** The history of the listing at `path` in `win`. */
export function listingHistory(win: Window, path: string): ListingHistory {
  /** The URL search of the entry the last sort choice made, while no other change has made one since. */
  let sortEntry: string | undefined;

  /** Replaces the entry's URL; false where the browser refuses (Safari past 100 calls in 30 s: a new entry then). */
  const replaced = (url: string): boolean => {
    try {
      win.history.replaceState(null, '', url);
      return true;
    } catch {
      return false;
    }
  };

  return {
    push(next, { bySort = false } = {}) {
      const here = querySearch(parseQuery(win.location.search));
      const there = querySearch(next);
      if (there === here) return;
      const url = `${path}${there}`;
      if (!(bySort && sortEntry === here && replaced(url))) win.history.pushState(null, '', url);
      sortEntry = bySort ? there : undefined;
    },
  };
}
