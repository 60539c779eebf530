import { describe, expect, it } from 'vitest';
import { boxById, visibleOffers } from '../../../../src/components/pages/offers.ts';
import { nameSection } from '../../../../src/components/pages/parse.ts';
import { bySkus } from '../../../../src/catalog/index.ts';
import { product } from '../../catalog/fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');
const offer = (over: Record<string, unknown> = {}) => ({
  _id: 'o1',
  slug: 'winter',
  title: 'Winter',
  lead: 'Lead',
  banner: '/c/o1.png',
  header_images: { desktop: '/c/o1.png', mobile: '/c/o1-m.png' },
  dropdowns: [{ title: 'Terms', content: '<p>x</p>' }],
  box: 'box-1',
  skus: ['A', 'B'],
  publish_from: '2026-11-01T00:00:00Z',
  publish_to: null,
  ...over,
});

describe('visibleOffers', () => {
  it('keeps an offer with a slug inside its publication window, with its parts', () => {
    const [o] = visibleOffers([offer()], now);
    expect(o).toMatchObject({ id: 'o1', slug: 'winter', title: 'Winter', boxId: 'box-1', skus: ['A', 'B'] });
    expect(o?.header).toEqual({ desktop: '/c/o1.png', mobile: '/c/o1-m.png' });
    expect(o?.dropdowns).toHaveLength(1);
  });

  it("an offer's products are its products (sku, slug) then its SKU list, in order, each card once", () => {
    const products = [
      { sku: 'C', slug: 'cream-c' },
      { sku: 'A', slug: 'gel-a' },
    ];
    const skus = visibleOffers([offer({ products })], now)[0]?.skus ?? [];
    expect(skus).toEqual(['C', 'A', 'A', 'B']);
    // The offer page's cards come through bySkus: each product once, in that order.
    const catalogue = ['A', 'B', 'C'].map((sku, i) => product({ id: i + 1, sku }));
    expect(bySkus(catalogue, skus).map((p) => p.sku)).toEqual(['C', 'A', 'B']);
    expect(visibleOffers([offer({ products, skus: undefined })], now)[0]?.skus).toEqual(['C', 'A']);
    // A product without its sku is malformed: the offer is dropped whole, as with a broken SKU list.
    expect(visibleOffers([offer({ products: [{ slug: 'no-sku' }] })], now)).toEqual([]);
  });

  it('drops slug-less, expired, not yet started and unreadable-window offers', () => {
    const offers = [
      offer({ _id: 'a', slug: '' }),
      offer({ _id: 'b', slug: 'b', publish_to: '2026-11-10T00:00:00Z' }),
      offer({ _id: 'c', slug: 'c', publish_from: '2026-12-01T00:00:00Z' }),
      offer({ _id: 'd', slug: 'd', publish_from: 'not a date' }),
    ];
    expect(visibleOffers(offers, now)).toEqual([]);
  });

  it('drops a malformed offer whole and a later offer repeating a slug', () => {
    const offers = [
      offer({ _id: 'x', title: '' }),
      offer({ _id: 'y', dropdowns: [{ title: 'no content' }] }),
      offer(),
      offer({ _id: 'o2' }),
    ];
    expect(visibleOffers(offers, now).map((o) => o.id)).toEqual(['o1']);
    expect(visibleOffers('nonsense', now)).toEqual([]);
  });

  it('names in the build output a later offer dropped for repeating a slug', () => {
    const value = [offer(), offer({ _id: 'o2', title: 'Winter again' })];
    const warnings: string[] = [];
    nameSection(value, 'pl', 'special_offers', (message) => warnings.push(message));
    expect(visibleOffers(value, now).map((o) => o.id)).toEqual(['o1']);
    expect(warnings).toEqual(['[content] pl: dropped special_offers entry o2: slug "winter" is offer o1\'s']);
  });

  it('falls back to the desktop header for the mobile one and for the banner', () => {
    const [o] = visibleOffers([offer({ banner: undefined, header_images: { desktop: '/d.png' } })], now);
    expect(o?.header).toEqual({ desktop: '/d.png', mobile: '/d.png' });
    expect(o?.banner).toBe('/d.png');
    expect(visibleOffers([offer({ header_images: 'x', banner: undefined })], now)[0]?.header).toBeUndefined();
  });
});

describe('boxById', () => {
  const boxes = [
    { id: '', products: ['A'] },
    {
      id: 'box-1',
      header: 'Set',
      final_price: 99.99,
      original_price: 129.99,
      gift_sku: 'G',
      products: ['A', 'B'],
      multipack: true,
    },
    { id: 'box-2', final_price: 'cheap', products: 'A' },
  ];

  it('finds a valid box by id', () => {
    expect(boxById(boxes, 'box-1')).toMatchObject({ id: 'box-1', final_price: 99.99, gift_sku: 'G', multipack: true });
  });

  it('gives nothing for no id, an unknown id, an empty id or a malformed box', () => {
    expect(boxById(boxes, undefined)).toBeUndefined();
    expect(boxById(boxes, 'nope')).toBeUndefined();
    expect(boxById(boxes, '')).toBeUndefined();
    expect(boxById(boxes, 'box-2')).toBeUndefined();
  });
});
