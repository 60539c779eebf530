import { describe, expect, it } from 'vitest';
import { partsPriceValidUntil, priceValidUntil, productGroupLd, productLd } from '../../../../src/components/product/json-ld.ts';

describe('priceValidUntil of a price summed from parts (partsPriceValidUntil)', () => {
  it("is the earliest end day of its parts' special prices", () => {
    const parts = [
      { special: { regular: 10, from: '', to: '2026-12-16 00:00:00' } },
      {},
      { special: { regular: 10, from: '', to: '2026-12-11 00:00:00' } },
    ];
    expect(partsPriceValidUntil(parts)).toBe(priceValidUntil(true, '2026-12-11 00:00:00'));
    expect(partsPriceValidUntil(parts)).toMatch(/^2026-12-1[01]$/);
  });

  it('is absent when no part is on a special price that ends (open-ended or unreadable ends too)', () => {
    expect(partsPriceValidUntil([{}, {}])).toBeUndefined();
    expect(partsPriceValidUntil([{ special: { regular: 10, from: '2026-11-01', to: '' } }])).toBeUndefined();
    expect(partsPriceValidUntil([{ special: { regular: 10, from: '', to: 'soon' } }])).toBeUndefined();
    expect(partsPriceValidUntil([])).toBeUndefined();
  });
});

describe('productGroupLd (a configurable product’s own page: its variants as schema.org reads them)', () => {
  const offer = (sku: string, ean: string | undefined) => ({
    sku,
    ean,
    price: 24.5,
    currency: 'PLN',
    stock: 'ok' as const,
    url: `https://shop.test/produkt/krem/${sku}`,
  });
  const group = (variesBy: readonly string[]) =>
    productGroupLd({
      name: 'Krem',
      groupId: 'K-1',
      description: '<p>Na noc</p>',
      brand: 'Dermeya',
      images: ['https://shop.test/img/a.png'],
      url: 'https://shop.test/produkt/krem',
      variesBy,
      variants: [
        { name: 'Krem 50 ml', offer: offer('K-1-50', '5901234123457'), image: 'https://shop.test/img/50.png' },
        { name: 'Krem 100 ml', offer: offer('K-1-100', '123'), image: undefined },
      ],
    }) as Record<string, unknown>;

  it('is the group (its id the product’s sku) with each variant a Product of its own sku, GTIN, address and Offer', () => {
    const ld = group(['size']);
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Krem',
      productGroupID: 'K-1',
      description: 'Na noc',
      variesBy: ['https://schema.org/size'],
      url: 'https://shop.test/produkt/krem',
    });
    expect(ld['hasVariant']).toEqual([
      {
        '@type': 'Product',
        name: 'Krem 50 ml',
        sku: 'K-1-50',
        gtin13: '5901234123457',
        image: 'https://shop.test/img/50.png',
        url: 'https://shop.test/produkt/krem/K-1-50',
        offers: {
          '@type': 'Offer',
          sku: 'K-1-50',
          gtin13: '5901234123457',
          price: '24.50',
          priceCurrency: 'PLN',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.test/produkt/krem/K-1-50',
        },
      },
      expect.objectContaining({ sku: 'K-1-100' }),
    ]);
    // An invalid EAN is no GTIN; no image, no `image`.
    const second = (ld['hasVariant'] as Record<string, unknown>[])[1];
    expect(second).not.toHaveProperty('gtin13');
    expect(second).not.toHaveProperty('image');
  });

  it('names schema.org’s colour and size among the attributes its variants differ by, and no other', () => {
    expect(group(['color', 'size', 'color'])['variesBy']).toEqual(['https://schema.org/color', 'https://schema.org/size']);
    expect(group(['skin_type'])).not.toHaveProperty('variesBy');
  });

  it('a variant’s own page names its group (inProductGroupWithID)', () => {
    const product = productLd({
      name: 'Krem 50 ml',
      sku: 'K-1-50',
      ean: undefined,
      description: undefined,
      brand: 'Dermeya',
      images: [],
      url: 'https://shop.test/produkt/krem/K-1-50',
      offers: [offer('K-1-50', undefined)],
      groupId: 'K-1',
    });
    expect(product).toMatchObject({ '@type': 'Product', sku: 'K-1-50', inProductGroupWithID: 'K-1' });
  });
});
