import { describe, expect, it } from 'vitest';
import { listingHistory } from '../../../../src/islands/listing/history.ts';

/** A window's history and location, as far as the listing uses them: entries of URLs, the current one last. */
function fakeWindow({ refuseReplace = false } = {}) {
  const entries = ['/c'];
  const location = {
    get search() {
      return new URL(entries.at(-1) ?? '/', 'http://x').search;
    },
  };
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => void entries.push(url),
    replaceState: (_state: unknown, _title: string, url: string) => {
      if (refuseReplace) throw new DOMException('Too many calls', 'SecurityError');
      entries[entries.length - 1] = url;
    },
  };
  return { win: { location, history } as unknown as Window, entries };
}

describe('the listing’s history entries (a run of sort choices is one entry)', () => {
  it('adds an entry for each change of the query, and none for the query the page shows', () => {
    const { win, entries } = fakeWindow();
    const history = listingHistory(win, '/c');
    history.push({ seria: ['1'] });
    history.push({ seria: ['1'] });
    history.push({ seria: ['1'], page: '2' });
    expect(entries).toEqual(['/c', '/c?seria=1', '/c?seria=1&page=2']);
  });

  it('replaces the entry of the previous sort choice with the next one, so that Back goes to before the sorting', () => {
    const { win, entries } = fakeWindow();
    const history = listingHistory(win, '/c');
    history.push({ seria: ['1'] });
    history.push({ seria: ['1'], sort: 'price-asc' }, { bySort: true });
    history.push({ seria: ['1'], sort: 'price-desc' }, { bySort: true });
    history.push({ seria: ['1'] }, { bySort: true });
    expect(entries).toEqual(['/c', '/c?seria=1', '/c?seria=1']);
  });

  it('adds an entry for a sort chosen after another change, or on an entry no sort choice made', () => {
    const { win, entries } = fakeWindow();
    const history = listingHistory(win, '/c');
    history.push({ sort: 'price-asc' }, { bySort: true });
    history.push({ sort: 'price-asc', seria: ['1'] });
    history.push({ sort: 'price-desc', seria: ['1'] }, { bySort: true });
    expect(entries).toEqual(['/c', '/c?sort=price-asc', '/c?sort=price-asc&seria=1', '/c?sort=price-desc&seria=1']);
    // Back to an earlier entry, then a sort: that entry was not the last sort choice's
    entries.pop();
    entries.pop();
    history.push({ sort: 'price-desc' }, { bySort: true });
    expect(entries).toEqual(['/c', '/c?sort=price-asc', '/c?sort=price-desc']);
  });

  it('adds an entry where the browser refuses to replace one', () => {
    const { win, entries } = fakeWindow({ refuseReplace: true });
    const history = listingHistory(win, '/c');
    history.push({ sort: 'price-asc' }, { bySort: true });
    history.push({ sort: 'price-desc' }, { bySort: true });
    expect(entries).toEqual(['/c', '/c?sort=price-asc', '/c?sort=price-desc']);
  });
});
