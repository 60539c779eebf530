import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../../../src/components/pages/content-routes.ts';

const now = new Date('2026-11-22T12:00:00Z');
const window = { publish_from: '2026-11-01T00:00:00Z', publish_to: null };
const sections: Record<string, unknown> = {
  ambassador: { published: true, headings: [], questions: [] },
  special_offers: [
    { _id: 'o1', slug: 'zima', title: 'Zima', ...window },
    { _id: 'o2', slug: '', title: 'No slug', ...window },
    { _id: 'o3', slug: 'a/b', title: 'Two segments', ...window },
  ],
  static_pages: [
    { _id: 'terms', slug: 'regulamin', content: '<p>x</p>' },
    { _id: 'delivery', slug: 'koszty-dostawy', identifier: 'delivery-costs', content: '<p>x</p>' },
    { _id: 'bad', slug: 'pusta', content: '' },
  ],
};
const content = (s: string) => sections[s];

describe('contentPaths', () => {
  it('lists the published ambassador, the visible offers and the static pages of a store view', () => {
    expect(contentPaths('pl', content, now).map((p) => [p.routeName, p.path, p.entryId])).toEqual([
      ['pl-ambassador', '/ambasador', 'ambassador'],
      ['pl-special-offer', '/oferty-specjalne/zima', 'o1'],
      ['pl-cms-page', '/strona/regulamin', 'terms'],
    ]);
  });

  it('leaves out an unpublished ambassador', () => {
    const paths = contentPaths('pl', (s) => (s === 'ambassador' ? { published: false } : sections[s]), now);
    expect(paths.some((p) => p.routeName === 'pl-ambassador')).toBe(false);
  });

  it("builds only the routes the store view's table has", () => {
    expect(contentPaths('ro', content, now).map((p) => p.path)).toEqual(['/ro/pagina/regulamin', '/ro/pagina/koszty-dostawy']);
  });

  it('does not build a static page again as a CMS page where a fixed route shows it, whatever its slug', () => {
    // /ua/site/delivery-cost shows the delivery-costs page; /ua/site/koszty-dostawy would repeat it.
    expect(contentPaths('ua', content, now).map((p) => p.path)).toEqual(['/ua/site/regulamin']);
    // The Romanian store view has no delivery-costs route: the page is a CMS page there.
    expect(contentPaths('ro', content, now).map((p) => p.path)).toContain('/ro/pagina/koszty-dostawy');
  });
});
