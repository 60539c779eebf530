import { describe, expect, it } from 'vitest';
import { dropDuplicateSlugs, slugFields, slugKey } from '../../../../src/domain/content/index.ts';

describe('dropDuplicateSlugs', () => {
  it('keeps the first entry per slug and reports the dropped ones', () => {
    const entries = [
      { slug: 'acne', n: 1 },
      { slug: 'dry', n: 2 },
      { slug: 'Acne ', n: 3 },
    ];
    const { kept, dropped } = dropDuplicateSlugs(entries, 'blogPost');
    expect(kept.map((e) => e.n)).toEqual([1, 2]);
    expect(dropped).toEqual([{ kind: 'blogPost', key: 'acne', index: 2, entry: entries[2] }]);
  });
  it('keys need pages by parent slug and slug', () => {
    const needs = [
      { slug: 'dry', parent_slug: 'face' },
      { slug: 'dry', parent_slug: 'body' },
      { slug: 'dry', parent_slug: 'face' },
    ];
    const { kept, dropped } = dropDuplicateSlugs(needs, 'need');
    expect(kept).toHaveLength(2);
    expect(dropped.map((d) => d.key)).toEqual(['face/dry']);
  });
  it('keys product content by sku', () => {
    const { kept } = dropDuplicateSlugs([{ sku: 'A1' }, { sku: 'a1' }, { sku: 'B2' }], 'productContent');
    expect(kept).toEqual([{ sku: 'A1' }, { sku: 'B2' }]);
  });
  it('returns everything when there is no duplicate', () => {
    const { kept, dropped } = dropDuplicateSlugs([{ slug: 'a' }, { slug: 'b' }], 'category');
    expect(kept).toHaveLength(2);
    expect(dropped).toEqual([]);
  });
  it('slugKey of a missing slug is empty', () => {
    expect(slugKey({}, 'staticPage')).toBe('');
    expect(slugKey({ slug: 'x' }, 'need')).toBe('/x');
  });
});

describe('slugFields (the fields that name an entry, spec 000 §5 duplicate slugs)', () => {
  it('a product content entry is named by its sku, a need by its parent’s slug and its own, any other by its slug', () => {
    expect(slugFields('productContent')).toEqual(['sku']);
    expect(slugFields('need')).toEqual(['parent_slug', 'slug']);
    expect(slugFields('blogPost')).toEqual(['slug']);
  });
});
