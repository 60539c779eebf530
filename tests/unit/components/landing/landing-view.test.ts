import { describe, expect, it } from 'vitest';
import { storeView } from '../../../../src/config/index.ts';
import { landingEntries, type LandingEntry } from '../../../../src/components/landing/landing-content.ts';
import { landingView, type LandingViewContext, type SectionView } from '../../../../src/components/landing/landing-view.ts';
import { landingCrumbs } from '../../../../src/components/landing/landing-meta.ts';
import { reviewStars } from '../../../../src/components/landing/reviews.ts';
import { routeFor } from '../../../../src/routing/index.ts';
import { entry, PRODUCTS } from './fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ctx = (store: 'pl' | 'en' | 'us' = 'en', seriesSlugs: ReadonlySet<string> = new Set()): LandingViewContext => ({
  store: storeView(store),
  data: { products: PRODUCTS.map((p) => ({ ...p, store })), taxRules: [], linked: () => undefined, attributes: [] },
  now,
  settings: { stockSync: true, urlDispatcher: false, appendStoreCode: true },
  seriesSlugs,
});
const parse = (raw: Record<string, unknown>): LandingEntry => {
  const [page] = landingEntries([raw], now);
  if (!page) throw new Error('entry dropped');
  return page;
};
const section = <N extends SectionView['name']>(sections: readonly SectionView[], name: N) =>
  sections.find((s): s is Extract<SectionView, { name: N }> => s.name === name);
const skus = (cards: readonly { sku: string }[] | undefined) => cards?.map((c) => c.sku);

