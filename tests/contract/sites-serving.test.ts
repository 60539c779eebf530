/**
 * The built sites as `npm start` serves them (scripts/server.ts over backend/static/sites.ts), over HTTP on 127.0.0.1
 * with an ephemeral port: validators and conditional requests (RFC 9110 §8.8, §13), and redirects answered in one hop.
 * The sites are a small folder written here, replaced the way a build publishes (a new folder renamed into place).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isFeedFile } from '../../feeds/names.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { startServer, type Running } from '../../scripts/server.ts';

const cfg = loadConfig({});
const MAIN = 'localhost:4321';
const US = 'us.localhost:4321';

/** A script large enough to be compressed (the server leaves bodies under 1 KiB as they are). */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page = (title: string): string => `<!doctype html><title>${title}</title><p>${'Krem nawilżający. '.repeat(80)}</p>`;

/** The files of a built site, by path under its folder. */
const SITES: Readonly<Record<'main' | 'us', Readonly<Record<string, string>>>> = {
  main: {
    'index.html': page('Strona główna'),
    'o-marce.html': page('O marce'),
    'filozofia.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/o-marce"><title>Przekierowanie</title>',
    'porady.html': page('Porady'),
    // A product whose slug holds a literal `%25`: its URL is /produkt/50%2525.
    'produkt/50%25.html': page('Produkt 50%25'),
    // A configurable product whose variant S-7-30 has a page and S-7-50 none (not available).
    'produkt/serum-7.html': page('Serum'),
    'produkt/serum-7/S-7-30.html': page('Serum 30 ml'),
    'page-not-found.html': page('Nie znaleziono'),
    'en.html': page('Home'),
    'en/about-us.html': page('About us'),
    'en/philosophy.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/en/about-us"><title>Redirect</title>',
    'tn.html': page('Accueil'),
    'tn/connexion.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/tn"><title>Redirection</title>',
    '_astro/app.B1x2Y3z4.js': SCRIPT,
    'empik-product-feed.xml': `<?xml version="1.0"?><import><offers>${'<offer/>'.repeat(300)}</offers></import>`,
    'sitemap-index.xml': `<?xml version="1.0"?><sitemapindex>${'<sitemap><loc>x</loc></sitemap>'.repeat(60)}</sitemapindex>`,
  },
  us: {
    'index.html': page('Home'),
    'login.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/"><title>Redirect</title>',
  },
};

let root: string;
let dist: string;
let server: Running;

function writeSite(into: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(into, path)), { recursive: true });
    writeFileSync(join(into, path), text);
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sites-serving-'));
  dist = join(root, 'dist');
  for (const [site, files] of Object.entries(SITES)) writeSite(join(dist, site), files);
  server = await startServer({ cfg, distDir: dist }, 0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  readonly body: Buffer;
}

