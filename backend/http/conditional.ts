/**
 * Conditional GET and HEAD (RFC 9110 §13): whether the representation a request would get is one the client already
 * holds, so that the answer is a 304 without a body. Used by the image proxy (backend/routes/images.ts) and the served
 * sites (backend/static/sites.ts).
 */

/** The entity tags of an If-None-Match value: each `"…"` or `W/"…"` (an opaque tag may hold a comma), or `*`. */
const ENTITY_TAGS = /(?:W\/)?"[^"]*"|\*/g;

/** An entity tag without its weakness indicator: what weak comparison compares (RFC 9110 §8.8.3.2). */
const opaque = (tag: string): string => tag.replace(/^W\//, '');

/**
 * Whether an If-None-Match value (`*`, or a list of strong or weak tags) names the current entity tag. Weak comparison
 * (RFC 9110 §13.1.2): `W/"x"` and `"x"` match each other, `"x-gzip"` and `"x"` never.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch?.match(ENTITY_TAGS) ?? []).some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/** What a conditional GET or HEAD asks: its If-None-Match and If-Modified-Since, as sent. */
export interface Preconditions {
  readonly ifNoneMatch: string | undefined;
  readonly ifModifiedSince: string | undefined;
}

/**
 * Whether a GET or HEAD is answered 304 (RFC 9110 §13.2.2, steps 3 and 4): by If-None-Match when the request has
 * one, else by If-Modified-Since against Last-Modified (an unreadable date is ignored).
 */
export function isNotModified(asked: Preconditions, current: { readonly etag: string; readonly lastModified: string }): boolean {
  if (asked.ifNoneMatch) return etagMatches(asked.ifNoneMatch, current.etag);
  const since = asked.ifModifiedSince ? Date.parse(asked.ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && Date.parse(current.lastModified) <= since;
}