describe('landingView', () => {
  it('shows the sections in the layout order, titled by the content', () => {
    const view = landingView(
      parse(entry('e1', { layout_order: ['reviews', 'video', 'faq', 'header', 'products', 'buy_together'] })),
      ctx(),
    );
    expect(view.sections.map((s) => s.name)).toEqual(['reviews', 'faq', 'header', 'products', 'buy_together']);
    expect(view.sections.map((s) => s.title)).toEqual([
      'What they say',
      'Your questions',
      'Why it works',
      'Our products',
      'Together',
    ]);
    expect(view.title).toBe('Title e1');
  });

  it('shows product lists and the buy-together block as cards of visible products, unknown skus skipped', () => {
    const view = landingView(parse(entry('e1')), ctx());
    const products = section(view.sections, 'products');
    expect(products?.lists.map((l) => [l.title, skus(l.cards)])).toEqual([['List', ['E-2', 'E-1']]]);
    const together = section(view.sections, 'buy_together');
    expect(skus(together?.cards)).toEqual(['E-1']);
    expect(together?.gift).toMatchObject({ title: 'Your gift', card: { sku: 'E-3' } });
  });

  it('skips sections without content and uses the store view texts for missing titles', () => {
    const raw = entry('e1', {
      faq: [],
      reviews: [],
      product_lists: [],
      section_titles: [],
      gift_sku: 'NOPE',
      buy_together: { skus: ['E-1'] },
    });
    const view = landingView(parse(raw), ctx('pl'));
    expect(view.sections.map((s) => [s.name, s.title])).toEqual([
      ['header', undefined],
      ['buy_together', 'Kup razem'],
    ]);
    expect(section(view.sections, 'buy_together')?.gift).toBeUndefined();
  });

  it('shows the gift alone when nothing is bought together', () => {
    const view = landingView(parse(entry('e1', { buy_together: undefined, gift_title: undefined })), ctx());
    expect(section(view.sections, 'buy_together')).toMatchObject({
      title: 'Buy together',
      cards: [],
      gift: { title: 'Gift with your order' },
    });
  });

  it("shows a line's series page with the line's colour, label, products and a link to all of them", () => {
    const view = landingView(parse(entry('s', { type: 'series', slug: 'e-atopic', product_lists: [] })), ctx());
    expect(view.line).toEqual({ code: 'E', color: '#2e7d5b', label: 'Atopic skin', href: '/en/search?seria=3' });
    const products = section(view.sections, 'products');
    expect(products?.lists.map((l) => [l.title, skus(l.cards)])).toEqual([
      ['Products of the Atopic skin line', ['E-1', 'E-2', 'E-3']],
    ]);
    expect(section(view.sections, 'header')?.lines).toEqual([]);
  });

  it("takes its accents' colour from its series line, else from the one line all its products share (landingAccent)", () => {
    // every product shown (lists, buy-together, gift) of the atopic line: its colour, though the page is no series page
    const shared = landingView(parse(entry('e1')), ctx());
    expect(shared.line).toBeUndefined();
    expect(shared.accent).toBe('#2e7d5b');
    // a gift of another line: no one line, the brand's accent
    expect(landingView(parse(entry('e1', { gift_sku: 'H-1' })), ctx()).accent).toBeUndefined();
    // no products: the brand's accent
    const bare = entry('e1', { product_lists: [], buy_together: undefined, gift_sku: undefined });
    expect(landingView(parse(bare), ctx()).accent).toBeUndefined();
    // a series page: its line's colour
    expect(landingView(parse(entry('s', { type: 'series', slug: 'h-hair' })), ctx()).accent).toBe('#8a4f7d');
  });

  it('shows every line on the series overview, linked to its series page when built', () => {
    const view = landingView(parse(entry('s', { type: 'series', slug: 'overview' })), ctx('en', new Set(['h-hair'])));
    expect(view.line).toBeUndefined();
    const lines = section(view.sections, 'header')?.lines ?? [];
    expect(lines).toHaveLength(14);
    expect(lines.find((l) => l.code === 'H')?.href).toBe('/en/series/h-hair');
    expect(lines.find((l) => l.code === 'A')?.href).toBe('/en/search?seria=1');
  });

  it('shows the header image as a decorative 1600×600 banner', () => {
    const image = section(landingView(parse(entry('e1')), ctx()).sections, 'header')?.image;
    expect(image).toMatchObject({ src: '/img/1600/600/resize/h/e1.png', width: 1600, height: 600, alt: '' });
    expect(image?.srcset).toBe('/img/800/300/resize/h/e1.png 800w, /img/1600/600/resize/h/e1.png 1600w');
  });

  it('has no header section with nothing to show', () => {
    const raw = entry('e1', { header_image: undefined, section_titles: {} });
    expect(landingView(parse(raw), ctx()).sections.map((s) => s.name)).not.toContain('header');
  });
});

describe('landingCrumbs', () => {
  const route = routeFor('pl', 'hair-loss-women');
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Hair loss care', href: '/wypadanie-wlosow' },
    { label: 'Women', href: '/wypadanie-wlosow/kobiety' },
  ];
  it('names a landing parent by its content title', () => {
    if (!route) throw new Error('no route');
    const built = [{ routeName: 'pl-hair-loss', params: {}, path: '/wypadanie-wlosow', entryId: 'main' }];
    expect(landingCrumbs(route, crumbs, built, (id) => (id === 'main' ? 'Seasonal' : undefined)).map((c) => c.label)).toEqual([
      'Home',
      'Seasonal',
      'Women',
    ]);
  });
  it('leaves out a landing parent that is not built', () => {
    if (!route) throw new Error('no route');
    expect(landingCrumbs(route, crumbs, [], () => 'x').map((c) => c.href)).toEqual(['/', '/wypadanie-wlosow/kobiety']);
  });
});

describe('reviewStars', () => {
  it('fills the rating rounded to whole stars, within 0 to 5', () => {
    expect(reviewStars(4)).toBe('★★★★☆');
    expect(reviewStars(4.5)).toBe('★★★★★');
    expect(reviewStars(0)).toBe('☆☆☆☆☆');
    expect(reviewStars(7)).toBe('★★★★★');
  });
});
