/** The pure parts of the catalogue screens: variant links and labels, gallery, description, JSON-LD. */
import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../../src/components/catalog/json-ld.ts';
import { productLd } from '../../../src/components/product/json-ld.ts';
import {
  productPageTitle,
  descriptionParagraphs,
  galleryOf,
  variantLabel,
  variantLinks,
} from '../../../src/components/product/product-view.ts';
import type { ProductPath } from '../../../src/components/catalog/collections.ts';
import { variantAsProduct } from '../../../src/domain/product/variants.ts';
import { configurable, product } from '../catalog/fixtures.ts';

const withColours = () => ({
  ...configurable(),
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'color',
      label: 'Colour',
      values: [
        { value_index: 50, label: 'Ivory' },
        { value_index: 51, label: 'Sand' },
      ],
    },
  ],
});

const pages = (skus: string[]): { productPaths: ProductPath[] } => ({
  productPaths: skus.map((childSku) => ({
    store: 'pl',
    routeName: 'pl-configurable-product',
    params: { slug: 'conf', childSku },
    path: `/produkt/conf/${childSku}`,
    sku: 'CONF',
  })),
});

describe('variant links', () => {
  it('offers only available variants that have a page, marking the one shown', () => {
    const links = variantLinks(withColours(), pages(['CONF-A', 'CONF-B', 'CONF-C']), 'CONF-A', false);
    expect(links).toEqual([
      { sku: 'CONF-A', id: 51, label: 'Ivory', href: '/produkt/conf/CONF-A', current: true, liveStock: false },
    ]);
  });

  it('lists out-of-stock variants when out-of-stock listing is on, never disabled ones', () => {
    const links = variantLinks(withColours(), pages(['CONF-A', 'CONF-B', 'CONF-C']), 'CONF-C', true);
    expect(links.map((l) => [l.sku, l.label, l.current])).toEqual([
      ['CONF-A', 'Ivory', false],
      ['CONF-C', 'Sand', true],
    ]);
  });

  it('has the live island check the stock of the variants not shown, when out-of-stock variants are not offered', () => {
    const offered = variantLinks(withColours(), pages(['CONF-A', 'CONF-B', 'CONF-C']), 'CONF-C', false);
    // CONF-C is shown though out of stock (its page's own line says so); CONF-A is checked.
    expect(offered.map((l) => [l.sku, l.liveStock])).toEqual([['CONF-A', true]]);
    const all = variantLinks(withColours(), pages(['CONF-A', 'CONF-B', 'CONF-C']), 'CONF-C', true);
    expect(all.map((l) => [l.sku, l.liveStock])).toEqual([
      ['CONF-A', false],
      ['CONF-C', false],
    ]);
  });

  it('labels a variant by its sku when it has no option value', () => {
    const p = withColours();
    expect(variantLabel({ configurable_options: [] }, p.configurable_children[0]!)).toBe('CONF-A');
  });

  it('shows a variant as a simple product with its own sku and the parent’s name', () => {
    const p = withColours();
    const shown = variantAsProduct(p, p.configurable_children[0]!);
    expect([shown.sku, shown.name, shown.type_id, shown.configurable_children]).toEqual(['CONF-A', p.name, 'simple', []]);
  });
});

describe('the product page title', () => {
  it('is the product’s meta_title, else its name; a variant’s page names the product and the variant', () => {
    expect(productPageTitle({ name: 'Krem', meta_title: 'Krem na dzień | Dermeya' })).toBe('Krem na dzień | Dermeya');
    expect(productPageTitle({ name: 'Krem', meta_title: '  ' })).toBe('Krem');
    expect(productPageTitle({ name: 'Krem' })).toBe('Krem');
    expect(productPageTitle({ name: 'Krem', meta_title: 'Krem | Dermeya' }, '50 ml')).toBe('Krem 50 ml');
  });
});

describe('gallery and description', () => {
  it('puts the shown image first, drops duplicates and images without a path, and falls back to the name for alt', () => {
    const p = product({
      id: 1,
      sku: 'G',
      image: '/p/b.png',
      media_gallery: [
        { image: '/p/a.png', label: 'Front' },
        { image: '/p/b.png', label: 'Back' },
        { image: '', label: 'None' },
      ],
    });
    expect(galleryOf(p, p)).toEqual([
      {
        src: '/img/600/744/resize/p/b.png',
        thumb: '/img/310/300/resize/p/b.png',
        thumbHalf: '/img/155/150/resize/p/b.png',
        alt: p.name,
      },
      {
        src: '/img/600/744/resize/p/a.png',
        thumb: '/img/310/300/resize/p/a.png',
        thumbHalf: '/img/155/150/resize/p/a.png',
        alt: 'Front',
      },
    ]);
  });

  it('turns description HTML into plain paragraphs, markup never kept', () => {
    expect(descriptionParagraphs('<p>One &amp; <b>two</b></p><p><script>x()</script></p>Three<br>Four')).toEqual([
      'One & two',
      'Three',
      'Four',
    ]);
    expect(descriptionParagraphs(undefined)).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const offer = { sku: 'S', price: 12.5, currency: 'PLN', stock: 'ok' as const, url: 'http://x/p' };

  it('writes gtin13 only for a valid EAN-13 and prices with two decimals', () => {
    const ld = productLd({
      name: 'N',
      sku: 'S',
      ean: '5909990001002',
      description: '<p>D</p>',
      brand: 'B',
      images: [],
      url: 'http://x/p',
      offers: [
        { ...offer, ean: '5909990001002' },
        { ...offer, ean: '5909990001003', stock: 'out_of_stock' },
      ],
    }) as { gtin13?: string; description: string; offers: Record<string, string>[] };
    expect(ld.gtin13).toBe('5909990001002');
    expect(ld.description).toBe('D');
    expect(ld.offers.map((o) => [o['price'], o['gtin13'], o['availability']])).toEqual([
      ['12.50', '5909990001002', 'https://schema.org/InStock'],
      ['12.50', undefined, 'https://schema.org/OutOfStock'],
    ]);
  });

  it('gives its images, and no image property for a product without one', () => {
    const input = {
      name: 'N',
      sku: 'S',
      ean: undefined,
      description: undefined,
      brand: 'B',
      url: 'http://x/p',
      offers: [{ ...offer, ean: undefined }],
    };
    expect(productLd({ ...input, images: ['http://x/a.png'] })).toMatchObject({ image: ['http://x/a.png'] });
    expect(productLd({ ...input, images: [] })).not.toHaveProperty('image');
  });

  it('serialises so that no text can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});
