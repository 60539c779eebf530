import { describe, expect, it } from 'vitest';
import { config, storeView, type StoreView } from '../../../../src/config/index.ts';
import { contentView, type ViewContext } from '../../../../src/components/pages/views.ts';

const now = new Date('2026-11-22T12:00:00Z');
const sections: Record<string, unknown> = {
  special_offers: [
    { _id: 'o1', slug: 'zima', title: 'Zima', box: 'box-1', skus: ['NOPE'], publish_from: '2026-11-01T00:00:00Z' },
  ],
  boxes: [
    {
      id: 'box-1',
      header: 'Set',
      final_price: 109.99,
      original_price: 139.99,
      gift_sku: 'GIFT',
      products: ['NOPE'],
      multipack: true,
    },
  ],
  static_pages: [
    { _id: 'terms', slug: 'regulamin', content: '<p>Terms</p>' },
    { _id: 'dc', slug: 'koszty-dostawy', identifier: 'delivery-costs', content: '<p>Costs</p>' },
  ],
  about: [{ _id: 'a1', content: '<p>A</p>' }],
  safe_delivery: { header: 'Safe', shippings: [{ name: 'Courier' }] },
  external_shops: [{ _id: 's', url: 'https://s.example.com', domain: 's.example.com', country: 'HR' }],
  streams: [{ _id: 'st', title: 'Live', date: '2026-12-01' }],
  ambassador: { published: false },
};
const ctx = (store: 'pl' | 'us' = 'pl', storeViews: readonly StoreView[] = config().storeViews): ViewContext => ({
  store: storeView(store),
  storeViews,
  now,
  data: { products: [], taxRules: [], linked: () => undefined, attributes: [], content: (s) => sections[s] as never },
  settings: { stockSync: true, urlDispatcher: false, appendStoreCode: true },
});
const href = (slug: string) => `/o/${slug}`;

describe('contentView', () => {
  it('lists the visible offers with their links', () => {
    const view = contentView('special-offers', '', ctx(), href);
    expect(view?.kind === 'offers' && view.offers.map((o) => o.href)).toEqual(['/o/zima']);
  });

  it("shows an offer's box with its prices in the store view's currency and its gift", () => {
    const view = contentView('special-offer', 'o1', ctx(), href);
    if (view?.kind !== 'offer') throw new Error('no offer');
    expect(view.box).toMatchObject({ header: 'Set', multipack: true, cards: [], gift: { sku: 'GIFT', card: undefined } });
    expect(view.box?.finalPrice?.text.replace(/\s/g, ' ')).toBe('109,99 zł');
    expect(view.box?.originalPrice?.text.replace(/\s/g, ' ')).toBe('139,99 zł');
    // with their mobile faces (spec 001 §9: 0 decimals on mobile)
    expect(view.box?.finalPrice?.mobile.replace(/\s/g, ' ')).toBe('110 zł');
    expect(contentView('special-offer', 'gone', ctx(), href)).toBeUndefined();
  });

  it('content prices in the store view’s currency only: the US view, reading the English store view’s euro content, shows its box without prices', () => {
    const us = contentView('special-offer', 'o1', ctx('us'), href);
    if (us?.kind !== 'offer') throw new Error('no offer');
    expect(us.box).toMatchObject({ header: 'Set', gift: { sku: 'GIFT' } });
    expect(us.box?.finalPrice).toBeUndefined();
    expect(us.box?.originalPrice).toBeUndefined();
    // Where no other store view speaks English, its content's amounts are the US view's own: in dollars.
    expect(contentView('special-offer', 'o1', ctx('us', [storeView('pl'), storeView('us')]), href)).toMatchObject({
      box: { finalPrice: { text: '$109.99', mobile: '$110' } },
    });
    expect(contentView('special-offer', 'gone', ctx(), href)).toBeUndefined();
  });

  it('shows the static page of an id, and the fixed pages by identifier', () => {
    expect(contentView('cms-page', 'terms', ctx(), href)).toEqual({ kind: 'html', html: '<p>Terms</p>' });
    expect(contentView('cms-page', 'nope', ctx(), href)).toBeUndefined();
    expect(contentView('delivery-costs', '', ctx(), href)).toEqual({ kind: 'html', html: '<p>Costs</p>' });
    expect(contentView('payment-methods', '', ctx(), href)).toEqual({ kind: 'html', html: undefined });
  });

  it('reads the brand, safe, shops and streams sections', () => {
    expect(contentView('about', '', ctx(), href)).toMatchObject({ kind: 'boxes', boxes: [{ _id: 'a1' }] });
    expect(contentView('values', '', ctx(), href)).toEqual({ kind: 'boxes', boxes: [] });
    expect(contentView('safe-delivery', '', ctx(), href)).toMatchObject({ kind: 'safe', info: { header: 'Safe' } });
    expect(contentView('safe-payment', '', ctx(), href)).toMatchObject({ kind: 'safe', info: undefined });
    expect(contentView('external-shops', '', ctx(), href)).toMatchObject({ kind: 'shops', groups: [{ country: 'HR' }] });
    expect(contentView('streams', '', ctx(), href)).toMatchObject({ kind: 'streams', streams: { upcoming: [{ _id: 'st' }] } });
  });

  it('has no ambassador view when it is not published, and none for other screens', () => {
    expect(contentView('ambassador', '', ctx(), href)).toBeUndefined();
    expect(contentView('home', '', ctx(), href)).toBeUndefined();
  });
});
