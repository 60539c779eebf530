import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Create } from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheKey,
  createResizer,
  UnreadableImageError,
  type Resizer,
  type ResizeRequest,
} from '../../../../backend/images/resize.ts';
import { relativeFilesUnder } from '../../../helpers/files.ts';
import { LimitFullError } from '../../../../backend/images/limit.ts';

/** Counts sharp's encodes (toBuffer) and the most that ran at once. */
const encodes = vi.hoisted(() => ({ total: 0, active: 0, peak: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    const instance = real(...args);
    const toBuffer = instance.toBuffer.bind(instance) as () => Promise<Buffer>;
    instance.toBuffer = (async () => {
      encodes.total++;
      encodes.peak = Math.max(encodes.peak, ++encodes.active);
      try {
        return await toBuffer();
      } finally {
        encodes.active--;
      }
    }) as typeof instance.toBuffer;
    return instance;
  };
  return { default: Object.assign(counted, real) };
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'resize-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const red: Create = { width: 64, height: 64, channels: 3, background: '#ff0000' };
const blue: Create = { width: 64, height: 64, channels: 3, background: '#0000ff' };
const pixel = async (body: Buffer) => (await sharp(body).raw().toBuffer()).subarray(0, 3).toJSON().data;

async function source(name = 'a.png', create = red): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, await sharp({ create }).png().toBuffer());
  return file;
}

function resetEncodes() {
  Object.assign(encodes, { total: 0, active: 0, peak: 0 });
}

/** The image of the variant `request` names of `file`, with its ETag; null when there is no such file. */
async function resize(resizer: Resizer, file: string, request: ResizeRequest) {
  const variant = await resizer.variant(file, request);
  const body = variant && (await resizer.image(variant));
  return variant && body ? { body, etag: variant.etag } : null;
}

