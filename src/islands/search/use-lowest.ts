/**
 * The search page's 30-day lowest prices (spec 000 §6): the cards on special give theirs once its history is in.
 * Each price sku is asked once per page (an answer is kept whatever search is shown when it comes; null: asked,
 * unknown), in one queue for the page, LOWEST_AT_ONCE at a time (askLowest).
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchEntry } from '../../catalog/search-index.ts';
import { askLowest, fetchLowest, type LiveApi } from '../live/fetch.ts';
import { skusToAsk } from './lowest.ts';

/**
 * The lowest prices known of `entries`' price skus, asked as the cards change. `drawn`: whether the cards are on the
 * page (the query is a search); a sku whose card is no longer drawn by its turn is not asked, and may be asked again.
 */
export function useLowestPrices(
  entries: readonly SearchEntry[],
  drawn: boolean,
  api: Pick<LiveApi, 'storeId' | 'currency' | 'groupId'>,
): ReadonlyMap<string, number | null> {
  const [lowest, setLowest] = useState<ReadonlyMap<string, number | null>>(new Map());
  const asked = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** The cards drawn now: none while the query is no search (the results section is not drawn). */
  const drawnEntries = useRef<readonly SearchEntry[]>([]);
  useEffect(() => {
    drawnEntries.current = drawn ? entries : [];
  });

  useEffect(() => {
    const skus = skusToAsk(entries, asked.current);
    if (skus.length === 0) return;
    for (const sku of skus) asked.current.add(sku);
    const live = { baseUrl: window.location.origin, ...api };
    // A sku whose card is no longer drawn by its turn (a new search replaced it, or the query is no search) is not
    // asked, and may be asked again.
    const stillShown = (sku: string): boolean => {
      const shownNow = drawnEntries.current.some((e) => e.priceSku === sku);
      if (!shownNow) asked.current.delete(sku);
      return shownNow;
    };
    // A further page or a new search asks after the skus asked before (6 at a time in all).
    queue.current = queue.current.then(() =>
      askLowest(
        skus,
        (sku) => fetchLowest(sku, live),
        (sku, amount) => setLowest((known) => new Map(known).set(sku, amount ?? null)),
        stillShown,
      ),
    );
  }, [entries]);

  return lowest;
}
