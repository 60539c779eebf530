/**
 * Every image a built page names is one the image proxy serves: each `/img/{width}/{height}/resize{path}`
 * URL in the pages of both sites (img src and srcset, Open Graph, JSON-LD) has sizes the proxy accepts, a size
 * the storefront lists or a valid signature under the build's IMAGE_URL_KEY (the proxy's own rule,
 * `isAllowedImageRequest`: a size forgotten in IMAGE_SIZES is found here), and names a media file the backend has
 * registered and holds (backend/routes/images.ts answers 400, 403 or 404 otherwise). The resizing itself is the
 * contract tests'.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { parseImageTarget, type ImageRequest } from '../../backend/images/image-path.ts';
import { imageSignatureOf, isAllowedImageRequest } from '../../backend/images/image-rule.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { signedProxiedImage } from '../../src/catalog/signed-image.ts';
import { isListedImageSize } from '../../src/config/image-sizes.ts';
import { parseImageUrlKey } from '../../src/config/image-url-key.ts';
import { builtPaths, pageFile } from './dist.ts';

const settings = parseBackendSettings(process.env);
/** The key the build signed with: this process's settings, as the build's were. */
const buildKey = parseImageUrlKey(process.env);

/** The image proxy URLs a built page names, by path (an absolute URL's origin dropped). */
function imageUrls(html: string): string[] {
  return [...html.matchAll(/\/img\/[^/"'\s]+\/[^/"'\s]+\/resize\/[^"'\s,)<>]+/g)].map((m) => m[0].replaceAll('&amp;', '&'));
}

describe('imageUrls', () => {
  it('reads proxy URLs from src, srcset, meta content and JSON', () => {
    const html =
      '<img src="/img/310/300/resize/p/a.png" srcset="/img/800/500/resize/b/x.png 800w, /img/1600/600/resize/b/x.png 1600w">' +
      '<meta property="og:image" content="http://localhost:4321/img/600/744/resize/p/b.png">{"image":"http://x/img/1/1/resize/c.png"}' +
      '<img src="/img/123/45/resize/e/a.png?v=1&amp;s=abc_-">';
    expect(imageUrls(html)).toEqual([
      '/img/310/300/resize/p/a.png',
      '/img/800/500/resize/b/x.png',
      '/img/1600/600/resize/b/x.png',
      '/img/600/744/resize/p/b.png',
      '/img/1/1/resize/c.png',
      '/img/123/45/resize/e/a.png?v=1&s=abc_-',
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
        let request: ImageRequest;
        try {
          request = parseImageTarget(url);
        } catch (error) {
          unserved.push(`${url} (from ${from}): ${(error as Error).message}`);
          continue;
        }
        const { path, width, height } = request;
        if (!isAllowedImageRequest(request, imageSignatureOf(url), buildKey))
          unserved.push(`${url} (from ${from}): ${width}×${height} is not in IMAGE_SIZES and not signed with the build's key`);
        else if (!registered.get(path)) unserved.push(`${url} (from ${from}): not a registered image`);
        else if (!existsSync(resolve(mediaRoot, `.${path}`))) unserved.push(`${url} (from ${from}): no file in the media folder`);
      }
    } finally {
      db.close();
    }
    expect(unserved).toEqual([]);
  });
});

describe('the size rule over built URLs (the check can fail)', () => {
  it("refuses a built URL at a size not listed, unless signed with the build's key", () => {
    let url: string | undefined;
    for (const from of builtPaths('main')) {
      url = imageUrls(readFileSync(pageFile('main', from), 'utf8'))[0];
      if (url) break;
    }
    expect(url, 'a built image URL').toBeDefined();
    const request = parseImageTarget(url ?? '');
    const odd = { ...request, width: request.width + 1 };
    expect(isListedImageSize(odd.width, odd.height)).toBe(false);
    expect(isAllowedImageRequest(odd, undefined, buildKey)).toBe(false);
    const signed = signedProxiedImage(request.path, odd.width, odd.height, buildKey);
    expect(isAllowedImageRequest(odd, imageSignatureOf(signed), buildKey)).toBe(true);
    expect(isAllowedImageRequest(odd, imageSignatureOf(signed), `${buildKey}-other`)).toBe(false);
  });
});
