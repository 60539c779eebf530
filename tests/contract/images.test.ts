/**
 * The image proxy over HTTP: the sizes it renders (the storefront's unsigned, others signed), concurrent first
 * requests, Accept q-values, HEAD and revalidation, a broken source, a flood of new sizes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { relativeFilesUnder } from '../helpers/files.ts';
import { IMAGE_URL_KEY, signedImageTarget, startServer, type TestServer } from './helpers/server.ts';
import { RENDERS_WAITING_PER_SLOT } from '../../backend/images/resize.ts';
import { proxiedImage } from '../../src/catalog/image-path.ts';
import { imageSignature } from '../../src/catalog/signed-image.ts';
import { IMAGE_SIZES } from '../../src/config/image-sizes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(fixtureDatabase(), () => FIXTURE_NOW);
});
afterAll(() => server.close());

/**
 * A URL of the test image at a size the storefront does not use, signed as the build signs editorial images: each
 * test asks sizes of its own, so that its variants are not cached yet.
 */
const url = (w: number, h: number) => `${server.baseUrl}${signedImageTarget('/p/KR-001-1.png', w, h)}`;
/** The unsigned URL of the test image at a size. */
const plain = (w: number, h: number) => `${server.baseUrl}/img/${w}/${h}/resize/p/KR-001-1.png`;

const cachedFiles = () => relativeFilesUnder(server.dirs.cache);

