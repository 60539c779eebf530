/**
 * The pharmacy finder's search (spec 000 §2 "searches by city or location"): a city search with fuse.js
 * that forgives missing Polish and Croatian diacritics ("lodz" finds Łódź), and a postcode prefix match
 * ("00-", "90"). The list's grouping by city lives here too.
 */
import Fuse from 'fuse.js';
import { normalizeForSearch } from '../search/normalize.ts';
import type { PharmacyItem } from './types.ts';

/** The digits of a postcode or a postcode query ("00-950" → "00950"). */
function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/** A query that starts with a digit is a postcode prefix. */
export function isPostcodeQuery(query: string): boolean {
  return /^\s*\d/.test(query);
}

interface Indexed {
  readonly item: PharmacyItem;
  readonly city: string;
}

/** The search over a store view's pharmacies, built once. */
export interface PharmacySearch {
  /**
   * The pharmacies matching a query: all for a blank one, by postcode prefix (postcodeMatches); a town then a
   * postcode, the town's narrowed by the postcode; else those of the
   * towns whose name begins with it (diacritics and case aside: "Київ" is Kyiv alone, not Kharkiv too), failing any
   * those with a word of their name beginning with it ("Sącz" is Nowy Sącz), or failing any, by a fuzzy match of the
   * town (best match first).
   */
  search(query: string): PharmacyItem[];
}

/** The words of a town's name (normalised): split at spaces and hyphens ("Kędzierzyn-Koźle"). */
function townWords(city: string): string[] {
  return city.split(/[\s-]+/).filter((word) => word !== '');
}

/** The digits of a postcode shorter than which a postcode query is not shortened: the postal district ("31"). */
const POSTCODE_AREA_DIGITS = 2;

/**
 * The pharmacies whose postcode begins with `prefix` (digits only); when none does, those of its longest beginning
 * that some pharmacy's postcode has, down to the postal district (a shopper's own postcode, "31-042", finds the
 * pharmacies of 31-0…, then 31-…, not nothing).
 */
export function postcodeMatches<T extends { readonly postcode: string }>(items: readonly T[], prefix: string): T[] {
  for (let length = prefix.length; length >= Math.min(POSTCODE_AREA_DIGITS, prefix.length); length -= 1) {
    const start = prefix.slice(0, length);
    const found = items.filter((p) => digits(p.postcode).startsWith(start));
    if (found.length > 0) return found;
  }
  return [];
}

/** How close a city must be: 0 is exact, 1 anything; 0.3 forgives about one typo in five letters. */
const FUZZY_THRESHOLD = 0.3;

/** A town followed by a postcode or its beginning ("lodz 90-512"): the town, and the postcode's digits. */
const TOWN_THEN_POSTCODE = /^(.*\D)\s+(\d[\d\s-]*)$/;

export function pharmacySearch(items: readonly PharmacyItem[]): PharmacySearch {
  const indexed: Indexed[] = items.map((item) => ({ item, city: normalizeForSearch(item.city) }));
  const fuse = new Fuse(indexed, { keys: ['city'], threshold: FUZZY_THRESHOLD, ignoreLocation: true, shouldSort: true });
  const byTown = (q: string): PharmacyItem[] => {
    // A town's name as typed (or its beginning) is that town: the fuzzy match would add others a letter or two away.
    const named = indexed.filter((p) => p.city.startsWith(q));
    if (named.length > 0) return named.map((p) => p.item);
    // So is the beginning of a later word of its name ("sacz" is Nowy Sącz, "brod" Slavonski Brod).
    const worded = indexed.filter((p) => townWords(p.city).some((word) => word.startsWith(q)));
    if (worded.length > 0) return worded.map((p) => p.item);
    return fuse.search(q).map((r) => r.item.item);
  };
  return {
    search(query) {
      const q = normalizeForSearch(query);
      if (q === '') return [...items];
      if (isPostcodeQuery(q)) return postcodeMatches(items, digits(q));
      // A town then a postcode, as an address is written: the town's pharmacies, narrowed to the postcode's when some
      // have it (postcodeMatches), else all of the town's (the postcode only ranks within the town it names).
      const townThenPostcode = TOWN_THEN_POSTCODE.exec(q);
      if (townThenPostcode) {
        const inTown = byTown((townThenPostcode[1] ?? '').trim());
        const narrowed = postcodeMatches(inTown, digits(townThenPostcode[2] ?? ''));
        return narrowed.length > 0 ? narrowed : inTown;
      }
      return byTown(q);
    },
  };
}

/** A city's pharmacies. */
export interface CityGroup {
  readonly city: string;
  readonly items: readonly PharmacyItem[];
}

/** The pharmacies grouped by city, cities in the order they first appear, each keeping its pharmacies' order. */
export function groupByCity(items: readonly PharmacyItem[]): CityGroup[] {
  const groups = new Map<string, PharmacyItem[]>();
  for (const item of items) groups.set(item.city, [...(groups.get(item.city) ?? []), item]);
  return [...groups].map(([city, list]) => ({ city, items: list }));
}

/** The pharmacies in city order (the store's collation), then by name and street. */
export function sortByCity(items: readonly PharmacyItem[], locale: string): PharmacyItem[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort(
    (a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name) || collator.compare(a.street, b.street),
  );
}
