/** The served sites (backend/static/sites.ts): security headers (SITE_SECURITY_HEADERS), methods, compression, caching, the store views' not-found and error pages, the site of a Host. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { compressedBodies, type Encoder } from '../../../../backend/static/compressed-bodies.ts';
import { encodeBody } from '../../../../backend/static/representation.ts';
import { siteErrorPage, siteForHost, sitesApp } from '../../../../backend/static/sites.ts';
import { cfg, tempSites } from './temp-sites.ts';

const dist = tempSites();
const { get } = dist;

describe('the sites’ security headers', () => {
  it.each([
    ['a page', '/', 200],
    ['a script', '/_astro/a.js', 200],
    ['an unknown path', '/nie-ma-takiej-strony', 404],
  ])('are sent with %s', async (_, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(res.headers.get('permissions-policy')).toBe('geolocation=(self), camera=(), microphone=()');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('leave out Cross-Origin-Opener-Policy, which would cost every arriving navigation a new process', async () => {
    const res = await get('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});

describe('methods', () => {
  it('refuses writing methods with 405 and says which are allowed; OPTIONS answers 204 with them', async () => {
    const app = sitesApp({ distDir: dist.path, cfg });
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app.request('http://localhost:4321/', { method, headers: { host: 'localhost:4321' } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('GET, HEAD, OPTIONS');
    }
    const options = await app.request('http://localhost:4321/', { method: 'OPTIONS', headers: { host: 'localhost:4321' } });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
  });

  it('a HEAD of a page varies by encoding, as its GET does', async () => {
    const app = sitesApp({ distDir: dist.path, cfg });
    const head = await app.request('http://localhost:4321/', {
      method: 'HEAD',
      headers: { host: 'localhost:4321', 'accept-encoding': 'gzip' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe('compressed bodies', () => {
  it('a page asked again in the same encoding is sent byte for byte as before, without compressing it again', async () => {
    const page = `<!doctype html><title>O marce</title>${'<p>Krem nawilżający.</p>'.repeat(200)}`;
    writeFileSync(join(dist.path, 'main', 'o-marce.html'), page);
    let calls = 0;
    const encode: Encoder = async (body, encoding) => ((calls += 1), encodeBody(body, encoding));
    const app = sitesApp({ distDir: dist.path, cfg, compressed: compressedBodies(1024 * 1024, encode) });
    const ask = () =>
      app.request('http://localhost:4321/o-marce', { headers: { host: 'localhost:4321', 'accept-encoding': 'gzip' } });
    const [first, second] = [await ask(), await ask()];
    const [firstBody, secondBody] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect([first.headers.get('content-encoding'), second.headers.get('content-encoding')]).toEqual(['gzip', 'gzip']);
    expect(gunzipSync(firstBody).toString()).toBe(page);
    expect(Buffer.compare(secondBody, firstBody)).toBe(0);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(calls).toBe(1);
  });
});

describe('caching by the file served', () => {
  it('keeps hashed assets for a year, and nothing else: not a page reached through an encoded /_astro/../', async () => {
    expect((await get('/_astro/a.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    writeFileSync(join(dist.path, 'main', 'porady.html'), '<!doctype html><title>Porady</title>');
    expect((await get('/porady')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // A dot segment names no page (hasDotSegment): not found, and never stored.
    const around = await get('/_astro%2F..%2Fporady');
    expect(around.status).toBe(404);
    expect(around.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe("a store view's not-found and error pages", () => {
  it('the not-found page of the store view whose prefix the path carries, 404, never stored, compressed as asked', async () => {
    mkdirSync(join(dist.path, 'main', 'en'), { recursive: true });
    writeFileSync(
      join(dist.path, 'main', 'en', 'page-not-found.html'),
      `<!doctype html><title>Not found</title>${'<p>x</p>'.repeat(200)}`,
    );
    const app = sitesApp({ distDir: dist.path, cfg });
    const res = await app.request('http://localhost:4321/en/no-such-page', {
      headers: { host: 'localhost:4321', 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>Not found</title>');
  });

  it('a not-found page asked again in the same encoding is not compressed again', async () => {
    mkdirSync(join(dist.path, 'main', 'en'), { recursive: true });
    const page = `<!doctype html><title>Not found</title>${'<p>y</p>'.repeat(200)}`;
    writeFileSync(join(dist.path, 'main', 'en', 'page-not-found.html'), page);
    let calls = 0;
    const encode: Encoder = async (body, encoding) => ((calls += 1), encodeBody(body, encoding));
    const app = sitesApp({ distDir: dist.path, cfg, compressed: compressedBodies(1024 * 1024, encode) });
    const ask = (path: string) =>
      app.request(`http://localhost:4321${path}`, { headers: { host: 'localhost:4321', 'accept-encoding': 'br' } });
    const answers = [await ask('/en/no-such-page'), await ask('/en/nor-this-one'), await ask('/en/nor-that-one')];
    expect(answers.map((a) => [a.status, a.headers.get('content-encoding')])).toEqual(Array(3).fill([404, 'br']));
    for (const answer of answers) expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(page);
    expect(calls).toBe(1);
  });

  it('a bare text when the store view has no such page built', async () => {
    const app = new Hono();
    app.get('*', () => {
      throw new Error('boom');
    });
    app.onError(siteErrorPage({ distDir: dist.path, cfg }));
    const res = await app.request('http://us.localhost:4321/x', { headers: { host: 'us.localhost:4321' } });
    expect([res.status, await res.text()]).toEqual([500, 'Internal server error']);
  });
});

describe('an error while serving', () => {
  it("answers the store view's error page with 500", async () => {
    mkdirSync(join(dist.path, 'main', 'en'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'error.html'), '<!doctype html><title>Wystąpił błąd</title>');
    const app = new Hono();
    app.get('*', () => {
      throw new Error('boom');
    });
    app.onError(siteErrorPage({ distDir: dist.path, cfg }));
    const res = await app.request('http://localhost:4321/porady', { headers: { host: 'localhost:4321' } });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Wystąpił błąd');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers the site's error page in a store view that routes none (the error page is global, spec 000 §2), never a bare text", async () => {
    writeFileSync(join(dist.path, 'main', 'error.html'), '<!doctype html><title>Wystąpił błąd</title>');
    const app = new Hono();
    app.get('*', () => {
      throw new Error('boom');
    });
    app.onError(siteErrorPage({ distDir: dist.path, cfg }));
    for (const path of ['/en/products/x', '/tn/x', '/hr/x', '/ro/x', '/ua/x']) {
      const res = await app.request(`http://localhost:4321${path}`, { headers: { host: 'localhost:4321' } });
      expect(res.status, path).toBe(500);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('Wystąpił błąd');
    }
  });
});

describe('siteForHost', () => {
  it.each([
    ['us.localhost:4321', 'us'],
    ['US.LOCALHOST:4321', 'us'],
    ['us.localhost.:4321', 'us'],
    ['us.localhost.', 'us'],
    ['localhost.:4321', 'main'],
    ['localhost:4321', 'main'],
    ['127.0.0.1:4321', 'main'],
    ['[::1]:4321', 'main'],
    [undefined, 'main'],
  ] as const)('serves %s the %s site (a trailing dot names the same host)', (host, site) => {
    expect(siteForHost(host, cfg)).toBe(site);
  });
});
