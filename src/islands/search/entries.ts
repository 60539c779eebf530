/**
 * The search page's result entries: a catalogue search item as a small card, further pages appended, and
 * the fuse.js fallback over the static per-store index (when the API fails or the browser is offline).
 */
import Fuse from 'fuse.js';
import { SEARCH } from '../../config/constants.ts';
import { requiredTermCount } from '../../domain/search/minimum-should-match.ts';
import { facetCounts, matchesFilters, type ListingAccess } from '../../domain/listing/apply.ts';
import { PRICE_FILTER, topTerms, type ChosenFilters } from '../../domain/listing/filters.ts';
import { normalizeForSearch } from '../../domain/search/normalize.ts';
import type { StoreView } from '../../config/stores.ts';
import { productLink } from '../../routing/links.ts';
import { productImagePath, sizeLabel } from '../../catalog/card.ts';
import { pricedDisplayPrice } from '../../domain/price/display-price.ts';
import { builtPriceAt } from '../../domain/price/parts-price.ts';
import { productStockStatus } from '../../domain/product/stock.ts';
import { LINE_ATTRIBUTE, lineOf, seriaOf } from '../../catalog/products.ts';
import { type ListingGroup, type ListingOption } from '../listing/state.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import { available, type FilterLabels } from './query.ts';
import type { ResultProduct } from './requests.ts';
import { readableHits } from './hits.ts';
export interface EntryContext {
  readonly store: StoreView;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
  /** The STOCK_SYNC setting: off makes every stock state 'volatile'. */
  readonly stockSync: boolean;
  /** The store view's size labels by option value (sizeLabels). */
  readonly sizes: Readonly<Record<string, string>>;
}

/**
 * A catalogue search item as a result entry. The API prices its hits with tax as the build prices a product
 * (calculateProductTax at the time of the search), so the entry's price is the one its product's cards show
 * (pricedDisplayPrice); while a special price is active, with the regular price and the sku whose 30-day
 * lowest price the card's note gives. Its stock state is read from the hit's stock data as the build reads a
 * product's (productStockStatus), its size label as a card's (sizeLabel).
 */
function entryOfItem(item: ResultProduct, ctx: EntryContext): SearchEntry {
  const image = productImagePath(item.image);
  const line = lineOf(item)?.code;
  const shown = pricedDisplayPrice(item, ctx.store.currency);
  const size = sizeLabel(item, ctx.sizes);
  return {
    sku: item.sku,
    name: item.name,
    url: productLink(item, ctx),
    price: shown.price,
    ...(shown.special === undefined ? {} : { original: shown.original, priceSku: shown.sku }),
    stock: productStockStatus(item, ctx.stockSync),
    ...(image === undefined ? {} : { image }),
    ...(line === undefined ? {} : { line }),
    ...(size === undefined ? {} : { size }),
  };
}

/** A page of hits as the search page shows it: its result entries, and how many of its hits were left out. */
export interface HitPage {
  readonly entries: SearchEntry[];
  /** The hits readableHits left out: the API's total counts them, the page's count does not. */
  readonly left: number;
}

/**
 * The entries of a page of hits: each hit the page can show (readableHits; the others logged through `log` and
 * left out, and counted) as a result entry (entryOfItem).
 */
export function entriesOfHits(
  items: readonly object[],
  ctx: EntryContext,
  log: (message: string, detail: unknown) => void,
): HitPage {
  const readable = readableHits(items, log);
  return { entries: readable.map((item) => entryOfItem(item, ctx)), left: items.length - readable.length };
}

/** A further page's entries after those shown, without a product shown already (the index may have changed). */
export function appendEntries(shown: readonly SearchEntry[], more: readonly SearchEntry[]): SearchEntry[] {
  const seen = new Set(shown.map((e) => e.sku));
  return [...shown, ...more.filter((e) => !seen.has(e.sku))];
}

/** The fields the fallback searches, with the catalogue search's boosts (spec 000 §9: name, sku, category name). */
const FALLBACK_KEYS = [
  { name: 'name', weight: SEARCH.fields[0].boost },
  { name: 'sku', weight: SEARCH.fields[1].boost },
  { name: 'categories', weight: SEARCH.fields[2].boost },
];

/** The words of a text, as the search compares them: normalised, split at spaces and punctuation as the catalogue search splits. */
function searchWords(text: string): string[] {
  return normalizeForSearch(text)
    .split(/[\p{Z}\p{P}]+/u)
    .filter((word) => word !== '');
}

/** What the fallback searches an index with, built once per index: fuse.js over it, and each entry's own words. */
interface Searchable {
  readonly search: (word: string) => { refIndex: number; score?: number }[];
  readonly words: readonly ReadonlySet<string>[];
}
const searchables = new WeakMap<readonly SearchEntry[], Searchable>();

