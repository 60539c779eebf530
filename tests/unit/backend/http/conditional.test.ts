/** Conditional requests (backend/http/conditional.ts): If-None-Match by weak comparison, then If-Modified-Since (RFC 9110 §13). */
import { describe, expect, it } from 'vitest';
import { etagMatches, isNotModified, parseHttpDate } from '../../../../backend/http/conditional.ts';

describe('etagMatches', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"abc"', 'W/"abc"', true],
    ['"x", W/"abc" , "y"', '"abc"', true],
    ['*', '"abc"', true],
    ['"a,b"', '"a,b"', true],
    ['"a,b"', '"a"', false],
    ['"abc"', 'W/"abc-gzip"', false],
    ['W/"abc-gzip"', '"abc"', false],
    ['"abcd"', '"abc"', false],
    ['abc', '"abc"', false],
    ['', '"abc"', false],
  ])('If-None-Match %s against %s: %s', (ifNoneMatch, etag, matches) => {
    expect(etagMatches(ifNoneMatch, etag)).toBe(matches);
  });

  it('matches nothing without the header', () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('isNotModified', () => {
  const current = { etag: '"abc"', lastModified: 'Tue, 24 Nov 2026 08:20:00 GMT' };

  it('answers by If-None-Match when there is one, whatever If-Modified-Since says', () => {
    expect(isNotModified({ ifNoneMatch: '"abc"', ifModifiedSince: 'Mon, 01 Jan 2001 00:00:00 GMT' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: current.lastModified }, current)).toBe(false);
  });

  it('else by If-Modified-Since: not modified at or after Last-Modified, modified before it; a bad date is ignored', () => {
    const asked = (ifModifiedSince: string | undefined) => isNotModified({ ifNoneMatch: undefined, ifModifiedSince }, current);
    expect(asked(current.lastModified)).toBe(true);
    expect(asked('Tue, 24 Nov 2026 09:00:00 GMT')).toBe(true);
    expect(asked('Tue, 24 Nov 2026 08:19:59 GMT')).toBe(false);
    expect(asked('yesterday')).toBe(false);
    expect(asked(undefined)).toBe(false);
    // Dates Date.parse reads but that are no HTTP-dates are ignored too.
    for (const loose of ['2030-01-01', 'Nov 25 2030', '2030-01-01T00:00:00Z', 'Tue, 24 Nov 2030 09:00:00 +0100'])
      expect(asked(loose), loose).toBe(false);
  });
});

describe('parseHttpDate', () => {
  it('parseHttpDate: the IMF-fixdate, RFC 850 and asctime forms; anything else is NaN', () => {
    const t = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(t);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(t);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(t);
    for (const bad of ['', '1994-11-06', 'Sun, 6 Nov 1994 08:49:37 GMT', 'Sun, 06 Nov 1994 08:49:37 UTC', 'now'])
      expect(parseHttpDate(bad), bad).toBeNaN();
  });
});