/** One request over HTTP, as a browser or a CDN would send it, with no redirect followed. */
function ask(
  path: string,
  { method = 'GET', host = MAIN, headers = {} }: { method?: string; host?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const etagOf = (answer: Answer): string => {
  const tag = answer.headers.etag;
  if (!tag) throw new Error(`no ETag (status ${answer.status})`);
  return tag;
};

describe('validators of every served file', () => {
  it.each([
    ['a page', '/'],
    ['a page under a store view prefix', '/en/about-us'],
    ['a hashed asset', '/_astro/app.B1x2Y3z4.js'],
    ['a feed', '/empik-product-feed.xml'],
    ['a sitemap', '/sitemap-index.xml'],
  ])('%s (%s) carries an ETag and Last-Modified, the same on a second request', async (_, path) => {
    const first = await ask(path);
    const second = await ask(path);
    expect(first.status).toBe(200);
    expect(etagOf(first)).toMatch(/^(W\/)?"[^"]+"$/);
    expect(etagOf(second)).toBe(etagOf(first));
    expect(first.headers['last-modified']).toBeDefined();
    expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('differs between files', async () => {
    expect(etagOf(await ask('/o-marce'))).not.toBe(etagOf(await ask('/porady')));
  });
});

describe('a conditional GET (RFC 9110 §13.1, §15.4.5)', () => {
  it('If-None-Match naming the current ETag: 304 without a body, with ETag, Cache-Control, Vary and Last-Modified', async () => {
    const full = await ask('/o-marce');
    const again = await ask('/o-marce', { headers: { 'if-none-match': etagOf(full) } });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etagOf(full));
    expect(again.headers['cache-control']).toBe(full.headers['cache-control']);
    expect(again.headers.vary).toBe(full.headers.vary);
    expect(full.headers.vary).toContain('Accept-Encoding');
    expect(again.headers['last-modified']).toBe(full.headers['last-modified']);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('a hashed asset revalidates too, keeping its year-long caching in the 304', async () => {
    const full = await ask('/_astro/app.B1x2Y3z4.js');
    const again = await ask('/_astro/app.B1x2Y3z4.js', { headers: { 'if-none-match': etagOf(full) } });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('matches a tag within a list, by weak comparison, and `*`', async () => {
    const tag = etagOf(await ask('/porady'));
    const opaque = tag.replace(/^W\//, '');
    for (const ifNoneMatch of [`"other", ${tag}`, `W/${opaque}`, opaque, '*']) {
      expect((await ask('/porady', { headers: { 'if-none-match': ifNoneMatch } })).status, ifNoneMatch).toBe(304);
    }
  });

  it('If-None-Match naming another tag: 200 with the body', async () => {
    const res = await ask('/o-marce', { headers: { 'if-none-match': '"not-this-one", W/"nor-this"' } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('O marce');
  });

  it('If-None-Match takes precedence over If-Modified-Since: a mismatch is 200 even when the date would be 304', async () => {
    const full = await ask('/o-marce');
    const res = await ask('/o-marce', {
      headers: { 'if-none-match': '"not-this-one"', 'if-modified-since': String(full.headers['last-modified']) },
    });
    expect(res.status).toBe(200);
  });

  it('If-Modified-Since at or after Last-Modified: 304 with the ETag; before it: 200', async () => {
    const full = await ask('/porady');
    const lastModified = String(full.headers['last-modified']);
    const since = await ask('/porady', { headers: { 'if-modified-since': lastModified } });
    expect(since.status).toBe(304);
    expect(since.body.byteLength).toBe(0);
    expect(since.headers.etag).toBe(etagOf(full));
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await ask('/porady', { headers: { 'if-modified-since': earlier } })).status).toBe(200);
  });

  it('never answers 304 for the not-found page', async () => {
    const res = await ask('/nie-ma-takiej-strony', { headers: { 'if-none-match': '*' } });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('a path with a literal % in a slug', () => {
  it('is decoded once: the page is served at its URL encoded once, not at one encoded twice nor at the slug decoded twice', async () => {
    const once = await ask('/produkt/50%2525');
    expect(once.status).toBe(200);
    expect(once.body.toString()).toContain('<title>Produkt 50%25</title>');
    for (const path of ['/produkt/50%252525', '/produkt/50%25']) {
      const res = await ask(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('Produkt 50%25');
    }
  });
});

describe('a file whose content changes', () => {
  it('gets a new ETag, even at the same size and modification time', async () => {
    const file = join(dist, 'main', 'porady.html');
    const before = await ask('/porady');
    const { mtime } = statSync(file);
    const text = SITES.main['porady.html'] ?? '';
    writeFileSync(file, text.replace('Porady', 'Poradu'));
    utimesSync(file, mtime, mtime);
    const after = await ask('/porady');
    expect(after.body.byteLength).toBe(before.body.byteLength);
    expect(after.headers['last-modified']).toBe(before.headers['last-modified']);
    expect(etagOf(after)).not.toBe(etagOf(before));
    expect((await ask('/porady', { headers: { 'if-none-match': etagOf(before) } })).status).toBe(200);
    writeFileSync(file, text);
  });

  it('after a rebuild published by renaming a new folder into place: a changed page gets a new ETag, an unchanged one keeps it', async () => {
    const [changed, unchanged] = await Promise.all([ask('/o-marce'), ask('/en/about-us')]);
    const next = join(root, 'next-main');
    writeSite(next, { ...SITES.main, 'o-marce.html': page('O marce, od nowa') });
    renameSync(join(dist, 'main'), join(root, 'old-main'));
    renameSync(next, join(dist, 'main'));
    try {
      const [changedNow, unchangedNow] = await Promise.all([ask('/o-marce'), ask('/en/about-us')]);
      expect(etagOf(changedNow)).not.toBe(etagOf(changed));
      expect((await ask('/o-marce', { headers: { 'if-none-match': etagOf(changed) } })).status).toBe(200);
      // The same bytes, written again by the rebuild: a browser's or a CDN's copy is still good (a 304, not the page).
      expect(etagOf(unchangedNow)).toBe(etagOf(unchanged));
      expect((await ask('/en/about-us', { headers: { 'if-none-match': etagOf(unchanged) } })).status).toBe(304);
    } finally {
      rmSync(join(dist, 'main'), { recursive: true, force: true });
      renameSync(join(root, 'old-main'), join(dist, 'main'));
    }
  });
});

describe('compressed representations', () => {
  it('a gzip answer has its own ETag, not the identity one (not even by weak comparison), and the same content', async () => {
    const identity = await ask('/o-marce');
    const gzip = await ask('/o-marce', { headers: { 'accept-encoding': 'gzip' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(identity.body.toString());
    const opaque = (tag: string): string => tag.replace(/^W\//, '');
    expect(opaque(etagOf(gzip))).not.toBe(opaque(etagOf(identity)));
    expect(etagOf(await ask('/o-marce', { headers: { 'accept-encoding': 'gzip' } }))).toBe(etagOf(gzip));
  });

  it('each representation revalidates only itself', async () => {
    const identityTag = etagOf(await ask('/o-marce'));
    const gzipTag = etagOf(await ask('/o-marce', { headers: { 'accept-encoding': 'gzip' } }));
    const gzipped = (ifNoneMatch: string) =>
      ask('/o-marce', { headers: { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch } });
    const plain = (ifNoneMatch: string) => ask('/o-marce', { headers: { 'if-none-match': ifNoneMatch } });
    const notModified = await gzipped(gzipTag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(gzipTag);
    expect(notModified.headers.vary).toContain('Accept-Encoding');
    expect((await gzipped(identityTag)).status).toBe(200);
    expect((await plain(gzipTag)).status).toBe(200);
    // A cache holding both asks with both.
    expect((await gzipped(`${identityTag}, ${gzipTag}`)).status).toBe(304);
  });

  it('a br answer, what browsers ask first, has an ETag of its own, neither the gzip nor the identity one, and the same content', async () => {
    const identity = await ask('/o-marce');
    const gzip = await ask('/o-marce', { headers: { 'accept-encoding': 'gzip' } });
    const br = await ask('/o-marce', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body)).toEqual(identity.body);
    expect(br.body.byteLength).toBeLessThan(gzip.body.byteLength);
    const opaque = (tag: string): string => tag.replace(/^W\//, '');
    expect(etagOf(br)).toMatch(/^W\/"[^"]+-br"$/);
    expect(opaque(etagOf(br))).not.toBe(opaque(etagOf(gzip)));
    expect(opaque(etagOf(br))).not.toBe(opaque(etagOf(identity)));
  });

  it('a br representation revalidates only itself: 304 with its tag, 200 with the gzip or the identity one', async () => {
    const brTag = etagOf(await ask('/o-marce', { headers: { 'accept-encoding': 'br' } }));
    const gzipTag = etagOf(await ask('/o-marce', { headers: { 'accept-encoding': 'gzip' } }));
    const identityTag = etagOf(await ask('/o-marce'));
    const asBr = (ifNoneMatch: string) => ask('/o-marce', { headers: { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch } });
    const notModified = await asBr(brTag);
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe(brTag);
    expect(notModified.headers.vary).toContain('Accept-Encoding');
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect((await asBr(gzipTag)).status).toBe(200);
    expect((await asBr(identityTag)).status).toBe(200);
    expect((await ask('/o-marce', { headers: { 'accept-encoding': 'gzip', 'if-none-match': brTag } })).status).toBe(200);
  });

  it('a feed is not compressed and keeps its Content-Length (FEEDS.md)', async () => {
    const feed = await ask('/empik-product-feed.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(feed.headers['content-encoding']).toBeUndefined();
    expect(Number(feed.headers['content-length'])).toBe(feed.body.byteLength);
  });

  it('isFeedFile: a sitemap, XML but no feed, is compressed as the pages are', async () => {
    const identity = await ask('/sitemap-index.xml');
    const gzip = await ask('/sitemap-index.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(identity.body.toString());
    expect(isFeedFile('/site/sitemap-0.xml')).toBe(false);
    expect(isFeedFile('/site/en/cp-product-feed.xml')).toBe(true);
  });
});

describe('HEAD', () => {
  it.each([
    ['identity', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('answers as GET would (%s), without a body', async (_, headers) => {
    const get = await ask('/o-marce', { headers });
    const head = await ask('/o-marce', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of ['etag', 'last-modified', 'cache-control', 'vary', 'content-type', 'content-encoding', 'content-length'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('a HEAD of a br representation names its encoding as its GET does', async () => {
    const head = await ask('/o-marce', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([head.headers['content-encoding'], head.headers.etag]).toEqual(['br', expect.stringMatching(/-br"$/)]);
    const again = await ask('/o-marce', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(head.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('a conditional HEAD is 304 like its GET', async () => {
    const tag = etagOf(await ask('/o-marce', { method: 'HEAD' }));
    const res = await ask('/o-marce', { method: 'HEAD', headers: { 'if-none-match': tag } });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe(tag);
    const since = await ask('/o-marce', { method: 'HEAD', headers: { 'if-modified-since': new Date().toUTCString() } });
    expect(since.status).toBe(304);
  });
});

describe('redirects answer the final location in one hop', () => {
  // [host, path, status, Location]: a trailing slash, a file name or doubled slashes (permanent) before a redirect route
  // (permanent, or temporary where the settings make it: login and register while checkout is off) end up one answer,
  // temporary when any step is; the query is kept.
  it.each([
    [MAIN, '/filozofia/', 301, '/o-marce'],
    [MAIN, '/filozofia/?utm_source=newsletter&utm_medium=email', 301, '/o-marce?utm_source=newsletter&utm_medium=email'],
    [MAIN, '/filozofia.html', 301, '/o-marce'],
    [MAIN, '//filozofia//', 301, '/o-marce'],
    [MAIN, '/filozofia', 301, '/o-marce'],
    [MAIN, '/en/philosophy/', 301, '/en/about-us'],
    [MAIN, '/en/philosophy.html?x=1', 301, '/en/about-us?x=1'],
    [MAIN, '/tn/connexion/', 302, '/tn'],
    [MAIN, '/tn/connexion.html?ref=mail', 302, '/tn?ref=mail'],
    [MAIN, '/tn/connexion', 302, '/tn'],
    [US, '/login/', 302, '/'],
    [US, '/login.html?next=%2Fcart', 302, '/?next=%2Fcart'],
    [MAIN, '/porady/', 301, '/porady'],
    [MAIN, '/porady.html?q=1', 301, '/porady?q=1'],
    [MAIN, '/en/', 301, '/en'],
    [MAIN, '/index.html', 301, '/'],
    // A childSku in the query is not kept where the page does not show that variant (spec 000 §2 first-variant-in-URL).
    [MAIN, '/produkt/serum-7?childSku=S-7-30&utm_source=x', 301, '/produkt/serum-7/S-7-30?utm_source=x'],
    [MAIN, '/produkt/serum-7/?utm_source=x&childSku=S-7-50', 302, '/produkt/serum-7?utm_source=x'],
    [MAIN, '/produkt/serum-7/S-7-50/?childSku=S-7-50&utm_source=x', 302, '/produkt/serum-7?utm_source=x'],
    [MAIN, '/produkt/serum-7/S-7-30/?childSku=S-7-30', 301, '/produkt/serum-7/S-7-30'],
  ] as const)('%s%s → %i %s', async (host, path, status, location) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await ask(path, { host, method });
      expect(res.status, method).toBe(status);
      expect(res.headers.location, method).toBe(location);
    }
    // The location is where the visitor stays: not a redirect again.
    const there = await ask(location, { host });
    expect([200, 404], `${location} answered ${there.status}`).toContain(there.status);
  });

  it.each(['//evil.example/', '/%2F%2Fevil.example/'])(
    '%s leads to no page of the site: not found at once, never a redirect (off the site or to a not-found address)',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await ask(path, { host: MAIN, method });
        expect(res.status, method).toBe(404);
        expect(res.headers.location, method).toBeUndefined();
      }
    },
  );
});
