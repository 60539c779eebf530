/**
 * Every image a built page names is one the image proxy serves: each `/img/{width}/{height}/resize{path}`
 * URL in the pages of both sites (img src and srcset, Open Graph, JSON-LD) has sizes the proxy accepts and
 * names a media file the backend has registered and holds (backend/routes/images.ts answers 400 or 404
 * otherwise). The resizing itself is the contract tests'.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { parseImageTarget } from '../../backend/images/image-path.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { builtPaths, pageFile } from './dist.ts';

const settings = parseBackendSettings(process.env);

/** The image proxy URLs a built page names, by path (an absolute URL's origin dropped). */
function imageUrls(html: string): string[] {
  return [...html.matchAll(/\/img\/[^/"'\s]+\/[^/"'\s]+\/resize\/[^"'\s,)<>]+/g)].map((m) => m[0].replaceAll('&amp;', '&'));
}

describe('imageUrls', () => {
  it('reads proxy URLs from src, srcset, meta content and JSON', () => {
    const html =
      '<img src="/img/310/300/resize/p/a.png" srcset="/img/800/500/resize/b/x.png 800w, /img/1600/600/resize/b/x.png 1600w">' +
      '<meta property="og:image" content="http://localhost:4321/img/600/744/resize/p/b.png">{"image":"http://x/img/1/1/resize/c.png"}';
    expect(imageUrls(html)).toEqual([
      '/img/310/300/resize/p/a.png',
      '/img/800/500/resize/b/x.png',
      '/img/1600/600/resize/b/x.png',
      '/img/600/744/resize/p/b.png',
      '/img/1/1/resize/c.png',
    ]);
  });
});

describe.each(['main', 'us'] as const)('the images of the %s site', (siteId) => {
  it('every image URL of every built page is one the image proxy serves', () => {
    const urls = new Map<string, string>();
    for (const from of builtPaths(siteId))
      for (const url of imageUrls(readFileSync(pageFile(siteId, from), 'utf8'))) if (!urls.has(url)) urls.set(url, from);
    expect(urls.size, 'image URLs found').toBeGreaterThan(100);
    const db = new DatabaseSync(settings.dbFile, { readOnly: true });
    const registered = db.prepare('SELECT 1 AS ok FROM media WHERE path = ?');
    const mediaRoot = resolve(settings.mediaDir);
    const unserved: string[] = [];
    try {
      for (const [url, from] of urls) {
        let path: string;
        try {
          path = parseImageTarget(url).path;
        } catch (error) {
          unserved.push(`${url} (from ${from}): ${(error as Error).message}`);
          continue;
        }
        if (!registered.get(path)) unserved.push(`${url} (from ${from}): not a registered image`);
        else if (!existsSync(resolve(mediaRoot, `.${path}`))) unserved.push(`${url} (from ${from}): no file in the media folder`);
      }
    } finally {
      db.close();
    }
    expect(unserved).toEqual([]);
  });
});
