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

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** The three forms of an HTTP-date (RFC 9110 §5.6.7): IMF-fixdate, and the obsolete RFC 850 and asctime forms. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT` +
    `|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT` +
    `|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`,
);

/** The time of an HTTP-date in milliseconds, or NaN for any other text (which a recipient must ignore). */
export function parseHttpDate(value: string): number {
  const text = value.trim();
  if (!HTTP_DATE.test(text)) return Number.NaN;
  // asctime carries no zone: it is GMT.
  return Date.parse(text.endsWith('GMT') ? text : `${text} GMT`);
}

/**
 * Whether a GET or HEAD is answered 304 (RFC 9110 §13.2.2, steps 3 and 4): by If-None-Match when the request has
 * one, else by If-Modified-Since against Last-Modified (a value that is no HTTP-date is ignored, §13.1.3).
 */
export function isNotModified(asked: Preconditions, current: { readonly etag: string; readonly lastModified: string }): boolean {
  if (asked.ifNoneMatch) return etagMatches(asked.ifNoneMatch, current.etag);
  const since = asked.ifModifiedSince ? parseHttpDate(asked.ifModifiedSince) : Number.NaN;
  return !Number.isNaN(since) && Date.parse(current.lastModified) <= since;
}
