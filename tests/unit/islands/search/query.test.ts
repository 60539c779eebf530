/** What a search page's URL query asks for (src/islands/search/query.ts). */
import { describe, expect, it } from 'vitest';
import {
  chosenFilters,
  chosenSummary,
  readQuery,
  searchMode,
  searchText,
  withSearchText,
} from '../../../../src/islands/search/query.ts';
import { querySearch, toggleOption } from '../../../../src/islands/listing/state.ts';
import { LABELS, PRICES } from './fixtures.ts';

describe('the search text', () => {
  it('needs at least three characters after trimming', () => {
    expect(searchText({ q: ' kr ' })).toBeUndefined();
    expect(searchText({})).toBeUndefined();
    expect(searchText({ q: ' kre ' })).toBe('kre');
  });
});

describe('what a query asks for', () => {
  it('keeps an empty q, which parseQuery drops, so that a reload of an empty submit shows the same', () => {
    expect(readQuery('?q=')).toEqual({ q: '' });
    expect(readQuery('?q=&seria=1')).toEqual({ q: '', seria: ['1'] });
    expect(readQuery('?q=krem&page=2')).toEqual({ q: 'krem', page: '2' });
    expect(readQuery('')).toEqual({});
  });

  it('is a text search for a term of three characters, with the known filters', () => {
    const mode = searchMode({ q: ' krem ', seria: ['1', '9'], page: '2' }, LABELS, PRICES);
    expect(mode).toMatchObject({ kind: 'search', text: 'krem', key: '?q=krem&seria=1' });
  });

  it('is the minimum-length message for a short term, an empty submit or blanks, with or without filters', () => {
    expect(searchMode(readQuery('?q=kr'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=%20kr%20'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=kr&seria=1'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q='), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=%20%20'), LABELS, PRICES)).toEqual({ kind: 'short' });
  });

  it('is a filter-only search for known filters without text (a line link, a price bucket)', () => {
    const line = searchMode(readQuery('?seria=1'), LABELS, PRICES);
    expect(line).toEqual({
      kind: 'search',
      chosen: { seria: [{ id: '1', label: 'A', type: 'seria', count: 0 }] },
      key: '?seria=1',
    });
    expect(searchMode(readQuery('?price=150-&page=3'), LABELS, PRICES)).toMatchObject({ kind: 'search', key: '?price=150-' });
    // An empty q with filters: the filters (the input was left empty).
    expect(searchMode(readQuery('?q=&seria=3'), LABELS, PRICES)).toMatchObject({ kind: 'search', key: '?seria=3' });
  });

  it('is nothing without text or known filters (an unknown value, an option without a label, a sort)', () => {
    expect(searchMode({}, LABELS, PRICES)).toEqual({ kind: 'idle' });
    expect(searchMode(readQuery('?seria=99&color=11&sort=price-asc&page=2'), LABELS, PRICES)).toEqual({ kind: 'idle' });
  });

  it('names the chosen filters of a filter-only search, in the groups’ order', () => {
    const chosen = chosenFilters({ price: ['0-50', '150-'], seria: ['3'] }, LABELS, PRICES);
    expect(chosenSummary(chosen, LABELS)).toBe('Line: E; Price: < 50, ≥ 150');
  });
});

describe('a new term', () => {
  it('keeps the chosen filters (the line, a price bucket) and the keys the page does not know; paging starts over', () => {
    const line = readQuery('?seria=1&price=0-50&utm_source=x&page=3');
    expect(querySearch(withSearchText(line, ' krem '))).toBe('?q=krem&seria=1&price=0-50&utm_source=x');
    expect(searchMode(withSearchText(line, 'krem'), LABELS, PRICES)).toMatchObject({
      kind: 'search',
      text: 'krem',
      key: '?q=krem&seria=1&price=0-50',
    });
  });

  it('replaces the term, as a filter toggle keeps it', () => {
    const searched = toggleOption(readQuery('?q=krem'), { type: 'seria', id: '3' });
    expect(withSearchText(searched, 'serum')).toEqual({ q: 'serum', seria: ['3'] });
    expect(withSearchText(withSearchText(searched, 'kr'), 'krem')).toEqual({ q: 'krem', seria: ['3'] });
  });

  it('too short keeps the filters for the next term; empty over filters lists them', () => {
    const line = readQuery('?seria=1');
    expect(searchMode(withSearchText(line, 'kr'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(withSearchText(line, 'kr')).toEqual({ q: 'kr', seria: ['1'] });
    expect(searchMode(withSearchText(line, '  '), LABELS, PRICES)).toMatchObject({ kind: 'search', key: '?seria=1' });
    expect(searchMode(withSearchText({}, ''), LABELS, PRICES)).toEqual({ kind: 'short' });
  });
});
