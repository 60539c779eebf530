/** Which sizes the image proxy renders (backend/images/image-rule.ts) and the signatures the build gives the others. */
import { describe, expect, it } from 'vitest';
import type { ImageRequest } from '../../../../backend/images/image-path.ts';
import {
  imageSignatureOf,
  imageSizeRefused,
  isAllowedImageRequest,
  isSignedImageRequest,
} from '../../../../backend/images/image-rule.ts';
import { imageSignature, signedProxiedImage } from '../../../../src/catalog/signed-image.ts';
import { IMAGE_SIZES } from '../../../../src/config/image-sizes.ts';

const KEY = 'a-test-key-of-16+chars';
const unlisted: ImageRequest = { width: 123, height: 45, path: '/p/KR-001-1.png' };
const sign = (r: ImageRequest, key = KEY) => imageSignature(key, r.width, r.height, r.path);

describe('isSignedImageRequest (the sign/verify pair)', () => {
  it('a signature verifies for its size and path under its key', () => {
    expect(isSignedImageRequest(unlisted, sign(unlisted), KEY)).toBe(true);
  });

  it('is base64url of 16 bytes of the MAC: 22 characters', () => {
    expect(sign(unlisted)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a changed width, height, path or key fails', () => {
    const signature = sign(unlisted);
    expect(isSignedImageRequest({ ...unlisted, width: 124 }, signature, KEY)).toBe(false);
    expect(isSignedImageRequest({ ...unlisted, height: 46 }, signature, KEY)).toBe(false);
    expect(isSignedImageRequest({ ...unlisted, path: '/p/KR-002-1.png' }, signature, KEY)).toBe(false);
    expect(isSignedImageRequest(unlisted, signature, `${KEY}x`)).toBe(false);
    expect(isSignedImageRequest(unlisted, sign(unlisted, `${KEY}x`), KEY)).toBe(false);
  });

  it('the canonical string is width/height and the path: 12/34 of /5x is not 123/4 of /5x', () => {
    expect(imageSignature(KEY, 12, 34, '/5x')).not.toBe(imageSignature(KEY, 123, 4, '/5x'));
    expect(imageSignature(KEY, 12, 34, '/5x')).toBe(imageSignature(KEY, 12, 34, '/5x'));
  });

  it('a truncated, garbled, padded or empty signature (or none) fails without throwing', () => {
    const signature = sign(unlisted);
    for (const bad of [
      signature.slice(0, -1),
      signature.slice(0, 8),
      `${signature}A`,
      `${signature}==`,
      `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      signature.toUpperCase() === signature ? signature.toLowerCase() : signature.toUpperCase(),
      'ż'.repeat(11),
      '\u0000'.repeat(22),
      '',
      undefined,
    ]) {
      expect(() => isSignedImageRequest(unlisted, bad, KEY), String(bad)).not.toThrow();
      expect(isSignedImageRequest(unlisted, bad, KEY), String(bad)).toBe(false);
    }
  });
});

describe('isAllowedImageRequest (the image proxy rule)', () => {
  const listed: ImageRequest = { ...IMAGE_SIZES.productThumbnail, path: '/p/KR-001-1.png' };
  it.each([
    ['a listed size, unsigned', listed, undefined, true],
    ['a listed size with a wrong signature', listed, 'garbage', true],
    ['an unlisted size, unsigned', unlisted, undefined, false],
    ['an unlisted size, signed', unlisted, sign(unlisted), true],
    ['an unlisted size signed for another size', unlisted, sign({ ...unlisted, width: 45, height: 123 }), false],
    ['an unlisted size signed for another path', unlisted, sign({ ...unlisted, path: '/p/other.png' }), false],
    ['an unlisted size signed with another key', unlisted, sign(unlisted, 'another-key-of-16-chars'), false],
    [
      'the width and height of two listed sizes crossed (600×300)',
      { width: 600, height: 300, path: '/p/a.png' },
      undefined,
      false,
    ],
  ] as const)('%s', (_name, request, signature, allowed) => {
    expect(isAllowedImageRequest(request, signature, KEY)).toBe(allowed);
  });

  it('every size of IMAGE_SIZES is allowed unsigned', () => {
    for (const [name, size] of Object.entries(IMAGE_SIZES))
      expect(isAllowedImageRequest({ ...size, path: '/a.png' }, undefined, KEY), name).toBe(true);
  });

  it('refuses with a 403 naming the size and what it needs', () => {
    const error = imageSizeRefused(unlisted);
    expect(error.status).toBe(403);
    expect(error.message).toBe('Image size 123×45 is not one the storefront uses; other sizes need a signed URL');
  });
});

describe('imageSignatureOf', () => {
  it('reads the s parameter of the raw target, whatever else the query holds', () => {
    expect(imageSignatureOf('/img/1/2/resize/a.png')).toBeUndefined();
    expect(imageSignatureOf('/img/1/2/resize/a.png?x=1')).toBeUndefined();
    expect(imageSignatureOf('/img/1/2/resize/a.png?s=abc')).toBe('abc');
    expect(imageSignatureOf('/img/1/2/resize/a.png?v=2&s=abc&s=def')).toBe('abc');
  });
});

describe('signedProxiedImage (the build side)', () => {
  it('a listed size is the unsigned proxiedImage path; another is signed over the decoded path, accepted by the rule', () => {
    expect(signedProxiedImage('/p/a.png', 310, 300, KEY)).toBe('/img/310/300/resize/p/a.png');
    const url = signedProxiedImage('p/krem%20%C5%BC.png', 123, 45, KEY);
    expect(url).toBe(`/img/123/45/resize/p/krem%20%C5%BC.png?s=${imageSignature(KEY, 123, 45, '/p/krem ż.png')}`);
    expect(isAllowedImageRequest({ width: 123, height: 45, path: '/p/krem ż.png' }, imageSignatureOf(url), KEY)).toBe(true);
  });

  it('puts the signature after a query and before a fragment; keeps an absolute URL and a path the proxy cannot decode', () => {
    const s = imageSignature(KEY, 123, 45, '/p/a.png');
    expect(signedProxiedImage('/p/a.png?v=2#top', 123, 45, KEY)).toBe(`/img/123/45/resize/p/a.png?v=2&s=${s}#top`);
    expect(signedProxiedImage('https://cdn.example/a.png', 123, 45, KEY)).toBe('https://cdn.example/a.png');
    // An escape of no UTF-8 character: the proxy answers 400 whatever the signature.
    expect(signedProxiedImage('/p/%C5.png', 123, 45, KEY)).toBe('/img/123/45/resize/p/%C5.png');
  });

  it('signs a name with a % that starts no escape as the proxy reads it: the % encoded (urlPathOf)', () => {
    const url = signedProxiedImage('/p/50%.png', 123, 45, KEY);
    expect(url).toBe(`/img/123/45/resize/p/50%25.png?s=${imageSignature(KEY, 123, 45, '/p/50%.png')}`);
    expect(isAllowedImageRequest({ width: 123, height: 45, path: '/p/50%.png' }, imageSignatureOf(url), KEY)).toBe(true);
  });
});
