/**
 * The search page's result entries: a catalogue search item as a small card, further pages appended, and
 * the fuse.js fallback over the static per-store index (when the API fails or the browser is offline).
 */
import Fuse from 'fuse.js';
import { SEARCH } from '../../config/constants.ts';
import { requiredTermCount } from '../../domain/search/minimum-should-match.ts';
import { isInPriceBucket } from '../../domain/listing/apply.ts';
import { normalizeForSearch } from '../../domain/search/normalize.ts';
import type { StoreView } from '../../config/stores.ts';
import { productLink } from '../../routing/links.ts';
import { productImagePath } from '../../catalog/card.ts';
import { listingPrice } from '../../catalog/listing.ts';
import type { FilterOption } from '../../domain/catalog/types.ts';
import { lineOf, seriaOf } from '../../catalog/products.ts';
import { type ListingGroup, type ListingOption } from '../listing/state.ts';
import { available, type Chosen, type FilterLabels, type SearchEntry } from './query.ts';
import type { ResultProduct } from './requests.ts';
export interface EntryContext {
  readonly store: StoreView;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
}

/** A catalogue search item (prices with tax, as the API serves them) as a result entry. */
export function entryOfItem(item: ResultProduct, ctx: EntryContext): SearchEntry {
  const image = productImagePath(item.image);
  const line = lineOf(item)?.code;
  return {
    sku: item.sku,
    name: item.name,
    url: productLink(item, ctx),
    price: listingPrice(item),
    ...(image === undefined ? {} : { image }),
    ...(line === undefined ? {} : { line }),
  };
}

/** A further page's entries after those shown, without a product shown already (the index may have changed). */
export function appendEntries(shown: readonly SearchEntry[], more: readonly SearchEntry[]): SearchEntry[] {
  const seen = new Set(shown.map((e) => e.sku));
  return [...shown, ...more.filter((e) => !seen.has(e.sku))];
}

const FALLBACK_KEYS = [
  { name: 'name', weight: SEARCH.fields[0].boost },
  { name: 'sku', weight: SEARCH.fields[1].boost },
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
  const getFn = (entry: SearchEntry, path: string | string[]): string =>
    normalizeForSearch(String(Fuse.config.getFn(entry, path) ?? ''));
  const index = Fuse.createIndex(FALLBACK_KEYS, list, { getFn });
  const fuse = new Fuse(
    list,
    { keys: FALLBACK_KEYS, getFn, useTokenSearch: true, ignoreLocation: true, threshold: 0.2, includeScore: true },
    index,
  );
  const made: Searchable = {
    search: (word) => fuse.search(word),
    words: list.map((entry) => new Set(searchWords(`${entry.name} ${entry.sku}`))),
  };
  searchables.set(entries, made);
  return made;
}

/**
 * The fallback search (spec 000 §9's minimum-should-match over the words of names, weight 4, and skus, weight 2),
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
 * Whether a static index entry has one of a group's chosen options, or undefined when the index cannot
 * tell. The index holds an entry's line and gross price only: it applies `seria` (the line's number,
 * seriaOf) and `price` (a bucket holds from ≤ price < to, as the range aggregation); it cannot apply
 * the colour or any other configured filter, which the fallback leaves out (its notice says it is a
 * simpler search).
 */
export function staticMatch(entry: SearchEntry, code: string, options: readonly FilterOption[]): boolean | undefined {
  if (code === 'seria') {
    const seria = entry.line === undefined ? undefined : seriaOf(entry.line);
    return seria !== undefined && options.some((o) => o.id === String(seria));
  }
  if (code === 'price') return options.some((o) => isInPriceBucket(entry.price, o.from, o.to));
  return undefined;
}

/** The filter groups the static index can count (`seria`, `price`: staticMatch). */
const STATIC_GROUPS = ['seria', 'price'];

/**
 * The fallback results of a query: the text's fuse.js matches (all of them, best first; no text: the
 * whole index in its order), kept to the chosen options the index can apply (staticMatch), and the
 * groups it can count, counted as mergeGroups offers them (a group's options over the matches of the
 * other groups' filters). The page shows them a page at a time, as the catalogue's results.
 */
export function fallbackResults(
  index: readonly SearchEntry[],
  text: string | undefined,
  chosen: Chosen,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): { entries: SearchEntry[]; groups: ListingGroup[] } {
  const matches = text === undefined ? [...index] : fallbackSearch(index, text, Number.MAX_SAFE_INTEGER);
  const applied = Object.entries(chosen).filter(([code]) => STATIC_GROUPS.includes(code));
  const keeps = (entry: SearchEntry, except?: string): boolean =>
    applied.every(([code, options]) => code === except || staticMatch(entry, code, options) !== false);
  const groups: ListingGroup[] = [];
  const offered = available(labels, prices);
  for (const code of Object.keys(labels)) {
    if (!STATIC_GROUPS.includes(code)) continue;
    const pool = matches.filter((e) => keeps(e, code));
    const options = (offered[code] ?? []).flatMap((o) => {
      const count = pool.filter((e) => staticMatch(e, code, [o])).length;
      return count > 0 || chosen[code]?.some((c) => c.id === o.id) ? [{ ...o, count }] : [];
    });
    if (options.length > 0) groups.push({ code, label: labels[code]?.label ?? code, options });
  }
  return { entries: matches.filter((e) => keeps(e)), groups };
}
