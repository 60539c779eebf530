import { describe, expect, it } from 'vitest';
import { contentEntries, itemName, itemSegments, splitContentLists } from '../../../content-sync/content-items.ts';

describe('content lists kept per item', () => {
  it('names an item by its _id, id or slug, else by its position', () => {
    expect(itemName({ _id: 'post-1', id: 'x' }, 0)).toBe('post-1');
    expect(itemName({ id: 7 }, 0)).toBe('7');
    expect(itemName({ slug: 'about' }, 0)).toBe('about');
    expect(itemName({ title: 'no name' }, 3)).toBe('#3');
    expect(itemName(null, 4)).toBe('#4');
  });

  it('gives every item its own safe key segment: a repeated name gets its position, so no item hides another', () => {
    expect(itemSegments([{ _id: 'a' }, { _id: 'b' }, { _id: 'a' }, { title: 'x' }, { _id: '../up' }])).toEqual([
      'a',
      'b',
      'a%7E2',
      '%233',
      '%2E%2E%2Fup',
    ]);
    // An item named as another's name with its position: each keeps a segment of its own.
    const tricky = itemSegments([{ _id: 'a' }, { _id: 'a~2' }, { _id: 'a' }, { _id: 'a' }]);
    expect(tricky).toEqual(['a', 'a%7E2', 'a%7E3', 'a%7E4']);
    expect(new Set(tricky).size).toBe(4);
  });

  it('an empty, unencodable or overlong name gets a segment of its digest, so no item stops the sync', () => {
    const long = 'ą'.repeat(72);
    const segments = itemSegments([{ _id: '' }, { slug: 'a\uD800b' }, { slug: long }, { slug: long }]);
    expect(segments.slice(0, 3).every((s) => /^h-[0-9a-f]{32}$/.test(s))).toBe(true);
    expect(segments[3]).toMatch(/^h-[0-9a-f]{32}$/);
    expect(new Set(segments).size).toBe(4);
    expect(segments.every((s) => s.length <= 160)).toBe(true);
    expect(itemSegments([{ slug: 'x'.repeat(160) }])).toEqual(['x'.repeat(160)]);
  });

  it('a list becomes its item order plus one entry per item; a singleton stays whole', () => {
    expect(
      contentEntries('blog_posts', [
        { _id: 'p1', t: 1 },
        { _id: 'p2', t: 2 },
      ]),
    ).toEqual([
      ['content/blog_posts', ['p1', 'p2']],
      ['content/blog_posts/p1', { _id: 'p1', t: 1 }],
      ['content/blog_posts/p2', { _id: 'p2', t: 2 }],
    ]);
    expect(contentEntries('blog_posts', [])).toEqual([['content/blog_posts', []]]);
    expect(contentEntries('top_bar', { items: ['a'] })).toEqual([['content/top_bar', { items: ['a'] }]]);
    expect(contentEntries('top_bar', null)).toEqual([['content/top_bar', null]]);
    expect(contentEntries('instagram', [{ id: 1 }])).toEqual([
      ['content/instagram', ['1']],
      ['content/instagram/1', { id: 1 }],
    ]);
    expect(() => contentEntries('lines', { not: 'a list' })).toThrow(/lines is a list/);
  });

  it('splits the list sections of a store view and leaves the other entries alone', () => {
    const entries = new Map<string, unknown>([
      ['categories', []],
      ['products/A', { sku: 'A' }],
      ['content/lines', [{ _id: 'L1' }]],
      ['content/top_bar', { items: [] }],
    ]);
    splitContentLists(entries);
    expect(Object.fromEntries(entries)).toEqual({
      categories: [],
      'products/A': { sku: 'A' },
      'content/lines': ['L1'],
      'content/lines/L1': { _id: 'L1' },
      'content/top_bar': { items: [] },
    });
  });
});
