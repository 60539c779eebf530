/**
 * Reads content sections through the typed clients: collections page by page (skip/limit, at most
 * LISTS.cmsMaxItems per call), singletons, the Instagram tiles and the countries. Every content call names
 * the store view's language (spec 000 §7: "lang (default language, lower-cased)"; the client lower-cases it),
 * Polish included: without a `lang` the content service gives each entry as stored, with every language's copy.
 */
import { countries, getCollection, getSingleton, instagramLatest, type ContentOptions } from '../src/api/index.ts';
import { LISTS } from '../src/config/index.ts';
import { isSingleton, type ContentSection } from './content-list.ts';
import type { ContentEntry } from './content-rules.ts';

export interface ContentSource {
  readonly baseUrl: string;
  readonly token: string;
  readonly store: string;
  readonly fetch: typeof fetch;
  /** The store view's language, sent as `lang` with every content call. */
  readonly lang: string;
  /** Per request, response and body (request-timeout.ts); absent: the API client's default, TIMINGS.httpTimeoutMs (0: no limit). */
  readonly timeoutMs?: number;
}

function options(source: ContentSource): ContentOptions {
  return { baseUrl: source.baseUrl, token: source.token, fetch: source.fetch, timeoutMs: source.timeoutMs, log: () => undefined };
}

export async function fetchCollection(name: string, source: ContentSource): Promise<ContentEntry[]> {
  const out: ContentEntry[] = [];
  for (let skip = 0; ;) {
    const page = await getCollection(name, { lang: source.lang, limit: LISTS.cmsMaxItems, skip }, options(source));
    out.push(...page.entries);
    skip += page.entries.length;
    if (page.entries.length === 0 || skip >= page.total) return out;
  }
}

/** A singleton, or null when the service has none (an empty object). */
export async function fetchSingleton(name: string, source: ContentSource): Promise<ContentEntry | null> {
  const value = await getSingleton(name, { lang: source.lang }, options(source));
  const fields = Object.keys(value).filter((k) => !k.startsWith('_'));
  return fields.length === 0 ? null : value;
}

/** The section's data: an entry list for collections and ext sections, an object or null for singletons. */
export async function fetchSection(
  section: ContentSection,
  source: ContentSource,
): Promise<ContentEntry[] | ContentEntry | null> {
  if (section === 'instagram') return (await instagramLatest(options(source))).filter((tile) => tile.is_published);
  if (section === 'countries') return countries(options(source), source.store);
  if (isSingleton(section)) return fetchSingleton(section, source);
  return fetchCollection(section, source);
}
