import { describe, expect, it } from 'vitest';
import { landingEntries, seriesEntries, seriesPageSlugs } from '../../../../src/components/landing/landing-content.ts';
import { entry } from './fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('landingEntries', () => {
  it('reads an entry: section titles by position, malformed FAQ and review items left out', () => {
    const [page] = landingEntries([entry('e1')], now);
    expect(page?.section_titles).toEqual({
      header: 'Why it works',
      products: 'Our products',
      faq: 'Your questions',
      reviews: 'What they say',
    });
    expect(page?.faq).toEqual([{ question: 'When?', answer: 'After four weeks.' }]);
    expect(page?.reviews).toEqual([
      { author: 'Anna', rating: 5, text: 'Great.' },
      { author: 'Ivana', rating: undefined, text: 'Too high a rating.' },
    ]);
    expect(page?.product_lists).toEqual([
      { title: 'List', skus: ['E-2', 'E-1', 'HIDDEN', 'E-2'] },
      { title: undefined, skus: ['NOPE'] },
    ]);
  });

  it('accepts section titles keyed by section name', () => {
    const [page] = landingEntries([entry('e1', { section_titles: { FAQ: 'Asked', reviews: ' ' } })], now);
    expect(page?.section_titles).toEqual({ faq: 'Asked' });
  });

  it('reads malformed optional parts as absent and a missing layout order as the default order', () => {
    const [page] = landingEntries(
      [entry('e1', { section_titles: 3, faq: 'x', buy_together: [], layout_order: undefined, gift_sku: 7 })],
      now,
    );
    expect(page).toMatchObject({ section_titles: {}, faq: [], buy_together: undefined, gift_sku: undefined });
    expect(page?.layout_order).toEqual(['header', 'products', 'buy_together', 'faq', 'reviews']);
  });

  it('reads an entry without FAQ, reviews or product lists (no such fields at all) as one with empty lists', () => {
    const pages = landingEntries([{ _id: 'bare', slug: 'bare', title: 'Bare' }], now);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ faq: [], reviews: [], product_lists: [], section_titles: {} });
  });

  it('drops entries without an id, a slug or a title, and later entries of the same id', () => {
    const pages = landingEntries(
      [
        entry('e1', { title: ' ' }),
        entry('e2', { slug: undefined }),
        { title: 'x', slug: 'y' },
        entry('e3'),
        entry('e3', { title: 'Other' }),
        'junk',
      ],
      now,
    );
    expect(pages.map((p) => [p._id, p.title])).toEqual([['e3', 'Title e3']]);
  });

  it('drops unpublished entries: flagged, outside their window or with an unreadable window', () => {
    const pages = landingEntries(
      [
        entry('flagged', { published: false }),
        entry('future', { publish_from: '2027-01-01T00:00:00Z' }),
        entry('ended', { publish_to: '2026-01-01T00:00:00Z' }),
        entry('unreadable', { publish_from: 12 }),
        entry('current', { publish_from: '2026-01-01T00:00:00Z', publish_to: '' }),
      ],
      now,
    );
    expect(pages.map((p) => p._id)).toEqual(['current']);
  });

  it('reads anything but a list as no entries', () => {
    expect(landingEntries(undefined, now)).toEqual([]);
    expect(landingEntries({ _id: 'x' }, now)).toEqual([]);
  });
});

describe('series pages', () => {
  const value = [
    entry('s1', { type: 'series', slug: 'e-atopic' }),
    entry('s2', { type: 'series', slug: 'e-atopic' }),
    entry('s3', { type: 'series', slug: 'two/segments' }),
    entry('s4', { type: 'series', slug: 'overview', published: false }),
    entry('e1'),
  ];
  it('are the series entries, first of each slug', () => {
    expect(seriesEntries(landingEntries(value, now)).map((e) => e._id)).toEqual(['s1', 's3']);
  });
  it('are built for published slugs that are one path segment', () => {
    expect(seriesPageSlugs(value, now)).toEqual(new Set(['e-atopic']));
  });
});
