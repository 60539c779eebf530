import { describe, expect, it } from 'vitest';
import { parseImageTarget } from '../../../backend/images/image-path.ts';
import { proxyPath, urlPathOf } from '../../../src/catalog/image-path.ts';
import { signedProxiedImage } from '../../../src/catalog/signed-image.ts';

describe('urlPathOf: a media path as a URL path', () => {
  it('percent-encodes what a URL cannot carry: a space, quotes, angle brackets, non-ASCII letters', () => {
    expect(urlPathOf('/uploads/Krem nawilżający.jpg')).toBe('/uploads/Krem%20nawil%C5%BCaj%C4%85cy.jpg');
    expect(urlPathOf('/a"b<c>.png')).toBe('/a%22b%3Cc%3E.png');
    expect(urlPathOf('/a\tb\n.png')).toBe('/a%09b%0A.png');
  });

  it('keeps a path already encoded, its query and its fragment as they are', () => {
    expect(urlPathOf('/uploads/Krem%20nawil%C5%BCaj.jpg')).toBe('/uploads/Krem%20nawil%C5%BCaj.jpg');
    expect(urlPathOf('/p/a.png?v=2#top')).toBe('/p/a.png?v=2#top');
    expect(urlPathOf("/p/a-b_c.d~e!$&'()*+,;=:@.png")).toBe("/p/a-b_c.d~e!$&'()*+,;=:@.png");
  });

  it('encodes a % that starts no escape, and a lone surrogate as U+FFFD', () => {
    expect(urlPathOf('/p/50%.png')).toBe('/p/50%25.png');
    expect(urlPathOf('/p/%zz.png')).toBe('/p/%25zz.png');
    expect(urlPathOf('/p/\uD800.png')).toBe('/p/%EF%BF%BD.png');
  });
});

describe('proxyPath with names a URL cannot carry as they are', () => {
  it('gives a URL with no space (a srcset candidate ends at one) that the proxy reads back as the name', () => {
    const url = proxyPath('/uploads/Krem nawilżający 50%.jpg', 600, 744);
    expect(url).toBe('/img/600/744/resize/uploads/Krem%20nawil%C5%BCaj%C4%85cy%2050%25.jpg');
    expect(parseImageTarget(url)).toEqual({ width: 600, height: 744, path: '/uploads/Krem nawilżający 50%.jpg' });
  });

  it('a path gets one leading slash after encoding, whether it had none or several', () => {
    expect(proxyPath('a b.png', 10, 10)).toBe('/img/10/10/resize/a%20b.png');
    expect(proxyPath('//p/a.png', 10, 10)).toBe('/img/10/10/resize/p/a.png');
    expect(parseImageTarget(proxyPath('///p/a b.png', 10, 10)).path).toBe('/p/a b.png');
  });

  it('signs the decoded name, as the proxy reads it', () => {
    const plain = signedProxiedImage('/uploads/a b.jpg', 123, 45, 'key');
    const encoded = signedProxiedImage('/uploads/a%20b.jpg', 123, 45, 'key');
    expect(plain).toMatch(/^\/img\/123\/45\/resize\/uploads\/a%20b\.jpg\?s=[\w-]{22}$/);
    expect(plain).toBe(encoded);
  });
});
