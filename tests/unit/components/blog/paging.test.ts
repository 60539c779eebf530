import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pagination } from '../../../../src/components/blog/paging.ts';

describe('blog paging', () => {
  it('counts pages, an empty list having one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(41, 9)).toBe(5);
  });

  it('slices a page', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageItems(items, 1, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 3, 9)).toEqual([18, 19]);
    expect(pageItems(items, 0, 9)).toEqual([]);
  });

  it('links previous, every page and next, marking the current one', () => {
    const nav = pagination(2, 3, (n) => `/p/${n}`);
    expect(nav.previous).toBe('/p/1');
    expect(nav.next).toBe('/p/3');
    expect(nav.pages.map((p) => [p.number, p.current])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    const first = pagination(1, 1, (n) => `/p/${n}`);
    expect(first.previous).toBeUndefined();
    expect(first.next).toBeUndefined();
  });
});