describe('image proxy', () => {
  it('concurrent first requests for the same uncached variant all get the image, cached once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await fetch(url(47, 53), { headers: { accept: 'image/webp' } });
        return { status: res.status, etag: res.headers.get('etag'), body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    const first = answers[0]?.body ?? Buffer.alloc(0);
    expect(answers.every((a) => a.body.equals(first))).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'webp', width: 47, height: 53 });
    const files = cachedFiles();
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a format with q=0 in Accept is not served; the best acceptable one is', async () => {
    const type = async (accept: string) => (await fetch(url(20, 20), { headers: { accept } })).headers.get('content-type');
    expect(await type('image/avif;q=0, image/webp')).toBe('image/webp');
    expect(await type('image/avif;q=0')).toBe('image/png');
    expect(await type('image/avif; q=0.0, image/webp;q=0')).toBe('image/png');
    expect(await type('image/avif;q=0.5, image/webp;q=0.9')).toBe('image/webp');
    expect(await type('image/webp;q=0.5, image/avif;q=0.5')).toBe('image/avif');
    expect(await type('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('image/avif');
  });

  it('HEAD answers like GET without a body, and 304 on a matching ETag', async () => {
    const get = await fetch(url(33, 34), { headers: { accept: 'image/avif' } });
    const head = await fetch(url(33, 34), { method: 'HEAD', headers: { accept: 'image/avif' } });
    expect(head.status).toBe(200);
    for (const h of ['content-type', 'content-length', 'etag', 'cache-control', 'vary']) {
      expect(head.headers.get(h)).toBe(get.headers.get(h));
    }
    expect(Number(head.headers.get('content-length'))).toBe((await get.arrayBuffer()).byteLength);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = get.headers.get('etag') ?? '';
    const revalidated = await fetch(url(33, 34), { method: 'HEAD', headers: { accept: 'image/avif', 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const unknown = await fetch(`${server.baseUrl}/img/310/300/resize/p/none.png`, { method: 'HEAD' });
    expect(unknown.status).toBe(404);
  });

  it('a HEAD of a variant not cached renders nothing: the ETag and type of the GET, no Content-Length', async () => {
    const before = cachedFiles();
    const head = await fetch(url(41, 42), { method: 'HEAD', headers: { accept: 'image/webp' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBeNull();
    expect(cachedFiles()).toEqual(before);
    const get = await fetch(url(41, 42), { headers: { accept: 'image/webp' } });
    for (const h of ['content-type', 'etag', 'cache-control', 'vary']) expect(head.headers.get(h)).toBe(get.headers.get(h));
    expect(await sharp(Buffer.from(await get.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 41 });
    expect(cachedFiles()).toHaveLength(before.length + 1);
  });

  it('a revalidation of a variant not cached is a 304 without a render', async () => {
    const before = cachedFiles();
    const etag = (await fetch(url(43, 44), { method: 'HEAD', headers: { accept: 'image/avif' } })).headers.get('etag') ?? '';
    const revalidated = await fetch(url(43, 44), { headers: { accept: 'image/avif', 'if-none-match': `W/${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(cachedFiles()).toEqual(before);
  });
});

describe('image proxy sizes: the storefront’s for anyone, any other signed', () => {
  it('an unsigned size the storefront does not use is a 403 naming it, in the error envelope, for GET and HEAD; nothing is rendered', async () => {
    const before = cachedFiles();
    const get = await fetch(plain(123, 45), { headers: { accept: 'image/webp' } });
    expect(get.status).toBe(403);
    expect(get.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await get.json()).toEqual({
      code: 403,
      result: 'Image size 123×45 is not one the storefront uses; other sizes need a signed URL',
    });
    expect((await fetch(plain(123, 45), { method: 'HEAD' })).status).toBe(403);
    expect(cachedFiles()).toEqual(before);
  });

  it('a listed size is served unsigned, and an unlisted one signed', async () => {
    const { width, height } = IMAGE_SIZES.blogCard;
    const listed = await fetch(plain(width, height), { headers: { accept: 'image/webp' } });
    expect(listed.status).toBe(200);
    expect(await sharp(Buffer.from(await listed.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width, height });
    const signed = await fetch(url(123, 45), { headers: { accept: 'image/webp' } });
    expect(signed.status).toBe(200);
    expect(await sharp(Buffer.from(await signed.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 123,
      height: 45,
    });
  });

  it('a signature for another size or path, another key, or a garbled one is a 403', async () => {
    const path = '/p/KR-001-1.png';
    const other = (s: string) => `${plain(124, 45)}?s=${s}`;
    expect((await fetch(other(imageSignature(IMAGE_URL_KEY, 123, 45, path)))).status).toBe(403);
    expect((await fetch(other(imageSignature(IMAGE_URL_KEY, 124, 45, '/p/other.png')))).status).toBe(403);
    expect((await fetch(other(imageSignature('another-key-of-sixteen', 124, 45, path)))).status).toBe(403);
    expect((await fetch(other('not-a-signature'))).status).toBe(403);
    expect((await fetch(other(''))).status).toBe(403);
    expect((await fetch(`${server.baseUrl}${signedImageTarget(path, 124, 45)}`)).status).toBe(200);
  });

  it('the signature is no part of the variant: signed or not, one size of one image is one cached file, byte-identical answers, one ETag', async () => {
    const before = cachedFiles();
    const { width, height } = IMAGE_SIZES.expertPortrait;
    const signature = imageSignature(IMAGE_URL_KEY, width, height, '/p/KR-001-1.png');
    const answers: { status: number; etag: string | null; body: Buffer }[] = [];
    for (const target of [plain(width, height), `${plain(width, height)}?s=${signature}`, `${plain(width, height)}?v=2&s=x`]) {
      const res = await fetch(target, { headers: { accept: 'image/avif' } });
      answers.push({ status: res.status, etag: res.headers.get('etag'), body: Buffer.from(await res.arrayBuffer()) });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(answers.every((a) => a.body.equals(answers[0]?.body ?? Buffer.alloc(0)))).toBe(true);
    expect(cachedFiles()).toHaveLength(before.length + 1);
    // A signed size asked twice, its signature placed differently in the query, is one cached file too.
    const signed = signedImageTarget('/p/KR-001-1.png', 77, 66);
    const first = Buffer.from(await (await fetch(`${server.baseUrl}${signed}`)).arrayBuffer());
    const again = Buffer.from(await (await fetch(`${server.baseUrl}${signed.replace('?', '?v=1&')}`)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(cachedFiles()).toHaveLength(before.length + 2);
  });
});

describe('image proxy over a source that is no image', () => {
  let broken: TestServer;
  const warnings: string[] = [];
  beforeAll(async () => {
    const logger = {
      log: (level: string, msg: string, fields?: Record<string, unknown>) =>
        void (level === 'warn' && warnings.push(`${msg} ${String(fields?.['path'])}`)),
    };
    broken = await startServer(fixtureDatabase(), () => FIXTURE_NOW, {}, logger);
    writeFileSync(join(broken.dirs.media, 'p', 'KR-001-1.png'), 'not an image');
  });
  afterAll(() => broken.close());

  it('answers GET and HEAD with a 422 naming the image, warns once, caches nothing and stays up', async () => {
    const target = `${broken.baseUrl}${signedImageTarget('/p/KR-001-1.png', 30, 30)}`;
    for (const accept of ['image/avif', 'image/webp', 'image/png']) {
      const get = await fetch(target, { headers: { accept } });
      expect(get.status, accept).toBe(422);
      expect(((await get.json()) as { result: string }).result).toMatch(/^Image \/p\/KR-001-1\.png cannot be read: /);
      const head = await fetch(target, { method: 'HEAD', headers: { accept } });
      expect(head.status, `HEAD ${accept}`).toBe(422);
    }
    expect(relativeFilesUnder(broken.dirs.cache)).toEqual([]);
    expect(warnings, 'told once for the source, whatever the format and method').toEqual([
      'image source unreadable /p/KR-001-1.png',
    ]);
    // Replaced by a real image at the same path, it is served.
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toFile(join(broken.dirs.media, 'p', 'KR-001-1.png'));
    expect((await fetch(target)).status).toBe(200);
  });
});

describe('image proxy: a media name a URL cannot carry as it is', () => {
  const name = '/p/Krem nawilżający 50%.png';
  let named: TestServer;
  beforeAll(async () => {
    const db = fixtureDatabase();
    db.prepare('INSERT INTO media (path, width, height) VALUES (?, 8, 8)').run(name);
    named = await startServer(db, () => FIXTURE_NOW);
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toFile(join(named.dirs.media, name));
  });
  afterAll(() => named.close());

  it('serves the file through the URL the storefront writes for it (proxiedImage: the name percent-encoded)', async () => {
    const target = proxiedImage(name, IMAGE_SIZES.productThumbnail);
    expect(target).not.toMatch(/[ ż]/u);
    const res = await fetch(`${named.baseUrl}${target}`, { headers: { accept: 'image/webp' } });
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });
  });
});

describe('image proxy under a flood of new sizes', () => {
  it('unsigned, they are refused before any render: 403 each, nothing cached', async () => {
    const before = cachedFiles();
    const answers = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const res = await fetch(plain(300 + i, 300 + i), { headers: { accept: 'image/avif' } });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    // 300×300 is the storefront's Instagram tile: the one size of the 80 served.
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 403)).toHaveLength(79);
    expect(cachedFiles()).toHaveLength(before.length + 1);
  });

  it('signed, they are rendered by a bounded queue; a render beyond it is a 503 with Retry-After, and the proxy answers again after', async () => {
    const busy = await startServer(fixtureDatabase(), () => FIXTURE_NOW, { IMAGE_RENDERS: '1' });
    try {
      // Signed sizes (as the build signs editorial images): a render each, which the queue bounds as any other.
      const ask = (w: number) =>
        fetch(`${busy.baseUrl}${signedImageTarget('/p/KR-001-1.png', w, w)}`, { headers: { accept: 'image/avif' } });
      // One render at a time and RENDERS_WAITING_PER_SLOT waiting: 80 new sizes at once overflow the queue.
      const answers = await Promise.all(
        Array.from({ length: 80 }, async (_, i) => {
          const res = await ask(300 + i);
          await res.arrayBuffer();
          return {
            status: res.status,
            retry: res.headers.get('retry-after'),
            nosniff: res.headers.get('x-content-type-options'),
          };
        }),
      );
      const refused = answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(RENDERS_WAITING_PER_SLOT);
      expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(80);
      expect(refused.every((a) => a.retry === '5' && a.nosniff === 'nosniff')).toBe(true);
      expect((await ask(300 + 79)).status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
