import { describe, expect, it } from 'vitest';
import { countryName, shopsByCountry } from '../../../../src/components/pages/shops.ts';
import { orderedStreams, streamDate } from '../../../../src/components/pages/streams.ts';

const shop = (id: string, country: string, url = `https://${id}.example.com/`) => ({
  _id: id,
  url,
  domain: `${id}.example.com`,
  country,
});

describe('shopsByCountry', () => {
  it("puts the store view's country first, then the others by their name", () => {
    const groups = shopsByCountry([shop('a', 'RO'), shop('b', 'PL'), shop('c', 'hr'), shop('d', 'PL')], 'PL', 'en');
    expect(groups.map((g) => g.country)).toEqual(['PL', 'HR', 'RO']);
    expect(groups[0]?.shops.map((s) => s._id)).toEqual(['b', 'd']);
    expect(groups[1]?.label).toBe('Croatia');
  });

  it('drops shops with a non-http link, no domain or no country code', () => {
    const groups = shopsByCountry(
      [shop('a', 'PL', 'javascript:alert(1)'), { ...shop('b', 'PL'), domain: '' }, shop('c', 'Poland'), shop('d', 'PL')],
      'PL',
      'pl',
    );
    expect(groups.flatMap((g) => g.shops.map((s) => s._id))).toEqual(['d']);
  });

  it('names countries in the language', () => {
    expect(countryName('HR', 'pl')).toBe('Chorwacja');
  });
});

describe('orderedStreams', () => {
  const now = new Date('2026-11-22T20:00:00Z');
  const stream = (id: string, date: string, hour?: string) => ({ _id: id, title: id, date, ...(hour ? { hour } : {}) });

  it("upcoming first (soonest first; today's for the whole day), then past (latest first)", () => {
    const lists = orderedStreams(
      [
        stream('old', '2026-10-01', '18:00'),
        stream('later', '2026-12-06', '20:00'),
        stream('today', '2026-11-22', '19:30'),
        stream('recent', '2026-11-08'),
      ],
      now,
    );
    expect(lists.upcoming.map((s) => s._id)).toEqual(['today', 'later']);
    expect(lists.past.map((s) => s._id)).toEqual(['recent', 'old']);
  });

  it('drops streams without a title or a valid date; an invalid hour reads as none', () => {
    const lists = orderedStreams(
      [{ _id: 'a', date: '2026-12-01' }, stream('b', '1 Dec'), stream('c', '2026-12-01', '25:00')],
      now,
    );
    expect(lists.upcoming.map((s) => [s._id, s.hour])).toEqual([['c', undefined]]);
    expect(lists.past).toEqual([]);
  });

  it("formats the stream's day in the store view's language", () => {
    expect(streamDate('2026-12-06', 'en-GB')).toBe('6 December 2026');
  });
});
