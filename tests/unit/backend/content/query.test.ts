import { describe, expect, it } from 'vitest';
import { localizeEntry, matchesFilter, parseContentQuery, projectEntry, sortEntries } from '../../../../backend/content/query.ts';
import { HttpError } from '../../../../backend/http/errors.ts';

const entry = { title: 'Krem', title_en: 'Cream', title_fr: '', slug: 'krem', views: 10, tags: ['a', 'b'] };

describe('content query', () => {
  it('lang resolves field_{lang} with fallback to the default field, dropping suffixed copies', () => {
    expect(localizeEntry(entry, 'en')).toEqual({ title: 'Cream', slug: 'krem', views: 10, tags: ['a', 'b'] });
    expect(localizeEntry(entry, 'fr')['title']).toBe('Krem');
    expect(localizeEntry(entry, 'default')['title']).toBe('Krem');
  });

  it('without a lang an entry is given as stored, every language’s copy with it (Cockpit v1 localizes only when asked)', () => {
    expect(localizeEntry(entry, undefined)).toEqual(entry);
  });

  it('lang gives a field that only its localized copy holds', () => {
    expect(localizeEntry({ _id: 'x', title_en: 'English only' }, 'en')).toEqual({ _id: 'x', title: 'English only' });
    expect(localizeEntry({ _id: 'x', title_en: 'English only' }, 'pl')).toEqual({ _id: 'x' });
  });

  it('an empty localized list, as an empty localized text, keeps the default value (Cockpit: only a filled value is used)', () => {
    expect(localizeEntry({ tags: ['a'], tags_en: [], body: 'pl', body_en: '' }, 'en')).toEqual({ tags: ['a'], body: 'pl' });
    expect(localizeEntry({ tags: ['a'], tags_en: ['b'] }, 'en')).toEqual({ tags: ['b'] });
  });

  it('filter supports equality, $in, $gte, $lte and $exists on top-level fields', () => {
    expect(matchesFilter(entry, { slug: 'krem' })).toBe(true);
    expect(matchesFilter(entry, { tags: 'b' })).toBe(true);
    expect(matchesFilter(entry, { views: { $gte: 10, $lte: 10 } })).toBe(true);
    expect(matchesFilter(entry, { views: { $gte: 11 } })).toBe(false);
    expect(matchesFilter(entry, { slug: { $in: ['x', 'krem'] } })).toBe(true);
    expect(matchesFilter(entry, { missing: { $exists: false } })).toBe(true);
    expect(matchesFilter(entry, { slug: { $exists: false } })).toBe(false);
  });

  it("filter reads the entry's own fields only: names of Object's prototype are no fields", () => {
    expect(matchesFilter(entry, { constructor: { $exists: true } })).toBe(false);
    expect(matchesFilter(entry, { constructor: { $exists: false } })).toBe(true);
    expect(matchesFilter(entry, { toString: { $gte: 'a' } })).toBe(false);
    expect(matchesFilter(entry, { hasOwnProperty: { $exists: false } })).toBe(true);
  });

  it('other operators and nested paths are refused with a 400', () => {
    for (const body of [
      { filter: { slug: { $regex: 'k' } } },
      { filter: { 'a.b': 1 } },
      { limit: 501 },
      { skip: -1 },
      { lang: 'de' },
      { where: {} },
    ]) {
      expect(() => parseContentQuery(body)).toThrow(HttpError);
    }
  });

  it('sort, and field projection keeping _id', () => {
    const sorted = sortEntries([{ v: 1 }, { v: 3 }, { v: 2 }], { v: -1 });
    expect(sorted.map((e) => e['v'])).toEqual([3, 2, 1]);
    expect(projectEntry({ _id: 'x', a: 1, b: 2 }, { a: 1 })).toEqual({ _id: 'x', a: 1 });
    expect(projectEntry({ _id: 'x', a: 1, b: 2 }, { a: 0 })).toEqual({ _id: 'x', b: 2 });
  });

  it('sorts a missing or null value as the lowest: first ascending, last descending, as Cockpit’s stores do', () => {
    const entries = [{ id: 'a', v: 2 }, { id: 'b' }, { id: 'c', v: 1 }, { id: 'd', v: null }];
    expect(sortEntries(entries, { v: 1 }).map((e) => e['id'])).toEqual(['b', 'd', 'c', 'a']);
    expect(sortEntries(entries, { v: -1 }).map((e) => e['id'])).toEqual(['a', 'c', 'b', 'd']);
  });

  it('reads options as Cockpit casts them: a sort order "1" or "-1", simple 1 or 0', () => {
    expect(parseContentQuery({ sort: { v: '-1' }, simple: 1 })).toMatchObject({ sort: { v: -1 }, simple: true });
    expect(parseContentQuery({ sort: { v: '1' }, simple: 0 })).toMatchObject({ sort: { v: 1 }, simple: false });
  });

  it('refuses a filter, projection or sort naming more than 64 fields with a 400, before reading them', () => {
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 1]));
    for (const option of ['filter', 'fields', 'sort']) {
      expect(() => parseContentQuery({ [option]: many }), option).toThrow(HttpError);
      expect(() => parseContentQuery({ [option]: many }), option).toThrow(`${option} names at most 64 fields`);
    }
    expect(() => parseContentQuery({ fields: Object.fromEntries(Object.entries(many).slice(1)) })).not.toThrow();
  });
});
