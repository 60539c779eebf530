import { describe, expect, it } from 'vitest';
import { footerGroups } from '../../../../src/components/chrome/footer-links.ts';
import { isPublished, redirectOf } from '../../../../src/layouts/published.ts';
import { loadConfig, type StoreCode } from '../../../../src/config/index.ts';
import { translator } from '../../../../src/i18n/index.ts';

const cfg = loadConfig({});
const now = new Date('2026-11-22T12:00:00Z');
const landing = (id: string, title: string, extra: Record<string, unknown> = {}) => ({ _id: id, slug: id, title, ...extra });
const sections: Record<string, unknown> = {
  ambassador: { published: true, headings: [], questions: [] },
  static_pages: [
    { _id: 'terms', slug: 'regulamin', title: 'Regulamin', content: '<p>x</p>', footer: true },
    { _id: 'cookies', slug: 'cookies', title: 'Polityka cookies', content: '<p>x</p>', footer: true },
    { _id: 'test', slug: 'test-sanitising', title: 'Test', content: '<p>x</p>' },
    { _id: 'delivery', slug: 'koszty-dostawy', identifier: 'delivery-costs', title: 'Koszty', content: '<p>x</p>', footer: true },
  ],
  landing_pages: [
    landing('emotopic-3', 'Skóra atopowa'),
    landing('emotopic-1', 'Wyprawka'),
    landing('hair-loss-3', 'Wypadanie włosów'),
    landing('series', 'Poznaj serie', { type: 'series' }),
    landing('series-ended', 'Dawne serie', { type: 'series', publish_to: '2026-01-01' }),
  ],
};

function groups(store: StoreCode, content: (s: string) => unknown = (s) => sections[s]) {
  return footerGroups({
    store,
    isListed: (route) => isPublished(route, cfg) && !redirectOf(route, cfg),
    content,
    now,
    t: translator(cfg.storeViews.find((v) => v.code === store)?.wording ?? 'en'),
    locale: cfg.storeViews.find((v) => v.code === store)?.locale ?? 'en',
  });
}
const hrefs = (store: StoreCode, content?: (s: string) => unknown) =>
  groups(store, content).flatMap((g) => g.links.map((l) => l.href));

describe('footerGroups', () => {
  it('groups the published pages of a store view: brand, shop, advice, help', () => {
    const pl = groups('pl');
    expect(pl.map((g) => [g.id, g.label])).toEqual([
      ['brand', 'Dermeya'],
      ['shop', 'Sklep'],
      ['advice', 'Porady'],
      ['help', 'Pomoc'],
    ]);
    expect(pl.find((g) => g.id === 'brand')?.links.map((l) => l.href)).toEqual([
      '/o-marce',
      '/badania-i-innowacje',
      '/wartosci-marki',
      '/ambasador',
      '/transmisje-na-zywo',
    ]);
    expect(pl.find((g) => g.id === 'shop')?.links.map((l) => l.href)).toEqual([
      '/oferty-specjalne',
      '/strona/koszty-dostawy',
      '/strona/metody-platnosci',
      '/bezpieczne-platnosci',
      '/bezpieczna-dostawa',
      '/znajdz-apteke',
      '/sklepy-internetowe',
    ]);
  });

  it('links the landing pages without a landing parent and the published series pages, by their content title', () => {
    const advice = groups('pl').find((g) => g.id === 'advice')?.links;
    expect(advice).toEqual([
      { label: 'Porady ekspertów', href: '/porady' },
      { label: 'Skóra atopowa', href: '/emotopic' },
      { label: 'Wypadanie włosów', href: '/wypadanie-wlosow' },
      { label: 'Poznaj serie', href: '/seria/series' },
    ]);
  });

  it('links the CMS pages marked for the footer, never a page a fixed route shows, and the site map', () => {
    expect(groups('pl').find((g) => g.id === 'help')?.links).toEqual([
      { label: 'Polityka cookies', href: '/strona/cookies' },
      { label: 'Regulamin', href: '/strona/regulamin' },
      { label: 'Mapa strony', href: '/mapa-strony' },
    ]);
    // The Romanian store view has no delivery-costs route: its static page is a CMS page there.
    expect(hrefs('ro')).toEqual(['/ro/pagina/koszty-dostawy', '/ro/pagina/cookies', '/ro/pagina/regulamin', '/ro/harta-site']);
  });

  it('leaves out the ambassador when unpublished and what a store view does not build', () => {
    const unpublished = (s: string) => (s === 'ambassador' ? { published: false } : sections[s]);
    expect(hrefs('pl', unpublished)).not.toContain('/ambasador');
    expect(hrefs('us')).toEqual([
      '/about-us',
      '/research-and-innovations',
      '/brand-values',
      '/page/delivery-cost',
      '/page/payment-method',
      '/page/cookies',
      '/page/regulamin',
      '/site-map',
    ]);
  });
});
