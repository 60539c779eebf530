/** The image proxy over HTTP: concurrent first requests, Accept q-values, HEAD and revalidation, a broken source. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { relativeFilesUnder } from '../helpers/files.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { RENDERS_WAITING_PER_SLOT } from '../../backend/images/resize.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer(fixtureDatabase(), () => FIXTURE_NOW);
});
afterAll(() => server.close());

const url = (w: number, h: number) => `${server.baseUrl}/img/${w}/${h}/resize/p/KR-001-1.png`;

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
    const unknown = await fetch(`${server.baseUrl}/img/10/10/resize/p/none.png`, { method: 'HEAD' });
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
    const target = `${broken.baseUrl}/img/30/30/resize/p/KR-001-1.png`;
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

describe('image proxy under a flood of new sizes', () => {
  it('renders a bounded queue; a render beyond it is a 503 with Retry-After, and the proxy answers again after', async () => {
    const busy = await startServer(fixtureDatabase(), () => FIXTURE_NOW, { IMAGE_RENDERS: '1' });
    try {
      const ask = (w: number) =>
        fetch(`${busy.baseUrl}/img/${w}/${w}/resize/p/KR-001-1.png`, { headers: { accept: 'image/avif' } });
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
