import { describe, expect, it } from 'vitest';
import { isTraversal, parseImageTarget } from '../../../../backend/images/image-path.ts';

describe('image proxy request', () => {
  it('parses width, height and the media path', () => {
    expect(parseImageTarget('/img/600/744/resize/p/KR-001-1.png?x=1')).toEqual({
      width: 600,
      height: 744,
      path: '/p/KR-001-1.png',
    });
  });

  it('width and height must lie in 1..2000', () => {
    for (const t of [
      '/img/0/10/resize/a.png',
      '/img/10/2001/resize/a.png',
      '/img/-1/10/resize/a.png',
      '/img/abc/10/resize/a.png',
    ]) {
      expect(() => parseImageTarget(t)).toThrow(/between 1 and 2000/);
    }
  });

  it('path traversal is refused: .., encoded dots, backslashes, absolute and drive paths', () => {
    for (const p of ['/../etc/passwd', '/%2e%2e/etc', '/%2E%2E/etc', '/a\\b', '/a%5cb', '//etc/passwd', '/c:/win', '/a%00.png']) {
      expect(isTraversal(p)).toBe(true);
      expect(() => parseImageTarget(`/img/10/10/resize${p}`)).toThrow(/leave the media directory/);
    }
    expect(isTraversal('/p/a.b.png')).toBe(false);
  });
});
