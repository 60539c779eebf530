/** The storefront's image sizes (src/config/image-sizes.ts). */
import { describe, expect, it } from 'vitest';
import { proxiedImage } from '../../../src/catalog/image-path.ts';
import { IMAGE_SIZES, isListedImageSize } from '../../../src/config/index.ts';

describe('IMAGE_SIZES', () => {
  it('holds the sizes of spec 000 §9: gallery 600×744, thumbnail 310×300, cart 150×150', () => {
    expect(IMAGE_SIZES.productGallery).toEqual({ width: 600, height: 744 });
    expect(IMAGE_SIZES.productThumbnail).toEqual({ width: 310, height: 300 });
    expect(IMAGE_SIZES.cart).toEqual({ width: 150, height: 150 });
  });

  it('every size lies within the proxy bounds (1..2000 per side)', () => {
    for (const [name, { width, height }] of Object.entries(IMAGE_SIZES))
      for (const side of [width, height]) expect(Number.isInteger(side) && side >= 1 && side <= 2000, name).toBe(true);
  });

  it('isListedImageSize: exactly the entries, width and height together', () => {
    for (const { width, height } of Object.values(IMAGE_SIZES)) expect(isListedImageSize(width, height)).toBe(true);
    expect(isListedImageSize(300, 310)).toBe(false);
    expect(isListedImageSize(600, 300)).toBe(false);
    expect(isListedImageSize(123, 45)).toBe(false);
  });

  it('proxiedImage takes a named size only: an ad-hoc size fails type-checking', () => {
    expect(proxiedImage('/p/a.png', IMAGE_SIZES.productGallery)).toBe('/img/600/744/resize/p/a.png');
    // @ts-expect-error 123×45 is no entry of IMAGE_SIZES
    expect(proxiedImage('/p/a.png', { width: 123, height: 45 })).toBe('/img/123/45/resize/p/a.png');
    const computed = { width: IMAGE_SIZES.shopLogo.width / 2, height: IMAGE_SIZES.shopLogo.height / 2 };
    // @ts-expect-error a computed size is a number, not a listed one
    expect(proxiedImage('/p/a.png', computed)).toBe('/img/200/80/resize/p/a.png');
  });
});