/** fuse.js over the entries' names and skus, normalised as the query's words are, and each entry's words (kept per index). */
function searchableOf(entries: readonly SearchEntry[]): Searchable {
  const known = searchables.get(entries);
  if (known) return known;
  const list = [...entries];
  // The keys are the entry's own fields: a list (the category names) is searched item by item.
  const getFn = (entry: SearchEntry, path: string | string[]): string | string[] => {
    const value: unknown = entry[(Array.isArray(path) ? path.join('.') : path) as keyof SearchEntry];
    return Array.isArray(value) ? value.map((v) => normalizeForSearch(String(v))) : normalizeForSearch(String(value ?? ''));
  };
  const index = Fuse.createIndex(FALLBACK_KEYS, list, { getFn });
  const fuse = new Fuse(
    list,
    { keys: FALLBACK_KEYS, getFn, useTokenSearch: true, ignoreLocation: true, threshold: 0.2, includeScore: true },
    index,
  );
  const made: Searchable = {
    search: (word) => fuse.search(word),
    words: list.map((entry) => new Set(searchWords([entry.name, entry.sku, ...(entry.categories ?? [])].join(' ')))),
  };
  searchables.set(entries, made);
  return made;
}

/**
 * The fallback search (spec 000 §9's minimum-should-match over the words of names, weight 4, skus, weight 2, and
 * category names, weight 1),
 * best first: more words matched, then the better fuse.js scores. A word of three letters or more is matched
 * by fuse.js against the entries' words (threshold 0.2: about one typo in a word of five to nine letters); a
 * shorter one must be one of their words, as the catalogue search gives short words no fuzziness. Accents are
 * forgiven both ways (`zel` finds żel). A threshold over whole names matched every name: they all begin with the
 * brand, in which a short word's letters are found with two edits.
 */
export function fallbackSearch(
  entries: readonly SearchEntry[],
  text: string,
  limit: number = SEARCH.defaultPageSize,
): SearchEntry[] {
  const words = [...new Set(searchWords(text))];
  if (words.length === 0) return [];
  const required = requiredTermCount(words.length, SEARCH.minimumShouldMatch);
  const searchable = searchableOf(entries);
  const found = new Map<number, { words: number; score: number }>();
  const add = (i: number, score: number): void => {
    const seen = found.get(i) ?? { words: 0, score: 0 };
    found.set(i, { words: seen.words + 1, score: seen.score + score });
  };
  const fuzzy = words.filter((w) => w.length > 2);
  const short = words.filter((w) => w.length <= 2);
  for (const word of fuzzy) for (const r of searchable.search(word)) add(r.refIndex, 1 - (r.score ?? 1));
  searchable.words.forEach((own, i) => {
    for (const word of short) if (own.has(word)) add(i, 1);
  });
  return [...found]
    .filter(([, f]) => f.words >= required)
    .sort(([a, fa], [b, fb]) => fb.words - fa.words || fb.score - fa.score || a - b)
    .slice(0, limit)
    .map(([i]) => entries[i] as SearchEntry);
}

/**
 * How the fallback reads a static index entry as a listing item (src/domain/listing ListingAccess): its
 * `seria` is its line's number (seriaOf), its other filters' values are the entry's `values`, its price the
 * entry's gross price at `now` (builtPriceAt, as its card shows it); no sort value.
 */
const staticAccess = (now: Date): ListingAccess<SearchEntry> => ({
  values(entry, code) {
    if (code !== LINE_ATTRIBUTE) return entry.values?.[code] ?? [];
    const seria = entry.line !== undefined ? seriaOf(entry.line) : undefined;
    return seria === undefined ? [] : [String(seria)];
  },
  price: (entry) => builtPriceAt(entry, now),
  sortValue: () => undefined,
});

/**
 * The fallback results of a query: the text's fuse.js matches (all of them, best first; no text: the
 * whole index in its order), kept to the chosen options of the page's filter groups (staticAccess at `now`), and
 * the groups, counted as mergeGroups offers them (src/domain/listing facetCounts: a group's
 * options over the matches of the other groups' filters; a chosen option stays offered). The page shows
 * them a page at a time, as the catalogue's results.
 */
export function fallbackResults(
  index: readonly SearchEntry[],
  text: string | undefined,
  chosen: ChosenFilters,
  labels: FilterLabels,
  prices: readonly ListingOption[],
  now: Date = new Date(),
): { entries: SearchEntry[]; groups: ListingGroup[] } {
  const access = staticAccess(now);
  const matches = text === undefined ? [...index] : fallbackSearch(index, text, Number.MAX_SAFE_INTEGER);
  const offered = available(labels, prices);
  const counts = facetCounts(matches, chosen, offered, access);
  const groups: ListingGroup[] = [];
  for (const [code, offers] of Object.entries(offered)) {
    // As the catalogue's aggregations: a terms group offers its `aggregationSize` options of most matches (topTerms),
    // the price ranges all of theirs; a chosen option stays offered.
    const matched = offers.map((o): [string, number] => [o.id, counts[code]?.[o.id] ?? 0]).filter(([, n]) => n > 0);
    const kept = new Set((code === PRICE_FILTER ? matched : topTerms(matched)).map(([id]) => id));
    const options = offers.flatMap((o) => {
      const count = counts[code]?.[o.id] ?? 0;
      return kept.has(o.id) || chosen[code]?.some((c) => c.id === o.id) ? [{ ...o, count }] : [];
    });
    if (options.length > 0) groups.push({ code, label: labels[code]?.label ?? code, options });
  }
  return { entries: matches.filter((e) => matchesFilters(e, chosen, access)), groups };
}
