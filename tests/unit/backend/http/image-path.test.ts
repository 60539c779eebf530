import { describe, expect, it } from 'vitest';
import { isTraversal, parseImageTarget } from '../../../../backend/images/image-path.ts';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { negotiateFormat, cacheKey, resizeCached } from '../../../../backend/images/resize.ts';

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

  it('AVIF, then WebP by the Accept header, else the source kind', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*', '/a.png')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*', '/a.png')).toBe('webp');
    expect(negotiateFormat('*/*', '/a.png')).toBe('png');
    expect(negotiateFormat(undefined, '/a.jpg')).toBe('jpeg');
  });

  it('the cache key depends on path, size, format and the source version', () => {
    const k = cacheKey('/a.png', 1, 2, 'webp', '10:1');
    expect(k).not.toBe(cacheKey('/a.png', 2, 1, 'webp', '10:1'));
    expect(k).not.toBe(cacheKey('/a.png', 1, 2, 'avif', '10:1'));
    expect(k).not.toBe(cacheKey('/a.png', 1, 2, 'webp', '11:2'));
    expect(k).toBe(cacheKey('/a.png', 1, 2, 'webp', '10:1'));
  });

  it('resizes an image replaced at the same path again, and refuses a removed one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'resize-'));
    try {
      const file = join(dir, 'a.png');
      const red = { width: 8, height: 8, channels: 3, background: '#ff0000' } as const;
      const blue = { width: 8, height: 8, channels: 3, background: '#0000ff' } as const;
      const key = { path: '/a.png', width: 4, height: 4, format: 'png' } as const;
      const pixel = async (body: Buffer) => (await sharp(body).raw().toBuffer()).subarray(0, 3).toJSON().data;

      await sharp({ create: red }).png().toFile(file);
      const first = await resizeCached(file, join(dir, 'cache'), key);
      expect((await resizeCached(file, join(dir, 'cache'), key)).cached).toBe(true);
      expect(await pixel(first.body)).toEqual([255, 0, 0]);

      await sharp({ create: blue }).png().toFile(file);
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      const replaced = await resizeCached(file, join(dir, 'cache'), key);
      expect(replaced.cached).toBe(false);
      expect(replaced.etag).not.toBe(first.etag);
      expect(await pixel(replaced.body)).toEqual([0, 0, 255]);

      await rm(file);
      await expect(resizeCached(file, join(dir, 'cache'), key)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
