/** Image links of the feeds: text XML can carry, whatever the catalogue's image paths and URLs hold. */
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../feeds/common.ts';
import { proxyPath } from '../../../src/catalog/image-path.ts';
import { FEEDS, imageUrlFor } from '../../../feeds/index.ts';
import { plantedProducts } from './fixtures.ts';
import { feedContext, readXml } from './helpers.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const SITE = 'https://shop.example';

describe('feed image links', () => {
  const url = imageUrlFor(SITE);

  it('imageUrlFor: a path goes through the image proxy, percent-encoded', () => {
    expect(url('/p/krem ż.jpg')).toBe(`${SITE}/img/600/744/resize/p/krem%20%C5%BC.jpg`);
    expect(url('p/a\u0001b.jpg')).toBe(`${SITE}/img/600/744/resize/p/a%01b.jpg`);
  });

  it('imageUrlFor: the link of a path is the URL the pages show the image at (proxyPath), a path already encoded not encoded twice', () => {
    for (const path of ['/p/krem%20%C5%BC.jpg', '/p/50%.jpg', '/p/a.jpg?v=2'])
      expect(url(path)).toBe(`${SITE}${proxyPath(path, 600, 744)}`);
    expect(url('/p/krem%20%C5%BC.jpg')).toBe(`${SITE}/img/600/744/resize/p/krem%20%C5%BC.jpg`);
  });

  it('imageUrlFor: an absolute URL is kept in its serialisation, control and non-ASCII characters percent-encoded', () => {
    expect(url('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(url('HTTPS://CDN.example/a\u0002ż.jpg')).toBe('https://cdn.example/a%02%C5%BC.jpg');
  });

  it('imageUrlFor: a URL the parser refuses, or a path with a lone surrogate, is no link', () => {
    expect(url('https://cdn exa\u0001mple/a.jpg')).toBeUndefined();
    expect(url('https://')).toBeUndefined();
    expect(url('/p/a\uD800.jpg')).toBeUndefined();
  });

  it('a product whose image URLs hold control characters keeps every feed parseable; one with no usable image is left out where an image is required', () => {
    const planted = plantedProducts();
    const krem = planted.find((p) => p.sku === 'KREM-1');
    if (!krem) throw new Error('the planted KREM-1 is missing');
    const controlled = {
      ...krem,
      image: 'https://cdn.example/main\u0003.jpg',
      media_gallery: [{ image: 'https://cdn.example/g\u0004.jpg' }, { image: '/p/lone\uDC00.jpg' }, { image: '/p/ok.jpg' }],
    };
    const broken = {
      ...krem,
      id: 998,
      sku: 'KREM-BROKEN',
      url_key: 'broken',
      image: 'https://bad host/x.jpg',
      media_gallery: [],
    };
    const products = [...planted.filter((p) => p !== krem), controlled, broken];
    let checked = 0;
    for (const [name, write] of Object.entries(FEEDS)) {
      const result = write(products, feedContext('pl'));
      expect(CONTROL.test(result.xml), name).toBe(false);
      expect(() => readXml(result.xml), name).not.toThrow();
      if (result.xml.includes('cdn.example/main')) {
        expect(result.xml, name).toContain('https://cdn.example/main%03.jpg');
        checked++;
      }
      expect(result.xml, name).not.toContain('bad host');
    }
    expect(checked, 'feeds that write the main image').toBeGreaterThanOrEqual(2);
    const meta = FEEDS['fb-product-feed'](products, feedContext('pl'));
    expect(meta.leftOut).toContainEqual({ sku: 'KREM-BROKEN', reason: REASONS.noImage });
    expect(meta.xml).toContain('https://cdn.example/g%04.jpg');
    expect(meta.xml).toContain('/resize/p/ok.jpg');
  });
});