describe('resizer', () => {
  it('the cache key depends on path, size, format and the source version', () => {
    const k = cacheKey('/a.png', 1, 2, 'webp', '10:1');
    expect(k).not.toBe(cacheKey('/a.png', 2, 1, 'webp', '10:1'));
    expect(k).not.toBe(cacheKey('/a.png', 1, 2, 'avif', '10:1'));
    expect(k).not.toBe(cacheKey('/a.png', 1, 2, 'webp', '11:2'));
    expect(k).toBe(cacheKey('/a.png', 1, 2, 'webp', '10:1'));
  });

  it('resizes an image replaced at the same path again, and answers null for a removed one', async () => {
    const file = await source();
    const resizer = createResizer({ cacheDir: join(dir, 'cache') });
    const key = { path: '/a.png', width: 4, height: 4, format: 'png' } as const;
    resetEncodes();
    const first = await resize(resizer, file, key);
    expect(await resize(resizer, file, key)).toEqual(first); // from the cache
    expect(encodes.total).toBe(1);
    expect(await pixel(first?.body ?? Buffer.alloc(0))).toEqual([255, 0, 0]);

    await source('a.png', blue);
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    resetEncodes();
    const replaced = await resize(resizer, file, key);
    expect(encodes.total).toBe(1);
    expect(replaced?.etag).not.toBe(first?.etag);
    expect(await pixel(replaced?.body ?? Buffer.alloc(0))).toEqual([0, 0, 255]);

    await rm(file);
    expect(await resizer.variant(file, key)).toBeNull();
  });

  it('a variant and its cached image cost no render; the image renders once and is cached', async () => {
    const file = await source();
    const cacheDir = join(dir, 'cache');
    const resizer = createResizer({ cacheDir });
    resetEncodes();
    const variant = await resizer.variant(file, { path: '/a.png', width: 8, height: 6, format: 'webp' });
    if (!variant) throw new Error('the source file exists');
    expect(variant.etag).toBe(`"${variant.rel.slice(3, 35)}"`);
    expect(await resizer.cachedSize(variant)).toBeUndefined();
    expect(relativeFilesUnder(cacheDir)).toEqual([]);
    expect(encodes.total).toBe(0);
    const body = await resizer.image(variant);
    expect(await resizer.cachedSize(variant)).toBe(body?.length);
    expect(relativeFilesUnder(cacheDir)).toEqual([variant.rel]);
    expect(encodes.total).toBe(1);
  });

  it('the image of a variant whose source has gone since is null', async () => {
    const file = await source();
    const resizer = createResizer({ cacheDir: join(dir, 'cache') });
    const variant = await resizer.variant(file, { path: '/a.png', width: 3, height: 3, format: 'png' });
    await rm(file);
    expect(variant && (await resizer.image(variant))).toBeNull();
  });

  it('a source that is no image is an UnreadableImageError, for its image and its check, and nothing is cached', async () => {
    const file = join(dir, 'broken.png');
    await writeFile(file, 'not an image');
    const cacheDir = join(dir, 'cache');
    const resizer = createResizer({ cacheDir });
    const variant = await resizer.variant(file, { path: '/broken.png', width: 3, height: 3, format: 'webp' });
    if (!variant) throw new Error('the source file exists');
    await expect(resizer.image(variant)).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(resizer.image(variant)).rejects.toBeInstanceOf(UnreadableImageError); // not kept in flight
    await expect(resizer.checkSource(variant)).rejects.toBeInstanceOf(UnreadableImageError);
    expect(relativeFilesUnder(cacheDir)).toEqual([]);
    const good = await resizer.variant(await source(), { path: '/a.png', width: 3, height: 3, format: 'webp' });
    expect(good && (await resizer.checkSource(good))).toBe(true);
    if (good) await rm(good.file);
    expect(good && (await resizer.checkSource(good))).toBe(false);
  });

  it('concurrent requests for one uncached variant share one render and one cache file', async () => {
    const file = await source();
    const cacheDir = join(dir, 'cache');
    const resizer = createResizer({ cacheDir });
    resetEncodes();
    const key = { path: '/a.png', width: 30, height: 20, format: 'webp' } as const;
    const images = await Promise.all(Array.from({ length: 12 }, () => resize(resizer, file, key)));
    expect(encodes.total).toBe(1);
    expect(images.every((i) => i !== null && i.body.equals(images[0]?.body ?? Buffer.alloc(0)))).toBe(true);
    expect(await sharp(images[0]?.body).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
    expect(relativeFilesUnder(cacheDir)).toHaveLength(1);
    expect((await resize(resizer, file, key))?.body).toEqual(images[0]?.body); // from the cache
    expect(encodes.total).toBe(1);
  });

  it('runs at most `concurrency` renders at once', async () => {
    const file = await source();
    const resizer = createResizer({ cacheDir: join(dir, 'cache'), concurrency: 2 });
    resetEncodes();
    const sizes = [10, 11, 12, 13, 14, 15, 16, 17];
    const images = await Promise.all(
      sizes.map((w) => resize(resizer, file, { path: '/a.png', width: w, height: w, format: 'avif' })),
    );
    expect(images.every((i) => i !== null)).toBe(true);
    expect(encodes.total).toBe(sizes.length);
    expect(encodes.peak).toBe(2);
  });

  it('refuses a render beyond those running and waiting (LimitFullError), and renders again once they are done', async () => {
    const file = await source();
    const resizer = createResizer({ cacheDir: join(dir, 'cache'), concurrency: 1, maxWaiting: 2 });
    const ask = (w: number) => resize(resizer, file, { path: '/a.png', width: w, height: w, format: 'avif' });
    const asked = [20, 21, 22, 23, 24, 25, 26, 27].map((w) =>
      ask(w).then(
        () => 'ok',
        (e: unknown) => e,
      ),
    );
    const outcomes = await Promise.all(asked);
    const refused = outcomes.filter((o) => o instanceof LimitFullError);
    // One running and two waiting are taken; the others come while they are (a render takes far longer than a stat).
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length + outcomes.filter((o) => o === 'ok').length).toBe(8);
    expect(await ask(27)).not.toBeNull();
  });

  it('an image whose caching fails is still served, and the failure reported', async () => {
    const file = await source();
    const cacheDir = join(dir, 'cache');
    await writeFile(cacheDir, 'a file where the cache directory should be');
    const errors: unknown[] = [];
    const resizer = createResizer({ cacheDir, onCacheError: (e) => errors.push(e) });
    const image = await resize(resizer, file, { path: '/a.png', width: 5, height: 5, format: 'jpeg' });
    expect(await sharp(image?.body).metadata()).toMatchObject({ format: 'jpeg', width: 5, height: 5 });
    expect(errors.length).toBeGreaterThan(0);
  });
});
