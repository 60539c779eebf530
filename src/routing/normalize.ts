/** URL normalisation (spec 000 §2 "Link shapes and URL resolution"). */

/** Strips the hash, the query string and trailing slashes; the root stays `/`. */
export function normalizeUrl(url: string): string {
  const cut = url.search(/[?#]/);
  const path = (cut === -1 ? url : url.slice(0, cut)).replace(/\/+$/, '');
  if (path === '') return '/';
  return /^[a-z][a-z0-9+.-]*:\/\/[^/]*$/i.test(path) ? `${path}/` : path;
}

/** Repeated navigation to the same route is ignored: two URLs are the same route when they normalise alike. */
export function isSameRoute(a: string, b: string): boolean {
  return normalizeUrl(a) === normalizeUrl(b);
}

/** The value of one query parameter of a URL, or undefined. */
export function queryParam(url: string, name: string): string | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end === -1 ? undefined : end);
  return new URLSearchParams(query).get(name) ?? undefined;
}

/**
 * A query string (`?a=1&b=2`, or '') without one parameter: the other pairs kept as they were written (their
 * encoding and order untouched), '' when none is left.
 */
export function withoutQueryParam(search: string, name: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => pair !== '' && new URLSearchParams(pair).keys().next().value !== name);
  return kept.length === pairs.length ? search : kept.length > 0 ? `?${kept.join('&')}` : '';
}
